import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MemberInfo, TrialAnswer } from '../../domain/account/login';
import { getAuthToken } from '../../services/shell/http';
import { session as sessionStore } from '../../services/shell/storage';
import { sessionMachine } from './session.machine';
import { selectIsLoggedIn, selectMemberType, selectWallet } from './session.selectors';

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };

function stubbed(opts: { logoutFails?: boolean } = {}) {
  return sessionMachine.provide({
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
    actions: { goHome: () => {}, goLogin: () => {} },
  });
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('session machine', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('starts logged out without a stored session', () => {
    const actor = createActor(stubbed()).start();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(getAuthToken()).toBeNull();
  });

  it('restores the token from MC_SESSION_INFO', async () => {
    sessionStore.setJson('MC_SESSION_INFO', { ...answer, merchantCode: 'm' });
    const actor = createActor(stubbed()).start();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(getAuthToken()).toBe('tok-1');
    await tick();
    expect(selectWallet(actor.getSnapshot())).toEqual({ sumBalance: 12.5, currencySymbol: '$' });
  });

  it('the member and wallet calls of a restored session carry its token', async () => {
    sessionStore.setJson('MC_SESSION_INFO', { ...answer, merchantCode: 'm' });
    const seen: (string | null)[] = [];
    const machine = sessionMachine.provide({
      actors: {
        fetchMember: fromPromise<MemberInfo, { token: string | null }>(async ({ input }) => {
          seen.push(input.token);
          seen.push(getAuthToken());
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
    createActor(machine).start();
    await tick();
    expect(seen).toEqual(['tok-1', 'tok-1', 'tok-1']);
  });

  it('logs in, saves session info and the session PSW, and logs out after the confirm', async () => {
    const actor = createActor(stubbed()).start();
    actor.send({ type: 'LOGGED_IN', answer, password: 'secret1' });
    expect(sessionStore.getJson<{ token: string }>('MC_SESSION_INFO')?.token).toBe('tok-1');
    expect(sessionStore.get('PSW')).toBe('secret1');
    expect(selectMemberType(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_CANCEL' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_CONFIRM' });
    await tick();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(sessionStore.get('MC_SESSION_INFO')).toBeNull();
    expect(sessionStore.get('PSW')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(getAuthToken()).toBeNull();
  });

  it('clears the session even when the logout call fails', async () => {
    const actor = createActor(stubbed({ logoutFails: true })).start();
    actor.send({ type: 'LOGGED_IN', answer });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_CONFIRM' });
    await tick();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });

  it('free play stores customerType as type', async () => {
    const actor = createActor(stubbed()).start();
    actor.send({ type: 'FREE_PLAY' });
    expect(actor.getSnapshot().value).toBe('startingFreePlay');
    await tick();
    expect(selectMemberType(actor.getSnapshot())).not.toBeNull();
    expect(sessionStore.getJson<{ type: number }>('MC_SESSION_INFO')?.type).toBe(4);
  });

  it('a session-ended answer clears the session with the message', () => {
    const actor = createActor(stubbed()).start();
    actor.send({ type: 'LOGGED_IN', answer });
    actor.send({ type: 'SESSION_ENDED', message: 'The account has been logged out, please log in again' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.endedMessage).toEqual({
      text: 'The account has been logged out, please log in again',
    });
  });
});
