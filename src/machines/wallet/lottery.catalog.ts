import type { LotteryOrder, LotteryOrderDetail } from '../../domain/wallet/lotteryOrders';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { lotteryOrdersMachine } from './lotteryOrders.machine';

const order = (orderNo: string, status: LotteryOrder['status']): LotteryOrder => ({
  orderNo,
  gameName: 'Mien Bac',
  vendor: 'TCG_LOTTO_VN',
  betAmount: 15,
  winAmount: 0,
  status,
  createdAt: '2026-11-24T10:00:00.000Z',
  subOrderCount: 2,
  drawNo: 5_922_000,
  drawAt: '2026-11-24T10:05:00.000Z',
  drawResult: status === 'PENDING' ? '' : '123',
});
const detail = (orderNo: string, subStatuses: LotteryOrder['status'][]): LotteryOrderDetail => ({
  ...order(orderNo, subStatuses.every((s) => s === 'CANCELLED') ? 'CANCELLED' : 'PENDING'),
  subOrders: subStatuses.map((status, i) => ({
    subOrderNo: `${orderNo}-${i + 1}`,
    betContent: `3D 12${i}`,
    amount: 5,
    winAmount: 0,
    status,
  })),
});

/** The wallet's lottery machines, with fixtures that reach every transition. */
export const lotteryCatalog: CatalogEntry[] = [
  catalogEntry(lotteryOrdersMachine, {
    title: 'Lottery orders',
    purpose:
      'The lottery orders tab of /m/gameRecord (spec §7 /lgw/orders, issue 14): a status filter and pages, an ' +
      "order's sub-orders and draw, cancelling a pending sub-order after a confirm while its draw is open, then the " +
      'balance and the list refresh; failures told with a retry.',
    fixtures: {
      events: [
        { type: 'FILTER', filter: 'PENDING' },
        { type: 'FILTER', filter: 'ALL' },
        { type: 'PAGE', pageNo: 2 },
        { type: 'PAGE', pageNo: 9 },
        { type: 'RETRY' },
        { type: 'OPEN', orderNo: 'L100000001' },
        { type: 'OPEN', orderNo: 'L999' },
        { type: 'CLOSE' },
        { type: 'CANCEL', subOrderNo: 'L100000001-1' },
        { type: 'CANCEL', subOrderNo: 'L100000001-9' },
        { type: 'CONFIRM_CANCEL' },
        { type: 'KEEP' },
      ],
      outputs: {
        loadOrders: [{ orders: [order('L100000001', 'PENDING')], pageNum: 1, totalPages: 2, total: 11 }],
        loadDetail: [detail('L100000001', ['PENDING', 'PENDING'])],
        cancelSubOrder: [{ cancelled: 1, order: detail('L100000001', ['CANCELLED', 'PENDING']) }],
      },
      errors: {
        loadOrders: [new Error('offline')],
        loadDetail: [apiError('Sorry, this order does not exist.', 'ORDER_NOT_FOUND', 404)],
        cancelSubOrder: [
          apiError('This draw is closed: its bets can no longer be cancelled.', 'DRAW_CLOSED', 409),
          apiError('There is no pending sub-order to cancel.', 'NOTHING_TO_CANCEL', 409),
        ],
      },
      abstractContext: (c: {
        filter: string;
        page: number;
        orders: unknown[];
        detail: { subOrders: { status: string }[] } | null;
        cancelling: string | null;
        error: string | null;
        changed: boolean;
      }) => ({
        filter: c.filter,
        page: c.page,
        listed: c.orders.length > 0,
        subs: c.detail?.subOrders.map((s) => s.status) ?? null,
        cancelling: c.cancelling,
        error: c.error,
        changed: c.changed,
      }),
      depth: 10,
    },
  }),
];
