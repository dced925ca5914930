/**
 * The player's lottery orders (spec §7 `/lgw/orders`, `/lgw/orders/detail`, `/lgw/orders/suborders/cancel`;
 * issue 14): what the site reads of them, the status filter, which sub-orders it offers to cancel, and the words
 * it has for the server's refusals.
 */

export const ORDER_STATUSES = ['PENDING', 'WON', 'LOST', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The list's filter: every order, or one status. */
export type OrderFilter = 'ALL' | OrderStatus;
export const ORDER_FILTERS: readonly OrderFilter[] = ['ALL', ...ORDER_STATUSES];

/** The list's page size (the spec gives none: 10 orders fit a phone screen or two). */
export const ORDERS_PAGE_SIZE = 10;

export interface LotterySubOrder {
  subOrderNo: string;
  /** '3D 123' as the server shows it. */
  betContent: string;
  amount: number;
  winAmount: number;
  status: OrderStatus;
}

export interface LotteryOrder {
  orderNo: string;
  gameName: string;
  vendor: string;
  betAmount: number;
  winAmount: number;
  status: OrderStatus;
  createdAt: string;
  subOrderCount: number;
  drawNo: number;
  drawAt: string;
  /** The digits drawn; '' until the draw. */
  drawResult: string;
}

export interface LotteryOrderDetail extends LotteryOrder {
  subOrders: LotterySubOrder[];
}

export interface LotteryOrderPage {
  orders: LotteryOrder[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface CancelAnswer {
  cancelled: number;
  order: LotteryOrderDetail;
}

/** A status the server sent, read strictly (anything else shows as pending: the server decides later). */
export function orderStatusOf(value: unknown): OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value) ? (value as OrderStatus) : 'PENDING';
}

/** The sub-orders the site offers to cancel: pending ones of a pending order (the server checks the draw time). */
export function cancellable(order: LotteryOrderDetail | null, subOrderNo: string): boolean {
  if (order?.status !== 'PENDING') return false;
  return order.subOrders.some((s) => s.subOrderNo === subOrderNo && s.status === 'PENDING');
}

/** The order as the list shows it, from a detail the server answered (after a cancel). */
export function summaryOf(detail: LotteryOrderDetail): LotteryOrder {
  const { subOrders: _subOrders, ...order } = detail;
  return order;
}

/** Server refusals the site explains in the player's language; anything else is 'failed'. */
const KNOWN_ERRORS = new Set(['DRAW_CLOSED', 'NOTHING_TO_CANCEL', 'ORDER_NOT_FOUND', 'TIMEOUT']);

/** The `wallet.lottery.errors.*` key for a failed call's code (null: no answer, the network). */
export function lotteryErrorKey(code: string | null): string {
  return `wallet.lottery.errors.${code && KNOWN_ERRORS.has(code) ? code : 'failed'}`;
}
