import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';

/** What the registration form shows (spec §2 /m/register, §4 Registration). */
type Snapshot = SnapshotFrom<typeof registrationMachine>;

export const form = (s: Snapshot) => s.context;

/** Checking or submitting: the submit button waits. */
export const busy = (s: Snapshot): boolean => !s.matches('editing');

export const captcha = (s: Snapshot) => s.children.captcha;

export const sms = (s: Snapshot) => s.children.sms;
