import { isObject, type Loose } from '../../domain/loose';
import {
  type CancelAnswer,
  type LotteryOrder,
  type LotteryOrderDetail,
  type LotteryOrderPage,
  ORDERS_PAGE_SIZE,
  type OrderFilter,
  orderStatusOf,
} from '../../domain/wallet/lotteryOrders';
import { call } from '../shell/http';
import { amount, count } from './lenient';

/**
 * The player's lottery orders (spec §7 "Lottery"; server/README.md "Lottery"): the page, an order's detail and the
 * sub-order cancel, read leniently (amounts arrive as "10.00" texts).
 */

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function orderOf(o: Loose): LotteryOrder {
  return {
    orderNo: text(o.orderNo),
    gameName: text(o.gameName),
    vendor: text(o.vendor),
    betAmount: amount(o.betAmount),
    winAmount: amount(o.winAmount),
    status: orderStatusOf(o.status),
    createdAt: text(o.createdAt),
    subOrderCount: count(o.subOrderCount),
    drawNo: count(o.drawNo),
    drawAt: text(o.drawAt),
    drawResult: text(o.drawResult),
  };
}

function detailOf(value: unknown): LotteryOrderDetail {
  const o = isObject(value) ? value : {};
  const subs = Array.isArray(o.subOrders) ? o.subOrders.filter(isObject) : [];
  return {
    ...orderOf(o),
    subOrders: subs.map((s) => ({
      subOrderNo: text(s.subOrderNo),
      betContent: text(s.betContent),
      amount: amount(s.amount),
      winAmount: amount(s.winAmount),
      status: orderStatusOf(s.status),
    })),
  };
}

/** GET /lgw/orders: pageNo, pageSize, status (left out for all). */
export async function fetchLotteryOrders(
  input: { filter: OrderFilter; pageNo: number },
  signal?: AbortSignal,
): Promise<LotteryOrderPage> {
  const query: Record<string, string | number> = { pageNo: input.pageNo, pageSize: ORDERS_PAGE_SIZE };
  if (input.filter !== 'ALL') query.status = input.filter;
  const value = await call<unknown>('/lgw/orders', { query, signal });
  const v = isObject(value) ? value : {};
  const content = Array.isArray(v.content) ? v.content.filter(isObject).map(orderOf) : [];
  return {
    orders: content.filter((o) => o.orderNo !== ''),
    pageNum: count(v.pageNum) || input.pageNo,
    totalPages: count(v.totalPages),
    total: count(v.total),
  };
}

/** GET /lgw/orders/detail: orderNo. */
export async function fetchLotteryOrder(orderNo: string, signal?: AbortSignal): Promise<LotteryOrderDetail> {
  return detailOf(await call<unknown>('/lgw/orders/detail', { query: { orderNo }, signal }));
}

/** POST /lgw/orders/suborders/cancel { orderNo, subOrderNos: [one] }: the refund is the server's. */
export async function cancelLotterySubOrder(
  input: { orderNo: string; subOrderNo: string },
  signal?: AbortSignal,
): Promise<CancelAnswer> {
  const value = await call<unknown>('/lgw/orders/suborders/cancel', {
    method: 'POST',
    body: { orderNo: input.orderNo, subOrderNos: [input.subOrderNo] },
    signal,
  });
  const v = isObject(value) ? value : {};
  return { cancelled: count(v.cancelled), order: detailOf(v.order) };
}
