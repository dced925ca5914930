import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
  waitFor,
} from 'xstate';
import { deferred } from '../../../tests/support/deferred';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { Game } from '../../domain/games/games';
import { pathTo } from '../../domain/shell/paths';
import { homeViewMachine } from '../home/homeView.machine';
import { jackpotMachine } from '../home/jackpot.machine';
import { favouriteMachine } from './favourite.machine';
import { gameFilterMachine } from './gameFilter.machine';
import { gameRowMachine, type RowInput } from './gameRow.machine';
import { launchMachine } from './launch.machine';

const game = (nodeId: number): Game => ({ nodeId, gameName: `G${nodeId}`, vassalage: 'PGX', gameType: 'RNG' });

describe('filter machine (§4 Filter)', () => {
  it('clears a selected vendor on a second tap, resets all, and emits the values on submit', () => {
    const lobbySent: AnyEventObject[] = [];
    const lobby = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => lobbySent.push(e)))).start();
    const actor = createActor(gameFilterMachine, { input: { lobby } }).start();
    const applied: unknown[] = [];
    actor.on('applied', (e) => applied.push(e.values));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TOGGLE_VENDOR', vassalage: 'PGX' });
    expect(actor.getSnapshot().context.vassalage).toBe('PGX');
    actor.send({ type: 'TOGGLE_VENDOR', vassalage: 'PGX' });
    expect(actor.getSnapshot().context.vassalage).toBe('');
    actor.send({ type: 'SET_MIN_BET', minBet: '0.5' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toEqual({ vassalage: '', gameClassify: '', minBet: '', gameName: '', lobby });
    actor.send({ type: 'TOGGLE_VENDOR', vassalage: 'PRG' });
    actor.send({ type: 'SUBMIT' });
    expect(applied).toEqual([{ vassalage: 'PRG', gameClassify: '', minBet: '', gameName: '' }]);
    // The lobby it was created for gets the values itself: no screen hands them over.
    expect(lobbySent).toEqual([{ type: 'APPLY_FILTER', vassalage: 'PRG', gameClassify: '', minBet: '', gameName: '' }]);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });
});

/** The favourite machine whose add and remove calls succeed and are recorded, in order, with their input. */
function recordingCalls(loadIds: () => Promise<string[]>) {
  const calls: unknown[] = [];
  const machine = favouriteMachine.provide({
    actors: {
      loadIds: fromPromise(loadIds),
      addCall: fromPromise(async ({ input }) => {
        calls.push(['add', input]);
        return true;
      }),
      removeCall: fromPromise(async ({ input }) => {
        calls.push(['remove', input]);
        return true;
      }),
    },
  });
  return { machine, calls };
}

describe('favourite machine (§4 Favourite toggle)', () => {
  it('appends on a successful add and drops on a successful remove, emitting removed', async () => {
    const machine = favouriteMachine.provide({
      actors: {
        loadIds: fromPromise(async () => ['1']),
        addCall: fromPromise(async () => true),
        removeCall: fromPromise(async () => true),
      },
    });
    const actor = createActor(machine).start();
    const removed: string[] = [];
    actor.on('removed', (e) => removed.push(e.nodeId));
    actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    actor.send({ type: 'TOGGLE', game: game(2) });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }) && s.context.ids.includes('2'));
    actor.send({ type: 'TOGGLE', game: game(1) });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }) && !s.context.ids.includes('1'));
    expect(actor.getSnapshot().context.ids).toEqual(['2']);
    expect(removed).toEqual(['1']);
  });

  it('keeps the list when the answer is unsuccessful', async () => {
    const machine = favouriteMachine.provide({
      actors: { loadIds: fromPromise(async (): Promise<string[]> => []), addCall: fromPromise(async () => false) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    actor.send({ type: 'TOGGLE', game: game(2) });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }) && s.context.pending === null);
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it('hands the tapped game to the add and the remove call', async () => {
    const { machine, calls } = recordingCalls(async () => ['1']);
    const actor = createActor(machine).start();
    actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    actor.send({ type: 'TOGGLE', game: game(2) });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }) && s.context.ids.includes('2'));
    actor.send({ type: 'TOGGLE', game: game(1) });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }) && !s.context.ids.includes('1'));
    expect(calls).toEqual([
      ['add', { game: game(2) }],
      ['remove', { game: game(1) }],
    ]);
  });

  it('carries out a heart tapped while the ids load (just after a login) once they arrive, and only then', async () => {
    const ids = deferred<string[]>();
    const { machine, calls } = recordingCalls(() => ids.promise);
    const actor = createActor(machine).start();
    actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
    actor.send({ type: 'TOGGLE', game: game(1) });
    expect(actor.getSnapshot().matches({ member: 'loadingIds' })).toBe(true);
    expect(calls).toEqual([]);
    // Game 1 turns out to be a favourite already: the tap removes it.
    ids.resolve(['1', '3']);
    await waitFor(actor, (s) => s.matches({ member: 'ready' }) && s.context.pending === null);
    expect(calls).toEqual([['remove', { game: game(1) }]]);
    expect(actor.getSnapshot().context.ids).toEqual(['3']);
  });

  it('adds a heart tapped while the ids load when it is not a favourite, and goes to ready when none was tapped', async () => {
    const machine = favouriteMachine.provide({
      actors: { loadIds: fromPromise(async () => ['3']), addCall: fromPromise(async () => true) },
    });
    const tapped = createActor(machine).start();
    tapped.send({ type: 'SESSION_CHANGED', loggedIn: true });
    tapped.send({ type: 'TOGGLE', game: game(2) });
    await waitFor(tapped, (s) => s.matches({ member: 'ready' }) && s.context.pending === null);
    expect(tapped.getSnapshot().context.ids).toEqual(['3', '2']);

    const untouched = createActor(machine).start();
    untouched.send({ type: 'SESSION_CHANGED', loggedIn: true });
    await waitFor(untouched, (s) => s.matches({ member: 'ready' }));
    expect(untouched.getSnapshot().context).toMatchObject({ ids: ['3'], pending: null });
  });

  it('sends a visitor to the login page', () => {
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ navigator: recorder('navigator', sent) });
    const actor = createActor(favouriteMachine, { parent: root }).start();
    actor.send({ type: 'TOGGLE', game: game(2) });
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login'), replace: false } }]);
  });
});

describe('game row (§2 Home game blocks)', () => {
  it("asks for the row's category and provider with the site's merchant code", async () => {
    const inputs: RowInput[] = [];
    const machine = gameRowMachine.provide({
      actors: {
        loadRow: fromPromise<Game[], RowInput>(async ({ input }) => {
          inputs.push(input);
          return [game(1)];
        }),
      },
    });
    const root = standInRoot({ siteConfig: createMachine({ context: { config: { merchantCode: 'DEMO' } } }) });
    const actor = createActor(machine, { input: { category: 'rng' }, parent: root }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SET_VENDOR', vassalage: 'PGX' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(inputs).toEqual([
      { category: 'RNG', vassalage: '', merchant: 'DEMO' },
      { category: 'RNG', vassalage: 'PGX', merchant: 'DEMO' },
    ]);
  });
});

describe('launch machine (§4 Launch flow)', () => {
  it('routes lottery vendors to the lottery launcher and visitors to login', async () => {
    const recordRecent = fromPromise<void, { nodeId: string | null }>(async () => {});
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ navigator: recorder('navigator', sent) });
    const actor = createActor(launchMachine.provide({ actors: { recordRecent } }), { parent: root }).start();
    actor.send({ type: 'LAUNCH', game: game(1), loggedIn: false, mapping: {} });
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login'), replace: false } }]);
    actor.send({ type: 'LAUNCH', game: { nodeId: 5, vassalage: 'TCG_SEA' }, loggedIn: true, mapping: {} });
    const to = new URL(String(sent[1]?.event.to), 'http://site');
    expect(to.pathname).toBe('/m/launchGame');
    expect(to.searchParams.get('prize_mode')).toBe('SEA');
    await waitFor(actor, (s) => s.matches('idle'));
  });
});

describe('jackpot machine (§9)', () => {
  it('starts within 20-21 million and grows by 100-500 per tick of 3-5 s', () => {
    const clock = new SimulatedClock();
    const actor = createActor(jackpotMachine, { clock, input: { seed: 42 } }).start();
    const start = actor.getSnapshot().context.value;
    expect(start).toBeGreaterThanOrEqual(20_000_000);
    expect(start).toBeLessThanOrEqual(21_000_000);
    clock.increment(5000);
    const grown = actor.getSnapshot().context.value - start;
    expect(grown).toBeGreaterThanOrEqual(100);
    expect(grown).toBeLessThanOrEqual(1000);
  });
});

describe('home view machine (§4 Home pageType)', () => {
  it('opens a list directly from pageType=list&gameType', () => {
    const actor = createActor(homeViewMachine, { input: { pageType: 'list', gameType: 'live' } }).start();
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context.category).toBe('LIVE');
    actor.send({ type: 'SELECT', category: 'LOBBY' });
    expect(actor.getSnapshot().matches('lobby')).toBe(true);
  });
});
