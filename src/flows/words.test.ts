import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { readMachine } from './model';
import { plainLabel, plainSentence } from './words';

/** A small machine with a call, a fixed and a computed delay, guards and an unguarded fallback branch. */
const machine = setup({
  types: {} as { context: { n: number }; events: { type: 'SUBMIT' } },
  actors: { fetchMember: fromPromise(async () => 'member') },
  guards: { formValid: () => true, wantsCaptcha: () => false },
  delays: { callTimeout: 20_000, tick: ({ context }) => context.n },
}).createMachine({
  id: 'sample',
  context: { n: 1 },
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: [{ guard: 'formValid', target: 'loading' }, { target: 'editing' }] } },
    loading: {
      invoke: {
        id: 'fetchMember',
        src: 'fetchMember',
        onDone: 'editing',
        onError: { guard: 'wantsCaptcha', target: 'editing' },
      },
      after: { callTimeout: 'editing', tick: 'editing', 1500: 'editing' },
    },
  },
});

const labels = {
  events: { SUBMIT: 'The player taps Log in' },
  actors: { fetchMember: 'the member info call' },
  guards: { formValid: 'the form is valid' },
  delays: { tick: 'one countdown step' },
};

const words = (withLabels: boolean) =>
  readMachine(machine).transitions.map((t) => plainLabel(t, machine, withLabels ? labels : undefined));

describe('plain-language transition labels', () => {
  it('read events, calls, delays and guards from the labels and the machine’s delays', () => {
    expect(words(true)).toEqual([
      'The player taps Log in, if the form is valid',
      'The player taps Log in, otherwise',
      'when the member info call answers',
      'if the member info call fails, if wants captcha',
      // Numeric keys come first in a JavaScript object.
      'after 1.5 s',
      'after 20 s',
      'after one countdown step',
    ]);
  });

  it('fall back to the code names in words when nothing is labelled', () => {
    expect(words(false)).toEqual([
      'submit, if form valid',
      'submit, otherwise',
      'when the fetch member call answers',
      'if the fetch member call fails, if wants captcha',
      'after 1.5 s',
      'after 20 s',
      'after tick',
    ]);
  });
});

describe('plain-language path steps', () => {
  it('say where from, what happens and where to', () => {
    const [first] = readMachine(machine).transitions;
    expect(plainSentence(first!, machine, labels)).toBe(
      'From editing: The player taps Log in, if the form is valid → loading.',
    );
  });
});
