import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { favouriteMachine } from './favourite.machine';
import type { gameFilterMachine } from './gameFilter.machine';
import type { gameRowMachine } from './gameRow.machine';
import type { gameTypesMachine } from './gameTypes.machine';
import type { launchMachine } from './launch.machine';
import type { lobbyMachine } from './lobby.machine';
import type { lotteryGamesMachine } from './lotteryGames.machine';
import type { lotteryLaunchMachine } from './lotteryLaunch.machine';
import type { startLotteryMachine } from './startLottery.machine';
import type { vendorsMachine } from './vendors.machine';

/** The words shared by the content loaders (one definition in shell/content.machine.ts). */
const contentEvents = {
  START: 'The screen opens',
  LANGUAGE_CHANGED: 'The language changed',
  RELOAD: 'A screen asks to reload',
  RETRY: 'The player taps Retry',
} as const;

/** Plain-language words for the games diagrams (docs/flows), by machine id then event type. */
export const gamesLabels: AreaLabels = {
  lobby: labelsFor<typeof lobbyMachine>({
    events: {
      SESSION_CHANGED: 'The player logged in or out',
      SET_TAB: 'The player picks a tab',
      SEARCH: 'The player searches by name',
      SET_VENDOR: 'The player picks a vendor',
      APPLY_FILTER: 'The player applies the filter',
      FAVOURITE_REMOVED: 'The player removes a favourite',
      MORE: 'The player taps More games',
      RETRY: 'The player taps Retry',
    },
    actors: { loadPage: 'the game list call', loadMore: 'the next page call' },
    guards: {
      showsVendorTiles: 'the category shows vendors and none is chosen',
      filterSelectsAllTab: 'the filter moves the list to the All tab',
      inFavourites: 'the favourites tab is open',
      loggedInOnFavourites: 'the player logged in on the favourites tab',
      needsSession: 'a visitor opened the favourites tab',
      hasMore: 'more pages are left',
    },
  }),
  gameFilter: labelsFor<typeof gameFilterMachine>({
    events: {
      OPEN: 'The player opens the filter',
      TOGGLE_VENDOR: 'The player taps a vendor',
      SET_GAME_TYPE: 'The player picks a game type',
      SET_MIN_BET: 'The player picks a minimum bet',
      SET_NAME: 'The player types a game name',
      RESET: 'The player taps Reset',
      SUBMIT: 'The player taps Confirm',
      CLOSE: 'The player closes the filter',
    },
    guards: { isSelectedVendor: 'that vendor is already selected' },
  }),
  favourite: labelsFor<typeof favouriteMachine>({
    events: {
      TOGGLE: 'The player taps the heart of a game',
      SESSION_CHANGED: 'The player logged in or out',
      RELOAD: 'A screen asks to reload',
    },
    actors: {
      loadIds: 'the favourites list call',
      addCall: 'the add-favourite call',
      removeCall: 'the remove-favourite call',
    },
    guards: {
      isLoggedInChange: 'the player logged in',
      isLoggedOutChange: 'the player logged out',
      isFavourite: 'the game is a favourite already',
      answeredYes: 'the server agreed',
      heldFavourite: 'the heart tapped meanwhile is a favourite already',
      heldGame: 'a heart was tapped meanwhile',
    },
  }),
  launch: labelsFor<typeof launchMachine>({
    events: {
      LAUNCH: 'The player taps a game',
      LOTTERY_LAUNCHED: 'The lottery frame opened a game',
      FACTS_CHANGED: 'The player logged in or out, or the vendors changed',
    },
    actors: { launchCall: 'the game launch call', recordRecent: 'the recently-played record' },
    guards: {
      needsLogin: 'the game needs a logged-in player',
      opensAScreen: 'the game opens a screen of the site',
      launchedACatalogueGame: 'it is a game of the catalogue',
    },
  }),
  startLottery: labelsFor<typeof startLotteryMachine>({ events: {} }),
  gameRow: labelsFor<typeof gameRowMachine>({
    events: {
      SET_VENDOR: 'The player picks a vendor',
      RELOAD: 'A screen asks to reload',
      RETRY: 'The player taps Retry',
    },
    actors: { loadRow: 'the game block call' },
    guards: { isOtherVendor: 'another vendor is picked' },
  }),
  lotteryLaunch: labelsFor<typeof lotteryLaunchMachine>({
    events: { RETRY: 'The player taps Retry' },
    actors: { launchLottery: 'the lottery launch call' },
    guards: {
      isVisitor: 'nobody is logged in',
      handedOver: 'the game address was handed over',
      inFrame: 'the lottery frame is open',
    },
  }),
  vendors: labelsFor<typeof vendorsMachine>({
    events: contentEvents,
    actors: { load: 'the vendor list call' },
  }),
  gameTypes: labelsFor<typeof gameTypesMachine>({
    events: contentEvents,
    actors: { load: 'the game type list call' },
  }),
  lotteryGames: labelsFor<typeof lotteryGamesMachine>({
    events: contentEvents,
    actors: { load: 'the lottery game list call' },
  }),
};
