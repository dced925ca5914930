import { assign, setup } from 'xstate';
import { LOBBY } from '../../domain/games/categories';

/**
 * The home page's view (spec §4 "Home pageType": all, list, filter; §2 "Views"): Lobby (hot games, slots with
 * provider selection, category sections), List (one category) and Filter (game-name search). The Lobby entry of
 * the menu gives all; any other category gives list. `?pageType=list&gameType=X` opens that list directly.
 */
export interface HomeViewInput {
  pageType?: string | null;
  gameType?: string | null;
}

export interface HomeViewContext {
  /** LOBBY or the listed category. */
  category: string;
  /** The name searched in the filter view. */
  gameName: string;
}

export type HomeViewEvent =
  | { type: 'SELECT'; category: string }
  | { type: 'OPEN_SEARCH' }
  | { type: 'SEARCH'; gameName: string }
  | { type: 'CLOSE_SEARCH' };

export const homeViewMachine = setup({
  types: {} as { context: HomeViewContext; events: HomeViewEvent; input: HomeViewInput },
  guards: {
    opensAList: ({ context }) => context.category !== LOBBY,
    isLobby: ({ event }) => event.type === 'SELECT' && event.category === LOBBY,
  },
  actions: {
    setCategory: assign(({ event }) => (event.type === 'SELECT' ? { category: event.category, gameName: '' } : {})),
    setName: assign(({ event }) => (event.type === 'SEARCH' ? { gameName: event.gameName.trim() } : {})),
    clearName: assign({ gameName: '' }),
    toLobby: assign({ category: LOBBY, gameName: '' }),
  },
}).createMachine({
  id: 'homeView',
  description: 'Which view of home is shown: the lobby, one category list, or the name search.',
  context: ({ input }) => ({
    category: input.pageType === 'list' && input.gameType ? input.gameType.toUpperCase() : LOBBY,
    gameName: '',
  }),
  initial: 'start',
  on: {
    SELECT: [
      { guard: 'isLobby', target: '.lobby', actions: 'setCategory' },
      { target: '.list', actions: 'setCategory' },
    ],
    OPEN_SEARCH: { target: '.filter', actions: 'clearName' },
  },
  states: {
    start: {
      description: 'Reads pageType and gameType from the address.',
      always: [{ guard: 'opensAList', target: 'list' }, { target: 'lobby' }],
    },
    lobby: { description: 'pageType all: hot games, slots with provider choice and the category sections.' },
    list: { description: 'pageType list: one category, page by page.' },
    filter: {
      description: 'pageType filter: a game-name search over all games.',
      on: {
        SEARCH: { actions: 'setName' },
        CLOSE_SEARCH: { target: 'lobby', actions: 'toLobby' },
      },
    },
  },
});
