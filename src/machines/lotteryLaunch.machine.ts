import { assign, fromPromise, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { lottoFramePath } from '../domain/launch';
import type { PlayType } from '../domain/prizeMode';
import { type LotteryLaunch, launchLottery } from '../services/api/lottery';
import { navigate } from '../services/navigation';

/**
 * The lottery launcher (spec §2 /m/launchGame and "Lottery frame", §4 launch flow): the lottery launcher call with
 * vendor, game code, prize mode and play type answers the page to embed, the frame's `mui` and the game id. The
 * answer then shows in the frame at /m/lotto-h5/{mui}/{playType}/games/{gameId}, which it is handed over to (so
 * the frame does not ask again); a frame opened without it (a reload) asks itself. Screen-level, on both routes.
 */
export interface LotteryLaunchInput {
  vendor: string;
  gameCode: string;
  prizeMode: string;
  playType: PlayType;
  /** Came from home: the frame's close control goes back there (§2 pageBack). */
  pageBack: boolean;
  /** The page to embed, when the launcher's answer was handed over with the navigation. */
  url?: string;
}

export interface LotteryLaunchContext extends Required<LotteryLaunchInput> {
  /** The frame's merchant UI id from the launcher's answer (the {mui} of the frame route). */
  mui: string;
}

/** What the launcher hands over to the frame with the navigation (services/navigation `navigationState`). */
export interface LotteryFrameState {
  lotteryUrl: string;
}

export function handedOverUrl(state: unknown): string | undefined {
  const url = (state as Partial<LotteryFrameState> | null)?.lotteryUrl;
  return typeof url === 'string' && url ? url : undefined;
}

export type LotteryLaunchEvent = { type: 'RETRY' };

type LaunchRequest = Pick<LotteryLaunchInput, 'vendor' | 'gameCode' | 'prizeMode' | 'playType'>;

export const lotteryLaunchMachine = setup({
  types: {} as { context: LotteryLaunchContext; events: LotteryLaunchEvent; input: LotteryLaunchInput },
  actors: {
    launchLottery: fromPromise<LotteryLaunch, LaunchRequest>(({ input, signal }) => launchLottery(input, signal)),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    handedOver: ({ context }) => context.url !== '',
  },
  actions: {
    setLaunch: assign(({ event }) => {
      const { url, mui, gameId } = (event as unknown as { output: LotteryLaunch }).output;
      return { url, mui, gameCode: gameId };
    }),
    showFrame: ({ context }) =>
      navigate(
        lottoFramePath({
          mui: context.mui,
          playType: context.playType,
          gameId: context.gameCode,
          prizeMode: context.prizeMode,
          pageBack: context.pageBack,
          vendor: context.vendor,
        }),
        { replace: true, state: { lotteryUrl: context.url } satisfies LotteryFrameState },
      ),
  },
}).createMachine({
  id: 'lotteryLaunch',
  description: 'Asks the lottery launcher for the game and shows it in the full-screen lottery frame.',
  context: ({ input }) => ({ ...input, url: input.url ?? '', mui: '' }),
  initial: 'start',
  states: {
    start: {
      description: "Plays at once when the launcher's answer was handed over, else asks the launcher.",
      always: [{ guard: 'handedOver', target: 'playing' }, { target: 'loading' }],
    },
    loading: {
      description: 'Asking the lottery launcher for the game page, its mui and game id.',
      invoke: {
        id: 'launchLottery',
        src: 'launchLottery',
        input: ({ context }) => ({
          vendor: context.vendor,
          gameCode: context.gameCode,
          prizeMode: context.prizeMode,
          playType: context.playType,
        }),
        onDone: { target: 'playing', actions: ['setLaunch', 'showFrame'] },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    playing: { description: 'The game page fills the frame; the corner control closes it.' },
    failed: { description: 'The game could not be opened; retry asks again.', on: { RETRY: 'loading' } },
  },
});
