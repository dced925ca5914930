import type { SnapshotFrom } from 'xstate';
import type { Deposit } from '../../domain/wallet/deposit';
import type { depositHistoryMachine } from './depositHistory.machine';

type Snapshot = SnapshotFrom<typeof depositHistoryMachine>;

export const selectDeposits = (s: Snapshot): Deposit[] => s.context.deposits;

/** The first page is loading and nothing is shown yet. */
export const selectLoading = (s: Snapshot): boolean => s.matches('loading') && s.context.deposits.length === 0;

export const selectFailed = (s: Snapshot): boolean => s.matches('failed');

export const selectEmpty = (s: Snapshot): boolean => s.matches('idle') && s.context.deposits.length === 0;

export const selectCanLoadMore = (s: Snapshot): boolean => s.matches('idle') && s.context.page < s.context.totalPages;

export const selectLoadingMore = (s: Snapshot): boolean => s.matches('loadingMore');

export const selectMoreFailed = (s: Snapshot): boolean => s.matches('moreFailed');
