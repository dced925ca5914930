import type { SnapshotFrom } from 'xstate';
import type { RangeKey } from '../../domain/wallet/dateRange';
import type { MoneyKind, MoneyRecord } from '../../domain/wallet/records';
import type { moneyRecordsMachine } from './moneyRecords.machine';

type Snapshot = SnapshotFrom<typeof moneyRecordsMachine>;

export const selectKind = (s: Snapshot): MoneyKind => s.context.kind;
export const selectRange = (s: Snapshot): RangeKey => s.context.range;

export const selectRecords = (s: Snapshot): MoneyRecord[] => s.context.records;
export const selectTotal = (s: Snapshot): number => s.context.total;

/** A trial member: the spec's "Please login an actual account to use this function" instead of the list. */
export const selectRefused = (s: Snapshot): boolean => s.matches('refused');

/** The first page is loading (or the trial check runs): a spinner in place of the list. */
export const selectLoading = (s: Snapshot): boolean => s.matches('checking') || s.matches('loading');

/** The first page failed: "Loading failed, click to retry". */
export const selectFailed = (s: Snapshot): boolean => s.matches('failed');

export const selectShowsList = (s: Snapshot): boolean => s.matches('list');

/** Pages are left and none is loading: the "more" button. */
export const selectCanLoadMore = (s: Snapshot): boolean =>
  s.matches({ list: 'idle' }) && s.context.page < s.context.totalPages;

export const selectLoadingMore = (s: Snapshot): boolean => s.matches({ list: 'loadingMore' });

/** The next page failed: the shown records stay, with a retry below them. */
export const selectMoreFailed = (s: Snapshot): boolean => s.matches({ list: 'moreFailed' });

/** The machine's state as text, for the panel's `data-state` (e2e reads it). */
export const selectPhase = (s: Snapshot): string => JSON.stringify(s.value);
