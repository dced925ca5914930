import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './changePassword.machine';

/** What the change-password form shows (spec §2 /m/changePsw). */
type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

export const form = (s: Snapshot) => s.context;

export const busy = (s: Snapshot): boolean => !s.matches('editing');
