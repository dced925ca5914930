import type { Journey } from '../journey-types';

/**
 * The journey every content loader follows (spec §4 "Language change reloads announcements, vendors and winner
 * board (debounced 250 ms)", §2 help list debounced 200 ms): waits for START, loads, reloads after the debounce,
 * retries after a failure or the request timeout.
 */
export function contentJourney(machine: string, spec: string, debounceMs: number, sample: unknown): Journey {
  return {
    machine,
    name: `loads on start, reloads ${debounceMs} ms after the last language change, retries after a failure`,
    spec,
    start: { state: 'waiting', context: { failed: false } },
    steps: [
      { send: { type: 'LANGUAGE_CHANGED' }, state: 'waiting' },
      { send: { type: 'START' }, state: 'loading' },
      { wait: 20_000, state: 'failed', context: { failed: true } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'load', output: sample, state: 'ready', context: { data: sample, failed: false } },
      { send: { type: 'LANGUAGE_CHANGED' }, state: 'debouncing' },
      { wait: debounceMs - 1, state: 'debouncing' },
      // Another change restarts the wait.
      { send: { type: 'LANGUAGE_CHANGED' }, state: 'debouncing' },
      { wait: debounceMs - 1, state: 'debouncing' },
      { wait: 1, state: 'loading' },
      { reject: 'load', state: 'failed', context: { data: sample, failed: true } },
      { send: { type: 'RELOAD' }, state: 'loading' },
      { reject: 'load', state: 'failed' },
      { send: { type: 'LANGUAGE_CHANGED' }, state: 'debouncing' },
      { wait: debounceMs, state: 'loading' },
      // A reload while loading asks again, with a fresh timeout.
      { wait: 10_000, state: 'loading' },
      { send: { type: 'RELOAD' }, state: 'loading' },
      { wait: 10_001, state: 'loading' },
      { send: { type: 'LANGUAGE_CHANGED' }, state: 'debouncing' },
      { wait: debounceMs, state: 'loading' },
      { resolve: 'load', output: sample, state: 'ready', context: { failed: false } },
      { send: { type: 'RELOAD' }, state: 'loading' },
      { send: { type: 'START' }, state: 'loading' },
    ],
  };
}
