import { describe, expect, it } from 'vitest';
import { at, table } from '../../../tests/support/restingSnapshot';
import type { LotteryOrderDetail } from '../../domain/wallet/lotteryOrders';
import { lotteryOrdersMachine } from './lotteryOrders.machine';
import * as view from './lotteryOrders.view';

const detail: LotteryOrderDetail = {
  orderNo: 'L100000001',
  gameName: 'Mien Bac',
  vendor: 'TCG_LOTTO_VN',
  betAmount: 20,
  winAmount: 0,
  status: 'PENDING',
  createdAt: '',
  subOrderCount: 2,
  drawNo: 7,
  drawAt: '',
  drawResult: '',
  subOrders: [
    { subOrderNo: 'L100000001-1', betContent: '3D 123', amount: 10, winAmount: 0, status: 'PENDING' },
    { subOrderNo: 'L100000001-2', betContent: '3D 456', amount: 10, winAmount: 0, status: 'CANCELLED' },
  ],
};

describe('lottery order selectors (lotteryOrders machine)', () => {
  const leaves = [
    'loading',
    'failed',
    'list',
    'detail.loading',
    'detail.failed',
    'detail.showing',
    'detail.confirming',
    'detail.cancelling',
  ];
  const context = {
    filter: 'ALL',
    orders: [],
    page: 1,
    totalPages: 3,
    total: 25,
    openOrderNo: 'L100000001',
    detail,
    cancelling: 'L100000001-1',
    error: 'TIMEOUT',
    changed: false,
  };

  it('each flag is true in exactly its states', () => {
    expect(
      table(lotteryOrdersMachine, leaves, context, {
        loading: view.selectLoading,
        failed: view.selectFailed,
        showsList: view.selectShowsList,
        detailLoading: view.selectDetailLoading,
        detailFailed: view.selectDetailFailed,
        canCancel: (s) => view.selectCanCancel(s, 'L100000001-1'),
      }),
    ).toEqual({
      loading: ['loading'],
      failed: ['failed'],
      showsList: [
        'list',
        'detail.loading',
        'detail.failed',
        'detail.showing',
        'detail.confirming',
        'detail.cancelling',
      ],
      detailLoading: ['detail.loading'],
      detailFailed: ['detail.failed'],
      canCancel: ['detail.showing'],
    });
  });

  it('the flags are false, not missing, where they do not hold', () => {
    const s = at(lotteryOrdersMachine, 'loading', context);
    expect(view.selectShowsList(s)).toBe(false);
    expect(view.selectFailed(s)).toBe(false);
    expect(view.selectDetailLoading(s)).toBe(false);
    expect(view.selectDetailFailed(s)).toBe(false);
    expect(view.selectCanCancel(s, 'L100000001-1')).toBe(false);
    expect(view.selectLoading(at(lotteryOrdersMachine, 'list', context))).toBe(false);
  });

  it('only a pending sub-order of the shown order can be cancelled', () => {
    const s = at(lotteryOrdersMachine, 'detail.showing', context);
    expect(view.selectCanCancel(s, 'L100000001-1')).toBe(true);
    expect(view.selectCanCancel(s, 'L100000001-2')).toBe(false);
    expect(view.selectCanCancel(s, 'L999')).toBe(false);
  });

  it('the open order and its detail show only while its sheet is open', () => {
    const open = at(lotteryOrdersMachine, 'detail.showing', context);
    expect(view.selectOpenOrderNo(open)).toBe('L100000001');
    expect(view.selectDetail(open)).toBe(detail);
    const list = at(lotteryOrdersMachine, 'list', context);
    expect(view.selectOpenOrderNo(list)).toBeNull();
    expect(view.selectDetail(list)).toBeNull();
  });

  it('gives the filter, the orders, the paging, the cancelling sub-order, the error and the phase', () => {
    const s = at(lotteryOrdersMachine, 'detail.cancelling', context);
    expect(view.selectFilter(s)).toBe('ALL');
    expect(view.selectOrders(s)).toEqual([]);
    expect(view.selectPaging(s)).toEqual({ page: 1, totalPages: 3, total: 25 });
    expect(view.selectCancelling(s)).toBe('L100000001-1');
    expect(view.selectError(s)).toBe('TIMEOUT');
    expect(view.selectPhase(s)).toBe('{"detail":"cancelling"}');
  });
});
