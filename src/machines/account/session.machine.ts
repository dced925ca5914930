import { type AnyActorRef, assign, fromCallback, raise, setup } from 'xstate';
import {
  type LoginAnswer,
  type MemberInfo,
  type SessionInfo,
  sessionInfoFromLogin,
  sessionInfoFromTrial,
  type TrialAnswer,
  type Wallet,
} from '../../domain/account/login';
import { LOADING_MS, REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { pathTo } from '../../domain/shell/paths';
import { declaredCall, declaredEffect } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import type { Message } from '../shell/notifications.machine';
import { notify } from '../shell/notify';

/**
 * The app-level session (spec §3 "Session info", §4 "Login", "Logout", "Free play"): token, session info, member info
 * and wallet. Invoked once by the root (app/root.ts) with systemId `session`; the session saved in session storage
 * comes in as input (read by main.tsx), so a reload keeps the player in. Storage and the http client's token are
 * named actions the root provides: generating paths or drawing the diagram never touches the real session.
 */
export interface SessionInput {
  /** The session saved by an earlier page of this visit (MC_SESSION_INFO and the password-login flag), if any. */
  stored?: { info: SessionInfo; passwordLogin: boolean } | null;
}

export interface SessionContext {
  token: string | null;
  info: SessionInfo | null;
  member: MemberInfo | null;
  wallet: Wallet | null;
  /**
   * This session began with a password login (in place of §3's PSW, which held the password itself): change-password
   * hides its old-password field, and the server, which knows when and how the session began, has the last word.
   */
  passwordLogin: boolean;
  /** Why the last session ended (the dictionary message of §8), for the screen that shows it. */
  endedMessage: Message | null;
  /** The balance shows as asterisks (§2 balance widget): one choice for the visit, home's top bar and member home. */
  balanceHidden: boolean;
}

export type SessionEvent =
  /** A login (password, SMS, device, registration) succeeded: the §3 login answer; `passwordLogin` for a password. */
  | { type: 'LOGGED_IN'; answer: LoginAnswer; passwordLogin?: boolean }
  /** Starts the logout flow of §4: confirm, loading, call, clear, home. */
  | { type: 'LOGOUT' }
  | { type: 'LOGOUT_CONFIRM' }
  | { type: 'LOGOUT_CANCEL' }
  /**
   * Logs out without asking again: the player already chose it elsewhere (a reality check's Log out, a confirmed
   * time-out or self-exclusion).
   */
  | { type: 'LOGOUT_NOW' }
  | { type: 'REFRESH_WALLET' }
  | { type: 'REFRESH_MEMBER' }
  /** Free play (§4): loading toast, trial call, then home. */
  | { type: 'FREE_PLAY' }
  /**
   * A call answered "not logged in" or "logged out" (§8): the session ends with the dictionary message "The account
   * has been logged out, please log in again" and the login popup opens over the current screen.
   */
  | { type: 'SESSION_ENDED' }
  /** Change password succeeded: the password-login flag is cleared (§4 "clear session PSW"). */
  | { type: 'PASSWORD_CHANGED' }
  /** The balance's hide/show toggle (§2), wherever the balance shows. */
  | { type: 'TOGGLE_BALANCE' };

/** The merchant code stored with the session info comes from the site config actor (systemId `siteConfig`). */
function merchantCodeOf(system: { get: (id: string) => AnyActorRef | undefined }): string {
  const snapshot = system.get('siteConfig')?.getSnapshot() as
    | { context?: { config?: { merchantCode?: string } | null } }
    | undefined;
  return snapshot?.context?.config?.merchantCode ?? '';
}

/**
 * One region of `loggedIn` that loads a piece of the session with the token (member info, wallet): loading (with a
 * timeout), ready or failed, and its refresh event loads it again from either.
 */
function loadingRegion<Refresh extends 'REFRESH_MEMBER' | 'REFRESH_WALLET'>(region: {
  src: 'fetchMember' | 'fetchWallet';
  store: 'setMember' | 'setWallet';
  refresh: Refresh;
  /** Diagram text: the region's and each of its states'. */
  description: { region: string; loading: string; ready: string; failed: string };
}) {
  const refresh = { [region.refresh]: 'loading' } as Record<Refresh, 'loading'>;
  return {
    description: region.description.region,
    initial: 'loading' as const,
    states: {
      loading: {
        description: region.description.loading,
        invoke: {
          id: region.src,
          src: region.src,
          input: ({ context }: { context: SessionContext }) => ({ token: context.token }),
          onDone: { target: 'ready', actions: region.store },
          onError: 'failed',
        },
        after: { callTimeout: 'failed' },
      },
      ready: { description: region.description.ready, on: refresh },
      failed: { description: region.description.failed, on: refresh },
    },
  };
}

const tokenParams = ({ context }: { context: SessionContext }) => ({ token: context.token });
const savedParams = ({ context }: { context: SessionContext }) => ({
  info: context.info,
  passwordLogin: context.passwordLogin,
});
/** After a login or a trial: save the session, then hand its token to the http client. */
const persist = [
  { type: 'saveSession', params: savedParams },
  { type: 'setHttpToken', params: tokenParams },
] as const;
/** A session ends: clear it, forget it on this device, take the token away from the http client. */
const clear = ['clearSession', 'forgetSession', { type: 'setHttpToken', params: tokenParams }] as const;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput | undefined },
  actors: {
    /**
     * Hears the http client's "session ended" answers (§8) for as long as the session actor runs, sending
     * SESSION_ENDED back; provided at the root. Declared silent: a machine run alone hears nothing.
     */
    sessionEndWatcher: fromCallback<SessionEvent>(() => undefined),
    trialLogin: declaredCall<TrialAnswer>('session.trialLogin'),
    logoutCall: declaredCall<void, { token: string | null }>('session.logoutCall'),
    fetchMember: declaredCall<MemberInfo, { token: string | null }>('session.fetchMember'),
    fetchWallet: declaredCall<Wallet, { token: string | null }>('session.fetchWallet'),
  },
  delays: {
    callTimeout: REQUEST_TIMEOUT_MS,
    logoutTimeout: LOADING_MS.longWait,
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
  },
  actions: {
    /** The http client's token, for the calls other actors make (provided at the root). */
    setHttpToken: declaredEffect<{ token: string | null }>(),
    /** Saves MC_SESSION_INFO and the password-login flag in session storage (provided at the root). */
    saveSession: declaredEffect<{ info: SessionInfo | null; passwordLogin: boolean }>(),
    /** Clears the session storage and sets autoLogin to '0' (§4; provided at the root). */
    forgetSession: declaredEffect(),
    /** Removes the password-login flag from session storage (provided at the root). */
    forgetPasswordLogin: declaredEffect(),
    storeLogin: assign(({ event, system }) => {
      if (event.type !== 'LOGGED_IN') return {};
      const info = sessionInfoFromLogin(event.answer, merchantCodeOf(system));
      return {
        info,
        token: info.token,
        member: null,
        wallet: null,
        endedMessage: null,
        passwordLogin: event.passwordLogin === true,
      };
    }),
    storeTrial: assign(({ event, system }) => {
      const answer = (event as unknown as { output: TrialAnswer }).output;
      const info = sessionInfoFromTrial(answer, merchantCodeOf(system));
      return { info, token: info.token, member: null, wallet: null, endedMessage: null, passwordLogin: false };
    }),
    clearSession: assign({ token: null, info: null, member: null, wallet: null, passwordLogin: false }),
    rememberEndedMessage: assign({ endedMessage: { key: 'errors.loggedOut' } as Message }),
    /** Runs after rememberEndedMessage, which always sets the message. */
    toastSessionEnded: ({ context, system }) =>
      notify(system, {
        type: 'TOAST',
        message: context.endedMessage as Message,
        kind: 'error',
        durationMs: TOAST_MS.info,
      }),
    setMember: assign({ member: ({ event }) => (event as unknown as { output: MemberInfo }).output }),
    setWallet: assign({ wallet: ({ event }) => (event as unknown as { output: Wallet }).output }),
    clearPasswordLogin: assign({ passwordLogin: false }),
    toggleBalance: assign({ balanceHidden: ({ context }) => !context.balanceHidden }),
    /** The forced change (issue 15) is done: the site opens up again, and the wallet the server held back loads. */
    clearPasswordChange: assign(({ context }) => {
      const { passwordChange: _done, ...info } = context.info ?? { passwordChange: undefined };
      return {
        info: context.info && (info as SessionInfo),
        member: context.member && { ...context.member, passwordChange: null },
      };
    }),
    askLogoutConfirm: ({ system, self }) =>
      notify(system, {
        type: 'CONFIRM',
        message: { key: 'account.logout.confirm' },
        cancelLabel: { key: 'common.cancel' },
        confirmLabel: { key: 'common.submit' },
        replyTo: self,
        confirmEvent: { type: 'LOGOUT_CONFIRM' },
        cancelEvent: { type: 'LOGOUT_CANCEL' },
      }),
    showLogoutLoading: ({ system }) =>
      notify(system, {
        type: 'LOADING_SHOW',
        message: { key: 'account.logout.loading' },
        timeoutMs: LOADING_MS.longWait,
      }),
    showFreePlayLoading: ({ system }) =>
      notify(system, {
        type: 'LOADING_SHOW',
        message: { key: 'account.freePlay.loading' },
        timeoutMs: LOADING_MS.longWait,
      }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    toastFreePlayFailed: ({ system, event }) => {
      const error = (event as { error?: unknown }).error;
      const text = error instanceof Error && error.message ? error.message : '';
      notify(system, {
        type: 'TOAST',
        message: text ? { text } : { key: 'account.freePlay.failed' },
        kind: 'error',
        durationMs: TOAST_MS.info,
      });
    },
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home') }),
    /** The login popup (systemId `loginPopup`) over the current screen: the screen continues after login. */
    openLoginPopup: ({ system }) => system.get('loginPopup')?.send({ type: 'OPEN', reason: 'sessionEnded' }),
  },
}).createMachine({
  id: 'session',
  description: 'The visit’s session: token, session info (MC_SESSION_INFO), member info and wallet (spec §3, §4).',
  context: ({ input }) => ({
    token: input?.stored?.info.token ?? null,
    info: input?.stored?.info ?? null,
    member: null,
    wallet: null,
    passwordLogin: input?.stored?.passwordLogin === true,
    endedMessage: null,
    balanceHidden: false,
  }),
  on: { TOGGLE_BALANCE: { actions: 'toggleBalance' } },
  invoke: { id: 'sessionEndWatcher', src: 'sessionEndWatcher' },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Takes the session saved in session storage (MC_SESSION_INFO) so a reload keeps the player in.',
      entry: { type: 'setHttpToken', params: tokenParams },
      always: [{ guard: 'hasStoredToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      description: 'A visitor: no token. Login, registration or free play start a session.',
      on: {
        LOGGED_IN: { target: 'loggedIn', actions: ['storeLogin', ...persist] },
        FREE_PLAY: 'startingFreePlay',
      },
    },
    startingFreePlay: {
      description: 'Free play (§4): a loading toast while the trial-play call runs; a trial session then goes home.',
      entry: 'showFreePlayLoading',
      exit: 'hideLoading',
      invoke: {
        id: 'trialLogin',
        src: 'trialLogin',
        onDone: { target: 'loggedIn', actions: ['storeTrial', ...persist, 'goHome'] },
        onError: { target: 'loggedOut', actions: 'toastFreePlayFailed' },
      },
      after: { callTimeout: { target: 'loggedOut', actions: 'toastFreePlayFailed' } },
    },
    loggedIn: {
      description: 'A session exists: member info and wallet load alongside; logout runs its confirm flow.',
      type: 'parallel',
      on: {
        LOGGED_IN: { target: 'loggedIn', reenter: true, actions: ['storeLogin', ...persist] },
        FREE_PLAY: { actions: 'goHome' },
        PASSWORD_CHANGED: {
          actions: [
            'clearPasswordLogin',
            'forgetPasswordLogin',
            'clearPasswordChange',
            { type: 'saveSession', params: savedParams },
            raise({ type: 'REFRESH_WALLET' }),
          ],
        },
        SESSION_ENDED: {
          target: 'loggedOut',
          actions: ['rememberEndedMessage', ...clear, 'toastSessionEnded', 'openLoginPopup'],
        },
      },
      states: {
        member: loadingRegion({
          src: 'fetchMember',
          store: 'setMember',
          refresh: 'REFRESH_MEMBER',
          description: {
            region: 'Member info (§3): id, type, nickname, account, VIP label.',
            loading: 'Fetching member info.',
            ready: 'Member info is known.',
            failed: 'Member info could not be loaded; a refresh tries again.',
          },
        }),
        wallet: loadingRegion({
          src: 'fetchWallet',
          store: 'setWallet',
          refresh: 'REFRESH_WALLET',
          description: {
            region: 'Wallet (§3): total balance and currency symbol.',
            loading: 'Fetching the wallet balance.',
            ready: 'The balance is shown.',
            failed: 'The balance could not be loaded; a refresh tries again.',
          },
        }),
        logout: {
          description: 'Logout (§4): confirm, loading, logout call with the token, clear, home.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No logout in progress.',
              on: { LOGOUT: 'confirming', LOGOUT_NOW: 'loggingOut' },
            },
            confirming: {
              description: "The 'sure to log out?' confirm popup with Cancel and Submit.",
              entry: 'askLogoutConfirm',
              on: {
                LOGOUT_CONFIRM: 'loggingOut',
                LOGOUT_CANCEL: 'idle',
              },
            },
            loggingOut: {
              description: 'Loading while the logout call runs; the session is cleared whatever it answers.',
              entry: 'showLogoutLoading',
              exit: 'hideLoading',
              invoke: {
                id: 'logoutCall',
                src: 'logoutCall',
                input: ({ context }) => ({ token: context.token }),
                onDone: { target: '#session.loggedOut', actions: [...clear, 'goHome'] },
                onError: { target: '#session.loggedOut', actions: [...clear, 'goHome'] },
              },
              after: { logoutTimeout: { target: '#session.loggedOut', actions: [...clear, 'goHome'] } },
            },
          },
        },
      },
    },
  },
});
