import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { catalogEntry } from '../../src/machines/catalog-types';

/**
 * `catalogEntry` makes `tsc` check fixtures against their machine. The `@ts-expect-error` lines are the proof: were a
 * missing event type or promise actor accepted, the directive would be unused and the type check would fail.
 */
const doorMachine = setup({
  types: {} as { context: { code: string }; events: { type: 'OPEN'; code: string } | { type: 'CLOSE' } },
  actors: { unlock: fromPromise<{ ok: boolean }>(async () => ({ ok: true })) },
  actions: { keep: assign({ code: ({ event }) => (event.type === 'OPEN' ? event.code : '') }) },
}).createMachine({
  id: 'door',
  context: { code: '' },
  initial: 'shut',
  states: {
    shut: { on: { OPEN: { target: 'unlocking', actions: 'keep' } } },
    unlocking: { invoke: { id: 'unlock', src: 'unlock', onDone: 'open' } },
    open: { on: { CLOSE: 'shut' } },
  },
});

const base = { title: 'Door', purpose: 'A type check sample.' };

describe('catalogEntry', () => {
  it('flattens typed fixtures into a catalog entry', () => {
    const entry = catalogEntry(doorMachine, {
      ...base,
      fixtures: { events: [{ type: 'OPEN', code: '1' }, { type: 'CLOSE' }], outputs: { unlock: [{ ok: true }] } },
    });
    expect(entry.fixtures.events.map((e) => e.type)).toEqual(['OPEN', 'CLOSE']);
    expect(entry.fixtures.outputs).toEqual({ unlock: [{ ok: true }] });
  });

  it('is refused by tsc when an event type, an actor output or a payload is missing', () => {
    const missingEvent = () =>
      catalogEntry(doorMachine, {
        ...base,
        // @ts-expect-error CLOSE has no sample: `missingEvents: 'CLOSE'` is required
        fixtures: { events: [{ type: 'OPEN', code: '1' }], outputs: { unlock: [] } },
      });
    const missingOutputs = () =>
      catalogEntry(doorMachine, {
        ...base,
        // @ts-expect-error the promise actor `unlock` has no outputs
        fixtures: { events: [{ type: 'OPEN', code: '1' }, { type: 'CLOSE' }], outputs: {} },
      });
    const wrongPayload = () =>
      catalogEntry(doorMachine, {
        ...base,
        // @ts-expect-error OPEN needs its code
        fixtures: { events: [{ type: 'OPEN' }, { type: 'CLOSE' }], outputs: { unlock: [{ ok: true }] } },
      });
    expect([missingEvent, missingOutputs, wrongPayload].every((f) => typeof f === 'function')).toBe(true);
  });
});
