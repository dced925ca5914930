import type { SnapshotFrom } from 'xstate';
import type { activeSessionsMachine } from './activeSessions.machine';

type Snapshot = SnapshotFrom<typeof activeSessionsMachine>;

export const sessionsLoading = (s: Snapshot): boolean => s.matches('loading');
export const sessionsFailed = (s: Snapshot): boolean => s.matches('failed');
export const sessionList = (s: Snapshot) => s.context.sessions;
export const sessionsRefusal = (s: Snapshot) => s.context.refusal;
/** A sign-out call runs: every sign-out button waits. */
export const signingOut = (s: Snapshot): boolean => s.matches('signingOutOthers') || s.matches('signingOutOne');
export const signingOutId = (s: Snapshot): string | null => s.context.signingOutId;
