import type { SnapshotFrom } from 'xstate';
import type { languageMachine } from './language.machine';

/** What screens read of the language actor (pickers, the status gate). */
type Snapshot = SnapshotFrom<typeof languageMachine>;

export const language = (s: Snapshot): string => s.context.language;

export const languages = (s: Snapshot) => s.context.languages;

/** The first language's texts are in; a later change keeps showing the old texts until the new ones arrive. */
export const textsReady = (s: Snapshot): boolean => !s.matches('loading') || s.context.previous !== s.context.language;
