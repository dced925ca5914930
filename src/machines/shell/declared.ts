import { fromPromise } from 'xstate';

/**
 * An invoked call declared in a machine's `setup` without its implementation: the root provides it
 * (app/implementations). Running it unprovided is a wiring mistake, so it fails loudly instead of doing I/O.
 */
export function declaredCall<Output, Input = void>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${name} has no implementation: provide it at the root (src/app/implementations)`);
  });
}

/** An effect declared in a machine's `setup` (storage, the document, the http client): a no-op until provided. */
export function declaredEffect<Params = undefined>() {
  return (_args: unknown, _params: Params): void => undefined;
}
