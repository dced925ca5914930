import { type AnyActorRef, assertEvent, assign, emit, setup } from 'xstate';

/**
 * The filter panel (spec §2 "Game tile and filter", §4 "Filter"): vendor chips (tapping the selected chip clears
 * it), game type, minimum bet, submit and reset (clears all). Submit emits `applied` with the values and sends them
 * to the lobby it was created for (input `lobby`) as APPLY_FILTER: no screen hands them over.
 */
export interface FilterValues {
  vassalage: string;
  gameClassify: string;
  minBet: string;
  gameName: string;
}

export type GameFilterEvent =
  | { type: 'OPEN'; values?: Partial<FilterValues> }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE_VENDOR'; vassalage: string }
  | { type: 'SET_GAME_TYPE'; gameClassify: string }
  | { type: 'SET_MIN_BET'; minBet: string }
  | { type: 'SET_NAME'; gameName: string }
  | { type: 'RESET' }
  | { type: 'SUBMIT' };

export type GameFilterEmitted = { type: 'applied'; values: FilterValues };

export interface GameFilterInput {
  /** The lobby the values are for; none in tests and diagrams. */
  lobby?: AnyActorRef;
}

type GameFilterContext = FilterValues & { lobby: AnyActorRef | null };

export const EMPTY_FILTER: FilterValues = { vassalage: '', gameClassify: '', minBet: '', gameName: '' };

function valuesOf(context: GameFilterContext): FilterValues {
  return {
    vassalage: context.vassalage,
    gameClassify: context.gameClassify,
    minBet: context.minBet,
    gameName: context.gameName.trim(),
  };
}

export const gameFilterMachine = setup({
  types: {} as {
    context: GameFilterContext;
    events: GameFilterEvent;
    emitted: GameFilterEmitted;
    input: GameFilterInput | undefined;
  },
  guards: {
    isSelectedVendor: ({ context, event }) => {
      assertEvent(event, 'TOGGLE_VENDOR');
      return context.vassalage === event.vassalage;
    },
  },
  actions: {
    takeValues: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { ...EMPTY_FILTER, ...event.values };
    }),
    selectVendor: assign(({ event }) => {
      assertEvent(event, 'TOGGLE_VENDOR');
      return { vassalage: event.vassalage };
    }),
    clearVendor: assign({ vassalage: '' }),
    setGameType: assign(({ event }) => {
      assertEvent(event, 'SET_GAME_TYPE');
      return { gameClassify: event.gameClassify };
    }),
    setMinBet: assign(({ event }) => {
      assertEvent(event, 'SET_MIN_BET');
      return { minBet: event.minBet };
    }),
    setName: assign(({ event }) => {
      assertEvent(event, 'SET_NAME');
      return { gameName: event.gameName };
    }),
    clearAll: assign(() => ({ ...EMPTY_FILTER })),
    emitApplied: emit(({ context }) => ({ type: 'applied' as const, values: valuesOf(context) })),
    // The lobby of the same screen: a send to another actor, no I/O.
    applyToLobby: ({ context }) => context.lobby?.send({ type: 'APPLY_FILTER', ...valuesOf(context) }),
  },
}).createMachine({
  id: 'gameFilter',
  description: 'The filter panel of a game list: vendor, game type, minimum bet and name, applied on submit.',
  context: ({ input }) => ({ ...EMPTY_FILTER, lobby: input?.lobby ?? null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The panel is closed.',
      on: { OPEN: { target: 'open', actions: 'takeValues' } },
    },
    open: {
      description: 'The panel is open: chips and options change the pending values.',
      on: {
        TOGGLE_VENDOR: [{ guard: 'isSelectedVendor', actions: 'clearVendor' }, { actions: 'selectVendor' }],
        SET_GAME_TYPE: { actions: 'setGameType' },
        SET_MIN_BET: { actions: 'setMinBet' },
        SET_NAME: { actions: 'setName' },
        RESET: { actions: 'clearAll' },
        SUBMIT: { target: 'closed', actions: ['emitApplied', 'applyToLobby'] },
        CLOSE: 'closed',
      },
    },
  },
});
