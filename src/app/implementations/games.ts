import { fromPromise } from 'xstate';
import type { Game, GamePage, GameTypeInfo } from '../../domain/games/games';
import type { LaunchRequest } from '../../domain/games/launch';
import type { VendorCatalogue } from '../../domain/games/vendorSorting';
import type { favouriteMachine } from '../../machines/games/favourite.machine';
import type { gameRowMachine, RowInput } from '../../machines/games/gameRow.machine';
import type { gameTypesMachine } from '../../machines/games/gameTypes.machine';
import type { launchMachine } from '../../machines/games/launch.machine';
import type { lobbyMachine, PageInput } from '../../machines/games/lobby.machine';
import type { lotteryGamesMachine } from '../../machines/games/lotteryGames.machine';
import type {
  FrameHandOver,
  LotteryLaunch,
  LaunchRequest as LotteryRequest,
  lotteryLaunchMachine,
} from '../../machines/games/lotteryLaunch.machine';
import type { vendorsMachine } from '../../machines/games/vendors.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { forgetHandOver, handedOverUrl, handOverToFrame } from '../../services/games/frameHandOver';
import {
  addFavourite,
  addRecentGame,
  fetchFavouriteIds,
  fetchGameTypes,
  fetchVendorCatalogue,
  launchGame,
  removeFavourite,
} from '../../services/games/games';
import { loadLobbyPage, loadRow } from '../../services/games/lobbyPage';
import { fetchLotteryGames, launchLottery } from '../../services/games/lottery';
import { implement } from '../root';

type GameInput = { game: Game | null };

/** The games machines' browser implementations: the platform's game calls and the lottery frame's hand-over. */
export const gamesImplementations = [
  implement<typeof lobbyMachine>('lobby', {
    actors: {
      loadPage: fromPromise<GamePage, PageInput>(({ input, signal }) =>
        loadLobbyPage(input.query, input.pageNo, input.merchant, signal),
      ),
    },
  }),
  implement<typeof gameRowMachine>('gameRow', {
    actors: {
      loadRow: fromPromise<Game[], RowInput>(({ input, signal }) =>
        loadRow(input.category, input.vassalage, input.merchant, signal),
      ),
    },
  }),
  implement<typeof favouriteMachine>('favourite', {
    actors: {
      loadIds: fromPromise<string[], void>(({ signal }) => fetchFavouriteIds(signal)),
      addCall: fromPromise<boolean, GameInput>(({ input, signal }) =>
        input.game ? addFavourite(input.game, signal) : Promise.resolve(false),
      ),
      removeCall: fromPromise<boolean, GameInput>(({ input, signal }) =>
        input.game ? removeFavourite(input.game, signal) : Promise.resolve(false),
      ),
    },
  }),
  implement<typeof launchMachine>('launch', {
    actors: {
      launchCall: fromPromise<string, { request: LaunchRequest | null }>(({ input, signal }) =>
        input.request ? launchGame(input.request, signal) : Promise.reject(new Error('No game to launch')),
      ),
      recordRecent: fromPromise<void, { nodeId: string | null }>(({ input, signal }) =>
        input.nodeId ? addRecentGame(input.nodeId, signal) : Promise.reject(new Error('No game to record')),
      ),
    },
  }),
  implement<typeof lotteryLaunchMachine>('lotteryLaunch', {
    actors: {
      launchLottery: fromPromise<LotteryLaunch, LotteryRequest>(({ input, signal }) => launchLottery(input, signal)),
    },
    actions: {
      forgetHandOver: () => forgetHandOver(),
      handOverToFrame: (_: unknown, params: FrameHandOver) => handOverToFrame(params.frame, params.url),
    },
  }),
  implement<typeof vendorsMachine>('vendors', {
    actors: {
      load: fromPromise<VendorCatalogue | null, ContentLoadInput>(({ signal }) => fetchVendorCatalogue(signal)),
    },
  }),
  implement<typeof gameTypesMachine>('gameTypes', {
    actors: {
      load: fromPromise<GameTypeInfo[], ContentLoadInput>(({ input, signal }) =>
        fetchGameTypes(input.merchant, signal),
      ),
    },
  }),
  implement<typeof lotteryGamesMachine>('lotteryGames', {
    actors: { load: fromPromise<Game[], ContentLoadInput>(({ signal }) => fetchLotteryGames(signal)) },
  }),
];

/**
 * What the lottery frame's actor is given at creation: the game page its launcher handed over in memory, if it has
 * not been taken yet (a reload or Back/Forward finds none and asks the launcher again).
 */
export function frameStartUrl(frame: { vendor: string; playType: string; gameId: string }): string | undefined {
  return handedOverUrl(frame);
}
