import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgotPassword.machine';

/** What the forgot-password form shows (spec §2 /m/forget). */
type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const form = (s: Snapshot) => s.context;

export const busy = (s: Snapshot): boolean => !s.matches('editing');

export const sms = (s: Snapshot) => s.children.sms;
