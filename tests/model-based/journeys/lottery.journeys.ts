import type { LotteryOrder, LotteryOrderDetail } from '../../../src/domain/wallet/lotteryOrders';
import { apiError } from '../../../src/machines/catalog-types';
import * as lotteryOrdersView from '../../../src/machines/wallet/lotteryOrders.view';
import type { Journey } from '../journey-types';

/** Spec journeys of the player's lottery orders (§7 /lgw/orders, /lgw/orders/detail, suborders/cancel; issue 14). */

const order = (orderNo: string, status: LotteryOrder['status'], betAmount = 10): LotteryOrder => ({
  orderNo,
  gameName: 'Mien Bac',
  vendor: 'TCG_LOTTO_VN',
  betAmount,
  winAmount: 0,
  status,
  createdAt: '2026-11-24T10:00:00.000Z',
  subOrderCount: 2,
  drawNo: 5_922_000,
  drawAt: '2026-11-24T10:05:00.000Z',
  drawResult: '',
});
const detail = (statuses: LotteryOrder['status'][], betAmount = 10): LotteryOrderDetail => ({
  ...order('L100000001', statuses.every((s) => s === 'CANCELLED') ? 'CANCELLED' : 'PENDING', betAmount),
  subOrders: statuses.map((status, i) => ({
    subOrderNo: `L100000001-${i + 1}`,
    betContent: `3D 12${i}`,
    amount: 5,
    winAmount: 0,
    status,
  })),
});
const firstPage = {
  orders: [order('L100000001', 'PENDING'), order('L100000002', 'LOST')],
  pageNum: 1,
  totalPages: 3,
  total: 25,
};

const refreshWallet = { to: 'session', event: { type: 'REFRESH_WALLET' } };
const cancelledToast = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'wallet.lottery.cancelled' }, kind: 'success', durationMs: 2000 },
};

export const lotteryJourneys: Journey[] = [
  {
    machine: 'lotteryOrders',
    name: 'the list: a page of orders, a filter starts again at page 1, page steps stay within the pages',
    spec: '§7 /lgw/orders: pageNo, pageSize, status',
    reads: lotteryOrdersView,
    start: { state: 'loading', context: { filter: 'ALL', page: 1 }, view: { selectLoading: true } },
    steps: [
      {
        resolve: 'loadOrders',
        output: firstPage,
        state: 'list',
        context: { page: 1, totalPages: 3, total: 25 },
        view: { selectShowsList: true, selectPaging: { page: 1, totalPages: 3, total: 25 } },
      },
      { send: { type: 'PAGE', pageNo: 4 }, state: 'list' },
      { send: { type: 'PAGE', pageNo: 2 }, state: 'loading', context: { page: 2 } },
      { resolve: 'loadOrders', output: { ...firstPage, pageNum: 2 }, state: 'list', context: { page: 2 } },
      { send: { type: 'FILTER', filter: 'ALL' }, state: 'list' },
      { send: { type: 'FILTER', filter: 'WON' }, state: 'loading', context: { filter: 'WON', page: 1 } },
      {
        resolve: 'loadOrders',
        output: { orders: [], pageNum: 1, totalPages: 0, total: 0 },
        state: 'list',
        view: { selectOrders: [], selectFilter: 'WON' },
      },
    ],
  },
  {
    machine: 'lotteryOrders',
    name: 'a failed or silent list call is told with a retry',
    spec: 'issue 14 house rules: a failed call can be retried',
    reads: lotteryOrdersView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadOrders', state: 'failed', context: { error: '' }, view: { selectFailed: true } },
      { send: { type: 'RETRY' }, state: 'loading', context: { error: null } },
      { wait: 20_000, state: 'failed', context: { error: 'TIMEOUT' } },
      { send: { type: 'FILTER', filter: 'PENDING' }, state: 'loading', context: { filter: 'PENDING', error: null } },
    ],
  },
  {
    machine: 'lotteryOrders',
    name: 'cancelling a pending sub-order: confirm, the order updates, the balance and then the list refresh',
    spec: '§7 /lgw/orders/suborders/cancel; issue 14 item 4',
    reads: lotteryOrdersView,
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadOrders', output: firstPage, state: 'list' },
      {
        send: { type: 'OPEN', orderNo: 'L100000001' },
        state: { detail: 'loading' },
        view: { selectOpenOrderNo: 'L100000001' },
      },
      { resolve: 'loadDetail', output: detail(['PENDING', 'PENDING']), state: { detail: 'showing' } },
      // Keeping the bet changes nothing.
      {
        send: { type: 'CANCEL', subOrderNo: 'L100000001-1' },
        state: { detail: 'confirming' },
        context: { cancelling: 'L100000001-1' },
      },
      { send: { type: 'KEEP' }, state: { detail: 'showing' }, context: { cancelling: null }, sent: [] },
      { send: { type: 'CANCEL', subOrderNo: 'L100000001-1' }, state: { detail: 'confirming' } },
      { send: { type: 'CONFIRM_CANCEL' }, state: { detail: 'cancelling' }, view: { selectCancelling: 'L100000001-1' } },
      {
        resolve: 'cancelSubOrder',
        output: { cancelled: 1, order: detail(['CANCELLED', 'PENDING'], 5) },
        state: { detail: 'showing' },
        context: { changed: true, cancelling: null },
        sent: [refreshWallet, cancelledToast],
        view: { selectCanCancel: false },
      },
      // The list row already shows the new stake; closing reloads the list from the server.
      { send: { type: 'CLOSE' }, state: 'loading', context: { openOrderNo: null, detail: null } },
      { resolve: 'loadOrders', output: firstPage, state: 'list', context: { changed: false } },
    ],
  },
  {
    machine: 'lotteryOrders',
    name: 'a cancel refused because the draw closed reads the settled order again; other refusals are told',
    spec: 'issue 14 item 4: cancel only while its draw is open',
    reads: lotteryOrdersView,
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadOrders', output: firstPage, state: 'list' },
      { send: { type: 'OPEN', orderNo: 'L100000002' }, state: { detail: 'loading' } },
      {
        reject: 'loadDetail',
        error: apiError('no', 'ORDER_NOT_FOUND', 404),
        state: { detail: 'failed' },
        context: { error: 'ORDER_NOT_FOUND' },
      },
      { send: { type: 'RETRY' }, state: { detail: 'loading' } },
      { resolve: 'loadDetail', output: detail(['PENDING']), state: { detail: 'showing' } },
      { send: { type: 'CANCEL', subOrderNo: 'L100000001-1' }, state: { detail: 'confirming' } },
      { send: { type: 'CONFIRM_CANCEL' }, state: { detail: 'cancelling' } },
      {
        reject: 'cancelSubOrder',
        error: apiError('closed', 'DRAW_CLOSED', 409),
        state: { detail: 'loading' },
        context: { error: 'DRAW_CLOSED', cancelling: null },
        sent: [],
      },
      {
        resolve: 'loadDetail',
        output: detail(['PENDING']),
        state: { detail: 'showing' },
        context: { error: 'DRAW_CLOSED' },
      },
      { send: { type: 'CANCEL', subOrderNo: 'L100000001-1' }, state: { detail: 'confirming' } },
      { send: { type: 'CONFIRM_CANCEL' }, state: { detail: 'cancelling' } },
      {
        reject: 'cancelSubOrder',
        error: apiError('nothing', 'NOTHING_TO_CANCEL', 409),
        state: { detail: 'showing' },
        context: { error: 'NOTHING_TO_CANCEL' },
      },
      { send: { type: 'CLOSE' }, state: 'list', context: { error: null } },
    ],
  },
  {
    machine: 'lotteryOrders',
    name: 'a cancel without an answer in time reads the order and the balance again',
    spec: 'issue 14: every wait has a timeout; a cancel is refunded once',
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadOrders', output: firstPage, state: 'list' },
      { send: { type: 'OPEN', orderNo: 'L100000001' }, state: { detail: 'loading' } },
      { resolve: 'loadDetail', output: detail(['PENDING']), state: { detail: 'showing' } },
      // A settled or unknown sub-order offers no cancel.
      { send: { type: 'CANCEL', subOrderNo: 'L100000001-7' }, state: { detail: 'showing' } },
      { send: { type: 'CANCEL', subOrderNo: 'L100000001-1' }, state: { detail: 'confirming' } },
      { send: { type: 'CONFIRM_CANCEL' }, state: { detail: 'cancelling' } },
      { send: { type: 'CLOSE' }, state: { detail: 'cancelling' } },
      {
        wait: 20_000,
        state: { detail: 'loading' },
        context: { error: 'TIMEOUT', changed: true },
        sent: [refreshWallet],
      },
    ],
  },
];
