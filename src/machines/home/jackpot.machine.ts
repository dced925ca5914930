import { assign, setup } from 'xstate';
import { jackpotInterval, jackpotStart, jackpotStep } from '../../domain/home/jackpot';

/**
 * The jackpot banner counter (spec §2 Home, §9): starts at a random value in 20,000,000-21,000,000 and grows by a
 * random 100-500 every 3, 4 or 5 s (random). It pauses while the page is hidden.
 */
export interface JackpotContext {
  value: number;
}

export type JackpotEvent = { type: 'PAUSE' } | { type: 'RESUME' };

export const jackpotMachine = setup({
  types: {} as { context: JackpotContext; events: JackpotEvent },
  delays: { nextTick: () => jackpotInterval() },
  actions: { grow: assign({ value: ({ context }) => context.value + jackpotStep() }) },
}).createMachine({
  id: 'jackpot',
  description: 'A jackpot figure that keeps growing while someone looks at it.',
  context: () => ({ value: jackpotStart() }),
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
