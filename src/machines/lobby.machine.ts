import { assign, fromPromise, setup } from 'xstate';
import { categoryQuery, showsVendorTiles } from '../domain/categories';
import { PAGE_SIZE, REQUEST_TIMEOUT_MS, TOAST_MS } from '../domain/constants';
import { appendPage, type Game, type GamePage, hasMorePages } from '../domain/games';
import { fetchFavourites, fetchGameList, fetchHotGames, fetchRecentGames } from '../services/api/games';
import { notify } from './appSystem';

/**
 * The lobby of one category (spec §4 "Lobby"; §2 "Game lobby"): tab (gameClassify all, new, fav, hot, recent or an
 * extra class), search name, page and total pages. Changing the tab, search, vendor or filter resets to page 1 and
 * reloads; 'more games' appends the next page and is disabled on the last page. Also drives /m/hot, /m/fav and
 * /m/gameList, which are the same list with another tab or vendor.
 */
export type LobbyTab = 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'RECENT' | (string & {});

export interface LobbyQuery {
  category: string;
  tab: LobbyTab;
  gameName: string;
  vassalage: string;
  /** The filter's game type (slot classify list). */
  gameClassify: string;
  minBet: string;
  pageSize: number;
}

export interface LobbyContext extends LobbyQuery {
  page: number;
  totalPages: number;
  games: Game[];
}

export interface LobbyInput {
  category: string;
  tab?: LobbyTab;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  pageSize?: number;
}

export type LobbyEvent =
  | { type: 'SET_TAB'; tab: LobbyTab }
  | { type: 'SEARCH'; gameName: string }
  | { type: 'SET_VENDOR'; vassalage: string }
  | { type: 'APPLY_FILTER'; vassalage: string; gameClassify: string; minBet: string; gameName?: string }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'FAVOURITE_REMOVED'; nodeId: string };

/** The call a page of the lobby needs, by tab. */
export async function loadLobbyPage(query: LobbyQuery, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  const base = categoryQuery(query.category);
  if (query.tab === 'FAV') {
    return fetchFavourites(
      { gameType: query.category === 'ALL' ? '' : base.gameType, pageNo, pageSize: query.pageSize },
      signal,
    );
  }
  if (query.tab === 'HOT') return { games: await fetchHotGames(signal), pageNum: 1, totalPages: 1 };
  if (query.tab === 'RECENT') return fetchRecentGames(signal);
  const extraClass = !['ALL', 'NEW'].includes(query.tab) ? query.tab : '';
  return fetchGameList(
    {
      gameType: base.gameType,
      gameClassify: query.gameClassify || extraClass || base.gameClassify,
      isNew: query.tab === 'NEW' || base.isNew === true,
      gameName: query.gameName,
      vassalage: query.vassalage,
      minBet: query.minBet,
      pageNo,
      pageSize: query.pageSize,
    },
    signal,
  );
}

type PageInput = { query: LobbyQuery; pageNo: number };
const outputOf = (event: unknown) => (event as { output: GamePage }).output;

export const lobbyMachine = setup({
  types: {} as { context: LobbyContext; events: LobbyEvent; input: LobbyInput },
  actors: {
    loadPage: fromPromise<GamePage, PageInput>(({ input, signal }) => loadLobbyPage(input.query, input.pageNo, signal)),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    showsVendorTiles: ({ context }) => showsVendorTiles(context.category) && context.tab === 'ALL',
    hasMore: ({ context }) => hasMorePages(context.page, context.totalPages),
    inFavourites: ({ context }) => context.tab === 'FAV',
  },
  actions: {
    setTab: assign(({ event }) => {
      if (event.type !== 'SET_TAB') return {};
      // §4: choosing NEW clears the vendor.
      return event.tab === 'NEW' ? { tab: event.tab, vassalage: '' } : { tab: event.tab };
    }),
    setSearch: assign(({ event }) => (event.type === 'SEARCH' ? { gameName: event.gameName.trim() } : {})),
    // §4: choosing a vendor resets the tab to ALL.
    setVendor: assign(({ event }) => (event.type === 'SET_VENDOR' ? { vassalage: event.vassalage, tab: 'ALL' } : {})),
    setFilter: assign(({ event }) =>
      event.type === 'APPLY_FILTER'
        ? {
            vassalage: event.vassalage,
            gameClassify: event.gameClassify,
            minBet: event.minBet,
            gameName: (event.gameName ?? '').trim(),
            tab: 'ALL',
          }
        : {},
    ),
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
    dropFavourite: assign(({ context, event }) =>
      event.type === 'FAVOURITE_REMOVED'
        ? { games: context.games.filter((g) => String(g.nodeId) !== event.nodeId) }
        : {},
    ),
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
  description: 'One category of games with tabs, vendor, filter, search and page-by-page loading.',
  context: ({ input }) => ({
    category: input.category.toUpperCase(),
    tab: input.tab ?? 'ALL',
    gameName: (input.gameName ?? '').trim(),
    vassalage: input.vassalage ?? '',
    gameClassify: input.gameClassify ?? '',
    minBet: '',
    pageSize: input.pageSize ?? PAGE_SIZE.lobby,
    page: 0,
    totalPages: 0,
    games: [],
  }),
  initial: 'start',
  on: {
    SET_TAB: { target: '.start', actions: ['setTab', 'resetPages'] },
    SEARCH: { target: '.loading', actions: ['setSearch', 'resetPages'] },
    SET_VENDOR: { target: '.loading', actions: ['setVendor', 'resetPages'] },
    APPLY_FILTER: { target: '.loading', actions: ['setFilter', 'resetPages'] },
    FAVOURITE_REMOVED: { guard: 'inFavourites', actions: 'dropFavourite' },
  },
  states: {
    start: {
      description: 'Chooses between vendor tiles (SPORTS, COCKFIGHT) and a game list.',
      always: [{ guard: 'showsVendorTiles', target: 'vendorTiles' }, { target: 'loading' }],
    },
    vendorTiles: {
      description: 'SPORTS and COCKFIGHT show their vendors as tiles instead of games.',
    },
    loading: {
      description: 'Loading page 1; four placeholder tiles show.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ query: context, pageNo: 1 }),
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
        input: ({ context }) => ({ query: context, pageNo: context.page + 1 }),
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
});
