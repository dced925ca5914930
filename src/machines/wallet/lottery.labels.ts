import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { lotteryOrdersMachine } from './lotteryOrders.machine';

/** Plain-language words for the lottery diagrams (docs/flows), by machine id then event type. */
export const lotteryLabels: AreaLabels = {
  lotteryOrders: labelsFor<typeof lotteryOrdersMachine>({
    events: {
      FILTER: 'The player picks a status filter',
      PAGE: 'The player steps to another page',
      RETRY: 'The player taps Retry',
      OPEN: 'The player opens an order',
      CLOSE: 'The player closes the order',
      CANCEL: 'The player taps Cancel on a pending bet',
      CONFIRM_CANCEL: 'The player confirms the cancel',
      KEEP: 'The player keeps the bet',
    },
    actors: {
      loadOrders: 'the orders page call',
      loadDetail: 'the order detail call',
      cancelSubOrder: 'the sub-order cancel call',
    },
    guards: {
      otherFilter: 'another filter than the shown one',
      otherPageInRange: 'another page that exists',
      listed: 'the order is in the list',
      canCancel: 'the bet is pending in a pending order',
      drawClosed: 'the server says the draw closed',
      changed: 'a bet was cancelled since the list loaded',
    },
  }),
};
