import { and, assign, not, setup } from 'xstate';
import { AUTOPLAY_MS } from '../../domain/constants';
import { bannerCount } from './listeners';

/**
 * The home banner carousel's autoplay (spec §2 Home): with more than one banner it moves to the next every 5000 ms
 * and loops; a touch or a dot tap holds it for one period; it stops while the page is hidden. The player can stop it
 * and start it again (WCAG 2.2.2), and it starts stopped for a player who asked for reduced motion (the app reads
 * that preference and gives it as input). The carousel shows `index` and reports where a swipe landed with
 * SCROLLED. It hears the number of banners itself (`bannerCount`).
 */
export interface BannerAutoplayInput {
  /** The player prefers reduced motion: the banners wait for Play. */
  reducedMotion?: boolean;
}

export interface BannerAutoplayContext {
  count: number;
  index: number;
  /** Stopped by the player's Pause, or by their reduced-motion preference, until they press Play. */
  stopped: boolean;
}

export type BannerAutoplayEvent =
  | { type: 'SET_COUNT'; count: number }
  | { type: 'SCROLLED'; index: number }
  | { type: 'GO_TO'; index: number }
  | { type: 'HOLD' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'STOP' }
  | { type: 'PLAY' };

export const bannerAutoplayMachine = setup({
  types: {} as {
    context: BannerAutoplayContext;
    events: BannerAutoplayEvent;
    input: BannerAutoplayInput | undefined;
  },
  actors: { bannerCount },
  delays: { period: AUTOPLAY_MS },
  guards: {
    several: ({ event }) => event.type === 'SET_COUNT' && event.count > 1,
    stopped: ({ context }) => context.stopped,
  },
  actions: {
    setCount: assign(({ context, event }) =>
      event.type === 'SET_COUNT'
        ? { count: event.count, index: Math.min(context.index, Math.max(0, event.count - 1)) }
        : {},
    ),
    setIndex: assign({ index: ({ context, event }) => ('index' in event ? event.index : context.index) }),
    advance: assign({ index: ({ context }) => (context.index + 1) % Math.max(1, context.count) }),
    stop: assign({ stopped: true }),
    play: assign({ stopped: false }),
  },
}).createMachine({
  id: 'bannerAutoplay',
  description:
    'Moves the home banners on by themselves while there are several, the page is seen and the player lets it.',
  context: ({ input }) => ({ count: 0, index: 0, stopped: input?.reducedMotion === true }),
  initial: 'still',
  invoke: { id: 'banners', src: 'bannerCount' },
  on: {
    SET_COUNT: [
      { guard: and(['several', not('stopped')]), target: '.playing', actions: 'setCount' },
      { guard: 'several', target: '.stopped', actions: 'setCount' },
      { target: '.still', actions: 'setCount' },
    ],
    SCROLLED: { actions: 'setIndex' },
    // With one banner or none there is nothing to move: the player's choice is kept for when more come.
    STOP: { actions: 'stop' },
    PLAY: { actions: 'play' },
  },
  states: {
    still: {
      description: 'One banner or none: nothing moves (no loop either).',
    },
    playing: {
      description: 'Every 5000 ms the next banner, the last one followed by the first.',
      after: { period: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        HOLD: 'held',
        GO_TO: { target: 'held', actions: 'setIndex' },
        PAUSE: 'paused',
        STOP: { target: 'stopped', actions: 'stop' },
      },
    },
    held: {
      description: 'The player touched the carousel or picked a banner: wait one period before moving on.',
      after: { period: 'playing' },
      on: {
        HOLD: { target: 'held', reenter: true },
        GO_TO: { target: 'held', reenter: true, actions: 'setIndex' },
        PAUSE: 'paused',
        STOP: { target: 'stopped', actions: 'stop' },
      },
    },
    paused: {
      description: 'The page is hidden: no moves until it is seen again.',
      on: {
        RESUME: 'playing',
        GO_TO: { actions: 'setIndex' },
        STOP: { target: 'stopped', actions: 'stop' },
      },
    },
    stopped: {
      description: 'The player paused the banners or prefers reduced motion: they move only by a swipe or a dot.',
      on: {
        PLAY: { target: 'playing', actions: 'play' },
        GO_TO: { actions: 'setIndex' },
      },
    },
  },
});
