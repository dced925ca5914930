import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

/** What the login form shows (spec §2 /m/login, §4 Login). */
type Snapshot = SnapshotFrom<typeof loginMachine>;

/** The form: method, values, messages and what the site config allows. */
export const form = (s: Snapshot) => s.context;

export const submitting = (s: Snapshot): boolean => s.matches({ form: 'submitting' });

/** The captcha and SMS countdown actors the form's widgets show. */
export const captcha = (s: Snapshot) => s.children.captcha;

export const sms = (s: Snapshot) => s.children.sms;
