import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyEventObject, assign, createActor, emit, fromCallback, setup } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import { normaliseConfig } from '../../domain/shell/site-config';
import {
  contentReady,
  followConfig,
  languageChanges,
  loggedInOf,
  memberTypeOf,
  merchantCodeOf,
  sessionChanges,
  sessionFlips,
} from './listeners';
import { siteConfigMachine } from './siteConfig.machine';

/** A session stand-in: visitor or logged in, with the member it holds (§3 member info, session info). */
type Member = { type?: number } | null;
const sessionStandIn = setup({
  types: {} as {
    context: { member: Member; info: Member; touched: number };
    events: { type: 'LOGIN'; member?: Member; info?: Member } | { type: 'LOGOUT' } | { type: 'TOUCH' };
  },
}).createMachine({
  context: { member: null, info: null, touched: 0 },
  initial: 'visitor',
  on: { TOUCH: { actions: assign({ touched: ({ context }) => context.touched + 1 }) } },
  states: {
    visitor: {
      on: {
        LOGIN: {
          target: 'loggedIn',
          actions: assign({ member: ({ event }) => event.member ?? null, info: ({ event }) => event.info ?? null }),
        },
      },
    },
    loggedIn: { on: { LOGOUT: 'visitor' } },
  },
});

/** A language stand-in: loading or ready, announcing `changed`. */
const languageStandIn = setup({
  types: {} as { events: { type: 'LOADED' } | { type: 'CHANGE' }; emitted: { type: 'changed' } },
  actions: { announce: emit({ type: 'changed' as const }) },
}).createMachine({
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'ready' } },
    ready: { on: { CHANGE: { target: 'loading', actions: 'announce' } } },
  },
});

/** An actor that invokes one listener and records what it hears. */
function hearing(listener: AnyActorLogic, actors: Record<string, AnyActorLogic>) {
  const heard: AnyEventObject[] = [];
  const root = standInRoot(actors);
  const host = setup({ actors: { listener } }).createMachine({
    initial: 'listening',
    states: { listening: { invoke: { src: 'listener' }, on: { STOP: 'done' } }, done: {} },
    on: { '*': { actions: ({ event }) => heard.push(event) } },
  });
  const actor = createActor(host, { parent: root }).start();
  const get = (id: string) => root.system.get(id)!;
  return { heard, root, actor, get };
}

describe('reading the app-level actors (ARCHITECTURE "One actor system")', () => {
  it('is logged in only while the session is in loggedIn, with the member type of its member or session info', () => {
    const { root, get } = hearing(
      fromCallback(() => undefined),
      { session: sessionStandIn },
    );
    expect(loggedInOf(root.system)).toBe(false);
    expect(memberTypeOf(root.system)).toBeNull();
    get('session').send({ type: 'LOGIN', member: { type: 0 }, info: { type: 4 } });
    expect(loggedInOf(root.system)).toBe(true);
    expect(memberTypeOf(root.system)).toBe(0);
    get('session').send({ type: 'LOGOUT' });
    // A visitor has no member type, whatever the session still holds.
    expect(memberTypeOf(root.system)).toBeNull();
    get('session').send({ type: 'LOGIN', info: { type: 4 } });
    expect(memberTypeOf(root.system)).toBe(4);
    get('session').send({ type: 'LOGOUT' });
    get('session').send({ type: 'LOGIN', member: {} });
    expect(memberTypeOf(root.system)).toBeNull();
    root.stop();
  });

  it('counts no session, or an actor without states, as a visitor', () => {
    expect(loggedInOf(standInRoot({}).system)).toBe(false);
    expect(memberTypeOf(standInRoot({}).system)).toBeNull();
    const odd = standInRoot({ session: fromCallback(() => undefined) });
    expect(loggedInOf(odd.system)).toBe(false);
  });

  it("gives the config's merchant code, '' until the config is in", () => {
    expect(merchantCodeOf(standInRoot({}).system)).toBe('');
    const root = standInRoot({ siteConfig: siteConfigMachine });
    expect(merchantCodeOf(root.system)).toBe('');
    root.system.get('siteConfig')!.send({ type: 'CONFIG_LOADED', config: normaliseConfig({ merchantCode: 'm1' }) });
    expect(merchantCodeOf(root.system)).toBe('m1');
  });
});

describe('listeners', () => {
  it('languageChanges: LANGUAGE_CHANGED after each change the language announces', () => {
    const { heard, get } = hearing(languageChanges, { language: languageStandIn });
    get('language').send({ type: 'LOADED' });
    expect(heard).toEqual([]);
    get('language').send({ type: 'CHANGE' });
    expect(heard).toEqual([{ type: 'LANGUAGE_CHANGED' }]);
  });

  it('sessionChanges: the current value at start, then each flip, not a change that keeps it', () => {
    const { heard, get } = hearing(sessionChanges, { session: sessionStandIn });
    expect(heard).toEqual([{ type: 'SESSION_CHANGED', loggedIn: false }]);
    get('session').send({ type: 'TOUCH' });
    get('session').send({ type: 'LOGIN' });
    get('session').send({ type: 'TOUCH' });
    get('session').send({ type: 'LOGOUT' });
    expect(heard).toEqual([
      { type: 'SESSION_CHANGED', loggedIn: false },
      { type: 'SESSION_CHANGED', loggedIn: true },
      { type: 'SESSION_CHANGED', loggedIn: false },
    ]);
  });

  it('sessionChanges: a session logged in at start says so', () => {
    const root = standInRoot({ session: sessionStandIn });
    root.system.get('session')!.send({ type: 'LOGIN' });
    const heard: AnyEventObject[] = [];
    const host = setup({ actors: { sessionChanges } }).createMachine({
      invoke: { src: 'sessionChanges' },
      on: { '*': { actions: ({ event }) => heard.push(event) } },
    });
    createActor(host, { parent: root }).start();
    expect(heard).toEqual([{ type: 'SESSION_CHANGED', loggedIn: true }]);
  });

  it('sessionChanges and sessionFlips stay silent without a session', () => {
    expect(hearing(sessionChanges, {}).heard).toEqual([]);
    expect(hearing(sessionFlips, {}).heard).toEqual([]);
  });

  it('sessionFlips: RELOAD on each login and logout only', () => {
    const { heard, get } = hearing(sessionFlips, { session: sessionStandIn });
    get('session').send({ type: 'TOUCH' });
    expect(heard).toEqual([]);
    get('session').send({ type: 'LOGIN' });
    get('session').send({ type: 'TOUCH' });
    get('session').send({ type: 'LOGOUT' });
    expect(heard).toEqual([{ type: 'RELOAD' }, { type: 'RELOAD' }]);
  });

  it('contentReady: START once, when the config is in and the texts are settled, in either order', () => {
    const first = hearing(contentReady, { siteConfig: siteConfigMachine, language: languageStandIn });
    first.get('siteConfig').send({ type: 'CONFIG_LOADED', config: normaliseConfig({}) });
    expect(first.heard).toEqual([]);
    first.get('language').send({ type: 'LOADED' });
    expect(first.heard).toEqual([{ type: 'START' }]);
    first.get('language').send({ type: 'CHANGE' });
    first.get('language').send({ type: 'LOADED' });
    first.get('siteConfig').send({ type: 'CONFIG_LOADED', config: normaliseConfig({}) });
    expect(first.heard).toEqual([{ type: 'START' }]);

    const second = hearing(contentReady, { siteConfig: siteConfigMachine, language: languageStandIn });
    second.get('language').send({ type: 'LOADED' });
    expect(second.heard).toEqual([]);
    second.get('siteConfig').send({ type: 'CONFIG_LOADED', config: normaliseConfig({}) });
    expect(second.heard).toEqual([{ type: 'START' }]);
  });

  it('contentReady: START at once when both are already in', () => {
    const root = standInRoot({ siteConfig: siteConfigMachine, language: languageStandIn });
    root.system.get('siteConfig')!.send({ type: 'CONFIG_LOADED', config: normaliseConfig({}) });
    root.system.get('language')!.send({ type: 'LOADED' });
    const heard: AnyEventObject[] = [];
    const host = setup({ actors: { contentReady } }).createMachine({
      invoke: { src: 'contentReady' },
      on: { '*': { actions: ({ event }) => heard.push(event) } },
    });
    createActor(host, { parent: root }).start();
    expect(heard).toEqual([{ type: 'START' }]);
  });

  it('contentReady stays silent without the config or the language actor', () => {
    expect(hearing(contentReady, { language: languageStandIn }).heard).toEqual([]);
    expect(hearing(contentReady, { siteConfig: siteConfigMachine }).heard).toEqual([]);
  });

  it('followConfig: the config held now, then each newer one; nothing without a config actor', () => {
    const { heard, get } = hearing(followConfig, { siteConfig: siteConfigMachine });
    expect(heard).toEqual([]);
    const config = normaliseConfig({ merchantCode: 'm1' });
    get('siteConfig').send({ type: 'CONFIG_LOADED', config });
    expect(heard).toEqual([{ type: 'CONFIG_LOADED', config }]);
    expect(hearing(followConfig, {}).heard).toEqual([]);
  });

  it('languageChanges stops cleanly in a system without a language actor', () => {
    const { heard, actor } = hearing(languageChanges, {});
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('done');
    expect(heard).toEqual([]);
  });

  it('listeners stop hearing once their actor stops', () => {
    const language = hearing(languageChanges, { language: languageStandIn });
    const session = hearing(sessionFlips, { session: sessionStandIn });
    const config = hearing(followConfig, { siteConfig: siteConfigMachine });
    const ready = hearing(contentReady, { siteConfig: siteConfigMachine, language: languageStandIn });
    for (const h of [language, session, config, ready]) h.actor.send({ type: 'STOP' });
    language.get('language').send({ type: 'LOADED' });
    language.get('language').send({ type: 'CHANGE' });
    session.get('session').send({ type: 'LOGIN' });
    config.get('siteConfig').send({ type: 'CONFIG_LOADED', config: normaliseConfig({}) });
    ready.get('siteConfig').send({ type: 'CONFIG_LOADED', config: normaliseConfig({}) });
    ready.get('language').send({ type: 'LOADED' });
    for (const h of [language, session, config, ready]) expect(h.heard).toEqual([]);
  });
});
