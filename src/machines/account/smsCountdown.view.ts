import type { SnapshotFrom } from 'xstate';
import { secondsLeft, type smsCountdownMachine } from './smsCountdown.machine';

/** What the send-code button shows (§4 SMS countdown). */
type Snapshot = SnapshotFrom<typeof smsCountdownMachine>;

export const sending = (s: Snapshot): boolean => s.matches('sending');

export const counting = (s: Snapshot): boolean => s.matches('counting');

/** Whole seconds until a new code may be asked for. */
export const seconds = (s: Snapshot): number => secondsLeft(s.context);
