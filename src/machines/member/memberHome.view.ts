import type { SnapshotFrom } from 'xstate';
import type { memberHomeMachine } from './memberHome.machine';

type Snapshot = SnapshotFrom<typeof memberHomeMachine>;

/** The machine's state as text, for the screen's `data-state` (UI walks read it). */
export const phase = (s: { value: unknown }): string => JSON.stringify(s.value);

/** The screen shows member home (not leaving, not behind the trial alert). */
export const selectOpen = (s: Snapshot): boolean => s.matches('open');

/** Where the refresh of member info stands. */
export const selectInfo = (s: Snapshot): 'loading' | 'ready' | 'failed' | 'signedOut' => {
  if (s.matches({ open: { info: 'ready' } })) return 'ready';
  if (s.matches({ open: { info: 'failed' } })) return 'failed';
  if (s.matches({ open: { info: 'signedOut' } })) return 'signedOut';
  return 'loading';
};

export const selectChoosingLanguage = (s: Snapshot): boolean => s.matches({ open: { language: 'choosing' } });
