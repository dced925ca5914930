import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import type { CancelAnswer, LotteryOrderDetail, LotteryOrderPage } from '../../domain/wallet/lotteryOrders';
import { lotteryOrdersMachine } from './lotteryOrders.machine';

const detail = (status: 'PENDING' | 'CANCELLED'): LotteryOrderDetail => ({
  orderNo: 'L100000001',
  gameName: 'Mien Bac',
  vendor: 'TCG_LOTTO_VN',
  betAmount: status === 'PENDING' ? 10 : 0,
  winAmount: 0,
  status,
  createdAt: '',
  subOrderCount: 1,
  drawNo: 7,
  drawAt: '',
  drawResult: '',
  subOrders: [{ subOrderNo: 'L100000001-1', betContent: '3D 123', amount: 10, winAmount: 0, status }],
});
const page: LotteryOrderPage = { orders: [detail('PENDING')], pageNum: 1, totalPages: 1, total: 1 };

/** Stand-ins: notifications that keep the confirm asked for and answer it on YES; a session that counts refreshes. */
const notificationsStandIn = setup({
  types: {} as {
    context: { confirm: { replyTo: AnyActorRef; confirmEvent: AnyEventObject; message: unknown } | null };
    events: AnyEventObject;
  },
}).createMachine({
  context: { confirm: null },
  on: {
    CONFIRM: { actions: assign({ confirm: ({ event }) => event as never }) },
    YES: { actions: ({ context }) => context.confirm?.replyTo.send(context.confirm.confirmEvent) },
  },
});
const sessionStandIn = setup({ types: {} as { context: { refreshes: number } } }).createMachine({
  context: { refreshes: 0 },
  on: { REFRESH_WALLET: { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) } },
});

describe('lottery orders: cancelling through the confirm dialog', () => {
  it('asks the notifications actor, cancels the chosen sub-order on yes and refreshes the balance once', async () => {
    const root = standInRoot({ notifications: notificationsStandIn, session: sessionStandIn });
    const cancelInputs: unknown[] = [];
    const machine = lotteryOrdersMachine.provide({
      actors: {
        loadOrders: fromPromise(async () => page),
        loadDetail: fromPromise(async () => detail('PENDING')),
        cancelSubOrder: fromPromise<CancelAnswer, { orderNo: string; subOrderNo: string }>(async ({ input }) => {
          cancelInputs.push(input);
          return { cancelled: 1, order: detail('CANCELLED') };
        }),
      },
    });
    const orders = createActor(machine, { parent: root }).start();
    await waitFor(orders, (s) => s.matches('list'));
    orders.send({ type: 'OPEN', orderNo: 'L100000001' });
    await waitFor(orders, (s) => s.matches({ detail: 'showing' }));
    orders.send({ type: 'CANCEL', subOrderNo: 'L100000001-1' });
    const notifications = root.system.get('notifications');
    expect(notifications?.getSnapshot().context.confirm).toMatchObject({
      message: { key: 'wallet.lottery.confirmCancel' },
      confirmEvent: { type: 'CONFIRM_CANCEL' },
    });
    notifications?.send({ type: 'YES' });
    await waitFor(orders, (s) => s.matches({ detail: 'showing' }) && s.context.changed);
    expect(cancelInputs).toEqual([{ orderNo: 'L100000001', subOrderNo: 'L100000001-1' }]);
    expect(orders.getSnapshot().context.orders[0]?.status).toBe('CANCELLED');
    expect(root.system.get('session')?.getSnapshot().context.refreshes).toBe(1);
    root.stop();
  });
});
