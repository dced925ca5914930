import { fromPromise } from 'xstate';
import type {
  CancelAnswer,
  LotteryOrderDetail,
  LotteryOrderPage,
  OrderFilter,
} from '../../domain/wallet/lotteryOrders';
import type { lotteryOrdersMachine } from '../../machines/wallet/lotteryOrders.machine';
import { cancelLotterySubOrder, fetchLotteryOrder, fetchLotteryOrders } from '../../services/wallet/lotteryOrders';
import { type ImplementationEntry, implement } from '../root';

/** The wallet's lottery machines' browser implementations (they load with the wallet screens: lateImplementations.ts). */
export const walletLotteryImplementations: ImplementationEntry[] = [
  implement<typeof lotteryOrdersMachine>('lotteryOrders', {
    actors: {
      loadOrders: fromPromise<LotteryOrderPage, { filter: OrderFilter; pageNo: number }>(({ input, signal }) =>
        fetchLotteryOrders(input, signal),
      ),
      loadDetail: fromPromise<LotteryOrderDetail, { orderNo: string }>(({ input, signal }) =>
        fetchLotteryOrder(input.orderNo, signal),
      ),
      cancelSubOrder: fromPromise<CancelAnswer, { orderNo: string; subOrderNo: string }>(({ input, signal }) =>
        cancelLotterySubOrder(input, signal),
      ),
    },
  }),
];
