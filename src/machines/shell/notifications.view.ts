import type { SnapshotFrom } from 'xstate';
import type { Dialog, Loading, notificationsMachine, Toast } from './notifications.machine';

/** What the notifications host shows (app/NotificationsHost.tsx): the toast, the first dialog, the loading mask. */
type Snapshot = SnapshotFrom<typeof notificationsMachine>;

export const toast = (s: Snapshot): Toast | null => s.context.toast;

/** The dialog on screen (the first queued one), null while none is open. */
export const dialog = (s: Snapshot): Dialog | null =>
  s.matches({ dialog: 'closed' }) ? null : (s.context.dialogs[0] ?? null);

/** The dialog is playing its closing animation. */
export const dialogClosing = (s: Snapshot): boolean => s.matches({ dialog: 'closing' });

export const loading = (s: Snapshot): Loading | null => s.context.loading;
