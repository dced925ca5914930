import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { generateCatalogPaths } from '../../src/flows/paths';
import type { CatalogEntry } from '../../src/machines/catalog-types';
import { declaredEffect } from '../../src/machines/shell/declared';
import { notify } from '../../src/machines/shell/notify';
import { replayPath, runMachine, stubbedMachine } from './harness';
import type { Journey, JourneyStep } from './journey-types';
import { runJourney } from './journeys';

/** The harness on small machines whose outcome is known, so a harness that passes everything would fail here. */

const fetcher = setup({
  types: {} as {
    context: { tries: number; value: string | null };
    events: { type: 'LOAD' } | { type: 'RESET' } | { type: 'BACK' };
  },
  actors: { load: fromPromise<string>(async () => 'real network call') },
  delays: { timeout: 5000 },
  guards: {
    canRetry: ({ context }) => context.tries < 2,
    hasValue: ({ context }) => context.value !== null,
  },
  actions: {
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
    setValue: assign({ value: ({ event }) => (event as unknown as { output: string }).output }),
    reset: assign({ tries: 0, value: null }),
    pokeSession: ({ system }) => system.get('session').send({ type: 'PING' }),
  },
}).createMachine({
  id: 'fetcher',
  context: { tries: 0, value: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing loaded yet.',
      always: { guard: 'hasValue', target: 'done' },
      on: { LOAD: { target: 'loading', actions: 'countTry' } },
    },
    loading: {
      description: 'Waiting for the answer, at most 5 s.',
      entry: 'pokeSession',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'done', actions: 'setValue' },
        onError: [{ guard: 'canRetry', target: 'idle' }, { target: 'failed' }],
      },
      after: { timeout: 'failed' },
    },
    done: { description: 'Loaded.', on: { RESET: { target: 'idle', actions: 'reset' }, BACK: 'idle' } },
    failed: { description: 'Gave up.', on: { RESET: { target: 'idle', actions: 'reset' } } },
  },
});

/** A machine whose first state depends on its input alone. */
const picker = setup({
  types: {} as { context: { mode: string }; events: { type: 'NEXT' }; input: { mode: string } },
  guards: { isList: ({ context }) => context.mode === 'list' },
}).createMachine({
  id: 'picker',
  context: ({ input }) => ({ mode: input.mode }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isList', target: 'list' }, { target: 'grid' }] },
    list: { on: { NEXT: 'grid' } },
    grid: {},
  },
});

const entry = (fixtures: Partial<CatalogEntry['fixtures']> = {}): CatalogEntry => ({
  machine: fetcher,
  title: 'Fetcher',
  purpose: 'Test machine.',
  fixtures: { events: [{ type: 'LOAD' }, { type: 'RESET' }, { type: 'BACK' }], outputs: { load: ['v1'] }, ...fixtures },
});

describe('model-based harness', () => {
  it('covers invoke, retry branches, always and after on a real actor without an app-level session actor', async () => {
    const r = await runMachine(entry());
    expect(r.failures).toEqual([]);
    expect(r.uncovered).toEqual([]);
    expect(r.statesCovered).toBe(4);
    expect(r.transitionsCovered).toBe(r.transitionsTotal);
    expect(
      r.generated.paths.some((p) => p.steps.some((s) => s.event.type === 'xstate.after.timeout.fetcher.loading')),
    ).toBe(true);
  });

  it('reports a transition no fixture reaches, and accepts it once listed as unreachable', async () => {
    const missing = await runMachine(entry({ events: [{ type: 'LOAD' }] }));
    expect(missing.uncovered).toContain('transition fetcher.done -> RESET');
    expect(missing.uncovered).toContain('transition fetcher.failed -> RESET');
    const listed = await runMachine(
      entry({
        events: [{ type: 'LOAD' }],
        unreachable: [
          { target: 'fetcher.done -> RESET', reason: 'test' },
          { target: 'fetcher.failed -> RESET', reason: 'test' },
          { target: 'fetcher.done -> BACK', reason: 'test' },
          { target: 'fetcher.idle -> always', reason: 'test' },
        ],
      }),
    );
    expect(listed.uncovered).toEqual([]);
    expect(listed.staleUnreachable).toEqual([]);
  });

  it('flags unreachable entries that match nothing or are covered', async () => {
    const r = await runMachine(
      entry({
        unreachable: [
          { target: 'fetcher.nowhere', reason: 'typo' },
          { target: 'fetcher.done', reason: 'wrong' },
        ],
      }),
    );
    expect(r.staleUnreachable).toHaveLength(2);
  });

  it('generates and replays paths from each of several inputs and measures coverage over all of them', async () => {
    const base: CatalogEntry = {
      machine: picker,
      title: 'Picker',
      purpose: 'Test machine.',
      fixtures: { input: { mode: 'grid' }, events: [{ type: 'NEXT' }] },
    };
    const one = await runMachine(base);
    expect(one.uncovered).toContain('state picker.list');
    expect(one.uncovered).toContain('transition picker.start -> always #1 [isList]');

    const both = await runMachine({ ...base, fixtures: { ...base.fixtures, inputs: [{ mode: 'list' }] } });
    expect(both.failures).toEqual([]);
    expect(both.uncovered).toEqual([]);
    expect(both.transitionsCovered).toBe(both.transitionsTotal);
    expect(both.generated.paths.map((p) => p.input)).toEqual([{ mode: 'grid' }, { mode: 'list' }]);
  });

  it('replays a path with its own input, so a path from another input fails', async () => {
    const base: CatalogEntry = {
      machine: picker,
      title: 'Picker',
      purpose: 'Test machine.',
      fixtures: { input: { mode: 'grid' }, inputs: [{ mode: 'list' }], events: [{ type: 'NEXT' }] },
    };
    const generated = generateCatalogPaths(stubbedMachine(base), base.fixtures);
    const listPath = generated.paths.find((p) => (p.input as { mode: string }).mode === 'list')!;
    const wrong = await replayPath(base, stubbedMachine(base), generated, { ...listPath, input: { mode: 'grid' } });
    expect(wrong.failure).toMatch(/expected/);
    const right = await replayPath(base, stubbedMachine(base), generated, listPath);
    expect(right.failure).toBeUndefined();
  });

  it('fails a path when the real machine does not do what the model says', async () => {
    // A custom action the traversal does not run: at runtime it sends RESET to itself, so the replay diverges.
    const diverging = fetcher.provide({ actions: { setValue: ({ self }) => self.send({ type: 'RESET' }) } });
    const r = await runMachine({ ...entry(), machine: diverging });
    expect(r.failures.length).toBeGreaterThan(0);
    expect(r.failures.join('\n')).toMatch(/expected/);
  });
});

describe('journey runner', () => {
  const storing = setup({
    types: {} as { events: { type: 'SAVE' } },
    actions: { store: declaredEffect<{ key: string }>() },
  }).createMachine({
    id: 'storing',
    on: {
      SAVE: {
        actions: [
          { type: 'store', params: { key: 'k' } },
          ({ system }) => notify(system, { type: 'TOAST', message: { key: 'saved' } }),
        ],
      },
    },
  });
  const storingEntry: CatalogEntry = { machine: storing, title: 'Storing', purpose: 'Test.', fixtures: { events: [] } };
  const journey = (step: Partial<JourneyStep>): Journey => ({
    machine: 'storing',
    name: 'saves',
    spec: 'test',
    start: { state: {} },
    steps: [{ send: { type: 'SAVE' }, state: {}, ...step } as JourneyStep],
  });

  it('compares what a step sends to app-level actors and the effects it runs', async () => {
    const sent = [{ to: 'notifications', event: { type: 'TOAST', message: { key: 'saved' } } }];
    const effects = [{ effect: 'store', params: { key: 'k' } }];
    expect(await runJourney(storingEntry, journey({ sent, effects }))).toBeUndefined();
    expect(await runJourney(storingEntry, journey({ sent: [] }))).toMatch(/sent .*TOAST.*expected \[\]/);
    expect(await runJourney(storingEntry, journey({ effects: [] }))).toMatch(/effects .*store.*expected \[\]/);
  });

  it("compares what the journey's view module reads: plain objects by the keys named, anything else whole", async () => {
    const reads = { saved: () => ({ count: 1, by: { name: 'a', id: 2 } }), list: () => [1, 2] };
    const viewJourney = (view: Record<string, unknown>): Journey => ({ ...journey({ view }), reads });
    expect(await runJourney(storingEntry, viewJourney({ saved: { by: { id: 2 } }, list: [1, 2] }))).toBeUndefined();
    expect(await runJourney(storingEntry, viewJourney({ saved: { by: { id: 3 } } }))).toMatch(
      /view\.saved\.by\.id 2, expected 3/,
    );
    expect(await runJourney(storingEntry, viewJourney({ list: [1] }))).toMatch(/view\.list \[1,2\], expected \[1\]/);
    expect(await runJourney(storingEntry, viewJourney({ missing: 1 }))).toMatch(/view\.missing: no such selector/);
  });
});
