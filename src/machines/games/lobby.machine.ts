import { type AnyEventObject, assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { showsVendorTiles } from '../../domain/games/categories';
import { appendPage, type Game, type GamePage, hasMorePages } from '../../domain/games/games';
import {
  filterSelectsAllTab,
  keptClassify,
  type LobbyOpening,
  type LobbyState,
  type LobbyTab,
  openingLobbyState,
  tabChoice,
} from '../../domain/games/lobby';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall } from '../shell/declared';
import { loggedInOf, merchantCodeOf, sessionChanges } from '../shell/listeners';
import { notify } from '../shell/notify';
import { favouriteRemovals } from './listeners';

/**
 * The lobby of one category (spec §4 "Lobby"; §2 "Game lobby"): tab (gameClassify all, new, fav, hot, recent),
 * classify (an extra class tab or the filter's game type: one choice, see domain/lobby.ts `tabChoice`), search name,
 * page and total pages. Changing the tab, search, vendor or filter resets to page 1 and reloads; 'more games' appends
 * the next page and is disabled on the last page. SPORTS and COCKFIGHT show vendor tiles instead of games (no tabs).
 * The FAV tab needs a session: a visitor is sent to /m/login with 'please log in' (§6). Also drives /m/hot, /m/fav
 * and /m/gameList, which are the same list with another tab or vendor. It hears the session and the removed
 * favourites through the system; its page call is declared and provided at the root (app/implementations/games.ts).
 */
export interface LobbyContext extends LobbyState {
  loggedIn: boolean;
  page: number;
  totalPages: number;
  games: Game[];
}

export interface LobbyInput extends LobbyOpening {
  /** Read from the session actor of the system when not given (tests give it). */
  loggedIn?: boolean;
}

export type LobbyEvent =
  /** A tab of the row: ALL, NEW, FAV, HOT, RECENT or an extra class. */
  | { type: 'SET_TAB'; tab: string }
  | { type: 'SEARCH'; gameName: string }
  | { type: 'SET_VENDOR'; vassalage: string }
  | { type: 'APPLY_FILTER'; vassalage: string; gameClassify: string; minBet: string; gameName?: string }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'FAVOURITE_REMOVED'; nodeId: string }
  | { type: 'SESSION_CHANGED'; loggedIn: boolean };

/** A page of the lobby: its state (domain/lobby.ts `lobbyRequest` makes the call), page number, merchant code. */
export type PageInput = { query: LobbyState; pageNo: number; merchant: string };
const outputOf = (event: unknown) => (event as { output: GamePage }).output;

export const lobbyMachine = setup({
  types: {} as { context: LobbyContext; events: LobbyEvent; input: LobbyInput },
  actors: {
    loadPage: declaredCall<GamePage, PageInput>('lobby.loadPage'),
    sessionChanges,
    favouriteRemovals,
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    // A category of vendor tiles lists games once a vendor is chosen (/m/gameList?gameType=SPORTS&vassalage=X).
    showsVendorTiles: ({ context }) => showsVendorTiles(context.category) && context.vassalage === '',
    needsSession: ({ context }) => context.tab === 'FAV' && !context.loggedIn,
    loggedInOnFavourites: ({ context, event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return event.loggedIn && !context.loggedIn && context.tab === 'FAV';
    },
    hasMore: ({ context }) => hasMorePages(context.page, context.totalPages),
    filterSelectsAllTab: ({ context, event }) => {
      assertEvent(event, 'APPLY_FILTER');
      return filterSelectsAllTab(context, event);
    },
    inFavourites: ({ context }) => context.tab === 'FAV',
  },
  actions: {
    setTab: assign(({ event }) => {
      assertEvent(event, 'SET_TAB');
      const choice = tabChoice(event.tab);
      // §4: choosing NEW clears the vendor.
      return choice.tab === 'NEW' ? { ...choice, vassalage: '' } : choice;
    }),
    setSearch: assign(({ event }) => {
      assertEvent(event, 'SEARCH');
      return { gameName: event.gameName.trim() };
    }),
    // §4: choosing a vendor resets the tab to ALL (and so leaves a class tab).
    setVendor: assign(({ event }) => {
      assertEvent(event, 'SET_VENDOR');
      return { vassalage: event.vassalage, tab: 'ALL' as LobbyTab, gameClassify: '' };
    }),
    // The filter's game type is the classify (domain/lobby.ts `tabChoice`); a category that keeps no classify (§3)
    // drops it. The tab changes only with selectAllTab (guard filterSelectsAllTab).
    setFilter: assign(({ context, event }) => {
      assertEvent(event, 'APPLY_FILTER');
      return {
        vassalage: event.vassalage,
        gameClassify: keptClassify(context.category, event.gameClassify),
        minBet: event.minBet,
        gameName: (event.gameName ?? '').trim(),
      };
    }),
    selectAllTab: assign({ tab: 'ALL' as LobbyTab }),
    setLoggedIn: assign(({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return { loggedIn: event.loggedIn };
    }),
    resetPages: assign({ page: 0, totalPages: 0, games: [] }),
    setFirstPage: assign(({ event }) => {
      const page = outputOf(event);
      return { games: page.games, page: Math.max(1, page.pageNum), totalPages: page.totalPages };
    }),
    appendNextPage: assign(({ context, event }) => {
      const page = outputOf(event);
      return {
        games: appendPage(context.games, page.games),
        page: Math.max(context.page + 1, page.pageNum),
        totalPages: page.totalPages,
      };
    }),
    dropFavourite: assign(({ context, event }) => {
      assertEvent(event, 'FAVOURITE_REMOVED');
      return { games: context.games.filter((g) => String(g.nodeId) !== event.nodeId) };
    }),
    // An address that opens the favourites tab replaces itself with login (the event is the machine's start then).
    askToLogIn: ({ event, system }) =>
      sendToLogin(system, { replace: (event as AnyEventObject).type === 'xstate.init' }),
    tellLoadFailed: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'games.loadFailed' },
        kind: 'error',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'lobby',
  description: 'One category of games with tabs, vendor, filter and search, loaded page by page.',
  context: ({ input, self }) => ({
    ...openingLobbyState(input),
    loggedIn: input.loggedIn ?? loggedInOf(self.system),
    page: 0,
    totalPages: 0,
    games: [],
  }),
  // The session (machines/shell/listeners.ts) and the favourites' removals are heard through the system.
  invoke: [
    { id: 'sessionChanges', src: 'sessionChanges' },
    { id: 'favouriteRemovals', src: 'favouriteRemovals' },
  ],
  initial: 'start',
  on: {
    SESSION_CHANGED: { actions: 'setLoggedIn' },
  },
  states: {
    start: {
      description: 'Chooses between vendor tiles (SPORTS, COCKFIGHT without a vendor) and a game list.',
      always: [{ guard: 'showsVendorTiles', target: 'vendorTiles' }, { target: 'games' }],
    },
    vendorTiles: {
      description: 'SPORTS and COCKFIGHT show their vendors as tiles instead of games, with no tabs.',
    },
    games: {
      description: 'A list of games with tabs, filter and search.',
      initial: 'checking',
      on: {
        SET_TAB: { target: '.checking', actions: ['setTab', 'resetPages'] },
        SEARCH: { target: '.checking', actions: ['setSearch', 'resetPages'] },
        SET_VENDOR: { target: '.checking', actions: ['setVendor', 'resetPages'] },
        // A vendor change or a chosen game type selects ALL (or the class tab); a minimum bet alone keeps the tab.
        APPLY_FILTER: [
          { guard: 'filterSelectsAllTab', target: '.checking', actions: ['setFilter', 'selectAllTab', 'resetPages'] },
          { target: '.checking', actions: ['setFilter', 'resetPages'] },
        ],
        FAVOURITE_REMOVED: { guard: 'inFavourites', actions: 'dropFavourite' },
        // Logging in while the favourites tab is chosen loads them (a logout only records it: it goes home, §4).
        SESSION_CHANGED: { guard: 'loggedInOnFavourites', target: '.checking', actions: ['setLoggedIn', 'resetPages'] },
      },
      states: {
        checking: {
          description: 'The favourites tab needs a session (§6); any other tab loads at once.',
          always: [{ guard: 'needsSession', target: 'loginRequired' }, { target: 'loading' }],
        },
        loginRequired: {
          description: "A visitor opened the favourites: sent to /m/login with 'please log in' (2 s).",
          entry: 'askToLogIn',
        },
        loading: {
          description: 'Loading page 1; four placeholder tiles show.',
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context, self }) => ({ query: context, pageNo: 1, merchant: merchantCodeOf(self.system) }),
            onDone: { target: 'ready', actions: 'setFirstPage' },
            onError: 'failed',
          },
          after: { requestTimeout: 'failed' },
        },
        ready: {
          description: "Games shown with 'n / total'; 'more games' is enabled until the last page.",
          on: { MORE: { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'Appending the next page; the button is busy.',
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context, self }) => ({
              query: context,
              pageNo: context.page + 1,
              merchant: merchantCodeOf(self.system),
            }),
            onDone: { target: 'ready', actions: 'appendNextPage' },
            onError: { target: 'ready', actions: 'tellLoadFailed' },
          },
          after: { requestTimeout: { target: 'ready', actions: 'tellLoadFailed' } },
        },
        failed: {
          description: 'The list could not be loaded; retry tries again.',
          on: { RETRY: 'loading' },
        },
      },
    },
  },
});
