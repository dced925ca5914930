import { type AnyActorRef, and, assign, not, setup } from 'xstate';
import { WINNER_BOARD_SCROLL_MIN, WINNER_BOARD_SCROLL_SPEED } from '../../domain/constants';
import { entryCount } from './listeners';

/**
 * The winner board's auto-scroll (spec §2 Home, §9): only above 3 entries, one row up at a time, each move taking
 * 1500 ms; after the last row it jumps back to the top without animation. Hovering or focusing a row holds it.
 * The player can stop it and start it again (WCAG 2.2.2), and it starts stopped for a player who asked for reduced
 * motion (the app reads that preference and gives it as input). It hears the number of rows from the winner board
 * actor it is given (`entryCount`).
 */
export interface WinnerScrollInput {
  /** The winner board actor whose rows scroll (none when the machine runs alone). */
  board?: AnyActorRef | null;
  /** The player prefers reduced motion: the board waits for Play. */
  reducedMotion?: boolean;
}

export interface WinnerScrollContext {
  count: number;
  /** Rows scrolled past; the list repeats its first rows after the last so the wrap looks continuous. */
  offset: number;
  /** Whether the next move is animated (the jump back to the top is not). */
  animate: boolean;
  /** The winner board actor whose rows scroll. */
  board: AnyActorRef | null;
  /** Stopped by the player's Pause, or by their reduced-motion preference, until they press Play. */
  stopped: boolean;
}

export type WinnerScrollEvent =
  | { type: 'SET_COUNT'; count: number }
  | { type: 'HOLD' }
  | { type: 'RELEASE' }
  | { type: 'STOP' }
  | { type: 'PLAY' };

/**
 * Pause: the board stays on the rows it shows. Past the last row it would show the repeated first rows (hidden from
 * assistive technology), so it goes back to the top, which looks the same.
 */
const stopHere = [
  { guard: 'pastLastRow', target: '#winnerScroll.stopped', actions: ['stop', 'backToTop'] },
  { target: '#winnerScroll.stopped', actions: 'stop' },
] as const;

export const winnerScrollMachine = setup({
  types: {} as { context: WinnerScrollContext; events: WinnerScrollEvent; input: WinnerScrollInput | undefined },
  actors: { entryCount },
  delays: {
    // A row's move plus one second to read it.
    nextRow: WINNER_BOARD_SCROLL_SPEED + 1000,
    moveDone: WINNER_BOARD_SCROLL_SPEED,
  },
  guards: {
    scrolls: ({ event }) => event.type === 'SET_COUNT' && event.count > WINNER_BOARD_SCROLL_MIN,
    pastLastRow: ({ context }) => context.offset >= context.count,
    stopped: ({ context }) => context.stopped,
  },
  actions: {
    setCount: assign(({ event }) => (event.type === 'SET_COUNT' ? { count: event.count, offset: 0 } : {})),
    moveUp: assign({ offset: ({ context }) => context.offset + 1, animate: true }),
    backToTop: assign({ offset: 0, animate: false }),
    stop: assign({ stopped: true }),
    play: assign({ stopped: false }),
  },
}).createMachine({
  id: 'winnerScroll',
  description:
    'Scrolls the winner board up a row at a time while it has more than three entries and the player lets it.',
  context: ({ input }) => ({
    count: 0,
    offset: 0,
    animate: true,
    board: input?.board ?? null,
    stopped: input?.reducedMotion === true,
  }),
  initial: 'still',
  invoke: { id: 'rows', src: 'entryCount', input: ({ context }) => ({ list: context.board }) },
  on: {
    SET_COUNT: [
      { guard: and(['scrolls', not('stopped')]), target: '.moving', actions: 'setCount' },
      { guard: 'scrolls', target: '.stopped', actions: 'setCount' },
      { target: '.still', actions: 'setCount' },
    ],
    // With three entries or fewer there is nothing to move: the player's choice is kept for when more come.
    STOP: { actions: 'stop' },
    PLAY: { actions: 'play' },
  },
  states: {
    still: {
      description: 'Three entries or fewer: the board stands still.',
    },
    moving: {
      description: 'Rows move up one by one.',
      initial: 'waiting',
      on: {
        HOLD: 'held',
        STOP: stopHere,
      },
      states: {
        waiting: {
          description: 'Showing the current rows until the next move.',
          after: { nextRow: { target: 'moved', actions: 'moveUp' } },
        },
        moved: {
          description: 'A row moved up; past the last one the board jumps back to the top once the move is over.',
          always: { guard: not('pastLastRow'), target: 'waiting' },
          after: { moveDone: { target: 'waiting', actions: 'backToTop' } },
        },
      },
    },
    held: {
      description: 'A row is hovered or focused: the board holds still so it can be read and tapped.',
      on: {
        RELEASE: 'moving',
        STOP: stopHere,
      },
    },
    stopped: {
      description: 'The player paused the board or prefers reduced motion: it stays where it is until Play.',
      on: {
        PLAY: { target: 'moving', actions: 'play' },
      },
    },
  },
});
