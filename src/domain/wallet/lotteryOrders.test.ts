import { describe, expect, it } from 'vitest';
import { DRAW_INTERVAL_MS, drawFor, drawOpen, drawResult, MIN_OPEN_MS, winCents } from './lotteryDraw';
import { cancellable, type LotteryOrderDetail, lotteryErrorKey, orderStatusOf, summaryOf } from './lotteryOrders';

const order = (status: LotteryOrderDetail['status'], subStatus: LotteryOrderDetail['status']): LotteryOrderDetail => ({
  orderNo: 'L100000001',
  gameName: 'Mien Bac',
  vendor: 'TCG_LOTTO_VN',
  betAmount: 10,
  winAmount: 0,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
  subOrderCount: 1,
  drawNo: 1,
  drawAt: '2026-01-01T00:05:00.000Z',
  drawResult: '',
  subOrders: [{ subOrderNo: 'L100000001-1', betContent: '3D 123', amount: 10, winAmount: 0, status: subStatus }],
});

describe('lottery draws', () => {
  it('puts an order into the first draw at least a minute away', () => {
    const start = 1000 * DRAW_INTERVAL_MS;
    expect(drawFor(start)).toEqual({ drawNo: 1001, drawAtMs: 1001 * DRAW_INTERVAL_MS });
    expect(drawFor(start + DRAW_INTERVAL_MS - MIN_OPEN_MS - 1).drawNo).toBe(1001);
    expect(drawFor(start + DRAW_INTERVAL_MS - MIN_OPEN_MS).drawNo).toBe(1002);
    for (const t of [start, start + 123_456, start + DRAW_INTERVAL_MS - 1]) {
      expect(drawFor(t).drawAtMs - t).toBeGreaterThanOrEqual(MIN_OPEN_MS);
    }
  });

  it('keeps a draw open until its draw time', () => {
    expect(drawOpen(1000, 999)).toBe(true);
    expect(drawOpen(1000, 1000)).toBe(false);
  });

  it('draws three digits, the same for the same draw and game, different across draws', () => {
    expect(drawResult(42, 'LOTT/A')).toMatch(/^\d{3}$/);
    expect(drawResult(42, 'LOTT/A')).toBe(drawResult(42, 'LOTT/A'));
    const results = new Set(Array.from({ length: 200 }, (_, i) => drawResult(i, 'LOTT/A')));
    expect(results.size).toBeGreaterThan(150);
  });

  it('pays 900 x for the three digits and 9 x for the last digit', () => {
    expect(winCents('3D', '123', 100, '123')).toBe(90_000);
    expect(winCents('3D', '124', 100, '123')).toBe(0);
    expect(winCents('1D', '3', 100, '123')).toBe(900);
    expect(winCents('1D', '2', 100, '123')).toBe(0);
  });
});

describe('lottery orders', () => {
  it('offers to cancel only pending sub-orders of a pending order', () => {
    expect(cancellable(order('PENDING', 'PENDING'), 'L100000001-1')).toBe(true);
    expect(cancellable(order('PENDING', 'CANCELLED'), 'L100000001-1')).toBe(false);
    expect(cancellable(order('WON', 'PENDING'), 'L100000001-1')).toBe(false);
    expect(cancellable(order('PENDING', 'PENDING'), 'L100000001-2')).toBe(false);
    expect(cancellable(null, 'L100000001-1')).toBe(false);
  });

  it('reads statuses strictly and summarises a detail', () => {
    expect(orderStatusOf('WON')).toBe('WON');
    expect(orderStatusOf('weird')).toBe('PENDING');
    expect(summaryOf(order('LOST', 'LOST'))).not.toHaveProperty('subOrders');
  });

  it('explains known refusals and calls everything else a failure', () => {
    expect(lotteryErrorKey('DRAW_CLOSED')).toBe('wallet.lottery.errors.DRAW_CLOSED');
    expect(lotteryErrorKey('NOTHING_TO_CANCEL')).toBe('wallet.lottery.errors.NOTHING_TO_CANCEL');
    expect(lotteryErrorKey('SOMETHING')).toBe('wallet.lottery.errors.failed');
    expect(lotteryErrorKey(null)).toBe('wallet.lottery.errors.failed');
  });
});
