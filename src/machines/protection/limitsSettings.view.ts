import type { SnapshotFrom } from 'xstate';
import type { limitsSettingsMachine } from './limitsSettings.machine';

type Snapshot = SnapshotFrom<typeof limitsSettingsMachine>;

export const limitsLoading = (s: Snapshot): boolean => s.matches('loading');
export const limitsLoadFailed = (s: Snapshot): boolean => s.matches('loadFailed');
export const limitsState = (s: Snapshot) => s.context.limits;
/** The limit whose editor is open (also while its save runs). */
export const editingTarget = (s: Snapshot) =>
  s.matches('editing') || s.matches('saving') || s.matches('removing') ? s.context.target : null;
export const limitDraft = (s: Snapshot): string => s.context.draft;
export const limitFieldError = (s: Snapshot) => s.context.fieldError;
export const limitsRefusal = (s: Snapshot) => s.context.refusal;
export const limitsNotice = (s: Snapshot) => s.context.notice;
/** A call runs: every button of the screen waits. */
export const limitsBusy = (s: Snapshot): boolean =>
  s.matches('saving') || s.matches('removing') || s.matches('confirming') || s.matches('cancelling');
