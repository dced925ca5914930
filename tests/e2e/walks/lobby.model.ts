import type { MachineLinks, WalkModel } from './walk-model';

/**
 * A category's lobby as a visitor sees it (spec §2 "Game lobby", §4 "Lobby"), on Slots (RNG): the All tab's first
 * page, 'More games', the New tab, a failed load (the walk drops the connection for one call) and Retry, the filter by one vendor and its reset,
 * and the Favourites tab that sends a
 * visitor to log in.
 */
export const lobbyModel = {
  id: 'lobby',
  initial: 'allGames',
  states: {
    allGames: {
      description: "The All tab selected; the first page of games with '1 / n' (n > 1).",
      on: {
        TAP_MORE_GAMES: 'secondPage',
        TAP_NEW_TAB: 'newGames',
        FILTER_BY_VENDOR: 'vendorFiltered',
        TAP_FAVOURITES_TAB: 'loginAsked',
        TAP_NEW_TAB_OFFLINE: 'loadFailed',
      },
    },
    secondPage: {
      description: "'More games' appended the second page: '2 / n' and more tiles than before.",
      on: { TAP_NEW_TAB: 'newGames' },
    },
    newGames: {
      description: "The New tab selected, from its own first page ('1 / m').",
      on: { TAP_ALL_TAB: 'allGames' },
    },
    loadFailed: {
      description: "The New tab's list could not be loaded: 'Loading failed, click to retry' and Retry, no games.",
      on: { TAP_RETRY: 'newGames' },
    },
    vendorFiltered: {
      description: "'Filter (1)' and only that vendor's games.",
      on: { RESET_FILTER: 'allGames' },
    },
    loginAsked: {
      description: "A visitor who opened the Favourites tab is on /m/login with 'Please log in first'.",
    },
  },
} as const satisfies WalkModel;

export const lobbyLinks: MachineLinks<typeof lobbyModel> = {
  states: {
    allGames: ['lobby.games.ready'],
    secondPage: ['lobby.games.ready'],
    newGames: ['lobby.games.ready'],
    loadFailed: ['lobby.games.failed'],
    vendorFiltered: ['lobby.games.ready'],
    loginAsked: ['lobby.games.loginRequired', 'session.loggedOut'],
  },
  events: {
    TAP_MORE_GAMES: ['lobby:MORE'],
    TAP_NEW_TAB: ['lobby:SET_TAB'],
    TAP_ALL_TAB: ['lobby:SET_TAB'],
    FILTER_BY_VENDOR: ['lobby:APPLY_FILTER'],
    RESET_FILTER: ['lobby:APPLY_FILTER'],
    TAP_FAVOURITES_TAB: ['lobby:SET_TAB'],
    TAP_NEW_TAB_OFFLINE: ['lobby:SET_TAB', 'lobby:xstate.error.actor.loadPage'],
    TAP_RETRY: ['lobby:RETRY', 'lobby:xstate.done.actor.loadPage'],
  },
};
