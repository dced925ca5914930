import { assign, fromPromise, setup } from 'xstate';
import { PAGE_SIZE, REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { categoryQuery } from '../../domain/games/categories';
import type { Game } from '../../domain/games/games';
import { fetchGameList, fetchHotGames } from '../../services/games/games';

/**
 * One horizontal game block of home (spec §2 "Game blocks"): four placeholder tiles while loading, then a row of up
 * to 20 games (home page size). The RNG block picks a provider, which reloads the row.
 */
export interface GameRowInput {
  category: string;
  vassalage?: string;
}

export interface GameRowContext {
  category: string;
  vassalage: string;
  games: Game[];
}

export type GameRowEvent = { type: 'SET_VENDOR'; vassalage: string } | { type: 'RETRY' } | { type: 'RELOAD' };

export async function loadRow(category: string, vassalage: string, signal?: AbortSignal): Promise<Game[]> {
  if (category === 'HOT') return (await fetchHotGames(signal)).slice(0, PAGE_SIZE.home);
  const q = categoryQuery(category);
  const page = await fetchGameList({ ...q, isNew: q.isNew, vassalage, pageNo: 1, pageSize: PAGE_SIZE.home }, signal);
  return page.games;
}

export const gameRowMachine = setup({
  types: {} as { context: GameRowContext; events: GameRowEvent; input: GameRowInput },
  actors: {
    loadRow: fromPromise<Game[], { category: string; vassalage: string }>(({ input, signal }) =>
      loadRow(input.category, input.vassalage, signal),
    ),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isOtherVendor: ({ context, event }) => event.type === 'SET_VENDOR' && event.vassalage !== context.vassalage,
  },
  actions: {
    setVendor: assign(({ event }) => (event.type === 'SET_VENDOR' ? { vassalage: event.vassalage } : {})),
    setGames: assign({ games: ({ event }) => (event as unknown as { output: Game[] }).output }),
  },
}).createMachine({
  id: 'gameRow',
  description: 'A home game block: placeholders while loading, then a horizontal row of games.',
  context: ({ input }) => ({ category: input.category.toUpperCase(), vassalage: input.vassalage ?? '', games: [] }),
  initial: 'loading',
  on: {
    SET_VENDOR: { guard: 'isOtherVendor', target: '.loading', actions: 'setVendor' },
    RELOAD: '.loading',
  },
  states: {
    loading: {
      description: 'Four placeholder tiles while the row loads.',
      invoke: {
        id: 'loadRow',
        src: 'loadRow',
        input: ({ context }) => ({ category: context.category, vassalage: context.vassalage }),
        onDone: { target: 'ready', actions: 'setGames' },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    ready: { description: 'The row of games is shown.' },
    failed: {
      description: 'The row could not load: a retry control shows.',
      on: { RETRY: 'loading' },
    },
  },
});
