import type { SnapshotFrom } from 'xstate';
import type { captchaMachine } from './captcha.machine';

/** What the captcha field shows (§7 captcha image). */
type Snapshot = SnapshotFrom<typeof captchaMachine>;

export const image = (s: Snapshot) => s.context.image;

export const loading = (s: Snapshot): boolean => s.matches('loading');

export const failed = (s: Snapshot): boolean => s.matches('failed');
