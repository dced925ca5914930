import type { SnapshotFrom } from 'xstate';
import type { systemStatusMachine } from './systemStatus.machine';

/** What the status gate shows (app/StatusGate.tsx, spec §4 status gate). */
type Snapshot = SnapshotFrom<typeof systemStatusMachine>;

export type GateView = 'app' | 'splash' | 'failed' | 'offline' | 'maintenance' | 'blocked';

/** The page the gate shows: the app while running, a full-screen page otherwise, the splash while it asks. */
export const gate = (s: Snapshot): GateView => {
  if (s.matches('running')) return 'app';
  if (s.matches('failed')) return 'failed';
  if (s.matches('offline')) return 'offline';
  if (s.matches('maintenance')) return 'maintenance';
  if (s.matches('blocked')) return 'blocked';
  return 'splash';
};

/** The status call is taking long: the splash says so. */
export const slow = (s: Snapshot): boolean => s.matches({ loading: 'slow' });
