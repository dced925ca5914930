import { setup } from 'xstate';
import type { Game } from '../../domain/games/games';
import type { startLotteryInput } from '../../domain/games/launch';
import type { LaunchEvent } from './launch.machine';

/** What /m/startLottery's query names (spec §2): the lottery vendor, the game code and the lotto mode. */
export type StartLotteryInput = ReturnType<typeof startLotteryInput>;

/** The lottery game the address names, as the launch flow takes it (a lobby when no code is given). */
export function lotteryGameOf(input: StartLotteryInput): Game {
  return {
    nodeId: `${input.vendor}-${input.code}`,
    vassalage: input.vendor,
    gameCode: input.code,
    gameId: input.code,
    lottoMode: input.lottoMode,
  };
}

/**
 * /m/startLottery?vendor=V&code=C (spec §2): starts a lottery game through the launch flow of §4 once, when the
 * screen opens: the app-level launch actor sends a visitor to login and a member to the lottery launcher.
 */
export const startLotteryMachine = setup({
  types: {} as { input: StartLotteryInput; context: StartLotteryInput },
  actions: {
    askLaunch: ({ context, system }) =>
      system.get('launch')?.send({ type: 'LAUNCH', game: lotteryGameOf(context) } satisfies LaunchEvent),
  },
}).createMachine({
  id: 'startLottery',
  description: 'Starts the lottery game of the address through the launch flow, once.',
  context: ({ input }) => input,
  initial: 'started',
  states: {
    started: {
      description: 'The game went to the launch flow: login for a visitor, the lottery launcher for a member.',
      entry: 'askLaunch',
    },
  },
});
