import { assign, setup } from 'xstate';
import { draw, jackpotInterval, jackpotStart, jackpotStep } from '../../domain/home/jackpot';

/**
 * The jackpot banner counter (spec §2 Home, §9): starts at a random value in 20,000,000-21,000,000 and grows by a
 * random 100-500 every 3, 4 or 5 s (random). It pauses while the page is hidden. The draws come from a seeded
 * generator (domain/home/jackpot.ts `draw`) whose seed is the input: the randomness enters once, from outside.
 */
export interface JackpotContext {
  value: number;
  /** The seed of the next draw. */
  seed: number;
}

export interface JackpotInput {
  /** A random seed (the caller's); 1 when not given (tests, diagrams). */
  seed?: number;
}

export type JackpotEvent = { type: 'PAUSE' } | { type: 'RESUME' };

export const jackpotMachine = setup({
  types: {} as { context: JackpotContext; events: JackpotEvent; input: JackpotInput | undefined },
  delays: { nextTick: ({ context }) => jackpotInterval(() => draw(context.seed).value) },
  actions: {
    // The interval used the next draw; the step takes the one after it.
    grow: assign(({ context }) => {
      const step = draw(draw(context.seed).seed);
      return { value: context.value + jackpotStep(() => step.value), seed: step.seed };
    }),
  },
}).createMachine({
  id: 'jackpot',
  description: 'A jackpot figure that keeps growing while someone looks at it.',
  context: ({ input }) => {
    const first = draw(input?.seed ?? 1);
    return { value: jackpotStart(() => first.value), seed: first.seed };
  },
  initial: 'counting',
  states: {
    counting: {
      description: 'Every 3, 4 or 5 seconds the figure grows by 100 to 500.',
      after: { nextTick: { target: 'counting', reenter: true, actions: 'grow' } },
      on: { PAUSE: 'paused' },
    },
    paused: {
      description: 'The page is hidden: no ticks.',
      on: { RESUME: 'counting' },
    },
  },
});
