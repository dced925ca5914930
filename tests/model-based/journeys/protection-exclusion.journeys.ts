import * as selfExclusionView from '../../../src/machines/protection/selfExclusion.view';
import * as timeOutView from '../../../src/machines/protection/timeOut.view';
import type { Journey } from '../journey-types';

/** Journeys of time-out and self-exclusion (issue 16 tools 3 and 4), from the rules. */

const refused = (message: string, code: string, status: number, value?: unknown) =>
  Object.assign(new Error(message), { name: 'ApiError', code, status, value });
const UNTIL = '2026-11-25T10:00:00.000Z';
const logOutNow = { to: 'session', event: { type: 'LOGOUT_NOW' } };

export const protectionExclusionJourneys: Journey[] = [
  {
    machine: 'timeOut',
    name: 'a 24-hour time-out: choose, confirm with the password, it starts and the site logs out naming its end',
    spec: 'issue 16 tool 3 (time-out: at once, logout on every device, refused until it ends)',
    reads: timeOutView,
    start: { state: 'loading', view: { loading: true } },
    steps: [
      {
        resolve: 'loadSettings',
        output: { enabled: true, periods: ['24h', '7d', '1m', '6w'] },
        state: 'choosing',
        view: { periods: ['24h', '7d', '1m', '6w'], period: null, confirming: false },
      },
      // Continue without a period says to choose one first.
      {
        send: { type: 'CONTINUE' },
        state: 'choosing',
        view: { periodError: { key: 'protection.exclusion.errors.choosePeriod' } },
      },
      // A period the site does not offer here (a self-exclusion one) is not taken.
      { send: { type: 'CHOOSE', period: '1y' }, state: 'choosing', view: { period: null } },
      { send: { type: 'CHOOSE', period: '24h' }, state: 'choosing', view: { period: '24h', periodError: null } },
      { send: { type: 'CONTINUE' }, state: 'confirming', view: { confirming: true } },
      // Confirm with an empty password asks for it and sends nothing.
      {
        send: { type: 'CONFIRM' },
        state: 'confirming',
        view: { passwordError: { key: 'protection.exclusion.errors.passwordRequired' } },
        sent: [],
      },
      { send: { type: 'PASSWORD', value: 'Secret123' }, state: 'confirming', view: { passwordError: null } },
      { send: { type: 'CONFIRM' }, state: 'starting', view: { starting: true, confirming: true } },
      // A second tap while the call runs sends nothing.
      { send: { type: 'CONFIRM' }, state: 'starting', sent: [] },
      {
        resolve: 'start',
        output: { until: UNTIL },
        state: 'started',
        context: { until: UNTIL, password: '' },
        view: { started: true },
        sent: [
          logOutNow,
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { key: 'protection.exclusion.timeOut.started', params: { until: Date.parse(UNTIL) } },
              kind: 'info',
              durationMs: 8000,
            },
          },
        ],
      },
    ],
  },
  {
    machine: 'timeOut',
    name: 'a wrong password shows under the field and keeps the choice; cancel goes back and forgets the password',
    spec: 'issue 16 tool 3, brief: the password confirms it; a failed submit keeps what was typed',
    reads: timeOutView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadSettings', state: 'failed', view: { failed: true } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'loadSettings', output: { enabled: true, periods: ['24h', '6w'] }, state: 'choosing' },
      { send: { type: 'CHOOSE', period: '6w' }, state: 'choosing' },
      { send: { type: 'CONTINUE' }, state: 'confirming' },
      { send: { type: 'PASSWORD', value: 'Wrong1' }, state: 'confirming' },
      { send: { type: 'CONFIRM' }, state: 'starting' },
      {
        reject: 'start',
        error: refused('The login password is incorrect', 'OLD_PASSWORD_INCORRECT', 400, {
          fields: { password: 'The login password is incorrect' },
        }),
        state: 'confirming',
        view: {
          passwordError: { key: 'protection.exclusion.errors.passwordIncorrect' },
          period: '6w',
          password: 'Wrong1',
        },
        sent: [],
      },
      { send: { type: 'CANCEL' }, state: 'choosing', view: { period: '6w', password: '', passwordError: null } },
    ],
  },
  {
    machine: 'timeOut',
    name: 'the operator turned time-outs off: nothing can be chosen',
    spec: 'issue 16: every tool can be turned off in the site config',
    reads: timeOutView,
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadSettings',
        output: { enabled: false, periods: ['24h'] },
        state: 'unavailable',
        view: { unavailable: true },
      },
    ],
  },
  {
    machine: 'selfExclusion',
    name: 'a permanent self-exclusion starts at once and the site logs out saying it never ends',
    spec: 'issue 16 tool 4 (self-exclusion: 6 months, 1 year, 5 years or permanent; at once, on every device)',
    reads: selfExclusionView,
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadSettings',
        output: { enabled: true, periods: ['6m', '1y', '5y', 'permanent'] },
        state: 'choosing',
        view: { periods: ['6m', '1y', '5y', 'permanent'] },
      },
      { send: { type: 'CHOOSE', period: 'permanent' }, state: 'choosing', view: { period: 'permanent' } },
      { send: { type: 'CONTINUE' }, state: 'confirming' },
      { send: { type: 'PASSWORD', value: 'Secret123' }, state: 'confirming' },
      { send: { type: 'CONFIRM' }, state: 'starting' },
      {
        resolve: 'start',
        output: { until: null },
        state: 'started',
        context: { until: null },
        sent: [
          logOutNow,
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { key: 'protection.exclusion.selfExclusion.startedPermanent' },
              kind: 'info',
              durationMs: 8000,
            },
          },
        ],
      },
    ],
  },
  {
    machine: 'selfExclusion',
    name: 'a shorter period than the one running is refused with its end; a failed call can be sent again',
    spec: 'issue 16 tool 4: it cannot be cut short; brief: a failed call can be retried',
    reads: selfExclusionView,
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadSettings', output: { enabled: true, periods: ['6m', '1y'] }, state: 'choosing' },
      { send: { type: 'CHOOSE', period: '6m' }, state: 'choosing' },
      { send: { type: 'CONTINUE' }, state: 'confirming' },
      { send: { type: 'PASSWORD', value: 'Secret123' }, state: 'confirming' },
      { send: { type: 'CONFIRM' }, state: 'starting' },
      {
        reject: 'start',
        error: refused('cannot be cut short', 'EXCLUSION_CANNOT_SHORTEN', 409, { until: UNTIL }),
        state: 'confirming',
        view: { refusal: { key: 'protection.exclusion.refusals.EXCLUSION_CANNOT_SHORTEN' } },
      },
      { send: { type: 'CONFIRM' }, state: 'starting', view: { refusal: null } },
      {
        wait: 20_000,
        state: 'confirming',
        view: { refusal: { key: 'protection.exclusion.errors.failed' }, password: 'Secret123' },
      },
      { send: { type: 'CONFIRM' }, state: 'starting' },
      {
        reject: 'start',
        error: refused('Too many failed attempts', 'TOO_MANY_ATTEMPTS', 429),
        state: 'confirming',
        view: { refusal: { key: 'protection.exclusion.errors.tooManyAttempts' } },
      },
    ],
  },
  {
    machine: 'session',
    name: 'a confirmed time-out logs out at once, without the logout confirm, and the site goes home',
    spec: 'issue 16 tool 3: logout on every device (this one through the spec\u2019s logout)',
    input: {
      stored: {
        info: { token: 'tok-1', merchantCode: 'm', userName: 'ann', type: 0, firstTimeLogin: false },
        passwordLogin: true,
      },
    },
    start: { state: { loggedIn: { member: 'loading', wallet: 'loading', logout: 'idle' } } },
    steps: [
      {
        send: { type: 'LOGOUT_NOW' },
        state: { loggedIn: { member: 'loading', wallet: 'loading', logout: 'loggingOut' } },
      },
      { resolve: 'logoutCall', state: 'loggedOut', context: { token: null, info: null } },
    ],
  },
];
