import { assign, fromPromise, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { type LotteryLaunch, launchLottery } from '../services/api/lottery';

/**
 * The lottery frame's game (spec §2 "Lottery frame", §4 launch flow): the lottery launcher call with vendor, game
 * code, prize mode and play type gives the page the frame embeds. Screen-level (/m/lotto-h5/...).
 */
export interface LotteryLaunchInput {
  vendor: string;
  gameCode: string;
  prizeMode: string;
  playType: string;
}

export interface LotteryLaunchContext extends LotteryLaunchInput {
  url: string;
}

export type LotteryLaunchEvent = { type: 'RETRY' };

export const lotteryLaunchMachine = setup({
  types: {} as { context: LotteryLaunchContext; events: LotteryLaunchEvent; input: LotteryLaunchInput },
  actors: {
    launchLottery: fromPromise<LotteryLaunch, LotteryLaunchInput>(({ input, signal }) => launchLottery(input, signal)),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  actions: {
    setUrl: assign({ url: ({ event }) => (event as unknown as { output: LotteryLaunch }).output.url }),
  },
}).createMachine({
  id: 'lotteryLaunch',
  description: 'Gets the lottery game page for the full-screen lottery frame.',
  context: ({ input }) => ({ ...input, url: '' }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking the lottery launcher for the game page.',
      invoke: {
        id: 'launchLottery',
        src: 'launchLottery',
        input: ({ context }) => ({
          vendor: context.vendor,
          gameCode: context.gameCode,
          prizeMode: context.prizeMode,
          playType: context.playType,
        }),
        onDone: { target: 'playing', actions: 'setUrl' },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    playing: { description: 'The game page fills the screen; the corner control closes it.' },
    failed: { description: 'The game could not be opened; retry asks again.', on: { RETRY: 'loading' } },
  },
});
