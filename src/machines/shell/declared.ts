import { fromPromise } from 'xstate';

/**
 * An invoked call declared in a machine's `setup` without its implementation: the root provides it
 * (app/implementations). Running it unprovided is a wiring mistake, so it fails loudly instead of doing I/O.
 */
export function declaredCall<Output, Input = void>(name: string) {
  const logic = fromPromise<Output, Input>(async () => {
    throw new Error(`${name} has no implementation: provide it at the root (src/app/implementations)`);
  });
  DECLARED.add(logic);
  return logic;
}

/** Every declaration made here, so a test can check that the root provides each one. */
const DECLARED = new WeakSet<object>();

/** Whether an actor or action is a declaration still waiting for its implementation. */
export function isDeclared(implementation: unknown): boolean {
  // A WeakSet holds objects only: anything else is simply not in it.
  return DECLARED.has(implementation as object);
}

/** An effect declared in a machine's `setup` (storage, the document, the http client): a no-op until provided. */
export function declaredEffect<Params = undefined>() {
  const effect = (_args: unknown, _params: Params): void => undefined;
  DECLARED.add(effect);
  return effect;
}
