import { describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, createMachine, fromCallback, setup } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { memberHomeMachine } from './memberHome.machine';
import { phase, selectChoosingLanguage, selectInfo, selectOpen } from './memberHome.view';
import { type MemberPhase, memberPhases } from './memberPhases';

/** A stand-in of the session with the states memberPhases reads. */
const sessionStandIn = createMachine({
  types: {} as { context: { n: number } },
  context: { n: 0 },
  initial: 'loggedOut',
  on: { BUMP: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
  states: {
    loggedOut: { on: { LOGIN: 'loggedIn' } },
    loggedIn: {
      type: 'parallel',
      on: { LOGOUT: 'loggedOut' },
      states: {
        member: {
          initial: 'loading',
          states: {
            loading: { on: { READY: 'ready', FAIL: 'failed' } },
            ready: { on: { RELOAD: 'loading' } },
            failed: { on: { RELOAD: 'loading' } },
          },
        },
      },
    },
  },
});

/** Invokes memberPhases while listening; records each phase it hears. */
function listener(phases: MemberPhase[]) {
  return setup({ actors: { memberPhases } }).createMachine({
    initial: 'listening',
    states: {
      listening: {
        invoke: { src: 'memberPhases' },
        on: {
          MEMBER_PHASE: { actions: ({ event }) => phases.push((event as unknown as { phase: MemberPhase }).phase) },
          STOP: 'idle',
        },
      },
      idle: {},
    },
  });
}

describe('memberPhases', () => {
  it('sends the phase at start and each change, never the same phase twice', () => {
    const root = standInRoot({ session: sessionStandIn });
    const session = root.system.get('session');
    const phases: MemberPhase[] = [];
    const actor = createActor(listener(phases), { parent: root }).start();
    expect(phases).toEqual(['loggedOut']);
    session.send({ type: 'BUMP' });
    expect(phases).toEqual(['loggedOut']);
    session.send({ type: 'LOGIN' });
    expect(phases).toEqual(['loggedOut', 'loading']);
    session.send({ type: 'BUMP' });
    session.send({ type: 'READY' });
    expect(phases).toEqual(['loggedOut', 'loading', 'ready']);
    session.send({ type: 'RELOAD' });
    session.send({ type: 'FAIL' });
    session.send({ type: 'BUMP' });
    session.send({ type: 'LOGOUT' });
    expect(phases).toEqual(['loggedOut', 'loading', 'ready', 'loading', 'failed', 'loggedOut']);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('starts on the session as it is (logged in, member ready)', () => {
    const root = standInRoot({ session: sessionStandIn });
    const session = root.system.get('session');
    session.send({ type: 'LOGIN' });
    session.send({ type: 'READY' });
    const phases: MemberPhase[] = [];
    createActor(listener(phases), { parent: root }).start();
    expect(phases).toEqual(['ready']);
  });

  it('stops reading the session once its invoker leaves', () => {
    const root = standInRoot({ session: sessionStandIn });
    const session = root.system.get('session');
    const phases: MemberPhase[] = [];
    const actor = createActor(listener(phases), { parent: root }).start();
    let reads = 0;
    const original = session.getSnapshot.bind(session);
    session.getSnapshot = () => {
      reads++;
      return original();
    };
    session.send({ type: 'LOGIN' });
    expect(reads).toBe(1);
    actor.send({ type: 'STOP' });
    reads = 0;
    session.send({ type: 'READY' });
    session.send({ type: 'BUMP' });
    expect(reads).toBe(0);
    expect(phases).toEqual(['loggedOut', 'loading']);
  });

  it('is silent without a session', () => {
    const phases: MemberPhase[] = [];
    const actor = createActor(listener(phases)).start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('listening');
    expect(phases).toEqual([]);
  });
});

type Sent = { to: string; event: AnyEventObject };

function home(memberType: number | null, withSystem = true) {
  const sent: Sent[] = [];
  const root = withSystem
    ? standInRoot({
        session: recorder('session', sent),
        notifications: recorder('notifications', sent),
        navigator: recorder('navigator', sent),
        language: recorder('language', sent),
      })
    : undefined;
  const machine = memberHomeMachine.provide({ actors: { memberPhases: fromCallback(() => undefined) } });
  const actor = createActor(machine, { input: { memberType }, parent: root }).start();
  return { actor, sent };
}

const phaseEvent = (p: MemberPhase) => ({ type: 'MEMBER_PHASE' as const, phase: p });

describe('member home machine and view', () => {
  it('a visitor leaves for login: nothing of member home shows', () => {
    const { actor, sent } = home(null);
    const s = actor.getSnapshot();
    expect(s.value).toBe('leaving');
    expect(phase(s)).toBe('"leaving"');
    expect(selectOpen(s)).toBe(false);
    expect(selectInfo(s)).toBe('loading');
    expect(selectChoosingLanguage(s)).toBe(false);
    expect(sent.map((x) => x.to)).toEqual(['notifications', 'navigator']);
  });

  it('a trial member gets the register alert with both answers', () => {
    const { actor, sent } = home(4);
    expect(actor.getSnapshot().value).toBe('registerPrompt');
    expect(selectOpen(actor.getSnapshot())).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('notifications');
    const { replyTo, ...rest } = (sent[0]?.event ?? {}) as AnyEventObject & { replyTo: unknown };
    expect(replyTo).toBe(actor);
    expect(rest).toEqual({
      type: 'CONFIRM',
      title: { key: 'errors.in_popup_prompt' },
      message: { key: 'shell.registerPrompt' },
      cancelLabel: { key: 'common.cancel' },
      confirmLabel: { key: 'shell.registerNow' },
      confirmEvent: { type: 'REGISTER_NOW' },
      cancelEvent: { type: 'REGISTER_LATER' },
    });
    actor.send({ type: 'REGISTER_LATER' });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(sent[1]).toEqual({ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home', replace: true } });
  });

  it('a member sees it open, loading; the session is asked for member and wallet', () => {
    const { actor, sent } = home(1);
    const s = actor.getSnapshot();
    expect(selectOpen(s)).toBe(true);
    expect(selectInfo(s)).toBe('loading');
    expect(phase(s)).toBe('{"open":{"info":"loading","language":"closed"}}');
    expect(selectChoosingLanguage(s)).toBe(false);
    expect(sent).toEqual([
      { to: 'session', event: { type: 'REFRESH_MEMBER' } },
      { to: 'session', event: { type: 'REFRESH_WALLET' } },
    ]);
  });

  it('follows the member phases: ready, failed, signed out and back', () => {
    const { actor, sent } = home(1);
    actor.send(phaseEvent('loading'));
    expect(selectInfo(actor.getSnapshot())).toBe('loading');
    actor.send(phaseEvent('ready'));
    expect(selectInfo(actor.getSnapshot())).toBe('ready');
    actor.send(phaseEvent('loggedOut'));
    expect(selectInfo(actor.getSnapshot())).toBe('signedOut');
    expect(actor.getSnapshot().matches({ open: { info: 'signedOut' } })).toBe(true);
    sent.length = 0;
    // Still logged out: it stays signed out and asks for nothing.
    actor.send(phaseEvent('loggedOut'));
    expect(selectInfo(actor.getSnapshot())).toBe('signedOut');
    expect(sent).toEqual([]);
    actor.send(phaseEvent('loading'));
    expect(selectInfo(actor.getSnapshot())).toBe('loading');
    expect(sent).toHaveLength(2);
    actor.send(phaseEvent('failed'));
    expect(selectInfo(actor.getSnapshot())).toBe('failed');
    expect(selectOpen(actor.getSnapshot())).toBe(true);
  });

  it('the language choice opens, closes and changes the language', () => {
    const { actor, sent } = home(1);
    actor.send({ type: 'OPEN_LANGUAGE' });
    expect(selectChoosingLanguage(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CLOSE_LANGUAGE' });
    expect(selectChoosingLanguage(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'OPEN_LANGUAGE' });
    actor.send({ type: 'CHOOSE_LANGUAGE', language: 'fil' });
    expect(selectChoosingLanguage(actor.getSnapshot())).toBe(false);
    expect(sent.at(-1)).toEqual({ to: 'language', event: { type: 'CHANGE', language: 'fil' } });
  });

  it('runs alone without session or language actors', () => {
    const { actor } = home(1, false);
    actor.send({ type: 'OPEN_LANGUAGE' });
    actor.send({ type: 'CHOOSE_LANGUAGE', language: 'fil' });
    actor.send({ type: 'MEMBER_PHASE', phase: 'failed' });
    actor.send({ type: 'RETRY' });
    const s = actor.getSnapshot();
    expect(s.status).toBe('active');
    expect(s.value).toEqual({ open: { info: 'loading', language: 'closed' } });
  });
});
