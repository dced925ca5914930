import { assertEvent, assign, setup } from 'xstate';
import { errorCode } from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import {
  type CancelAnswer,
  cancellable,
  type LotteryOrder,
  type LotteryOrderDetail,
  type LotteryOrderPage,
  type OrderFilter,
  summaryOf,
} from '../../domain/wallet/lotteryOrders';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';

/**
 * The player's lottery orders (the "Lottery orders" tab of /m/gameRecord; spec §7 `/lgw/orders`, issue 14): a page
 * of orders newest first with a status filter (all, pending, won, lost, cancelled) and page steps; an order opens
 * with its sub-orders and draw; a pending sub-order can be cancelled after a confirm while its draw is open. A
 * cancel updates the order at once, refreshes the header balance (REFRESH_WALLET to the session) and reloads the
 * list when the order closes. Every failure is told in the player's language and leaves a retry. Screen actor.
 */
export interface LotteryOrdersContext {
  filter: OrderFilter;
  page: number;
  totalPages: number;
  total: number;
  orders: LotteryOrder[];
  /** The order opened (its detail once loaded). */
  openOrderNo: string | null;
  detail: LotteryOrderDetail | null;
  /** The sub-order being confirmed or cancelled. */
  cancelling: string | null;
  /** The last failure's code ('TIMEOUT' for no answer in time, '' for no code): the screen words it. */
  error: string | null;
  /** A sub-order was cancelled since the list loaded: closing the order reloads it. */
  changed: boolean;
}

export type LotteryOrdersEvent =
  | { type: 'FILTER'; filter: OrderFilter }
  | { type: 'PAGE'; pageNo: number }
  | { type: 'RETRY' }
  | { type: 'OPEN'; orderNo: string }
  | { type: 'CLOSE' }
  | { type: 'CANCEL'; subOrderNo: string }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP' };

/** Closing the order's sheet: back to the list, reloaded when a bet was cancelled meanwhile. */
const CLOSE_SHEET = [
  { guard: 'changed', target: '#lotteryOrders.loading', actions: 'closeDetail' },
  { target: '#lotteryOrders.list', actions: 'closeDetail' },
] as const;

const failureOf = (event: unknown): string => errorCode((event as { error?: unknown }).error) ?? '';

export const lotteryOrdersMachine = setup({
  types: {} as { context: LotteryOrdersContext; events: LotteryOrdersEvent },
  actors: {
    loadOrders: declaredCall<LotteryOrderPage, { filter: OrderFilter; pageNo: number }>('lotteryOrders.loadOrders'),
    loadDetail: declaredCall<LotteryOrderDetail, { orderNo: string }>('lotteryOrders.loadDetail'),
    cancelSubOrder: declaredCall<CancelAnswer, { orderNo: string; subOrderNo: string }>('lotteryOrders.cancelSubOrder'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    otherFilter: ({ context, event }) => {
      assertEvent(event, 'FILTER');
      return event.filter !== context.filter;
    },
    otherPageInRange: ({ context, event }) => {
      assertEvent(event, 'PAGE');
      return event.pageNo !== context.page && event.pageNo >= 1 && event.pageNo <= context.totalPages;
    },
    listed: ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return context.orders.some((o) => o.orderNo === event.orderNo);
    },
    canCancel: ({ context, event }) => {
      assertEvent(event, 'CANCEL');
      return cancellable(context.detail, event.subOrderNo);
    },
    drawClosed: ({ event }) => failureOf(event) === 'DRAW_CLOSED',
    changed: ({ context }) => context.changed,
  },
  actions: {
    setFilter: assign(({ event }) => {
      assertEvent(event, 'FILTER');
      return { filter: event.filter, page: 1 };
    }),
    setPageNo: assign(({ event }) => {
      assertEvent(event, 'PAGE');
      return { page: event.pageNo };
    }),
    setPage: assign(({ event }) => {
      const page = (event as unknown as { output: LotteryOrderPage }).output;
      return {
        orders: page.orders,
        page: page.pageNum,
        totalPages: page.totalPages,
        total: page.total,
        changed: false,
        error: null,
      };
    }),
    setError: assign({ error: ({ event }) => failureOf(event) }),
    setTimedOut: assign({ error: 'TIMEOUT' }),
    clearError: assign({ error: null }),
    setOpen: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { openOrderNo: event.orderNo, detail: null, error: null };
    }),
    setDetail: assign({ detail: ({ event }) => (event as unknown as { output: LotteryOrderDetail }).output }),
    markChanged: assign({ changed: true }),
    closeDetail: assign({ openOrderNo: null, detail: null, cancelling: null, error: null }),
    setCancelling: assign(({ event }) => {
      assertEvent(event, 'CANCEL');
      return { cancelling: event.subOrderNo, error: null };
    }),
    clearCancelling: assign({ cancelling: null }),
    applyCancel: assign(({ context, event }) => {
      const { order } = (event as unknown as { output: CancelAnswer }).output;
      const summary = summaryOf(order);
      return {
        detail: order,
        orders: context.orders.map((o) => (o.orderNo === order.orderNo ? summary : o)),
        cancelling: null,
        changed: true,
        error: null,
      };
    }),
    askConfirm: ({ system, self }) =>
      notify(system, {
        type: 'CONFIRM',
        title: { key: 'wallet.lottery.confirmTitle' },
        message: { key: 'wallet.lottery.confirmCancel' },
        confirmLabel: { key: 'wallet.lottery.confirmYes' },
        cancelLabel: { key: 'wallet.lottery.confirmNo' },
        replyTo: self,
        confirmEvent: { type: 'CONFIRM_CANCEL' },
        cancelEvent: { type: 'KEEP' },
      }),
    refreshWallet: ({ system }) => system.get('session')?.send({ type: 'REFRESH_WALLET' }),
    tellCancelled: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.lottery.cancelled' },
        kind: 'success',
        durationMs: TOAST_MS.info,
      }),
  },
}).createMachine({
  id: 'lotteryOrders',
  description: 'The player’s lottery orders: filter, pages, an order’s sub-orders, cancelling a pending one.',
  context: {
    filter: 'ALL',
    page: 1,
    totalPages: 0,
    total: 0,
    orders: [],
    openOrderNo: null,
    detail: null,
    cancelling: null,
    error: null,
    changed: false,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /lgw/orders for the filter and page (the server settles due draws first).',
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ filter: context.filter, pageNo: context.page }),
        onDone: { target: 'list', actions: 'setPage' },
        onError: { target: 'failed', actions: 'setError' },
      },
      after: { requestTimeout: { target: 'failed', actions: 'setTimedOut' } },
    },
    failed: {
      description: 'The page could not be loaded: the reason, and a retry; the filter can still change.',
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        FILTER: { target: 'loading', actions: ['setFilter', 'clearError'] },
      },
    },
    list: {
      description: 'A page of orders (or "No data"), the filter and the page steps.',
      on: {
        FILTER: { guard: 'otherFilter', target: 'loading', actions: 'setFilter' },
        PAGE: { guard: 'otherPageInRange', target: 'loading', actions: 'setPageNo' },
        OPEN: { guard: 'listed', target: 'detail', actions: 'setOpen' },
      },
    },
    detail: {
      description: 'One order in a sheet: its draw, sub-orders and what they won.',
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /lgw/orders/detail for the opened order.',
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ orderNo: context.openOrderNo ?? '' }),
            onDone: { target: 'showing', actions: 'setDetail' },
            onError: { target: 'failed', actions: 'setError' },
          },
          after: { requestTimeout: { target: 'failed', actions: 'setTimedOut' } },
          on: { CLOSE: CLOSE_SHEET },
        },
        failed: {
          description: 'The order could not be loaded: the reason and a retry; closing goes back to the list.',
          on: { RETRY: { target: 'loading', actions: 'clearError' }, CLOSE: CLOSE_SHEET },
        },
        showing: {
          description: 'The order is shown; each pending sub-order of an open draw has a Cancel button.',
          on: {
            CANCEL: { guard: 'canCancel', target: 'confirming', actions: ['setCancelling', 'askConfirm'] },
            CLOSE: CLOSE_SHEET,
          },
        },
        confirming: {
          description: '"Cancel this bet?": confirming cancels it, keeping it changes nothing.',
          on: {
            CONFIRM_CANCEL: 'cancelling',
            KEEP: { target: 'showing', actions: 'clearCancelling' },
          },
        },
        cancelling: {
          description: 'POST /lgw/orders/suborders/cancel; the sheet stays open until it answers (no Close).',
          invoke: {
            id: 'cancelSubOrder',
            src: 'cancelSubOrder',
            input: ({ context }) => ({ orderNo: context.openOrderNo ?? '', subOrderNo: context.cancelling ?? '' }),
            onDone: { target: 'showing', actions: ['applyCancel', 'refreshWallet', 'tellCancelled'] },
            onError: [
              // The draw closed meanwhile: the server settled it, so the order is read again to show its result.
              { guard: 'drawClosed', target: 'loading', actions: ['setError', 'clearCancelling'] },
              { target: 'showing', actions: ['setError', 'clearCancelling'] },
            ],
          },
          // No answer in time: the cancel may have gone through, so the order and the balance are read again.
          after: {
            requestTimeout: {
              target: 'loading',
              actions: ['setTimedOut', 'clearCancelling', 'markChanged', 'refreshWallet'],
            },
          },
        },
      },
    },
  },
});
