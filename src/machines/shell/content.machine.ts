import { assign, fromPromise, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';

/**
 * A piece of content the home screen shows and reloads when the language changes (spec §2 Home, §4 "Language
 * change reloads announcements, vendors and winner board", debounced): loading, ready or failed, with a debounced
 * reload. One definition, one machine per content (announcements, winner board, help list). It loads first on
 * START: screens send it on mount (useStartedContent), the app wiring once config and texts are known.
 */
export type ContentEvent = { type: 'START' } | { type: 'LANGUAGE_CHANGED' } | { type: 'RELOAD' } | { type: 'RETRY' };

export interface ContentContext<T> {
  data: T;
  failed: boolean;
}

export function createContentMachine<T>(options: {
  id: string;
  description: string;
  empty: T;
  load: (signal: AbortSignal) => Promise<T>;
  debounceMs: number;
}) {
  return setup({
    types: {} as { context: ContentContext<T>; events: ContentEvent },
    actors: { load: fromPromise<T>(({ signal }) => options.load(signal)) },
    delays: { debounce: options.debounceMs, requestTimeout: REQUEST_TIMEOUT_MS },
    actions: {
      setData: assign(({ event }) => ({ data: (event as unknown as { output: T }).output, failed: false })),
      markFailed: assign({ failed: true }),
    },
  }).createMachine({
    id: options.id,
    description: options.description,
    context: { data: options.empty, failed: false },
    initial: 'waiting',
    states: {
      // The owner says when: an app-level actor exists before the site config and the texts are known, and loading
      // at once would ask with no merchant code and again once the language is settled.
      waiting: {
        description: 'Not loaded yet: waiting for its owner to start it.',
        on: { START: 'loading' },
      },
      loading: {
        description: 'Fetching the content in the current language.',
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: 'setData' },
          onError: { target: 'failed', actions: 'markFailed' },
        },
        after: { requestTimeout: { target: 'failed', actions: 'markFailed' } },
        on: { LANGUAGE_CHANGED: 'debouncing', RELOAD: { target: 'loading', reenter: true } },
      },
      ready: {
        description: 'The content is shown.',
        on: { LANGUAGE_CHANGED: 'debouncing', RELOAD: 'loading' },
      },
      debouncing: {
        description: 'The language changed: wait for the debounce before reloading, restarting on each change.',
        after: { debounce: 'loading' },
        on: { LANGUAGE_CHANGED: { target: 'debouncing', reenter: true } },
      },
      failed: {
        description: 'The content could not be loaded: the last content stays, retry or a language change reload.',
        on: { RETRY: 'loading', RELOAD: 'loading', LANGUAGE_CHANGED: 'debouncing' },
      },
    },
  });
}
