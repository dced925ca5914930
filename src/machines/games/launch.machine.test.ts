import { describe, expect, it } from 'vitest';
import {
  type AnyActorLogic,
  type AnyEventObject,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  setup,
  waitFor,
} from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { Game } from '../../domain/games/games';
import type { LaunchRequest } from '../../domain/games/launch';
import { pathTo } from '../../domain/shell/paths';
import { normaliseConfig } from '../../domain/shell/site-config';
import { launchMachine } from './launch.machine';
import { launchFacts } from './launchFacts';

const slot: Game = { nodeId: 7, gameId: 'g7', vassalage: 'PGX', gameType: 'RNG', supportPlay: 0 };
const paidOnly: Game = { ...slot, nodeId: 8, gameId: 'g8', supportPlay: 1 };

/** The launch machine with stubbed calls that remember what they were asked. */
function stubbed(options: { recordFails?: boolean; launchFails?: boolean } = {}) {
  const launched: LaunchRequest[] = [];
  const recorded: string[] = [];
  const machine = launchMachine.provide({
    actors: {
      launchCall: fromPromise<string, { request: LaunchRequest | null }>(async ({ input }) => {
        if (input.request) launched.push(input.request);
        if (options.launchFails) throw new Error('launch refused');
        return `/demo-game/${input.request?.nodeId}`;
      }),
      recordRecent: fromPromise<void, { nodeId: string | null }>(async ({ input }) => {
        recorded.push(String(input.nodeId));
        if (options.recordFails) throw new Error('recent refused');
      }),
    },
    actions: { openGame: () => {}, showLoading: () => {}, hideLoading: () => {} },
  });
  const sent: { to: string; event: AnyEventObject }[] = [];
  const root = standInRoot({ navigator: recorder('navigator', sent) });
  return { actor: createActor(machine, { parent: root }).start(), launched, recorded, sent };
}

describe('launch machine: free play (§4 generic launcher, §7 free-play flags)', () => {
  it('a trial member (type 4) launches in free-play mode where the game supports it', async () => {
    const { actor, launched } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, memberType: 4, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'LAUNCH', game: paidOnly, loggedIn: true, memberType: 4, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(launched.map((r) => [r.nodeId, r.supportFreePlay, r.freePlay])).toEqual([
      ['7', true, true],
      ['8', false, false],
    ]);
  });

  it('a real member launches for real even where free play is supported', async () => {
    const { actor, launched } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(launched[0]).toMatchObject({ nodeId: '7', supportFreePlay: true, freePlay: false });
  });
});

describe('launch machine: recent game add (§7)', () => {
  it('adds a game to the recent games once its launch answered', async () => {
    const { actor, recorded } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorded).toEqual(['7']);
  });

  it('records nothing when the launch fails, and a failed record leaves the machine ready', async () => {
    const failedLaunch = stubbed({ launchFails: true });
    failedLaunch.actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, mapping: {} });
    await waitFor(failedLaunch.actor, (s) => s.matches('idle'));
    expect(failedLaunch.recorded).toEqual([]);

    const failedRecord = stubbed({ recordFails: true });
    failedRecord.actor.send({ type: 'LAUNCH', game: slot, loggedIn: true, mapping: {} });
    await waitFor(failedRecord.actor, (s) => s.matches('idle'));
    expect(failedRecord.recorded).toEqual(['7']);
    expect(failedRecord.actor.getSnapshot().context.recent).toBeNull();
  });

  it('records nothing at the tap on a lottery game: it goes to the lottery launcher with its node id', () => {
    const { actor, recorded, sent } = stubbed();
    const lottery: Game = { nodeId: 31, vassalage: 'LOTT', gameCode: 'LT_645', gameType: 'LOTT' };
    actor.send({ type: 'LAUNCH', game: lottery, loggedIn: true, mapping: {} });
    const to = new URL(String(sent[0]?.event.to), 'http://site');
    expect(to.pathname).toBe('/m/launchGame');
    expect(to.searchParams.get('nodeId')).toBe('31');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(recorded).toEqual([]);
  });

  it('records a lottery game once the lottery launcher reports that it answered, but not a lottery lobby', async () => {
    const { actor, recorded } = stubbed();
    actor.send({ type: 'LOTTERY_LAUNCHED', nodeId: '' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'LOTTERY_LAUNCHED', nodeId: '31' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorded).toEqual(['31']);
  });

  it('a visitor records nothing: the launch goes to login first', () => {
    const { actor, recorded, launched, sent } = stubbed();
    actor.send({ type: 'LAUNCH', game: slot, loggedIn: false, mapping: {} });
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login'), replace: false } }]);
    expect([recorded, launched]).toEqual([[], []]);
  });
});

/** A session stand-in: logged in (state `loggedIn`) with a member type, or a visitor; LOGOUT and LOGIN flip it. */
const sessionStandIn = (type: number) =>
  setup({ types: {} as { events: { type: 'LOGIN' } | { type: 'LOGOUT' } | { type: 'TOUCH' } } }).createMachine({
    context: { member: { type } },
    initial: 'loggedIn',
    states: {
      loggedIn: { on: { LOGOUT: 'visitor', TOUCH: { actions: assign({ member: { type } }) } } },
      visitor: { on: { LOGIN: 'loggedIn' } },
    },
  });

/** What the launchFacts listener sends its parent. */
function factsHeard(actors: Record<string, AnyActorLogic>) {
  const heard: AnyEventObject[] = [];
  const root = standInRoot(actors);
  const listener = setup({ actors: { launchFacts } }).createMachine({
    // Heard in any state: a listener that kept its subscriptions after it stopped would still be heard.
    on: { FACTS_CHANGED: { actions: ({ event }) => heard.push(event) } },
    initial: 'listening',
    states: {
      listening: { invoke: { src: 'launchFacts' }, on: { STOP: 'stopped' } },
      stopped: {},
    },
  });
  const actor = createActor(listener, { parent: root }).start();
  return { heard, root, actor };
}

describe('launch facts: the launch actor hears the session, the site config and the vendors (§4, §6)', () => {
  const siteConfig = createMachine({
    context: {
      config: normaliseConfig({
        merchantCode: 'demo',
        categories: [{ gameCategory: 'ELOTT', vendorNames: [{ vassalage: 'LOTT', accountTypeName: 'Lottery' }] }],
      }),
    },
  });

  it('sends the facts once at start, and again only when they change', () => {
    const { heard, root, actor } = factsHeard({ session: sessionStandIn(4), siteConfig });
    expect(heard).toEqual([{ type: 'FACTS_CHANGED', loggedIn: true, memberType: 4, mapping: { ELOTT: ['LOTT'] } }]);
    // The session's snapshot changes but the facts do not: nothing new.
    root.system.get('session')?.send({ type: 'TOUCH' });
    expect(heard).toHaveLength(1);
    root.system.get('session')?.send({ type: 'LOGOUT' });
    expect(heard.at(-1)).toEqual({
      type: 'FACTS_CHANGED',
      loggedIn: false,
      memberType: null,
      mapping: { ELOTT: ['LOTT'] },
    });
    expect(heard).toHaveLength(2);
    // Stopped, it hears nothing more.
    actor.send({ type: 'STOP' });
    root.system.get('session')?.send({ type: 'LOGIN' });
    expect(heard).toHaveLength(2);
  });

  it("reads the vendors' answer before the site config's categories", () => {
    const vendors = createMachine({
      context: {
        data: {
          sorting: [{ gameCategory: 'LIVE', vendorNames: [{ vassalage: 'EVX', accountTypeName: 'Live' }] }],
          vendors: [],
        },
      },
    });
    const { heard } = factsHeard({ vendors, siteConfig });
    expect(heard).toEqual([{ type: 'FACTS_CHANGED', loggedIn: false, memberType: null, mapping: { LIVE: ['EVX'] } }]);
  });

  it('reads the session alone when there is no site config or vendors actor', () => {
    const { heard } = factsHeard({ session: sessionStandIn(1) });
    expect(heard).toEqual([{ type: 'FACTS_CHANGED', loggedIn: true, memberType: 1, mapping: {} }]);
  });

  it('is silent when none of those actors runs', () => {
    const { heard } = factsHeard({ notifications: fromCallback(() => {}) });
    expect(heard).toEqual([]);
  });

  it('gives the launch machine the facts a tap does not carry', async () => {
    const { actor, launched } = stubbedUnder({ session: sessionStandIn(4), siteConfig });
    actor.send({ type: 'LAUNCH', game: slot });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(launched).toEqual([
      { gameCategory: 'RNG', vendor: 'PGX', gameId: 'g7', nodeId: '7', supportFreePlay: true, freePlay: true },
    ]);
  });
});

/** The launch machine with a stubbed launcher, in a system holding the given app-level stand-ins. */
function stubbedUnder(actors: Record<string, AnyActorLogic>) {
  const launched: LaunchRequest[] = [];
  const machine = launchMachine.provide({
    actors: {
      launchCall: fromPromise<string, { request: LaunchRequest | null }>(async ({ input }) => {
        if (input.request) launched.push(input.request);
        return '/demo-game/7';
      }),
      recordRecent: fromPromise<void, { nodeId: string | null }>(async () => {}),
    },
  });
  const root = standInRoot({ ...actors, navigator: fromCallback(() => {}), notifications: fromCallback(() => {}) });
  return { actor: createActor(machine, { parent: root }).start(), launched };
}
