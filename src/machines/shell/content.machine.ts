import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { declaredCall } from './declared';
import { contentReady, languageChanges, merchantCodeOf, sessionFlips } from './listeners';

/**
 * A piece of content the site shows and reloads when the language changes (spec §2 Home, §4 "Language change
 * reloads announcements, vendors and winner board", debounced): loading, ready or failed, with a debounced reload.
 * One definition, one machine per content (announcements, vendors, winner board, help list, ...). Its `load` is a
 * declared call that the root provides per content machine (app/implementations), with the merchant code as input.
 * It loads first on START, which its `contentReady` listener sends once the site config and the texts are known
 * (machines/shell/listeners.ts); tests send START themselves.
 */
export type ContentEvent = { type: 'START' } | { type: 'LANGUAGE_CHANGED' } | { type: 'RELOAD' } | { type: 'RETRY' };

export interface ContentContext<T> {
  data: T;
  failed: boolean;
}

/** What every content call is given: the site config's merchant code ('' until the config is in). */
export interface ContentLoadInput {
  merchant: string;
}

export function createContentMachine<T>(options: {
  id: string;
  description: string;
  empty: T;
  debounceMs: number;
  /** Reloads (debounced) after a language change: the content has texts in the player's language. */
  reloadsOnLanguage: boolean;
  /** Reloads after a login or logout: members and visitors see different content (announcements, §4). */
  reloadsOnSession?: boolean;
}) {
  const listeners = [
    { id: 'contentReady', src: 'contentReady' },
    ...(options.reloadsOnLanguage ? [{ id: 'languageChanges', src: 'languageChanges' }] : []),
    ...(options.reloadsOnSession ? [{ id: 'sessionFlips', src: 'sessionFlips' }] : []),
  ] as { id: string; src: 'contentReady' | 'languageChanges' | 'sessionFlips' }[];
  return setup({
    types: {} as { context: ContentContext<T>; events: ContentEvent },
    actors: {
      load: declaredCall<T, ContentLoadInput>(`${options.id}.load`),
      contentReady,
      languageChanges,
      sessionFlips,
    },
    delays: { debounce: options.debounceMs, requestTimeout: REQUEST_TIMEOUT_MS },
    actions: {
      setData: assign(({ event }) => ({ data: (event as unknown as { output: T }).output, failed: false })),
      markFailed: assign({ failed: true }),
    },
  }).createMachine({
    id: options.id,
    description: options.description,
    context: { data: options.empty, failed: false },
    invoke: listeners,
    initial: 'waiting',
    states: {
      // An app-level actor exists before the site config and the texts are known: loading at once would ask with
      // no merchant code, and again once the language is settled.
      waiting: {
        description: 'Not loaded yet: waiting for the site config and the texts (START).',
        on: { START: 'loading' },
      },
      loading: {
        description: 'Fetching the content in the current language.',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ self }) => ({ merchant: merchantCodeOf(self.system) }),
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
