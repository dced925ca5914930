import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { Game } from '../../domain/games/games';
import { declaredCall } from '../shell/declared';
import { merchantCodeOf } from '../shell/listeners';

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

/** What the row's call is given: its category and vendor, and the merchant code. */
export type RowInput = { category: string; vassalage: string; merchant: string };

export const gameRowMachine = setup({
  types: {} as { context: GameRowContext; events: GameRowEvent; input: GameRowInput },
  actors: {
    loadRow: declaredCall<Game[], RowInput>('gameRow.loadRow'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isOtherVendor: ({ context, event }) => {
      assertEvent(event, 'SET_VENDOR');
      return event.vassalage !== context.vassalage;
    },
  },
  actions: {
    setVendor: assign(({ event }) => {
      assertEvent(event, 'SET_VENDOR');
      return { vassalage: event.vassalage };
    }),
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
        input: ({ context, self }) => ({
          category: context.category,
          vassalage: context.vassalage,
          merchant: merchantCodeOf(self.system),
        }),
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
