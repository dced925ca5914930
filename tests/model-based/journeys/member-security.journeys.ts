import * as activeSessionsView from '../../../src/machines/member/activeSessions.view';
import type { Journey } from '../journey-types';

/** Spec journeys of the security centre: active sessions, and the session's forced password change (issue 15). */

const session = (id: string, current: boolean) => ({
  id,
  device: current ? 'Chrome on Android' : 'Safari on iPhone',
  ip: '203.0.113.*',
  createdAt: '2026-11-24T10:00:00.000Z',
  lastSeenAt: '2026-11-24T10:05:00.000Z',
  current,
});
const signedOutToast = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'member.security.sessions.signedOut' }, kind: 'success', durationMs: 3000 },
};
const notFound = Object.assign(new Error('The session does not exist'), {
  name: 'ApiError',
  code: 'NOT_FOUND',
  status: 404,
});
const signedIn = (member: string, wallet: string) => ({ loggedIn: { member, wallet, logout: 'idle' } });
const forcedAnswer = {
  token: 'tok-9',
  userName: 'newbie',
  type: 0,
  firstTimeLogin: true,
  passwordChange: 'FIRST_LOGIN',
};
const forcedInfo = {
  token: 'tok-9',
  merchantCode: '',
  userName: 'newbie',
  type: 0,
  firstTimeLogin: true,
  passwordChange: 'FIRST_LOGIN',
};

const { passwordChange: _pending, ...forcedInfoAfter } = forcedInfo;

export const memberSecurityJourneys: Journey[] = [
  {
    machine: 'activeSessions',
    name: 'two devices: sign out the others, the list loads again with this device alone',
    spec: 'issue 15 item 7 (active sessions, sign out the others)',
    reads: activeSessionsView,
    start: { state: 'loading', view: { sessionsLoading: true } },
    steps: [
      {
        resolve: 'loadSessions',
        output: [session('a', true), session('b', false)],
        state: 'list',
        view: {
          sessionList: [session('a', true), session('b', false)],
          signingOut: false,
        },
      },
      { send: { type: 'SIGN_OUT_OTHERS' }, state: 'signingOutOthers', view: { signingOut: true } },
      // A second tap while the call runs sends nothing.
      { send: { type: 'SIGN_OUT_OTHERS' }, state: 'signingOutOthers', sent: [] },
      { resolve: 'signOutOthers', state: 'loading', sent: [signedOutToast] },
      {
        resolve: 'loadSessions',
        output: [session('a', true)],
        state: 'list',
        context: { sessions: [session('a', true)] },
      },
    ],
  },
  {
    machine: 'activeSessions',
    name: 'a failed load is retried; one device is signed out; this device and unknown ids are not; a gone one says so',
    spec: 'issue 15 item 7 (sign out one), brief: a failed call can be retried',
    reads: activeSessionsView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadSessions', state: 'failed', view: { sessionsFailed: true } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'loadSessions', output: [session('a', true), session('b', false)], state: 'list' },
      { send: { type: 'SIGN_OUT', id: 'a' }, state: 'list', sent: [] },
      { send: { type: 'SIGN_OUT', id: 'zz' }, state: 'list', sent: [] },
      { send: { type: 'SIGN_OUT', id: 'b' }, state: 'signingOutOne', view: { signingOutId: 'b' } },
      {
        reject: 'signOutOne',
        error: notFound,
        state: 'list',
        context: { refusal: { key: 'member.security.sessions.gone' }, signingOutId: null },
      },
      { send: { type: 'SIGN_OUT', id: 'b' }, state: 'signingOutOne', context: { refusal: null } },
      { resolve: 'signOutOne', state: 'loading', sent: [signedOutToast] },
      { wait: 20_000, state: 'failed' },
    ],
  },
  {
    machine: 'session',
    name: 'a login that must change its password keeps the reason until the change, then the wallet loads again',
    spec: 'issue 15 item 8, §4 forced password change',
    start: { state: 'loggedOut' },
    steps: [
      {
        send: { type: 'LOGGED_IN', answer: forcedAnswer, passwordLogin: true },
        state: signedIn('loading', 'loading'),
        context: { info: forcedInfo, passwordLogin: true },
      },
      {
        resolve: 'fetchMember',
        output: { id: 9, type: 0, nickname: '', account: 'newbie', passwordChange: 'FIRST_LOGIN' },
        state: signedIn('ready', 'loading'),
      },
      // The server holds the wallet back while the change is pending.
      { reject: 'fetchWallet', state: signedIn('ready', 'failed') },
      {
        send: { type: 'PASSWORD_CHANGED' },
        state: signedIn('ready', 'loading'),
        context: {
          info: forcedInfoAfter,
          member: { id: 9, type: 0, nickname: '', account: 'newbie', passwordChange: null },
          passwordLogin: false,
        },
        effects: [
          { effect: 'forgetPasswordLogin' },
          { effect: 'saveSession', params: { info: forcedInfoAfter, passwordLogin: false } },
        ],
      },
    ],
  },
];
