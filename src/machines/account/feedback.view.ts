import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { captchaMachine } from './captcha.machine';
import type { feedbackMachine } from './feedback.machine';

/** What the feedback form shows (spec §2 /m/feedback, §4 Feedback). */
type Snapshot = SnapshotFrom<typeof feedbackMachine>;

export const form = (s: Snapshot) => s.context;

export const submitting = (s: Snapshot): boolean => s.matches('submitting');

/** The captcha actor (the machine's children type also lists its submit call under a dynamic key). */
export const captcha = (s: Snapshot) => s.children.captcha as ActorRefFrom<typeof captchaMachine> | undefined;
