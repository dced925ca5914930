import type { AnyStateMachine, StateValue } from 'xstate';

/**
 * A machine's real snapshot resting in one state with a chosen context, for the tests of its view selectors: each
 * selector is read in every leaf state without driving the machine there (nothing invoked runs).
 */

/** 'list.idle' as the machine's state value { list: 'idle' }. */
function stateValueOf(path: string): StateValue {
  const [head, leaf] = path.split('.') as [string, string | undefined];
  return leaf === undefined ? head : { [head]: leaf };
}

export const at = <M extends AnyStateMachine>(machine: M, path: string, context: object) =>
  machine.resolveState({ value: stateValueOf(path), context: context as never }) as ReturnType<M['resolveState']>;

/** For each selector, the leaf states where it answers true, in the order given. */
export const table = <M extends AnyStateMachine>(
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
