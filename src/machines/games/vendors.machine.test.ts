import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, SimulatedClock } from 'xstate';
import type { VendorCatalogue } from '../../services/games/games';
import { wireGames } from './games.wiring';
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
      load: fromPromise<VendorCatalogue | null>(async () => {
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

describe('games wiring: the vendors hear the app (§4)', () => {
  it('starts the vendors with the announcements and passes every language change on', () => {
    const sent: Record<string, string[]> = { announcements: [], vendors: [], favourite: [] };
    const recorder = (name: string) => ({ send: (e: { type: string }) => sent[name]?.push(e.type) });
    const listeners: (() => void)[] = [];
    const language = {
      getSnapshot: () => ({ matches: () => false }),
      subscribe: () => ({ unsubscribe() {} }),
      on: (_type: string, listener: () => void) => {
        listeners.push(listener);
        return { unsubscribe() {} };
      },
    };
    const siteConfig = {
      getSnapshot: () => ({ context: { config: { merchantCode: 'demo' } } }),
      subscribe: () => ({ unsubscribe() {} }),
    };
    const session = { getSnapshot: () => ({ matches: () => false }), subscribe: () => ({ unsubscribe() {} }) };
    type Actors = Parameters<typeof wireGames>[0];
    wireGames({
      session: session as unknown as Actors['session'],
      language: language as unknown as Actors['language'],
      siteConfig: siteConfig as unknown as Actors['siteConfig'],
      favourite: recorder('favourite') as unknown as Actors['favourite'],
      announcements: recorder('announcements') as unknown as Actors['announcements'],
      vendors: recorder('vendors') as unknown as ActorRefFrom<typeof vendorsMachine>,
    });
    expect(sent.vendors).toEqual(['START']);
    for (const listener of listeners) listener();
    expect(sent.vendors).toEqual(['START', 'LANGUAGE_CHANGED']);
    expect(sent.announcements).toEqual(['START', 'LANGUAGE_CHANGED']);
  });
});
