import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, StateValue } from 'xstate';
import { gameRoundsMachine } from './gameRounds.machine';
import * as view from './gameRounds.view';

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

describe('game round selectors (gameRounds machine)', () => {
  const leaves = ['loading', 'failed', 'list.idle', 'list.loadingMore', 'list.moreFailed'];
  const context = {
    range: 'TODAY',
    category: 'SLOT',
    rounds: [],
    total: 0,
    summary: null,
    period: null,
    page: 1,
    totalPages: 2,
  };

  it('each flag is true in exactly its states', () => {
    expect(
      table(gameRoundsMachine, leaves, context, {
        loading: view.selectLoading,
        failed: view.selectFailed,
        showsList: view.selectShowsList,
        canLoadMore: view.selectCanLoadMore,
        loadingMore: view.selectLoadingMore,
        moreFailed: view.selectMoreFailed,
      }),
    ).toEqual({
      loading: ['loading'],
      failed: ['failed'],
      showsList: ['list.idle', 'list.loadingMore', 'list.moreFailed'],
      canLoadMore: ['list.idle'],
      loadingMore: ['list.loadingMore'],
      moreFailed: ['list.moreFailed'],
    });
  });

  it('more can be asked for only while pages remain', () => {
    expect(view.selectCanLoadMore(at(gameRoundsMachine, 'list.idle', { ...context, page: 2 }))).toBe(false);
    expect(view.selectCanLoadMore(at(gameRoundsMachine, 'list.idle', { ...context, page: 3 }))).toBe(false);
  });
});
