import { assertEvent, assign, setup } from 'xstate';
import { AUTOPLAY_MS } from '../../domain/constants';

/**
 * The announcement popup's optional carousel (spec §2 "Announcement popup", §9 autoplay 5000 ms): with more than one
 * entry it shows the next every 5 s and loops; any interaction of the player (a dot, a swipe, a tap, a key) stops it
 * for good, and it starts stopped for a player who asked for reduced motion. A screen actor of the popup view.
 */
export interface PopupCarouselInput {
  count: number;
  reducedMotion?: boolean;
}

export interface PopupCarouselContext {
  count: number;
  index: number;
  /** The player prefers reduced motion: nothing moves by itself. */
  reducedMotion: boolean;
}

export type PopupCarouselEvent = { type: 'GO_TO'; index: number } | { type: 'INTERACT' };

export const popupCarouselMachine = setup({
  types: {} as { context: PopupCarouselContext; events: PopupCarouselEvent; input: PopupCarouselInput },
  delays: { period: AUTOPLAY_MS },
  guards: {
    moves: ({ context }) => context.count > 1 && !context.reducedMotion,
  },
  actions: {
    advance: assign({ index: ({ context }) => (context.index + 1) % Math.max(1, context.count) }),
    goTo: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'GO_TO');
        return Math.min(Math.max(0, event.index), Math.max(0, context.count - 1));
      },
    }),
  },
}).createMachine({
  id: 'popupCarousel',
  description: 'Moves the popup entries on by themselves every 5 s until the player touches them.',
  context: ({ input }) => ({ count: input.count, index: 0, reducedMotion: input.reducedMotion === true }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Start: one entry stays still; several play unless the player prefers reduced motion.',
      always: [{ guard: 'moves', target: 'playing' }, { target: 'stopped' }],
    },
    playing: {
      description: 'Every 5000 ms the next entry, the last followed by the first.',
      after: { period: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        GO_TO: { target: 'stopped', actions: 'goTo' },
        INTERACT: 'stopped',
      },
    },
    stopped: {
      description: 'The player interacted (or there is nothing to move): entries change only by their choice.',
      on: { GO_TO: { actions: 'goTo' } },
    },
  },
});
