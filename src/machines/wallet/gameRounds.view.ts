import type { SnapshotFrom } from 'xstate';
import type { Period, RangeKey } from '../../domain/wallet/dateRange';
import type { GameRound, RoundsSummary } from '../../domain/wallet/records';
import type { gameRoundsMachine } from './gameRounds.machine';

type Snapshot = SnapshotFrom<typeof gameRoundsMachine>;

export const selectRange = (s: Snapshot): RangeKey => s.context.range;
export const selectCategory = (s: Snapshot): string => s.context.category;

export const selectRounds = (s: Snapshot): GameRound[] => s.context.rounds;
export const selectTotal = (s: Snapshot): number => s.context.total;
export const selectSummary = (s: Snapshot): RoundsSummary | null => s.context.summary;
export const selectPeriod = (s: Snapshot): Period | null => s.context.period;

/** The first page is loading: a spinner in place of the list. */
export const selectLoading = (s: Snapshot): boolean => s.matches('loading');

/** The first page failed: "Loading failed, click to retry". */
export const selectFailed = (s: Snapshot): boolean => s.matches('failed');

export const selectShowsList = (s: Snapshot): boolean => s.matches('list');

/** Pages are left and none is loading: the "more" button. */
export const selectCanLoadMore = (s: Snapshot): boolean =>
  s.matches({ list: 'idle' }) && s.context.page < s.context.totalPages;

export const selectLoadingMore = (s: Snapshot): boolean => s.matches({ list: 'loadingMore' });

/** The next page failed: the shown rounds stay, with a retry below them. */
export const selectMoreFailed = (s: Snapshot): boolean => s.matches({ list: 'moreFailed' });

/** The machine's state as text, for the panel's `data-state` (e2e reads it). */
export const selectPhase = (s: Snapshot): string => JSON.stringify(s.value);
