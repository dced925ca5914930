import { fromCallback, fromPromise } from 'xstate';
import type { MemberInfo, TrialAnswer, Wallet } from '../../domain/account/login';
import { type SessionEvent, sessionMachine } from '../../machines/account/session.machine';
import { fetchMemberInfo } from '../../services/account/account';
import {
  clearSessionPassword,
  clearSessionStorage,
  logout,
  saveSessionInfo,
  saveSessionPassword,
  trialLogin,
} from '../../services/account/session';
import { onSessionEnded, setAuthToken } from '../../services/shell/http';
import { fetchWallet } from '../../services/wallet/wallet';
import { implement } from '../root';

/** The browser's session: the session calls, session storage (§3) and the http client's token. */
export const browserSession = implement(sessionMachine, {
  actors: {
    sessionEndWatcher: fromCallback<SessionEvent>(({ sendBack }) => {
      onSessionEnded((error) => sendBack({ type: 'SESSION_ENDED', message: error.message }));
      return () => onSessionEnded(null);
    }),
    trialLogin: fromPromise<TrialAnswer, void>(({ signal }) => trialLogin(signal)),
    logoutCall: fromPromise<void, { token: string | null }>(async ({ input, signal }) => {
      if (input.token) await logout(input.token, signal);
    }),
    fetchMember: fromPromise<MemberInfo, { token: string | null }>(({ input, signal }) =>
      fetchMemberInfo(signal, input.token),
    ),
    fetchWallet: fromPromise<Wallet, { token: string | null }>(({ input, signal }) => fetchWallet(signal, input.token)),
  },
  actions: {
    setHttpToken: (_, params) => setAuthToken(params.token),
    saveSession: (_, params) => {
      if (!params.info) return;
      saveSessionInfo(params.info);
      if (params.sessionPassword) saveSessionPassword(params.sessionPassword);
    },
    forgetSession: () => clearSessionStorage(),
    forgetSessionPassword: () => clearSessionPassword(),
  },
});

export const accountImplementations = [browserSession] as const;
