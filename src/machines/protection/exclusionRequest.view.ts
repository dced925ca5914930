import type { SnapshotFrom } from 'xstate';
import type { ExclusionRequestMachine } from './exclusionRequest';

/** What the time-out and self-exclusion screens read (both machines have one shape). */
type Snapshot = SnapshotFrom<ExclusionRequestMachine>;

export const loading = (s: Snapshot): boolean => s.matches('loading');
export const failed = (s: Snapshot): boolean => s.matches('failed');
export const unavailable = (s: Snapshot): boolean => s.matches('unavailable');
export const periods = (s: Snapshot) => s.context.periods;
export const period = (s: Snapshot) => s.context.period;
export const periodError = (s: Snapshot) => s.context.periodError;
/** The confirm dialog is open (also while its call runs). */
export const confirming = (s: Snapshot): boolean => s.matches('confirming') || s.matches('starting');
export const starting = (s: Snapshot): boolean => s.matches('starting');
export const password = (s: Snapshot) => s.context.password;
export const passwordError = (s: Snapshot) => s.context.passwordError;
export const refusal = (s: Snapshot) => s.context.refusal;
export const started = (s: Snapshot): boolean => s.matches('started');
