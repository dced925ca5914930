import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { MemberInfo, SessionInfo, TrialAnswer, Wallet } from '../../domain/account/login';
import { normaliseConfig } from '../../domain/shell/site-config';
import { siteConfigMachine } from '../shell/siteConfig.machine';
import { type SessionInput, sessionMachine } from './session.machine';
import {
  selectIsLoggedIn,
  selectLoggingOut,
  selectMember,
  selectMemberType,
  selectPasswordLogin,
  selectSessionInfo,
  selectStartingFreePlay,
  selectToken,
  selectUserName,
  selectWallet,
  selectWalletLoading,
} from './session.view';

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
      saveSession: (_, params) => effects.push(['saveSession', params.info?.token, params.passwordLogin]),
      forgetSession: () => effects.push(['forgetSession']),
      forgetPasswordLogin: () => effects.push(['forgetPasswordLogin']),
      goHome: () => effects.push(['goHome']),
      openLoginPopup: () => effects.push(['openLoginPopup']),
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
    const actor = start({ stored: { info: storedInfo, passwordLogin: true } });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.passwordLogin).toBe(true);
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
    createActor(machine, { input: { stored: { info: storedInfo, passwordLogin: false } } }).start();
    await tick();
    expect(seen).toEqual(['tok-1', 'tok-1']);
  });

  it('logs in, saves session info and the session PSW, and logs out after the confirm', async () => {
    const { start, effects } = stubbed();
    const actor = start();
    actor.send({ type: 'LOGGED_IN', answer, passwordLogin: true });
    expect(effects.slice(1)).toEqual([
      ['saveSession', 'tok-1', true],
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
    expect(actor.getSnapshot().context.passwordLogin).toBe(false);
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
    expect(effects.slice(1)).toEqual([['saveSession', 'trial', false], ['setHttpToken', 'trial'], ['goHome']]);
  });

  it('a changed password forgets the password-login flag (§4 "clear session PSW")', () => {
    const { start, effects } = stubbed();
    const actor = start({ stored: { info: storedInfo, passwordLogin: true } });
    actor.send({ type: 'PASSWORD_CHANGED' });
    expect(actor.getSnapshot().context.passwordLogin).toBe(false);
    expect(effects).toContainEqual(['forgetPasswordLogin']);
  });

  it('a session-ended answer clears the session, says so (§8) and opens the login popup instead of leaving', () => {
    const { start, effects } = stubbed();
    const actor = start();
    actor.send({ type: 'LOGGED_IN', answer });
    actor.send({ type: 'SESSION_ENDED' });
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.endedMessage).toEqual({ key: 'errors.loggedOut' });
    expect(effects.slice(-3)).toEqual([['forgetSession'], ['setHttpToken', null], ['openLoginPopup']]);
  });
});

describe('session machine: what it takes from the app and hands to its calls', () => {
  const config = normaliseConfig({ merchantCode: 'demo', flags: {}, register: {} });

  it('stores the merchant code of the site config with a login answer that names none, and with a trial', async () => {
    const root = standInRoot({ siteConfig: siteConfigMachine });
    root.system.get('siteConfig').send({ type: 'CONFIG_LOADED', config });
    const machine = sessionMachine.provide({
      actors: {
        trialLogin: fromPromise(async (): Promise<TrialAnswer> => ({ token: 'trial', userName: 'guest1' })),
      },
    });
    const actor = createActor(machine, { parent: root, input: { stored: null } }).start();
    actor.send({ type: 'LOGGED_IN', answer });
    expect(selectSessionInfo(actor.getSnapshot())).toEqual({
      token: 'tok-1',
      merchantCode: 'demo',
      userName: 'alice',
      type: 0,
      firstTimeLogin: false,
    });
    actor.send({ type: 'SESSION_ENDED' });
    actor.send({ type: 'FREE_PLAY' });
    await tick();
    expect(selectSessionInfo(actor.getSnapshot())).toEqual({
      token: 'trial',
      merchantCode: 'demo',
      userName: 'guest1',
      type: 4,
      firstTimeLogin: false,
    });
  });

  it('before the site config is known the merchant code stays empty', () => {
    const root = standInRoot({ siteConfig: siteConfigMachine });
    const actor = createActor(sessionMachine, { parent: root, input: { stored: null } }).start();
    actor.send({ type: 'LOGGED_IN', answer });
    expect(selectSessionInfo(actor.getSnapshot())?.merchantCode).toBe('');
  });

  it('the logout call carries the token of the session it ends (§4)', async () => {
    const seen: (string | null)[] = [];
    const machine = sessionMachine.provide({
      actors: {
        logoutCall: fromPromise<void, { token: string | null }>(async ({ input }) => {
          seen.push(input.token);
        }),
      },
    });
    const actor = createActor(machine, { input: { stored: { info: storedInfo, passwordLogin: false } } }).start();
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_CONFIRM' });
    await tick();
    expect(seen).toEqual(['tok-1']);
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });
});

describe('session selectors (§3)', () => {
  const member: MemberInfo = { id: 1, type: 2, nickname: 'A', account: 'alice-acc' };

  it('a visitor: no session, no type, no name, nothing loading', () => {
    const s = createActor(sessionMachine, { input: { stored: null } })
      .start()
      .getSnapshot();
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(selectMemberType(s)).toBeNull();
    expect(selectUserName(s)).toBe('');
    expect(selectToken(s)).toBeNull();
    expect(selectSessionInfo(s)).toBeNull();
    expect(selectMember(s)).toBeNull();
    expect(selectPasswordLogin(s)).toBe(false);
    expect(selectWalletLoading(s)).toBe(false);
    expect(selectLoggingOut(s)).toBe(false);
    expect(selectStartingFreePlay(s)).toBe(false);
  });

  it('a session: the type and name of the session info until member info arrives, then those of the member', async () => {
    const machine = sessionMachine.provide({
      actors: {
        fetchMember: fromPromise(async () => member),
        fetchWallet: fromPromise<Wallet, { token: string | null }>(() => new Promise(() => {})),
        logoutCall: fromPromise<void, { token: string | null }>(() => new Promise(() => {})),
      },
    });
    const info = { ...storedInfo, type: 1 } as SessionInfo;
    const actor = createActor(machine, { input: { stored: { info, passwordLogin: true } } }).start();
    let s = actor.getSnapshot();
    expect(selectMemberType(s)).toBe(1);
    expect(selectUserName(s)).toBe('alice');
    expect(selectToken(s)).toBe('tok-1');
    expect(selectSessionInfo(s)).toEqual(info);
    expect(selectPasswordLogin(s)).toBe(true);
    expect(selectWalletLoading(s)).toBe(true);
    await tick();
    s = actor.getSnapshot();
    expect(selectMember(s)).toEqual(member);
    expect(selectWalletLoading(s)).toBe(true);
    expect(selectMemberType(s)).toBe(2);
    expect(selectUserName(s)).toBe('alice-acc');
    actor.send({ type: 'LOGOUT' });
    expect(selectLoggingOut(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'LOGOUT_CONFIRM' });
    expect(selectLoggingOut(actor.getSnapshot())).toBe(true);
  });

  it('a session without a member type yet: null; starting free play shows', () => {
    const noType = { ...storedInfo, type: undefined } as unknown as SessionInfo;
    const actor = createActor(sessionMachine, { input: { stored: { info: noType, passwordLogin: false } } }).start();
    expect(selectMemberType(actor.getSnapshot())).toBeNull();
    expect(selectPasswordLogin(actor.getSnapshot())).toBe(false);
    const visitor = createActor(sessionMachine, { input: { stored: null } }).start();
    visitor.send({ type: 'FREE_PLAY' });
    expect(selectStartingFreePlay(visitor.getSnapshot())).toBe(true);
  });
});

describe('session machine: an unprovided call', () => {
  it('a trial call the root did not provide fails loudly, naming itself in the toast', async () => {
    const sent: { to: string; event: { type: string; message?: unknown } }[] = [];
    const root = standInRoot({ notifications: recorder('notifications', sent) });
    const actor = createActor(sessionMachine, { parent: root, input: { stored: null } }).start();
    actor.send({ type: 'FREE_PLAY' });
    await tick();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    const toast = sent.find((s) => s.event.type === 'TOAST')?.event.message as { text?: string } | undefined;
    expect(toast?.text).toMatch(/^session\.trialLogin has no implementation/);
  });
});

describe('session selectors: the wallet', () => {
  it('is loading only while it loads', async () => {
    const machine = sessionMachine.provide({
      actors: { fetchWallet: fromPromise(async (): Promise<Wallet> => ({ sumBalance: 3, currencySymbol: '$' })) },
    });
    const actor = createActor(machine, { input: { stored: { info: storedInfo, passwordLogin: false } } }).start();
    expect(selectWalletLoading(actor.getSnapshot())).toBe(true);
    await tick();
    expect(selectWallet(actor.getSnapshot())).toEqual({ sumBalance: 3, currencySymbol: '$' });
    expect(selectWalletLoading(actor.getSnapshot())).toBe(false);
  });
});
