import type { SnapshotFrom } from 'xstate';
import type { LeaderboardBoard, LeaderboardPeriod } from '../../domain/member/leaderboard';
import type { leaderboardMachine } from './leaderboard.machine';

type Snapshot = SnapshotFrom<typeof leaderboardMachine>;

export const selectPeriod = (s: Snapshot): LeaderboardPeriod => s.context.period;
export const selectLoading = (s: Snapshot): boolean => s.matches('loading');
export const selectFailed = (s: Snapshot): boolean => s.matches('failed');
export const selectEmpty = (s: Snapshot): boolean => s.matches('empty');
export const selectBoard = (s: Snapshot): LeaderboardBoard | null =>
  s.matches('list') || s.matches('empty') ? s.context.board : null;
/** The machine's state as text, for the panel's `data-state` (e2e reads it). */
export const selectPhase = (s: Snapshot): string => JSON.stringify(s.value);
