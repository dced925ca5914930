import type { SnapshotFrom } from 'xstate';
import {
  cancellable,
  type LotteryOrder,
  type LotteryOrderDetail,
  type OrderFilter,
} from '../../domain/wallet/lotteryOrders';
import type { lotteryOrdersMachine } from './lotteryOrders.machine';

type Snapshot = SnapshotFrom<typeof lotteryOrdersMachine>;

export const selectFilter = (s: Snapshot): OrderFilter => s.context.filter;
export const selectOrders = (s: Snapshot): LotteryOrder[] => s.context.orders;

/** The list is loading: a spinner instead of it. */
export const selectLoading = (s: Snapshot): boolean => s.matches('loading');

/** The list failed: the reason and a retry. */
export const selectFailed = (s: Snapshot): boolean => s.matches('failed');

/** The list (and the open order over it) are shown. */
export const selectShowsList = (s: Snapshot): boolean => s.matches('list') || s.matches('detail');

export const selectPaging = (s: Snapshot) => ({
  page: s.context.page,
  totalPages: s.context.totalPages,
  total: s.context.total,
});

/** The opened order's number, while its sheet is open. */
export const selectOpenOrderNo = (s: Snapshot): string | null => (s.matches('detail') ? s.context.openOrderNo : null);

export const selectDetail = (s: Snapshot): LotteryOrderDetail | null => (s.matches('detail') ? s.context.detail : null);
export const selectDetailLoading = (s: Snapshot): boolean => s.matches({ detail: 'loading' });
export const selectDetailFailed = (s: Snapshot): boolean => s.matches({ detail: 'failed' });

/** Whether a sub-order shows its Cancel button (enabled only while no cancel runs or waits for its confirm). */
export const selectCanCancel = (s: Snapshot, subOrderNo: string): boolean =>
  s.matches({ detail: 'showing' }) && cancellable(s.context.detail, subOrderNo);

/** The sub-order being confirmed or cancelled. */
export const selectCancelling = (s: Snapshot): string | null => s.context.cancelling;

/** The last failure's code, for the words next to what failed ('' or 'TIMEOUT' included); null when none. */
export const selectError = (s: Snapshot): string | null => s.context.error;

/** The machine's state as text, for the screen's `data-state` (tests read it). */
export const selectPhase = (s: Snapshot): string => JSON.stringify(s.value);
