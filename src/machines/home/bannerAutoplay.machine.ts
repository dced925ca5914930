import { assign, setup } from 'xstate';
import { AUTOPLAY_MS } from '../../domain/constants';
import { bannerCount } from './listeners';

/**
 * The home banner carousel's autoplay (spec §2 Home): with more than one banner it moves to the next every 5000 ms
 * and loops; a touch or a dot tap holds it for one period; it stops while the page is hidden. The carousel shows
 * `index` and reports where a swipe landed with SCROLLED. It hears the number of banners itself (`bannerCount`).
 */
export interface BannerAutoplayContext {
  count: number;
  index: number;
}

export type BannerAutoplayEvent =
  | { type: 'SET_COUNT'; count: number }
  | { type: 'SCROLLED'; index: number }
  | { type: 'GO_TO'; index: number }
  | { type: 'HOLD' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' };

export const bannerAutoplayMachine = setup({
  types: {} as { context: BannerAutoplayContext; events: BannerAutoplayEvent },
  actors: { bannerCount },
  delays: { period: AUTOPLAY_MS },
  guards: {
    several: ({ event }) => event.type === 'SET_COUNT' && event.count > 1,
  },
  actions: {
    setCount: assign(({ context, event }) =>
      event.type === 'SET_COUNT'
        ? { count: event.count, index: Math.min(context.index, Math.max(0, event.count - 1)) }
        : {},
    ),
    setIndex: assign({ index: ({ context, event }) => ('index' in event ? event.index : context.index) }),
    advance: assign({ index: ({ context }) => (context.index + 1) % Math.max(1, context.count) }),
  },
}).createMachine({
  id: 'bannerAutoplay',
  description: 'Moves the home banners on by themselves while there are several and the page is seen.',
  context: { count: 0, index: 0 },
  initial: 'still',
  invoke: { id: 'banners', src: 'bannerCount' },
  on: {
    SET_COUNT: [
      { guard: 'several', target: '.playing', actions: 'setCount' },
      { target: '.still', actions: 'setCount' },
    ],
    SCROLLED: { actions: 'setIndex' },
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
      },
    },
    held: {
      description: 'The player touched the carousel or picked a banner: wait one period before moving on.',
      after: { period: 'playing' },
      on: {
        HOLD: { target: 'held', reenter: true },
        GO_TO: { target: 'held', reenter: true, actions: 'setIndex' },
        PAUSE: 'paused',
      },
    },
    paused: {
      description: 'The page is hidden: no moves until it is seen again.',
      on: { RESUME: 'playing', GO_TO: { actions: 'setIndex' } },
    },
  },
});
