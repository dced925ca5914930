import { type AnyActorRef, assign, fromCallback, fromPromise, setup } from 'xstate';
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
import { fetchMemberInfo } from '../../services/account/account';
import {
  clearSessionStorage,
  clearSessionPassword as clearStoredSessionPassword,
  loadSessionInfo,
  loadSessionPassword,
  logout,
  saveSessionInfo,
  saveSessionPassword,
  trialLogin,
} from '../../services/account/session';
import { type ApiError, onSessionEnded, setAuthToken } from '../../services/shell/http';
import { navigate } from '../../services/shell/navigation';
import { fetchWallet } from '../../services/wallet/wallet';
import type { Message } from '../shell/notifications.machine';
import { notify } from '../shell/notify';

/**
 * The app-level session (spec §3 "Session info", §4 "Login", "Logout", "Free play"): token, session info, member info
 * and wallet. Created once in app/actors.ts with systemId `session`.
 */
export interface SessionContext {
  token: string | null;
  info: SessionInfo | null;
  member: MemberInfo | null;
  wallet: Wallet | null;
  /** The session PSW (§3): the password typed at login, so change-password can hide its old-password field. */
  sessionPassword: string | null;
  /** Why the last session ended (the dictionary message of §8), for the screen that shows it. */
  endedMessage: Message | null;
}

export type SessionEvent =
  /** A login (password, SMS, registration) succeeded: the §3 login answer, and the password for the session PSW. */
  | { type: 'LOGGED_IN'; answer: LoginAnswer; password?: string }
  /** Starts the logout flow of §4: confirm, loading, call, clear, home. */
  | { type: 'LOGOUT' }
  | { type: 'LOGOUT_CONFIRM' }
  | { type: 'LOGOUT_CANCEL' }
  | { type: 'REFRESH_WALLET' }
  | { type: 'REFRESH_MEMBER' }
  /** Free play (§4): loading toast, trial call, then home. */
  | { type: 'FREE_PLAY' }
  /** A call answered "not logged in" or "logged out" (§8): end the session with that message. */
  | { type: 'SESSION_ENDED'; message?: string }
  /** Change password succeeded: the session PSW is cleared (§4). */
  | { type: 'PASSWORD_CHANGED' };

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
  description: string;
  src: 'fetchMember' | 'fetchWallet';
  store: 'setMember' | 'setWallet';
  refresh: Refresh;
  loading: string;
  ready: string;
  failed: string;
}) {
  const refresh = { [region.refresh]: 'loading' } as Record<Refresh, 'loading'>;
  return {
    description: region.description,
    initial: 'loading' as const,
    states: {
      loading: {
        description: region.loading,
        invoke: {
          id: region.src,
          src: region.src,
          input: ({ context }: { context: SessionContext }) => ({ token: context.token }),
          onDone: { target: 'ready', actions: region.store },
          onError: 'failed',
        },
        after: { callTimeout: 'failed' },
      },
      ready: { description: region.ready, on: refresh },
      failed: { description: region.failed, on: refresh },
    },
  };
}

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    /** Hears the http client's "session ended" answers (§8) for as long as the session actor runs. */
    sessionEndWatcher: fromCallback<SessionEvent>(({ sendBack }) => {
      onSessionEnded((error: ApiError) => sendBack({ type: 'SESSION_ENDED', message: error.message }));
      return () => onSessionEnded(null);
    }),
    trialLogin: fromPromise<TrialAnswer>(({ signal }) => trialLogin(signal)),
    logoutCall: fromPromise<void, { token: string | null }>(async ({ input, signal }) => {
      if (input.token) await logout(input.token, signal);
    }),
    fetchMember: fromPromise<MemberInfo, { token: string | null }>(({ input, signal }) =>
      fetchMemberInfo(signal, input.token),
    ),
    fetchWallet: fromPromise<Wallet, { token: string | null }>(({ input, signal }) => fetchWallet(signal, input.token)),
  },
  delays: {
    callTimeout: REQUEST_TIMEOUT_MS,
    logoutTimeout: LOADING_MS.longWait,
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
  },
  actions: {
    /**
     * Restores the saved session. The token is handed to the http client here, in the assignment, because the
     * member and wallet calls of `loggedIn` start before deferred entry actions run.
     */
    restoreFromStorage: assign(() => {
      const info = loadSessionInfo();
      setAuthToken(info?.token ?? null);
      return { info, token: info?.token ?? null, sessionPassword: info ? loadSessionPassword() : null };
    }),
    storeLogin: assign(({ event, system }) => {
      if (event.type !== 'LOGGED_IN') return {};
      const info = sessionInfoFromLogin(event.answer, merchantCodeOf(system));
      saveSessionInfo(info);
      if (event.password) saveSessionPassword(event.password);
      setAuthToken(info.token);
      return {
        info,
        token: info.token,
        member: null,
        wallet: null,
        endedMessage: null,
        sessionPassword: event.password ?? null,
      };
    }),
    storeTrial: assign(({ event, system }) => {
      const answer = (event as unknown as { output: TrialAnswer }).output;
      const info = sessionInfoFromTrial(answer, merchantCodeOf(system));
      saveSessionInfo(info);
      setAuthToken(info.token);
      return { info, token: info.token, member: null, wallet: null, endedMessage: null, sessionPassword: null };
    }),
    clearSession: assign(() => {
      setAuthToken(null);
      clearSessionStorage();
      return { token: null, info: null, member: null, wallet: null, sessionPassword: null };
    }),
    rememberEndedMessage: assign(({ event }) => ({
      endedMessage:
        event.type === 'SESSION_ENDED' && event.message
          ? ({ text: event.message } as Message)
          : ({ key: 'account.session.ended' } as Message),
    })),
    toastSessionEnded: ({ context, system }) =>
      notify(system, {
        type: 'TOAST',
        message: context.endedMessage ?? { key: 'account.session.ended' },
        kind: 'error',
        durationMs: TOAST_MS.info,
      }),
    setMember: assign({ member: ({ event }) => (event as unknown as { output: MemberInfo }).output }),
    setWallet: assign({ wallet: ({ event }) => (event as unknown as { output: Wallet }).output }),
    clearSessionPassword: assign(() => {
      clearStoredSessionPassword();
      return { sessionPassword: null };
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
    goHome: () => navigate('/m/home'),
    goLogin: () => navigate('/m/login'),
  },
}).createMachine({
  id: 'session',
  description: 'The visit’s session: token, session info (MC_SESSION_INFO), member info and wallet (spec §3, §4).',
  context: { token: null, info: null, member: null, wallet: null, sessionPassword: null, endedMessage: null },
  invoke: { id: 'sessionEndWatcher', src: 'sessionEndWatcher' },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reads the session saved in session storage (MC_SESSION_INFO) so a reload keeps the player in.',
      entry: 'restoreFromStorage',
      always: [{ guard: 'hasStoredToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      description: 'A visitor: no token. Login, registration or free play start a session.',
      on: {
        LOGGED_IN: { target: 'loggedIn', actions: 'storeLogin' },
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
        onDone: { target: 'loggedIn', actions: ['storeTrial', 'goHome'] },
        onError: { target: 'loggedOut', actions: 'toastFreePlayFailed' },
      },
      after: { callTimeout: { target: 'loggedOut', actions: 'toastFreePlayFailed' } },
    },
    loggedIn: {
      description: 'A session exists: member info and wallet load alongside; logout runs its confirm flow.',
      type: 'parallel',
      on: {
        LOGGED_IN: { target: 'loggedIn', reenter: true, actions: 'storeLogin' },
        FREE_PLAY: { actions: 'goHome' },
        PASSWORD_CHANGED: { actions: 'clearSessionPassword' },
        SESSION_ENDED: {
          target: 'loggedOut',
          actions: ['rememberEndedMessage', 'clearSession', 'toastSessionEnded', 'goLogin'],
        },
      },
      states: {
        member: loadingRegion({
          description: 'Member info (§3): id, type, nickname, account, VIP label.',
          src: 'fetchMember',
          store: 'setMember',
          refresh: 'REFRESH_MEMBER',
          loading: 'Fetching member info.',
          ready: 'Member info is known.',
          failed: 'Member info could not be loaded; a refresh tries again.',
        }),
        wallet: loadingRegion({
          description: 'Wallet (§3): total balance and currency symbol.',
          src: 'fetchWallet',
          store: 'setWallet',
          refresh: 'REFRESH_WALLET',
          loading: 'Fetching the wallet balance.',
          ready: 'The balance is shown.',
          failed: 'The balance could not be loaded; a refresh tries again.',
        }),
        logout: {
          description: 'Logout (§4): confirm, loading, logout call with the token, clear, home.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No logout in progress.',
              on: { LOGOUT: 'confirming' },
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
                onDone: { target: '#session.loggedOut', actions: ['clearSession', 'goHome'] },
                onError: { target: '#session.loggedOut', actions: ['clearSession', 'goHome'] },
              },
              after: { logoutTimeout: { target: '#session.loggedOut', actions: ['clearSession', 'goHome'] } },
            },
          },
        },
      },
    },
  },
});
