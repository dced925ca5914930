import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { bannerAutoplayMachine } from './bannerAutoplay.machine';
import type { downloadMachine } from './download.machine';
import type { homeViewMachine } from './homeView.machine';
import type { jackpotMachine } from './jackpot.machine';
import type { winnerBoardMachine } from './winnerBoard.machine';
import type { winnerScrollMachine } from './winnerScroll.machine';

/** Plain-language words for the home diagrams (docs/flows), by machine id then event type. */
export const homeLabels: AreaLabels = {
  jackpot: labelsFor<typeof jackpotMachine>({
    events: {
      PAUSE: 'The page is hidden',
      RESUME: 'The page shows again',
    },
    delays: { nextTick: '3 to 5 s' },
  }),
  bannerAutoplay: labelsFor<typeof bannerAutoplayMachine>({
    events: {
      SET_COUNT: 'The banners arrived',
      SCROLLED: 'The player swiped to a banner',
      HOLD: 'The player touches the banners',
      GO_TO: 'The player taps a banner dot',
      PAUSE: 'The page is hidden',
      RESUME: 'The page shows again',
      STOP: 'The player taps Pause',
      PLAY: 'The player taps Play',
    },
    guards: {
      several: 'there is more than one banner',
      stopped: 'the player paused them or prefers reduced motion',
    },
  }),
  winnerScroll: labelsFor<typeof winnerScrollMachine>({
    events: {
      SET_COUNT: 'The winner list arrived',
      HOLD: 'The player touches the list',
      RELEASE: 'The player lets go',
      STOP: 'The player taps Pause',
      PLAY: 'The player taps Play',
    },
    guards: {
      scrolls: 'the list is long enough to scroll',
      stopped: 'the player paused it or prefers reduced motion',
      pastLastRow: 'the last row has passed',
      '!pastLastRow': 'rows are left',
    },
  }),
  homeView: labelsFor<typeof homeViewMachine>({
    events: {
      SELECT: 'The player picks a category',
      OPEN_SEARCH: 'The player opens the search',
      SEARCH: 'The player searches by name',
      CLOSE_SEARCH: 'The player closes the search',
    },
    guards: {
      isLobby: 'it is the lobby',
      opensAList: 'the category opens a list',
    },
  }),
  download: labelsFor<typeof downloadMachine>({
    events: {
      CONFIG_LOADED: 'The site config arrived or changed',
      DISMISS_BANNER: 'The player closes the banner',
      OPEN: 'The player taps Download',
      CLOSE: 'The player closes the popup',
      CHOOSE: 'The player picks a download option',
      NEXT: 'The player taps Next',
    },
    guards: {
      availabilityChanges: 'downloads turn on or off',
      unavailable: 'no download can be offered',
      bannerDismissed: 'the banner was closed before',
      offersGuide: 'the home-screen guide is the offer',
      offersPopup: 'the popup is the offer',
      choseHomeScreen: 'Add to Home Screen was picked',
      choseAndroid: 'Android was picked',
      choseIosApp: 'the iOS app was picked',
      choseProfileOutsideSafari: 'the iOS profile was picked outside Safari',
      choseProfile: 'the iOS profile was picked',
    },
  }),
  winnerBoard: labelsFor<typeof winnerBoardMachine>({
    events: {
      START: 'The screen opens',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'A screen asks to reload',
      RETRY: 'The player taps Retry',
    },
    actors: { load: 'the winner list call' },
  }),
};
