import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { lottoFramePath } from '../../domain/games/launch';
import type { PlayType } from '../../domain/games/prizeMode';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall, declaredEffect } from '../shell/declared';
import { loggedInOf, merchantCodeOf } from '../shell/listeners';
import { requestNavigation } from '../shell/navigator';
import type { LaunchEvent } from './launch.machine';

/**
 * The lottery launcher (spec §2 /m/launchGame and "Lottery frame", §4 launch flow): without a session it sends the
 * visitor to /m/login (§4, with 'please log in'); otherwise the lottery launcher call with vendor, game code, prize
 * mode and play type answers the page to embed, the frame's `mui` and the game id. The answer then shows in the frame
 * at /m/lotto-h5/{mui}/{playType}/games/{gameId}, which it is handed over to once (the declared effect `handOverToFrame`, provided at the root), so the
 * frame does not ask again; a frame opened without it (a reload, Back or Forward) asks itself. A launch of a game of
 * the catalogue is reported to the app-level launch actor, which adds it to the recent games (§7) once the launcher
 * has answered. Screen-level, on both routes.
 */
export interface LotteryLaunchInput {
  vendor: string;
  gameCode: string;
  prizeMode: string;
  playType: PlayType;
  /** Came from home: the frame's close control goes back there (§2 pageBack). */
  pageBack: boolean;
  /** A session exists: a visitor is sent to log in (§4 launch flow, §6). Read from the session actor when not given. */
  loggedIn?: boolean;
  /** Runs in the frame itself (a reloaded frame): it shows the game where it is and hands nothing over. */
  inFrame?: boolean;
  /** The page to embed, when the launcher handed its answer over to this frame. */
  url?: string;
  /** The catalogue node id of the game tapped (§7 recent game add); '' when opened by vendor and code alone. */
  nodeId?: string;
}

export interface LotteryLaunchContext extends Required<LotteryLaunchInput> {
  /** The frame's merchant UI id from the launcher's answer (the {mui} of the frame route). */
  mui: string;
}

export type LotteryLaunchEvent = { type: 'RETRY' };

/** The lottery launcher's answer (§7 /wps/game/launchLottery): the page to embed, the frame's mui, the game id. */
export interface LotteryLaunch {
  url: string;
  mui: string;
  gameId: string;
}

/** The lottery launcher's request, with the merchant code (the frame's mui when the answer has none). */
export type LaunchRequest = Pick<LotteryLaunchInput, 'vendor' | 'gameCode' | 'prizeMode' | 'playType'> & {
  merchant: string;
};

/** What the frame is handed over once (services/games/frameHandOver.ts, provided at the root). */
export interface FrameHandOver {
  frame: { vendor: string; playType: string; gameId: string };
  url: string;
}

export const lotteryLaunchMachine = setup({
  types: {} as { context: LotteryLaunchContext; events: LotteryLaunchEvent; input: LotteryLaunchInput },
  actors: {
    launchLottery: declaredCall<LotteryLaunch, LaunchRequest>('lotteryLaunch.launchLottery'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isVisitor: ({ context }) => !context.loggedIn,
    handedOver: ({ context }) => context.url !== '',
    inFrame: ({ context }) => context.inFrame,
  },
  actions: {
    // The address itself asked for the launch: login replaces it, so Back does not lead straight back to login.
    askToLogIn: ({ system }) => sendToLogin(system, { replace: true }),
    forgetHandOver: declaredEffect(),
    handOverToFrame: declaredEffect<FrameHandOver>(),
    setLaunch: assign(({ event }) => {
      const { url, mui, gameId } = (event as unknown as { output: LotteryLaunch }).output;
      return { url, mui, gameCode: gameId };
    }),
    showFrame: ({ context, system }) => {
      requestNavigation(system, {
        type: 'NAVIGATE',
        to: lottoFramePath({
          mui: context.mui,
          playType: context.playType,
          gameId: context.gameCode,
          prizeMode: context.prizeMode,
          pageBack: context.pageBack,
          vendor: context.vendor,
        }),
        replace: true,
      });
    },
    reportLaunched: ({ context, system }) =>
      system.get('launch')?.send({
        type: 'LOTTERY_LAUNCHED',
        nodeId: context.nodeId,
      } satisfies LaunchEvent),
  },
}).createMachine({
  id: 'lotteryLaunch',
  description: 'Asks the lottery launcher for the game and shows it in the full-screen lottery frame.',
  context: ({ input, self }) => ({
    ...input,
    loggedIn: input.loggedIn ?? loggedInOf(self.system),
    inFrame: input.inFrame ?? false,
    url: input.url ?? '',
    nodeId: input.nodeId ?? '',
    mui: '',
  }),
  initial: 'start',
  states: {
    start: {
      description:
        "A visitor goes to log in; the frame plays at once when the launcher's answer was handed over, else asks.",
      always: [
        { guard: 'isVisitor', target: 'loginRequired' },
        { guard: 'handedOver', target: 'playing', actions: 'forgetHandOver' },
        { target: 'loading' },
      ],
    },
    loginRequired: {
      description: "No session: sent to /m/login with 'please log in' (2 s).",
      entry: 'askToLogIn',
    },
    loading: {
      description: 'Asking the lottery launcher for the game page, its mui and game id.',
      invoke: {
        id: 'launchLottery',
        src: 'launchLottery',
        input: ({ context, self }) => ({
          vendor: context.vendor,
          gameCode: context.gameCode,
          prizeMode: context.prizeMode,
          playType: context.playType,
          merchant: merchantCodeOf(self.system),
        }),
        onDone: [
          { guard: 'inFrame', target: 'playing', actions: 'setLaunch' },
          {
            target: 'playing',
            actions: [
              'setLaunch',
              {
                type: 'handOverToFrame',
                params: ({ context }) => ({
                  frame: { vendor: context.vendor, playType: context.playType, gameId: context.gameCode },
                  url: context.url,
                }),
              },
              'showFrame',
              'reportLaunched',
            ],
          },
        ],
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    playing: { description: 'The game page fills the frame; the corner control closes it.' },
    failed: { description: 'The game could not be opened; retry asks again.', on: { RETRY: 'loading' } },
  },
});
