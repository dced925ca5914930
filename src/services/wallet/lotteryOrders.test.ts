import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../shell/http', () => ({ call: (...args: unknown[]) => call(...args) }));

const { cancelLotterySubOrder, fetchLotteryOrder, fetchLotteryOrders } = await import('./lotteryOrders');

const order = {
  orderNo: 'L100000001',
  gameName: 'Mien Bac',
  vendor: 'TCG_LOTTO_VN',
  betAmount: '15.00',
  winAmount: '0.00',
  status: 'PENDING',
  createdAt: 't',
  subOrderCount: 2,
  drawNo: 5985091,
  drawAt: 'd',
  drawResult: '',
};

describe('lottery order calls', () => {
  afterEach(() => call.mockReset());

  it('asks for a page with the status filter (none for all) and reads it leniently', async () => {
    call.mockResolvedValue({
      content: [order, { gameName: 'no number' }, 'junk'],
      pageNum: 2,
      totalPages: 3,
      total: 21,
    });
    const page = await fetchLotteryOrders({ filter: 'PENDING', pageNo: 2 });
    expect(call).toHaveBeenCalledWith('/lgw/orders', {
      query: { pageNo: 2, pageSize: 10, status: 'PENDING' },
      signal: undefined,
    });
    expect(page).toMatchObject({ pageNum: 2, totalPages: 3, total: 21 });
    expect(page.orders).toEqual([{ ...order, betAmount: 15, winAmount: 0 }]);
    await fetchLotteryOrders({ filter: 'ALL', pageNo: 1 });
    expect(call).toHaveBeenLastCalledWith('/lgw/orders', { query: { pageNo: 1, pageSize: 10 }, signal: undefined });
  });

  it('reads an order with its sub-orders; an unknown status shows as pending', async () => {
    call.mockResolvedValue({
      ...order,
      subOrders: [
        { subOrderNo: 'L100000001-1', betContent: '3D 123', amount: '10.00', winAmount: '0', status: 'WEIRD' },
      ],
    });
    const detail = await fetchLotteryOrder('L100000001');
    expect(call).toHaveBeenCalledWith('/lgw/orders/detail', { query: { orderNo: 'L100000001' }, signal: undefined });
    expect(detail.subOrders).toEqual([
      { subOrderNo: 'L100000001-1', betContent: '3D 123', amount: 10, winAmount: 0, status: 'PENDING' },
    ]);
  });

  it('cancels one sub-order and reads the order it answers', async () => {
    call.mockResolvedValue({ cancelled: 1, order: { ...order, status: 'CANCELLED', subOrders: [] } });
    const answer = await cancelLotterySubOrder({ orderNo: 'L100000001', subOrderNo: 'L100000001-2' });
    expect(call).toHaveBeenCalledWith('/lgw/orders/suborders/cancel', {
      method: 'POST',
      body: { orderNo: 'L100000001', subOrderNos: ['L100000001-2'] },
      signal: undefined,
    });
    expect(answer).toMatchObject({ cancelled: 1, order: { status: 'CANCELLED', subOrders: [] } });
  });
});
