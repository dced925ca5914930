import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MemberInfo, SessionInfo, TrialAnswer } from '../../domain/account/login';
import { type SessionInput, sessionMachine } from './session.machine';
import { selectIsLoggedIn, selectMemberType, selectWallet } from './session.selectors';

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };
const storedInfo = { ...answer, merchantCode: 'm' } as unknown as SessionInfo;

/** The machine with stub calls, recording every effect it asks the root for (storage, the http token). */
function stubbed(opts: { logoutFails?: boolean } = {}) {
  const effects: unknown[][] = [];
  const machine = sessionMachine.provide({
    actors: {
      fetchMember: fromPromise(async (): Promise<MemberInfo> => ({ id: 1, type: 0, nickname: 'A', account: 'alice' })),
      fetchWallet: fromPromise(async () => ({ sumBalance: 12.5, currencySymbol: '$' })),
      trialLogin: fromPromise(
        async (): Promise<TrialAnswer> => ({ token: 'trial', userName: 'guest1', customerType: 4 }),
      ),
      logoutCall: fromPromise(async () => {
        if (opts.logoutFails) throw new Error('down');
      }),
    },
    actions: {
      setHttpToken: (_, params) => effects.push(['setHttpToken', params.token]),
      saveSession: (_, params) => effects.push(['saveSession', params.info?.token, params.sessionPassword]),
      forgetSession: () => effects.push(['forgetSession']),
      forgetSessionPassword: () => effects.push(['forgetSessionPassword']),
      goHome: () => effects.push(['goHome']),
      goLogin: () => effects.push(['goLogin']),
    },
  });
  const start = (input?: SessionInput) => createActor(machine, { input }).start();
  return { start, effects };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('session machine', () => {
  it('starts logged out without a stored session, and tells the http client there is no token', () => {
    const { start, effects } = stubbed();
    const actor = start();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(effects).toEqual([['setHttpToken', null]]);
  });

  it('restores the session given as input (MC_SESSION_INFO) and hands its token to the http client', async () => {
    const { start, effects } = stubbed();
    const actor = start({ stored: { info: storedInfo, sessionPassword: 'secret1' } });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.sessionPassword).toBe('secret1');
    expect(effects).toEqual([['setHttpToken', 'tok-1']]);
    await tick();
    expect(selectWallet(actor.getSnapshot())).toEqual({ sumBalance: 12.5, currencySymbol: '$' });
  });

  it('the member and wallet calls of a restored session carry its token', async () => {
    const seen: (string | null)[] = [];
    const machine = sessionMachine.provide({
      actors: {
        fetchMember: fromPromise<MemberInfo, { token: string | null }>(async ({ input }) => {
          seen.push(input.token);
          return { id: 1, type: 0, nickname: 'A', account: 'alice' };
        }),
        fetchWallet: fromPromise<{ sumBalance: number; currencySymbol: string }, { token: string | null }>(
          async ({ input }) => {
            seen.push(input.token);
            return { sumBalance: 1, currencySymbol: '$' };
          },
        ),
      },
    });
    createActor(machine, { input: { stored: { info: storedInfo, sessionPassword: null } } }).start();
    await tick();
    expect(seen).toEqual(['tok-1', 'tok-1']);
  });

  it('logs in, saves session info and the session PSW, and logs out after the confirm', async () => {
    const { start, effects } = stubbed();
    const actor = start();
    actor.send({ type: 'LOGGED_IN', answer, password: 'secret1' });
    expect(effects.slice(1)).toEqual([
      ['saveSession', 'tok-1', 'secret1'],
      ['setHttpToken', 'tok-1'],
    ]);
    expect(selectMemberType(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_CANCEL' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_CONFIRM' });
    await tick();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.sessionPassword).toBeNull();
    expect(effects.slice(3)).toEqual([['forgetSession'], ['setHttpToken', null], ['goHome']]);
  });

  it('clears the session even when the logout call fails', async () => {
    const { start, effects } = stubbed({ logoutFails: true });
    const actor = start();
    actor.send({ type: 'LOGGED_IN', answer });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_CONFIRM' });
    await tick();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(effects).toContainEqual(['forgetSession']);
  });

  it('free play stores customerType as type, saves the trial session and goes home', async () => {
    const { start, effects } = stubbed();
    const actor = start();
    actor.send({ type: 'FREE_PLAY' });
    expect(actor.getSnapshot().value).toBe('startingFreePlay');
    await tick();
    expect(selectMemberType(actor.getSnapshot())).not.toBeNull();
    expect(actor.getSnapshot().context.info?.type).toBe(4);
    expect(effects.slice(1)).toEqual([['saveSession', 'trial', null], ['setHttpToken', 'trial'], ['goHome']]);
  });

  it('a changed password forgets the session PSW', () => {
    const { start, effects } = stubbed();
    const actor = start({ stored: { info: storedInfo, sessionPassword: 'secret1' } });
    actor.send({ type: 'PASSWORD_CHANGED' });
    expect(actor.getSnapshot().context.sessionPassword).toBeNull();
    expect(effects).toContainEqual(['forgetSessionPassword']);
  });

  it('a session-ended answer clears the session with the message and goes to login', () => {
    const { start, effects } = stubbed();
    const actor = start();
    actor.send({ type: 'LOGGED_IN', answer });
    actor.send({ type: 'SESSION_ENDED', message: 'The account has been logged out, please log in again' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.endedMessage).toEqual({
      text: 'The account has been logged out, please log in again',
    });
    expect(effects.slice(-3)).toEqual([['forgetSession'], ['setHttpToken', null], ['goLogin']]);
  });
});
