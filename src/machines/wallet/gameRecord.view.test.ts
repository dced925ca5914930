import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, StateValue } from 'xstate';
import { gameRecordMachine } from './gameRecord.machine';
import * as view from './gameRecord.view';

/** 'list.idle' as the machine's state value { list: 'idle' }. */
const stateValueOf = (path: string): StateValue => {
  const [head, leaf] = path.split('.') as [string, string | undefined];
  return leaf === undefined ? head : { [head]: leaf };
};

/** The real machine's snapshot resting in one state with the given context (nothing invoked runs). */
const at = <M extends AnyStateMachine>(machine: M, path: string, context: object) =>
  machine.resolveState({ value: stateValueOf(path), context: context as never }) as ReturnType<M['resolveState']>;

/** For each selector, the leaf states where it answers true. */
const table = <M extends AnyStateMachine>(
  machine: M,
  leaves: string[],
  context: object,
  selectors: Record<string, (s: ReturnType<M['resolveState']>) => unknown>,
) =>
  Object.fromEntries(
    Object.entries(selectors).map(([name, select]) => [
      name,
      leaves.filter((leaf) => select(at(machine, leaf, context)) === true),
    ]),
  );

describe('game record selectors (gameRecord machine)', () => {
  const context = { tab: 'rounds' };

  it('the tabs show in the open state only', () => {
    expect(table(gameRecordMachine, ['checking', 'leaving', 'open'], context, { open: view.selectOpen })).toEqual({
      open: ['open'],
    });
    expect(view.selectOpen(at(gameRecordMachine, 'leaving', context))).toBe(false);
  });

  it('gives the tab', () => {
    expect(view.selectTab(at(gameRecordMachine, 'open', context))).toBe('rounds');
  });
});
