import { describe, expect, it } from 'vitest';
import { createActor, emit, fromPromise, SimulatedClock, setup } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import type { VendorCatalogue } from '../../domain/games/vendorSorting';
import type { ContentLoadInput } from '../shell/content.machine';
import { gameTypesMachine } from './gameTypes.machine';
import { lotteryGamesMachine } from './lotteryGames.machine';
import { vendorsMachine } from './vendors.machine';

const catalogue = (name: string): VendorCatalogue => ({
  sorting: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Slot' }] }],
  vendors: [{ vassalage: 'PGX', displayName: name }],
});

/** The vendors machine with a stubbed load that answers in the "current language". */
function stubbed(clock: SimulatedClock) {
  const state = { language: 'EN', loads: [] as string[] };
  const machine = vendorsMachine.provide({
    actors: {
      load: fromPromise<VendorCatalogue | null, ContentLoadInput>(async () => {
        state.loads.push(state.language);
        return catalogue(`Pixel Gold ${state.language}`);
      }),
    },
  });
  return { actor: createActor(machine, { clock }).start(), state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('vendors content (§4 "Language change reloads announcements, vendors and winner board", 250 ms)', () => {
  it('waits for START, then loads the vendors; nothing until then (the config stands in)', async () => {
    const clock = new SimulatedClock();
    const { actor, state } = stubbed(clock);
    expect(actor.getSnapshot().context.data).toBeNull();
    actor.send({ type: 'START' });
    await settle();
    expect(state.loads).toEqual(['EN']);
    expect(actor.getSnapshot().context.data?.vendors[0]?.displayName).toBe('Pixel Gold EN');
  });

  it('reloads 250 ms after the last language change, once', async () => {
    const clock = new SimulatedClock();
    const { actor, state } = stubbed(clock);
    actor.send({ type: 'START' });
    await settle();
    state.language = 'TH';
    actor.send({ type: 'LANGUAGE_CHANGED' });
    clock.increment(200);
    state.language = 'JA';
    actor.send({ type: 'LANGUAGE_CHANGED' });
    clock.increment(249);
    await settle();
    expect(state.loads).toEqual(['EN']);
    clock.increment(1);
    await settle();
    expect(state.loads).toEqual(['EN', 'JA']);
    expect(actor.getSnapshot().context.data?.vendors[0]?.displayName).toBe('Pixel Gold JA');
  });
});

/** Stand-ins for the app-level actors the vendors listen to: a site config that is in, a language that changes. */
const siteConfigStandIn = setup({}).createMachine({ context: { config: { merchantCode: 'demo' } } });
const languageStandIn = setup({
  types: {} as { events: { type: 'CHANGE' }; emitted: { type: 'changed' } },
  actions: { announce: emit({ type: 'changed' as const }) },
}).createMachine({ initial: 'ready', states: { ready: { on: { CHANGE: { actions: 'announce' } } } } });

describe('the vendors hear the app through the system (§4, machines/shell/listeners.ts)', () => {
  it('start once the config and the texts are in, ask with the merchant code and hear every language change', async () => {
    const clock = new SimulatedClock();
    const inputs: unknown[] = [];
    const root = standInRoot({ siteConfig: siteConfigStandIn, language: languageStandIn });
    const machine = vendorsMachine.provide({
      actors: {
        load: fromPromise<VendorCatalogue | null, ContentLoadInput>(async ({ input }) => {
          inputs.push(input);
          return catalogue('Pixel Gold');
        }),
      },
    });
    const actor = createActor(machine, { clock, parent: root }).start();
    await settle();
    expect(inputs).toEqual([{ merchant: 'demo' }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    root.system.get('language')?.send({ type: 'CHANGE' });
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
  });
});

describe('the game types and the lottery games load once (§4: a language change reloads announcements, vendors and winner board)', () => {
  const loadsNothing = <T>() => fromPromise<T[], ContentLoadInput>(async () => []);
  for (const [name, loaded] of [
    ['gameTypes', gameTypesMachine.provide({ actors: { load: loadsNothing() } })],
    ['lotteryGames', lotteryGamesMachine.provide({ actors: { load: loadsNothing() } })],
  ] as const) {
    it(`${name}: starts with an empty list and keeps it over a language change`, async () => {
      const clock = new SimulatedClock();
      const root = standInRoot({ siteConfig: siteConfigStandIn, language: languageStandIn });
      const actor = createActor(loaded, { clock, parent: root });
      expect(actor.getSnapshot().context.data).toEqual([]);
      actor.start();
      await settle();
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      root.system.get('language')?.send({ type: 'CHANGE' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    });
  }
});
