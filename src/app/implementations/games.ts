import { fromPromise } from 'xstate';
import type { Game, GamePage, GameTypeInfo } from '../../domain/games/games';
import type { LaunchRequest } from '../../domain/games/launch';
import type { VendorCatalogue } from '../../domain/games/vendorSorting';
import { favouriteMachine } from '../../machines/games/favourite.machine';
import { gameRowMachine, type RowInput } from '../../machines/games/gameRow.machine';
import { gameTypesMachine } from '../../machines/games/gameTypes.machine';
import { launchMachine } from '../../machines/games/launch.machine';
import { lobbyMachine, type PageInput } from '../../machines/games/lobby.machine';
import { lotteryGamesMachine } from '../../machines/games/lotteryGames.machine';
import {
  type FrameHandOver,
  type LotteryLaunch,
  type LaunchRequest as LotteryRequest,
  lotteryLaunchMachine,
} from '../../machines/games/lotteryLaunch.machine';
import { vendorsMachine } from '../../machines/games/vendors.machine';
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
  implement(lobbyMachine, {
    actors: {
      loadPage: fromPromise<GamePage, PageInput>(({ input, signal }) =>
        loadLobbyPage(input.query, input.pageNo, input.merchant, signal),
      ),
    },
  }),
  implement(gameRowMachine, {
    actors: {
      loadRow: fromPromise<Game[], RowInput>(({ input, signal }) =>
        loadRow(input.category, input.vassalage, input.merchant, signal),
      ),
    },
  }),
  implement(favouriteMachine, {
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
  implement(launchMachine, {
    actors: {
      launchCall: fromPromise<string, { request: LaunchRequest | null }>(({ input, signal }) =>
        input.request ? launchGame(input.request, signal) : Promise.reject(new Error('No game to launch')),
      ),
      recordRecent: fromPromise<void, { nodeId: string | null }>(({ input, signal }) =>
        input.nodeId ? addRecentGame(input.nodeId, signal) : Promise.reject(new Error('No game to record')),
      ),
    },
  }),
  implement(lotteryLaunchMachine, {
    actors: {
      launchLottery: fromPromise<LotteryLaunch, LotteryRequest>(({ input, signal }) => launchLottery(input, signal)),
    },
    actions: {
      forgetHandOver: () => forgetHandOver(),
      handOverToFrame: (_: unknown, params: FrameHandOver) => handOverToFrame(params.frame, params.url),
    },
  }),
  implement(vendorsMachine, {
    actors: {
      load: fromPromise<VendorCatalogue | null, ContentLoadInput>(({ signal }) => fetchVendorCatalogue(signal)),
    },
  }),
  implement(gameTypesMachine, {
    actors: {
      load: fromPromise<GameTypeInfo[], ContentLoadInput>(({ input, signal }) =>
        fetchGameTypes(input.merchant, signal),
      ),
    },
  }),
  implement(lotteryGamesMachine, {
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
