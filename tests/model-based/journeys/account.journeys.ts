import { sampleSettings } from '../../../src/machines/account/account.catalog';
import { ApiError } from '../../../src/services/shell/http';
import type { Journey } from '../journey-types';

/** Spec journeys of the account machines (§3, §4, §5, §8). */

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const loginState = (form: string, revalidate = 'idle') => ({ form, revalidate });
const signedIn = (member: string, wallet: string, logout: string) => ({ loggedIn: { member, wallet, logout } });
/** The session info as stored (§3 field order: token, merchantCode, userName, type, firstTimeLogin). */
const aliceInfo = { token: 'tok-1', merchantCode: '', userName: 'alice', type: 0, firstTimeLogin: false };
const bobAnswer = { token: 'tok-2', userName: 'bob', type: 1, merchantCode: 'm2' };
const bobInfo = { token: 'tok-2', merchantCode: 'm2', userName: 'bob', type: 1, firstTimeLogin: false };
const trialInfo = { token: 'trial-1', merchantCode: '', userName: 'guest1', type: 4, firstTimeLogin: false };
const loadingHide = { to: 'notifications', event: { type: 'LOADING_HIDE' } };
const goHome = { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home' } };
const goLogin = { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login' } };
const freePlayLoading = { type: 'LOADING_SHOW', message: { key: 'account.freePlay.loading' }, timeoutMs: 9_999_000 };
/** An error toast of the session (2 s, §9 info). */
const sessionToast = (message: Record<string, string>) => ({
  to: 'notifications',
  event: { type: 'TOAST', message, kind: 'error', durationMs: 2000 },
});
/** 'Sure to log out?' with Cancel and Submit (§4); the reply goes to the session actor (the journey's root, x:0). */
const logoutConfirm = {
  type: 'CONFIRM',
  message: { key: 'account.logout.confirm' },
  cancelLabel: { key: 'common.cancel' },
  confirmLabel: { key: 'common.submit' },
  replyTo: { xstate$$type: 1, id: 'x:0' },
  confirmEvent: { type: 'LOGOUT_CONFIRM' },
  cancelEvent: { type: 'LOGOUT_CANCEL' },
};

export const accountJourneys: Journey[] = [
  {
    machine: 'session',
    name: 'login loads member and wallet; logout asks, may be cancelled, then clears the session',
    spec: '§4 Login sets the token; Logout: confirm, loading, call, clear, home',
    start: {
      state: 'loggedOut',
      context: { token: null, info: null, sessionPassword: null, endedMessage: null },
      sent: [],
      effects: [{ effect: 'setHttpToken', params: { token: null } }],
    },
    steps: [
      {
        send: { type: 'LOGGED_IN', answer, password: 'secret1' },
        state: signedIn('loading', 'loading', 'idle'),
        // No site config in this system: the merchant code stays empty.
        context: { token: 'tok-1', info: aliceInfo, member: null, wallet: null, sessionPassword: 'secret1' },
        sent: [],
        effects: [
          { effect: 'saveSession', params: { info: aliceInfo, sessionPassword: 'secret1' } },
          { effect: 'setHttpToken', params: { token: 'tok-1' } },
        ],
      },
      {
        resolve: 'fetchMember',
        output: { id: 1, type: 0 },
        state: signedIn('ready', 'loading', 'idle'),
        context: { member: { id: 1, type: 0 } },
      },
      { reject: 'fetchWallet', state: signedIn('ready', 'failed', 'idle'), context: { wallet: null } },
      { send: { type: 'REFRESH_WALLET' }, state: signedIn('ready', 'loading', 'idle') },
      {
        resolve: 'fetchWallet',
        output: { sumBalance: 10, currencySymbol: '$' },
        state: signedIn('ready', 'ready', 'idle'),
        context: { token: 'tok-1', wallet: { sumBalance: 10, currencySymbol: '$' } },
      },
      { send: { type: 'REFRESH_WALLET' }, state: signedIn('ready', 'loading', 'idle') },
      { wait: 20_000, state: signedIn('ready', 'failed', 'idle') },
      {
        send: { type: 'LOGOUT' },
        state: signedIn('ready', 'failed', 'confirming'),
        sent: [{ to: 'notifications', event: logoutConfirm }],
        effects: [],
      },
      { send: { type: 'LOGOUT_CANCEL' }, state: signedIn('ready', 'failed', 'idle'), sent: [], effects: [] },
      { send: { type: 'LOGOUT' }, state: signedIn('ready', 'failed', 'confirming') },
      {
        send: { type: 'LOGOUT_CONFIRM' },
        state: signedIn('ready', 'failed', 'loggingOut'),
        sent: [
          {
            to: 'notifications',
            event: { type: 'LOADING_SHOW', message: { key: 'account.logout.loading' }, timeoutMs: 9_999_000 },
          },
        ],
        effects: [],
      },
      {
        resolve: 'logoutCall',
        state: 'loggedOut',
        context: { token: null, info: null, member: null, wallet: null, sessionPassword: null },
        sent: [loadingHide, goHome],
        effects: [{ effect: 'forgetSession' }, { effect: 'setHttpToken', params: { token: null } }],
      },
    ],
  },
  {
    machine: 'session',
    name: 'a reload keeps the session; a failed or endless logout call still clears it; a new login replaces it',
    spec: '§3 Session info (MC_SESSION_INFO), §4 Logout: clear, home; loading up to 9999 s (§9)',
    input: { stored: { info: { ...answer, merchantCode: 'm' }, sessionPassword: 'secret1' } },
    start: {
      state: signedIn('loading', 'loading', 'idle'),
      context: { token: 'tok-1', info: { ...answer, merchantCode: 'm' }, member: null, sessionPassword: 'secret1' },
      sent: [],
      effects: [{ effect: 'setHttpToken', params: { token: 'tok-1' } }],
    },
    steps: [
      { wait: 19_999, state: signedIn('loading', 'loading', 'idle') },
      { wait: 1, state: signedIn('failed', 'failed', 'idle'), context: { member: null, wallet: null } },
      { send: { type: 'REFRESH_MEMBER' }, state: signedIn('loading', 'failed', 'idle') },
      {
        resolve: 'fetchMember',
        output: { id: 1, type: 0, nickname: 'A', account: 'alice' },
        state: signedIn('ready', 'failed', 'idle'),
        context: { member: { id: 1, type: 0, nickname: 'A', account: 'alice' } },
      },
      { send: { type: 'REFRESH_MEMBER' }, state: signedIn('loading', 'failed', 'idle') },
      { reject: 'fetchMember', state: signedIn('failed', 'failed', 'idle') },
      {
        send: { type: 'PASSWORD_CHANGED' },
        state: signedIn('failed', 'failed', 'idle'),
        context: { token: 'tok-1', sessionPassword: null },
        sent: [],
        effects: [{ effect: 'forgetSessionPassword' }],
      },
      // Another login (registration, a second account) replaces the session and loads it again.
      {
        send: { type: 'LOGGED_IN', answer: bobAnswer },
        state: signedIn('loading', 'loading', 'idle'),
        context: { token: 'tok-2', info: bobInfo, member: null, wallet: null, sessionPassword: null },
        sent: [],
        effects: [
          { effect: 'saveSession', params: { info: bobInfo, sessionPassword: null } },
          { effect: 'setHttpToken', params: { token: 'tok-2' } },
        ],
      },
      { send: { type: 'LOGOUT' }, state: signedIn('loading', 'loading', 'confirming') },
      { send: { type: 'LOGOUT_CONFIRM' }, state: signedIn('loading', 'loading', 'loggingOut') },
      {
        reject: 'logoutCall',
        state: 'loggedOut',
        context: { token: null, info: null, sessionPassword: null },
        sent: [loadingHide, goHome],
        effects: [{ effect: 'forgetSession' }, { effect: 'setHttpToken', params: { token: null } }],
      },
      { send: { type: 'LOGGED_IN', answer }, state: signedIn('loading', 'loading', 'idle') },
      { send: { type: 'LOGOUT' }, state: signedIn('loading', 'loading', 'confirming') },
      { send: { type: 'LOGOUT_CONFIRM' }, state: signedIn('loading', 'loading', 'loggingOut') },
      { wait: 9_998_999, state: signedIn('failed', 'failed', 'loggingOut') },
      {
        wait: 1,
        state: 'loggedOut',
        context: { token: null, info: null },
        sent: [loadingHide, goHome],
        effects: [{ effect: 'forgetSession' }, { effect: 'setHttpToken', params: { token: null } }],
      },
    ],
  },
  {
    machine: 'session',
    name: 'free play starts a trial session; a "not logged in" answer ends it with its message',
    spec: '§4 Free play, §8 session ended',
    start: { state: 'loggedOut' },
    steps: [
      {
        send: { type: 'FREE_PLAY' },
        state: 'startingFreePlay',
        sent: [{ to: 'notifications', event: freePlayLoading }],
        effects: [],
      },
      {
        reject: 'trialLogin',
        error: new Error('No trial accounts left'),
        state: 'loggedOut',
        context: { token: null, info: null },
        sent: [loadingHide, sessionToast({ text: 'No trial accounts left' })],
        effects: [],
      },
      { send: { type: 'FREE_PLAY' }, state: 'startingFreePlay' },
      {
        reject: 'trialLogin',
        error: new Error(''),
        state: 'loggedOut',
        sent: [loadingHide, sessionToast({ key: 'account.freePlay.failed' })],
      },
      { send: { type: 'FREE_PLAY' }, state: 'startingFreePlay' },
      {
        resolve: 'trialLogin',
        output: { token: 'trial-1', userName: 'guest1', customerType: 4 },
        state: signedIn('loading', 'loading', 'idle'),
        context: { token: 'trial-1', info: trialInfo, member: null, wallet: null, sessionPassword: null },
        sent: [loadingHide, goHome],
        effects: [
          { effect: 'saveSession', params: { info: trialInfo, sessionPassword: null } },
          { effect: 'setHttpToken', params: { token: 'trial-1' } },
        ],
      },
      // Free play with a session already open: home.
      { send: { type: 'FREE_PLAY' }, state: signedIn('loading', 'loading', 'idle'), sent: [goHome], effects: [] },
      {
        send: { type: 'SESSION_ENDED', message: 'Please log in again' },
        state: 'loggedOut',
        context: { token: null, info: null, sessionPassword: null, endedMessage: { text: 'Please log in again' } },
        sent: [sessionToast({ text: 'Please log in again' }), goLogin],
        effects: [{ effect: 'forgetSession' }, { effect: 'setHttpToken', params: { token: null } }],
      },
      { send: { type: 'FREE_PLAY' }, state: 'startingFreePlay' },
      { wait: 19_999, state: 'startingFreePlay', sent: [] },
      {
        wait: 1,
        state: 'loggedOut',
        sent: [loadingHide, sessionToast({ key: 'account.freePlay.failed' })],
      },
      {
        send: { type: 'LOGGED_IN', answer, password: 'secret1' },
        state: signedIn('loading', 'loading', 'idle'),
        context: { endedMessage: null },
      },
      {
        send: { type: 'SESSION_ENDED' },
        state: 'loggedOut',
        context: { token: null, endedMessage: { key: 'account.session.ended' } },
        sent: [sessionToast({ key: 'account.session.ended' }), goLogin],
      },
    ],
  },
  {
    machine: 'login',
    name: 'an invalid form stays; a failed login asking for a captcha shows it; then the login goes through',
    spec: '§4 Captcha on login, §5 login rule sets, §8',
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null },
    start: { state: loginState('editing'), context: { method: 'username', captchaShown: false, remember: false } },
    steps: [
      { send: { type: 'SUBMIT' }, state: loginState('editing') },
      { send: change('username', 'alice'), state: loginState('editing') },
      { send: change('password', 'secret99'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      {
        reject: 'login',
        error: new ApiError('The username or password is incorrect', 'LOGIN_FAILED', 401, { captchaRequired: true }),
        state: loginState('editing'),
        context: { captchaShown: true, serverError: 'The username or password is incorrect' },
      },
      // The captcha is now required.
      { send: { type: 'SUBMIT' }, state: loginState('editing') },
      { send: change('captcha', '1234'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      { resolve: 'login', output: answer, state: loginState('done') },
    ],
  },
  {
    machine: 'login',
    name: 'the SMS tab; a slow login gives the form back; a language change re-validates after 200 ms',
    spec: '§2 Login (MOBILEVERCODELOGIN3), §4 login method toggles, language change debounce 200 ms',
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null },
    start: { state: loginState('editing'), context: { method: 'username' } },
    steps: [
      { send: { type: 'SWITCH_METHOD', method: 'sms' }, state: loginState('editing'), context: { method: 'sms' } },
      { send: { type: 'TOGGLE_REMEMBER' }, state: loginState('editing'), context: { remember: true } },
      { send: change('mobile', '0912345678'), state: loginState('editing') },
      { send: change('smsCode', '123456'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      { wait: 40_000, state: loginState('editing') },
      { send: { type: 'LANGUAGE_CHANGED' }, state: loginState('editing', 'pending') },
      { wait: 199, state: loginState('editing', 'pending') },
      { wait: 1, state: loginState('editing', 'idle') },
    ],
  },
  {
    machine: 'login',
    name: 'without MOBILEVERCODELOGIN3 the SMS tab is refused',
    spec: '§2 Login',
    input: { settings: sampleSettings, smsLoginEnabled: false, remembered: null },
    start: { state: loginState('editing'), context: { method: 'username' } },
    steps: [
      { send: { type: 'SWITCH_METHOD', method: 'sms' }, state: loginState('editing'), context: { method: 'username' } },
    ],
  },
  {
    machine: 'captcha',
    name: 'only loaded when enabled; a reload clears the id',
    spec: '§4 Captcha on registration and login',
    input: { enabled: false },
    start: { state: 'off', context: { enabled: false } },
    steps: [
      { send: { type: 'REFRESH' }, state: 'off' },
      { send: { type: 'ENABLE' }, state: 'loading', context: { enabled: true } },
      { resolve: 'fetchCaptcha', output: { image: 'data:x', id: 'c1' }, state: 'ready', context: { id: 'c1' } },
      { send: { type: 'REFRESH' }, state: 'loading', context: { id: '', image: '' } },
      { reject: 'fetchCaptcha', state: 'failed' },
      { send: { type: 'REFRESH' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'ENABLE' }, state: 'loading' },
    ],
  },
  {
    machine: 'captcha',
    name: 'registration and feedback load it on entry',
    spec: '§4 Captcha on registration',
    input: { enabled: true },
    start: { state: 'loading' },
    steps: [
      { resolve: 'fetchCaptcha', output: { image: 'data:x', id: 'c2' }, state: 'ready' },
      { send: { type: 'ENABLE' }, state: 'loading' },
    ],
  },
  {
    machine: 'smsCountdown',
    name: 'expiry minutes × 60 s counted down by the tick, idle at zero',
    spec: '§4 SMS code',
    input: { tickMs: 30_000 },
    start: { state: 'idle', context: { remainingMs: 0 } },
    steps: [
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { resolve: 'sendSms', output: { expiredMinutes: 1 }, state: 'counting', context: { remainingMs: 60_000 } },
      { wait: 30_000, state: 'counting', context: { remainingMs: 30_000 } },
      { wait: 30_000, state: 'idle', context: { remainingMs: 0 } },
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { reject: 'sendSms', state: 'idle' },
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { resolve: 'sendSms', output: { expiredMinutes: 2 }, state: 'counting', context: { remainingMs: 120_000 } },
      { send: { type: 'RESET' }, state: 'idle', context: { remainingMs: 0 } },
    ],
  },
  {
    machine: 'smsCountdown',
    name: 'with third-party verification the countdown is 1 minute; the sending message ends at 9999 s',
    spec: '§4 SMS code (1 minute with third-party verification; loading up to 9999 s)',
    input: { tickMs: 500, thirdParty: true },
    start: { state: 'idle' },
    steps: [
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { resolve: 'sendSms', output: { expiredMinutes: 5 }, state: 'counting', context: { remainingMs: 60_000 } },
      { wait: 500, state: 'counting', context: { remainingMs: 59_500 } },
      { send: { type: 'RESET' }, state: 'idle' },
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { wait: 9_999_000, state: 'idle' },
    ],
  },
  {
    machine: 'changePassword',
    name: 'new equal to old is refused; a failure only hides loading; saved shows 1 s then home',
    spec: '§4 Change password, §5',
    input: { loggedIn: true, userName: 'alice', sessionPassword: null, settings: sampleSettings },
    start: { state: 'editing' },
    steps: [
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: change('oldPassword', 'secret123'), state: 'editing' },
      { send: change('newPassword', 'secret123'), state: 'editing' },
      { send: change('confirmPassword', 'secret123'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: change('newPassword', 'better456'), state: 'editing' },
      { send: change('confirmPassword', 'better456'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { reject: 'changePassword', state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { wait: 10_000, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { resolve: 'changePassword', state: 'saved' },
      { wait: 999, state: 'saved' },
      { wait: 1, state: 'done' },
    ],
  },
  {
    machine: 'changePassword',
    name: 'without a session the player leaves',
    spec: '§4 Change password: on entry with no session go to /m/home',
    input: { loggedIn: false, userName: '', sessionPassword: null, settings: sampleSettings },
    start: { state: 'leaving' },
    steps: [],
  },
  {
    machine: 'forgotPassword',
    name: 'an invalid form stays; a wrong code returns to the form; a reset goes to login',
    spec: '§2 route /m/forget (designed by us)',
    input: { settings: sampleSettings },
    start: { state: 'editing' },
    steps: [
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: change('mobileNum', '912345678'), state: 'editing' },
      { send: { type: 'SEND_SMS' }, state: 'editing' },
      { send: change('verificationCode', '123456'), state: 'editing' },
      { send: change('newPassword', 'better456'), state: 'editing' },
      { send: change('confirmPassword', 'better456'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { reject: 'resetPassword', state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { wait: 20_000, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { resolve: 'resetPassword', state: 'reset' },
      { wait: 1500, state: 'done' },
    ],
  },
];
