import type { SnapshotFrom } from 'xstate';
import type { realityCheckMachine } from './realityCheck.machine';

type Snapshot = SnapshotFrom<typeof realityCheckMachine>;

/** The blocking dialog shows while a check is due or its answer is on its way. */
export const checkShown = (s: Snapshot): boolean => s.matches({ check: 'due' }) || s.matches({ check: 'answering' });
/** An answer call runs: every button of the dialog waits. */
export const answering = (s: Snapshot): boolean => s.matches({ check: 'answering' });
export const answerFailed = (s: Snapshot): boolean => s.context.failed;
/** Play time of this session so far (seconds), ticking; null before the session's first bet. */
export const playedSeconds = (s: Snapshot): number | null =>
  s.context.status?.sessionStartedAt ? s.context.status.playedSeconds + s.context.secondsSinceStatus : null;
/** Wins minus bets of this session, as of the last status. */
export const sessionNet = (s: Snapshot): number => s.context.status?.net ?? 0;
export const intervalMinutes = (s: Snapshot): number => s.context.status?.intervalMinutes ?? 0;
