import { normaliseConfig } from '../../../src/domain/shell/site-config';
import { sampleSettings } from '../../../src/machines/account/account.catalog';
import { ApiError } from '../../../src/services/shell/http';
import type { Journey } from '../journey-types';

/** Spec journeys of the account machines (§3, §4, §5, §8). */

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const loginState = (form: string, revalidate = 'idle') => ({ form, revalidate });
/** The login form's values (every field, in the form's order), empty unless given; the site's dialing code 63. */
const loginValues = (v: Record<string, string>) => ({
  username: '',
  password: '',
  mobile: '',
  smsCode: '',
  captcha: '',
  countryDialingCode: '63',
  ...v,
});
const smsSending = {
  to: 'notifications',
  event: { type: 'LOADING_SHOW', message: { key: 'account.sms.sending' }, timeoutMs: 9_999_000 },
};
const smsFailed = (message: Record<string, string>) => ({
  to: 'notifications',
  event: { type: 'TOAST', message, kind: 'error', durationMs: 2000 },
});
const pswValues = (oldPassword: string, newPassword: string, confirmPassword: string) => ({
  oldPassword,
  newPassword,
  confirmPassword,
});
/** The forgotten-password form's values, empty unless given; the site's dialing code 63. */
const forgotValues = (v: Record<string, string>) => ({
  mobileNum: '',
  countryDialingCode: '63',
  verificationCode: '',
  newPassword: '',
  confirmPassword: '',
  ...v,
});
/** The login error shown as it came (§8). */
const loginToast = (text: string) => ({
  to: 'notifications',
  event: { type: 'TOAST', message: { text }, kind: 'error' },
});
/** A site config with the SMS login flag and registration settings (rules, default dialing code). */
const siteConfig = (sms: boolean, register: Record<string, unknown>) =>
  normaliseConfig({ merchantCode: 'demo', flags: { MOBILEVERCODELOGIN3: sms }, register });
const signedIn = (member: string, wallet: string, logout: string) => ({ loggedIn: { member, wallet, logout } });
/** The session info as stored (§3 field order: token, merchantCode, userName, type, firstTimeLogin). */
const aliceInfo = { token: 'tok-1', merchantCode: '', userName: 'alice', type: 0, firstTimeLogin: false };
const bobAnswer = { token: 'tok-2', userName: 'bob', type: 1, merchantCode: 'm2' };
const bobInfo = { token: 'tok-2', merchantCode: 'm2', userName: 'bob', type: 1, firstTimeLogin: false };
const trialInfo = { token: 'trial-1', merchantCode: '', userName: 'guest1', type: 4, firstTimeLogin: false };
const loadingHide = { to: 'notifications', event: { type: 'LOADING_HIDE' } };
const goHome = { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home' } };
const goLogin = { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login' } };
/** §8 session ended: the login popup opens over the current screen instead of leaving it. */
const openLoginPopup = { to: 'loginPopup', event: { type: 'OPEN', reason: 'sessionEnded' } };
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
      context: { token: null, info: null, passwordLogin: false, endedMessage: null },
      sent: [],
      effects: [{ effect: 'setHttpToken', params: { token: null } }],
    },
    steps: [
      {
        send: { type: 'LOGGED_IN', answer, passwordLogin: true },
        state: signedIn('loading', 'loading', 'idle'),
        // No site config in this system: the merchant code stays empty.
        context: { token: 'tok-1', info: aliceInfo, member: null, wallet: null, passwordLogin: true },
        sent: [],
        effects: [
          { effect: 'saveSession', params: { info: aliceInfo, passwordLogin: true } },
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
        context: { token: null, info: null, member: null, wallet: null, passwordLogin: false },
        sent: [loadingHide, goHome],
        effects: [{ effect: 'forgetSession' }, { effect: 'setHttpToken', params: { token: null } }],
      },
    ],
  },
  {
    machine: 'session',
    name: 'a reload keeps the session; a failed or endless logout call still clears it; a new login replaces it',
    spec: '§3 Session info (MC_SESSION_INFO), §4 Logout: clear, home; loading up to 9999 s (§9)',
    input: { stored: { info: { ...answer, merchantCode: 'm' }, passwordLogin: true } },
    start: {
      state: signedIn('loading', 'loading', 'idle'),
      context: { token: 'tok-1', info: { ...answer, merchantCode: 'm' }, member: null, passwordLogin: true },
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
        // The wallet loads again: a forced change (issue 15) had the server hold it back.
        state: signedIn('failed', 'loading', 'idle'),
        context: { token: 'tok-1', passwordLogin: false },
        sent: [],
        effects: [
          { effect: 'forgetPasswordLogin' },
          { effect: 'saveSession', params: { info: { ...answer, merchantCode: 'm' }, passwordLogin: false } },
        ],
      },
      // Another login (registration, a second account) replaces the session and loads it again.
      {
        send: { type: 'LOGGED_IN', answer: bobAnswer },
        state: signedIn('loading', 'loading', 'idle'),
        context: { token: 'tok-2', info: bobInfo, member: null, wallet: null, passwordLogin: false },
        sent: [],
        effects: [
          { effect: 'saveSession', params: { info: bobInfo, passwordLogin: false } },
          { effect: 'setHttpToken', params: { token: 'tok-2' } },
        ],
      },
      { send: { type: 'LOGOUT' }, state: signedIn('loading', 'loading', 'confirming') },
      { send: { type: 'LOGOUT_CONFIRM' }, state: signedIn('loading', 'loading', 'loggingOut') },
      {
        reject: 'logoutCall',
        state: 'loggedOut',
        context: { token: null, info: null, passwordLogin: false },
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
    name: 'free play starts a trial session; a "not logged in" answer ends it and opens the login popup',
    spec: '§4 Free play, §8 session ended (The account has been logged out, please log in again)',
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
        context: { token: 'trial-1', info: trialInfo, member: null, wallet: null, passwordLogin: false },
        sent: [loadingHide, goHome],
        effects: [
          { effect: 'saveSession', params: { info: trialInfo, passwordLogin: false } },
          { effect: 'setHttpToken', params: { token: 'trial-1' } },
        ],
      },
      // Free play with a session already open: home.
      { send: { type: 'FREE_PLAY' }, state: signedIn('loading', 'loading', 'idle'), sent: [goHome], effects: [] },
      {
        send: { type: 'SESSION_ENDED' },
        state: 'loggedOut',
        context: { token: null, info: null, passwordLogin: false, endedMessage: { key: 'errors.loggedOut' } },
        sent: [sessionToast({ key: 'errors.loggedOut' }), openLoginPopup],
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
        send: { type: 'LOGGED_IN', answer, passwordLogin: true },
        state: signedIn('loading', 'loading', 'idle'),
        context: { endedMessage: null },
      },
      {
        send: { type: 'SESSION_ENDED' },
        state: 'loggedOut',
        context: { token: null, endedMessage: { key: 'errors.loggedOut' } },
        sent: [sessionToast({ key: 'errors.loggedOut' }), openLoginPopup],
      },
    ],
  },
  {
    machine: 'login',
    name: 'an invalid form stays; a failed login asking for a captcha shows it; then the login goes through',
    spec: '§4 Captcha on login, Login sets the token; §5 login rule sets, focus; §8 Login failure',
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null, redirectTo: '/m/lobby' },
    start: {
      state: loginState('editing'),
      context: {
        method: 'username',
        values: loginValues({}),
        errors: {},
        captchaShown: false,
        remember: false,
        focus: null,
        serverError: null,
        redirectTo: '/m/lobby',
      },
      sent: [],
      effects: [],
    },
    steps: [
      {
        send: { type: 'SUBMIT' },
        state: loginState('editing'),
        context: {
          errors: {
            username: { key: 'account.login.usernameRequired' },
            password: { key: 'account.login.passwordRequired' },
          },
          focus: { field: 'username', n: 1 },
        },
        sent: [],
      },
      // Typing into a field takes its error away; leaving a filled field checks it (§5 loginUsername, loginPassword).
      {
        send: change('username', ' alice '),
        state: loginState('editing'),
        context: { errors: { password: { key: 'account.login.passwordRequired' } } },
      },
      {
        send: { type: 'BLUR', field: 'username' },
        state: loginState('editing'),
        context: { errors: { password: { key: 'account.login.passwordRequired' } } },
      },
      { send: change('password', 'pw'), state: loginState('editing'), context: { errors: {} } },
      {
        send: { type: 'BLUR', field: 'password' },
        state: loginState('editing'),
        context: { errors: { password: { text: 'Password format incorrect' } } },
      },
      {
        send: { type: 'SUBMIT' },
        state: loginState('editing'),
        context: { errors: { password: { text: 'Password format incorrect' } }, focus: { field: 'password', n: 2 } },
      },
      { send: change('password', 'secret99'), state: loginState('editing'), context: { errors: {} } },
      { send: { type: 'TOGGLE_REMEMBER' }, state: loginState('editing'), context: { remember: true } },
      { send: { type: 'SUBMIT' }, state: loginState('submitting'), sent: [], effects: [] },
      {
        reject: 'login',
        error: new ApiError('The username or password is incorrect', 'LOGIN_FAILED', 401, { captchaRequired: true }),
        state: loginState('editing'),
        context: {
          captchaShown: true,
          serverError: 'The username or password is incorrect',
          values: loginValues({ username: ' alice ', password: 'secret99' }),
        },
        sent: [loginToast('The username or password is incorrect')],
        effects: [],
      },
      // The captcha is now required (§5 'enter code').
      {
        send: { type: 'SUBMIT' },
        state: loginState('editing'),
        context: {
          errors: { captcha: { key: 'account.validation.captchaRequired' } },
          focus: { field: 'captcha', n: 3 },
        },
      },
      // At most 6 characters, spaces dropped (§5, §9 captcha length 6 on login); typing clears the server's message.
      {
        send: change('captcha', ' 12 345 678'),
        state: loginState('editing'),
        context: {
          errors: {},
          serverError: null,
          values: loginValues({ username: ' alice ', password: 'secret99', captcha: '123456' }),
        },
      },
      // A tap on the image reloads it, and what was typed for the old one goes.
      {
        send: { type: 'CAPTCHA_REFRESH' },
        state: loginState('editing'),
        context: { values: loginValues({ username: ' alice ', password: 'secret99' }) },
        sent: [],
      },
      { send: change('captcha', '1234'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      // Failing again with the captcha shown: a fresh captcha, the old answer cleared.
      {
        reject: 'login',
        error: new ApiError('Wrong again', 'LOGIN_FAILED', 401),
        state: loginState('editing'),
        context: {
          captchaShown: true,
          serverError: 'Wrong again',
          values: loginValues({ username: ' alice ', password: 'secret99' }),
        },
        sent: [loginToast('Wrong again')],
      },
      { send: change('captcha', '4321'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      {
        resolve: 'login',
        output: { ...answer, deviceToken: 'dev-1' },
        state: loginState('done'),
        // The session takes the answer and that it was a password login (not the password: §3's PSW is gone); then
        // where the player was going. "Remember" keeps the answered device token, never the password.
        sent: [
          {
            to: 'session',
            event: { type: 'LOGGED_IN', answer: { ...answer, deviceToken: 'dev-1' }, passwordLogin: true },
          },
          { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/lobby' } },
        ],
        effects: [
          {
            effect: 'saveRemembered',
            params: {
              remember: { type: 'username', username: 'alice', countryDialingCode: '63', deviceToken: 'dev-1' },
            },
          },
        ],
      },
    ],
  },
  {
    machine: 'login',
    name: 'the SMS tab; a slow login gives the form back; a language change re-validates after 200 ms',
    spec: '§2 Login (MOBILEVERCODELOGIN3), §4 login method toggles, language change debounce 200 ms',
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null },
    start: { state: loginState('editing'), context: { method: 'username', redirectTo: '/m/home' } },
    steps: [
      { send: change('username', 'alice'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('editing'), context: { focus: { field: 'password', n: 1 } } },
      // The other tab starts without the errors of this one.
      {
        send: { type: 'SWITCH_METHOD', method: 'sms' },
        state: loginState('editing'),
        context: { method: 'sms', errors: {}, serverError: null },
      },
      { send: { type: 'TOGGLE_REMEMBER' }, state: loginState('editing'), context: { remember: true } },
      { send: { type: 'TOGGLE_REMEMBER' }, state: loginState('editing'), context: { remember: false } },
      { send: { type: 'TOGGLE_REMEMBER' }, state: loginState('editing'), context: { remember: true } },
      {
        send: { type: 'SUBMIT' },
        state: loginState('editing'),
        context: {
          errors: {
            mobile: { key: 'account.login.mobileRequired' },
            smsCode: { key: 'account.login.smsCodeRequired' },
          },
          focus: { field: 'mobile', n: 2 },
        },
      },
      // The SMS code is checked before it is requested (§5).
      {
        send: { type: 'SEND_SMS' },
        state: loginState('editing'),
        context: {
          errors: {
            mobile: { key: 'account.login.mobileRequired' },
            smsCode: { key: 'account.login.smsCodeRequired' },
          },
          focus: { field: 'mobile', n: 3 },
        },
        sent: [],
      },
      // Digits only, at most 20 (§5); checked without its leading 0 on blur.
      {
        send: change('mobile', '0912 345 678 901 234 567 89'),
        state: loginState('editing'),
        context: {
          values: loginValues({ username: 'alice', mobile: '09123456789012345678' }),
          errors: { smsCode: { key: 'account.login.smsCodeRequired' } },
        },
      },
      { send: change('mobile', '09123'), state: loginState('editing') },
      {
        send: { type: 'BLUR', field: 'mobile' },
        state: loginState('editing'),
        context: {
          errors: { smsCode: { key: 'account.login.smsCodeRequired' }, mobile: { text: 'Mobile number not valid' } },
        },
      },
      {
        send: { type: 'SEND_SMS' },
        state: loginState('editing'),
        context: {
          errors: { smsCode: { key: 'account.login.smsCodeRequired' }, mobile: { text: 'Mobile number not valid' } },
          focus: { field: 'mobile', n: 4 },
        },
      },
      { send: change('mobile', '0912345678'), state: loginState('editing') },
      {
        send: { type: 'SEND_SMS' },
        state: loginState('editing'),
        context: { focus: { field: 'mobile', n: 4 } },
        sent: [],
      },
      // The SMS code input: numeric, at most 10 (§5).
      {
        send: change('smsCode', '12a3456789012'),
        state: loginState('editing'),
        context: {
          values: loginValues({ username: 'alice', mobile: '0912345678', smsCode: '1234567890' }),
          errors: {},
        },
      },
      {
        send: change('countryDialingCode', '86'),
        state: loginState('editing'),
        context: {
          values: loginValues({
            username: 'alice',
            mobile: '0912345678',
            smsCode: '1234567890',
            countryDialingCode: '86',
          }),
        },
      },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      { wait: 39_999, state: loginState('submitting'), sent: [] },
      { wait: 1, state: loginState('editing'), context: { serverError: null }, sent: [], effects: [] },
      { send: { type: 'LANGUAGE_CHANGED' }, state: loginState('editing', 'pending') },
      { wait: 199, state: loginState('editing', 'pending') },
      { wait: 1, state: loginState('editing', 'idle') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      // A failure without a message (§8 'Unknown error'), no captcha asked: the form, no captcha.
      {
        reject: 'login',
        error: new Error(''),
        state: loginState('editing'),
        context: { serverError: 'Unknown error', captchaShown: false },
        sent: [loginToast('Unknown error')],
      },
      // A login that never answers gives the form back without the old message.
      { send: { type: 'SUBMIT' }, state: loginState('submitting'), context: { serverError: 'Unknown error' } },
      { wait: 40_000, state: loginState('editing'), context: { serverError: null } },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      // The SMS tab asks for the captcha too once a failed login carries one (§4).
      {
        reject: 'login',
        error: new ApiError('Verification code error', 'CAPTCHA_REQUIRED', 400),
        state: loginState('editing'),
        context: { captchaShown: true },
      },
      {
        send: { type: 'SUBMIT' },
        state: loginState('editing'),
        context: { errors: { captcha: { key: 'account.validation.captchaRequired' } } },
      },
      { send: change('captcha', '1234'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      // Another failure carrying a captcha: a new one, and the old answer goes.
      {
        reject: 'login',
        error: new ApiError('Verification code error', 'CAPTCHA_INVALID', 400),
        state: loginState('editing'),
        context: {
          values: loginValues({
            username: 'alice',
            mobile: '0912345678',
            smsCode: '1234567890',
            countryDialingCode: '86',
          }),
        },
      },
      { send: change('captcha', '5678'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      {
        resolve: 'login',
        output: answer,
        state: loginState('done'),
        // An SMS login is no password login; the number is remembered as typed (no token answered: none kept).
        sent: [
          { to: 'session', event: { type: 'LOGGED_IN', answer, passwordLogin: false } },
          { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home' } },
        ],
        effects: [
          {
            effect: 'saveRemembered',
            params: { remember: { type: 'sms', username: '0912345678', countryDialingCode: '86', deviceToken: '' } },
          },
        ],
      },
    ],
  },
  {
    machine: 'login',
    name: 'without remember-password the remembered login is forgotten',
    spec: '§2 Login (remember-password checkbox), §3 Remembered login',
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null },
    start: { state: loginState('editing'), context: { remember: false } },
    steps: [
      { send: change('username', 'alice'), state: loginState('editing') },
      { send: change('password', 'secret99'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      {
        resolve: 'login',
        output: answer,
        state: loginState('done'),
        effects: [{ effect: 'saveRemembered', params: { remember: null } }],
      },
    ],
  },
  {
    machine: 'login',
    name: 'a language change re-checks only filled fields, 200 ms after the last change',
    spec: '§4 A language change re-validates filled login fields (debounce 200 ms)',
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null },
    start: { state: loginState('editing') },
    steps: [
      { send: change('username', '!!'), state: loginState('editing'), context: { errors: {} } },
      { send: { type: 'LANGUAGE_CHANGED' }, state: loginState('editing', 'pending'), context: { errors: {} } },
      { wait: 150, state: loginState('editing', 'pending') },
      // Another change starts the wait again.
      { send: { type: 'LANGUAGE_CHANGED' }, state: loginState('editing', 'pending') },
      { wait: 150, state: loginState('editing', 'pending'), context: { errors: {} } },
      {
        wait: 50,
        state: loginState('editing', 'idle'),
        context: { errors: { username: { text: 'Account format incorrect' } } },
        sent: [],
      },
      { send: change('username', 'alice'), state: loginState('editing'), context: { errors: {} } },
      { send: { type: 'LANGUAGE_CHANGED' }, state: loginState('editing', 'pending') },
      { wait: 200, state: loginState('editing', 'idle'), context: { errors: {} } },
    ],
  },
  {
    machine: 'login',
    name: 'without MOBILEVERCODELOGIN3 the SMS tab is refused',
    spec: '§2 Login',
    input: { settings: sampleSettings, smsLoginEnabled: false, remembered: null },
    start: { state: loginState('editing'), context: { method: 'username', smsLoginEnabled: false } },
    steps: [
      { send: change('password', 'x'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('editing') },
      {
        send: { type: 'SWITCH_METHOD', method: 'sms' },
        state: loginState('editing'),
        context: {
          method: 'username',
          errors: {
            username: { key: 'account.login.usernameRequired' },
            password: { text: 'Password format incorrect' },
          },
        },
      },
      {
        send: { type: 'SWITCH_METHOD', method: 'username' },
        state: loginState('editing'),
        context: { method: 'username', errors: {} },
      },
    ],
  },
  {
    machine: 'login',
    name: 'the remembered login fills the form on its own tab; a failed read leaves it empty',
    spec: '§3 Remembered login (type, username, countryDialingCode; a device token in place of remPass and salt)',
    input: { settings: sampleSettings, smsLoginEnabled: true },
    start: { state: loginState('editing'), context: { method: 'username', values: loginValues({}), remember: false } },
    steps: [
      {
        resolve: 'readRemembered',
        output: { type: 'sms', username: '912345678', countryDialingCode: '86', deviceToken: '' },
        state: loginState('editing'),
        context: {
          saved: null,
          method: 'sms',
          values: loginValues({ mobile: '912345678', countryDialingCode: '86' }),
          remember: true,
        },
        sent: [],
        effects: [],
      },
    ],
  },
  {
    machine: 'login',
    name: 'a remembered device logs in with one tap: its token is sent, rotated and kept; no password anywhere',
    spec: '§2 Login (remember password), §3 Remembered login (README: a device token in place of remPass)',
    input: { settings: sampleSettings, smsLoginEnabled: true },
    start: { state: loginState('editing') },
    steps: [
      {
        resolve: 'readRemembered',
        output: { type: 'username', username: 'bob', countryDialingCode: '', deviceToken: 'dev-1' },
        state: loginState('editing'),
        // With no dialing code it keeps the site default.
        context: {
          method: 'username',
          values: loginValues({ username: 'bob' }),
          remember: true,
          saved: { type: 'username', username: 'bob', countryDialingCode: '', deviceToken: 'dev-1' },
        },
      },
      // One tap: no field to check.
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      {
        resolve: 'login',
        output: { ...answer, userName: 'bob', deviceToken: 'dev-2' },
        state: loginState('done'),
        sent: [
          {
            to: 'session',
            event: {
              type: 'LOGGED_IN',
              answer: { ...answer, userName: 'bob', deviceToken: 'dev-2' },
              passwordLogin: false,
            },
          },
          { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home' } },
        ],
        effects: [
          {
            effect: 'saveRemembered',
            params: { remember: { type: 'username', username: 'bob', countryDialingCode: '', deviceToken: 'dev-2' } },
          },
        ],
      },
    ],
  },
  {
    machine: 'login',
    name: 'a refused device token is forgotten: the form shows with the account typed and says why',
    spec: '§3 Remembered login (README: device tokens are revocable)',
    input: { settings: sampleSettings, smsLoginEnabled: true },
    start: { state: loginState('editing') },
    steps: [
      {
        resolve: 'readRemembered',
        output: { type: 'username', username: 'bob', countryDialingCode: '63', deviceToken: 'dev-1' },
        state: loginState('editing'),
      },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
      {
        reject: 'login',
        error: new ApiError('The saved login has expired, please log in again', 'DEVICE_TOKEN_INVALID', 401),
        state: loginState('editing'),
        context: { saved: null, savedLoginExpired: true, values: loginValues({ username: 'bob' }), remember: true },
        sent: [
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'account.login.savedLoginExpired' }, kind: 'error' },
          },
        ],
        effects: [{ effect: 'forgetRemembered', params: { deviceToken: '' } }],
      },
      // Typing clears the notice; the password login then asks for a new token.
      {
        send: change('password', 'secret99'),
        state: loginState('editing'),
        context: { savedLoginExpired: false },
      },
      { send: { type: 'SUBMIT' }, state: loginState('submitting') },
    ],
  },
  {
    machine: 'login',
    name: '"use another account" forgets the remembered device, on the server too, and empties the form',
    spec: '§3 Remembered login (README: device tokens are revocable)',
    input: {
      settings: sampleSettings,
      smsLoginEnabled: true,
      remembered: { type: 'username', username: 'bob', countryDialingCode: '63', deviceToken: 'dev-1' },
    },
    start: { state: loginState('editing'), context: { remember: true, values: loginValues({ username: 'bob' }) } },
    steps: [
      {
        send: { type: 'FORGET_SAVED' },
        state: loginState('editing'),
        context: { saved: null, remember: false, values: loginValues({}) },
        effects: [{ effect: 'forgetRemembered', params: { deviceToken: 'dev-1' } }],
      },
      // The form is the password form again: an empty submit shows its errors.
      {
        send: { type: 'SUBMIT' },
        state: loginState('editing'),
        context: {
          errors: {
            username: { key: 'account.login.usernameRequired' },
            password: { key: 'account.login.passwordRequired' },
          },
        },
      },
      // Nothing remembered: the button does nothing more.
      { send: { type: 'FORGET_SAVED' }, state: loginState('editing'), effects: [] },
    ],
  },
  {
    machine: 'login',
    name: 'an SMS login remembered while SMS login is off opens the username tab',
    spec: '§2 Login (SMS tab only with MOBILEVERCODELOGIN3), §3 Remembered login',
    input: { settings: sampleSettings, smsLoginEnabled: false },
    start: { state: loginState('editing') },
    steps: [
      {
        resolve: 'readRemembered',
        output: { type: 'sms', username: '912345678', countryDialingCode: '86', deviceToken: '' },
        state: loginState('editing'),
        context: { method: 'username', remember: true },
      },
    ],
  },
  {
    machine: 'login',
    name: 'nothing remembered, or a storage read that fails: an empty form',
    spec: '§3 Remembered login',
    input: { settings: sampleSettings, smsLoginEnabled: true },
    start: { state: loginState('editing') },
    steps: [
      // What was typed before the read answered stays.
      { send: change('username', 'alice'), state: loginState('editing') },
      { send: { type: 'TOGGLE_REMEMBER' }, state: loginState('editing'), context: { remember: true } },
      {
        resolve: 'readRemembered',
        output: null,
        state: loginState('editing'),
        context: { values: loginValues({ username: 'alice' }), remember: true },
      },
    ],
  },
  {
    machine: 'login',
    name: 'a newer site config brings its rules, its dialing code and its SMS flag; the SMS tab falls back when it goes off',
    spec: '§2 Login (MOBILEVERCODELOGIN3), §5 Login uses named rule sets from configuration',
    input: { remembered: null },
    start: {
      state: loginState('editing'),
      context: { smsLoginEnabled: false, values: loginValues({ countryDialingCode: '' }) },
    },
    steps: [
      { send: { type: 'SWITCH_METHOD', method: 'sms' }, state: loginState('editing'), context: { method: 'username' } },
      { send: change('username', 'al'), state: loginState('editing') },
      // No rules yet: any filled username passes.
      { send: { type: 'BLUR', field: 'username' }, state: loginState('editing'), context: { errors: {} } },
      {
        send: {
          type: 'CONFIG_LOADED',
          config: siteConfig(true, {
            defaultCountryDialingCode: '84',
            rules: { loginUsername: { regExp: '^[a-z]{3,}$', message: 'Account format incorrect' } },
          }),
        },
        state: loginState('editing'),
        context: {
          smsLoginEnabled: true,
          method: 'username',
          values: loginValues({ username: 'al', countryDialingCode: '84' }),
          errors: {},
        },
        sent: [],
      },
      {
        send: { type: 'BLUR', field: 'username' },
        state: loginState('editing'),
        context: { errors: { username: { text: 'Account format incorrect' } } },
      },
      // The same tab stays with its errors.
      {
        send: { type: 'CONFIG_LOADED', config: siteConfig(true, { defaultCountryDialingCode: '63' }) },
        state: loginState('editing'),
        context: {
          method: 'username',
          values: loginValues({ username: 'al', countryDialingCode: '84' }),
          errors: { username: { text: 'Account format incorrect' } },
        },
      },
      {
        send: { type: 'SWITCH_METHOD', method: 'sms' },
        state: loginState('editing'),
        context: { method: 'sms', errors: {} },
      },
      {
        send: { type: 'SUBMIT' },
        state: loginState('editing'),
        context: {
          errors: {
            mobile: { key: 'account.login.mobileRequired' },
            smsCode: { key: 'account.login.smsCodeRequired' },
          },
        },
      },
      // SMS login still on: the SMS tab stays, with its errors.
      {
        send: { type: 'CONFIG_LOADED', config: siteConfig(true, { defaultCountryDialingCode: '63' }) },
        state: loginState('editing'),
        context: {
          method: 'sms',
          smsLoginEnabled: true,
          errors: {
            mobile: { key: 'account.login.mobileRequired' },
            smsCode: { key: 'account.login.smsCodeRequired' },
          },
        },
      },
      {
        send: { type: 'CONFIG_LOADED', config: siteConfig(false, {}) },
        state: loginState('editing'),
        context: { smsLoginEnabled: false, method: 'username', errors: {} },
      },
    ],
  },
  {
    machine: 'captcha',
    name: 'only loaded when enabled; a reload clears the id',
    spec: '§4 Captcha on registration and login',
    input: { enabled: false },
    start: { state: 'off', context: { enabled: false, image: '', id: '' }, sent: [], effects: [] },
    steps: [
      { send: { type: 'REFRESH' }, state: 'off', context: { enabled: false } },
      { send: { type: 'ENABLE' }, state: 'loading', context: { enabled: true } },
      {
        resolve: 'fetchCaptcha',
        output: { image: 'data:x', id: 'c1' },
        state: 'ready',
        context: { image: 'data:x', id: 'c1' },
      },
      { send: { type: 'REFRESH' }, state: 'loading', context: { id: '', image: '' } },
      { resolve: 'fetchCaptcha', output: { image: 'data:y', id: 'c2' }, state: 'ready', context: { id: 'c2' } },
      // Login's ENABLE after another failed login reloads the shown captcha.
      { send: { type: 'ENABLE' }, state: 'loading', context: { id: '', image: '' } },
      { reject: 'fetchCaptcha', state: 'failed', context: { id: '', image: '' } },
      { send: { type: 'REFRESH' }, state: 'loading' },
      { wait: 19_999, state: 'loading' },
      { wait: 1, state: 'failed', context: { id: '', image: '' } },
      { send: { type: 'ENABLE' }, state: 'loading' },
    ],
  },
  {
    machine: 'captcha',
    name: 'registration and feedback load it on entry',
    spec: '§4 Captcha on registration',
    input: { enabled: true },
    start: { state: 'loading', context: { enabled: true } },
    steps: [
      { resolve: 'fetchCaptcha', output: { image: 'data:x', id: 'c2' }, state: 'ready' },
      { send: { type: 'ENABLE' }, state: 'loading' },
    ],
  },
  {
    machine: 'captcha',
    name: 'a form that says nothing gets its captcha',
    spec: '§4 Captcha on registration (loaded on entry)',
    start: { state: 'loading', context: { enabled: true, image: '', id: '' } },
    steps: [],
  },
  {
    machine: 'smsCountdown',
    name: 'expiry minutes × 60 s counted down by the tick, idle at zero',
    spec: '§4 SMS code; §8 SMS sent (1.5 s)',
    input: { tickMs: 30_000 },
    start: { state: 'idle', context: { remainingMs: 0, tickMs: 30_000, thirdParty: false, lastError: null }, sent: [] },
    steps: [
      {
        send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' },
        state: 'sending',
        sent: [smsSending],
        effects: [],
      },
      {
        resolve: 'sendSms',
        output: { expiredMinutes: 1 },
        state: 'counting',
        context: { remainingMs: 60_000, lastError: null },
        sent: [
          loadingHide,
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'account.sms.sent' }, kind: 'success', durationMs: 1500 },
          },
        ],
      },
      // No second code while counting.
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'counting', sent: [] },
      { wait: 29_999, state: 'counting', context: { remainingMs: 60_000 } },
      { wait: 1, state: 'counting', context: { remainingMs: 30_000 }, sent: [] },
      { wait: 29_999, state: 'counting', context: { remainingMs: 30_000 } },
      { wait: 1, state: 'idle', context: { remainingMs: 0 }, sent: [] },
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      {
        reject: 'sendSms',
        error: new Error('Please wait 60 s before asking for another code'),
        state: 'idle',
        context: { remainingMs: 0, lastError: 'Please wait 60 s before asking for another code' },
        sent: [loadingHide, smsFailed({ text: 'Please wait 60 s before asking for another code' })],
      },
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      {
        resolve: 'sendSms',
        output: { expiredMinutes: 2 },
        state: 'counting',
        context: { remainingMs: 120_000, lastError: null },
      },
      { send: { type: 'RESET' }, state: 'idle', context: { remainingMs: 0 }, sent: [] },
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      {
        reject: 'sendSms',
        error: new Error(''),
        state: 'idle',
        context: { lastError: null },
        sent: [loadingHide, smsFailed({ key: 'account.sms.failed' })],
      },
    ],
  },
  {
    machine: 'smsCountdown',
    name: 'with third-party verification the countdown is 1 minute; the sending message ends at 9999 s',
    spec: '§4 SMS code (1 minute with third-party verification; loading up to 9999 s)',
    input: { tickMs: 500, thirdParty: true },
    start: { state: 'idle', context: { tickMs: 500, thirdParty: true } },
    steps: [
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { resolve: 'sendSms', output: { expiredMinutes: 5 }, state: 'counting', context: { remainingMs: 60_000 } },
      { wait: 500, state: 'counting', context: { remainingMs: 59_500 } },
      { send: { type: 'RESET' }, state: 'idle', context: { remainingMs: 0 } },
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { wait: 9_998_999, state: 'sending', sent: [] },
      { wait: 1, state: 'idle', sent: [loadingHide, smsFailed({ key: 'account.sms.failed' })] },
    ],
  },
  {
    machine: 'smsCountdown',
    name: 'a form that says nothing counts by the second',
    spec: '§4 SMS code (tick 500 ms only on the login screen, §9)',
    start: { state: 'idle', context: { remainingMs: 0, tickMs: 1000, thirdParty: false, purpose: 'register' } },
    steps: [
      { send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, state: 'sending' },
      { resolve: 'sendSms', output: { expiredMinutes: 1 }, state: 'counting', context: { remainingMs: 60_000 } },
      { wait: 1000, state: 'counting', context: { remainingMs: 59_000 } },
    ],
  },
  {
    machine: 'changePassword',
    name: 'new equal to old is refused; a failure only hides loading; saved shows 1 s then home',
    spec: '§4 Change password, §5, §8 Password change failure',
    input: { loggedIn: true, userName: 'alice', passwordLogin: false, settings: sampleSettings },
    start: {
      state: 'editing',
      context: { userName: 'alice', values: pswValues('', '', ''), errors: {}, focus: null },
      sent: [],
      effects: [],
    },
    steps: [
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: {
          errors: {
            oldPassword: { key: 'account.changePsw.oldRequired' },
            newPassword: { key: 'account.validation.required', params: { field: 'account.changePsw.new' } },
            confirmPassword: { key: 'account.changePsw.confirmRequired' },
          },
          focus: { field: 'oldPassword', n: 1 },
        },
        sent: [],
      },
      {
        send: change('oldPassword', 'secret123'),
        state: 'editing',
        context: {
          errors: {
            newPassword: { key: 'account.validation.required', params: { field: 'account.changePsw.new' } },
            confirmPassword: { key: 'account.changePsw.confirmRequired' },
          },
        },
      },
      { send: change('newPassword', 'secret123'), state: 'editing' },
      { send: change('confirmPassword', 'secret123'), state: 'editing', context: { errors: {} } },
      // §4: the alert that they cannot be the same.
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        sent: [
          {
            to: 'notifications',
            event: {
              type: 'ALERT',
              title: { key: 'common.popupTitle' },
              message: { key: 'account.changePsw.sameAsOld' },
            },
          },
        ],
      },
      // Changing the new password checks its confirmation again (§5).
      {
        send: change('newPassword', 'better456'),
        state: 'editing',
        context: { errors: { confirmPassword: { key: 'account.changePsw.confirmMismatch' } } },
      },
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: {
          errors: { confirmPassword: { key: 'account.changePsw.confirmMismatch' } },
          focus: { field: 'confirmPassword', n: 2 },
        },
        sent: [],
      },
      { send: change('confirmPassword', 'better456'), state: 'editing', context: { errors: {} } },
      {
        send: { type: 'BLUR', field: 'newPassword' },
        state: 'editing',
        context: { errors: {} },
      },
      {
        send: { type: 'SUBMIT' },
        state: 'submitting',
        sent: [
          {
            to: 'notifications',
            event: { type: 'LOADING_SHOW', message: { key: 'common.loading' }, timeoutMs: 10_000 },
          },
        ],
      },
      // A failure only hides loading; a message the server gives for a field shows under it.
      {
        reject: 'changePassword',
        error: new ApiError('The old password is incorrect', 'OLD_PASSWORD_INCORRECT', 400, {
          fields: { oldPassword: 'The old password is incorrect' },
        }),
        state: 'editing',
        context: {
          values: pswValues('secret123', 'better456', 'better456'),
          errors: { oldPassword: { text: 'The old password is incorrect' } },
        },
        sent: [loadingHide],
        effects: [],
      },
      { send: change('oldPassword', 'secret124'), state: 'editing', context: { errors: {} } },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { reject: 'changePassword', state: 'editing', context: { errors: {} }, sent: [loadingHide] },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { wait: 9_999, state: 'submitting', sent: [] },
      { wait: 1, state: 'editing', sent: [loadingHide] },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      // §4: 'Change saved', the password-login flag cleared, the remembered login kept with its new device token.
      {
        resolve: 'changePassword',
        output: { deviceToken: 'dev-2' },
        state: 'saved',
        sent: [
          loadingHide,
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'account.changePsw.saved' }, kind: 'success', durationMs: 1000 },
          },
          { to: 'session', event: { type: 'PASSWORD_CHANGED' } },
        ],
        effects: [{ effect: 'updateRemembered', params: { deviceToken: 'dev-2' } }],
      },
      { wait: 999, state: 'saved', sent: [] },
      { wait: 1, state: 'done', sent: [goHome] },
    ],
  },
  {
    machine: 'changePassword',
    name: 'after a password login the old field is not asked; the server judges same-as-old, or asks for the old one',
    spec: '§2 Change password (old-password field hidden when a session password is held; README: server-side proof)',
    input: { loggedIn: true, userName: 'alice', passwordLogin: true, settings: sampleSettings },
    start: { state: 'editing', context: { passwordLogin: true } },
    steps: [
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: {
          errors: {
            newPassword: { key: 'account.validation.required', params: { field: 'account.changePsw.new' } },
            confirmPassword: { key: 'account.changePsw.confirmRequired' },
          },
          focus: { field: 'newPassword', n: 1 },
        },
      },
      { send: change('newPassword', 'short'), state: 'editing' },
      {
        send: { type: 'BLUR', field: 'newPassword' },
        state: 'editing',
        context: {
          errors: {
            confirmPassword: { key: 'account.changePsw.confirmRequired' },
            newPassword: { key: 'account.validation.passwordLength', params: { min: 8, max: 128 } },
          },
        },
      },
      { send: change('newPassword', 'secret123'), state: 'editing' },
      { send: change('confirmPassword', 'secret123'), state: 'editing', context: { errors: {} } },
      // No old password here to compare with: the call goes, and the server's SAME_PASSWORD gives §4's alert.
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'changePassword',
        error: new ApiError('The new password cannot be the same as the old one', 'SAME_PASSWORD', 400),
        state: 'editing',
        sent: [
          loadingHide,
          {
            to: 'notifications',
            event: {
              type: 'ALERT',
              title: { key: 'common.popupTitle' },
              message: { key: 'account.changePsw.sameAsOld' },
            },
          },
        ],
      },
      { send: change('newPassword', 'better456'), state: 'editing' },
      { send: change('confirmPassword', 'better456'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      // The hidden old field has nowhere to show its server message; the others do.
      {
        reject: 'changePassword',
        error: new ApiError('Rejected', 'BAD', 400, {
          fields: {
            oldPassword: 'The old password is incorrect',
            newPassword: 'Password too weak',
            confirmNewPassword: 'Confirmation password not matched',
          },
        }),
        state: 'editing',
        context: {
          errors: {
            newPassword: { text: 'Password too weak' },
            confirmPassword: { text: 'Confirmation password not matched' },
          },
        },
        sent: [loadingHide],
      },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      // The password login is too old for the server: the old field shows, focused, saying why.
      {
        reject: 'changePassword',
        error: new ApiError('Enter the old password', 'OLD_PASSWORD_REQUIRED', 400, {
          fields: { oldPassword: 'Enter the old password' },
        }),
        state: 'editing',
        context: {
          passwordLogin: false,
          errors: {
            newPassword: { text: 'Password too weak' },
            confirmPassword: { text: 'Confirmation password not matched' },
            oldPassword: { key: 'account.changePsw.oldNeeded' },
          },
          focus: { field: 'oldPassword', n: 2 },
        },
        sent: [loadingHide],
      },
      { send: change('oldPassword', 'secret123'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      // No remembered device asked for a token: none answered.
      {
        resolve: 'changePassword',
        output: { deviceToken: null },
        state: 'saved',
        effects: [{ effect: 'updateRemembered', params: { deviceToken: null } }],
      },
    ],
  },
  {
    machine: 'changePassword',
    name: 'without a session the player leaves',
    spec: '§4 Change password: on entry with no session go to /m/home',
    input: { loggedIn: false, userName: '', passwordLogin: false, settings: sampleSettings },
    start: { state: 'leaving', sent: [goHome], effects: [] },
    steps: [],
  },
  {
    machine: 'forgotPassword',
    name: 'an invalid form stays; a wrong code returns to the form; a reset goes to login',
    spec: '§2 route /m/forget (designed by us); §4 SMS code; §5',
    input: { settings: sampleSettings },
    start: {
      state: 'editing',
      context: { values: forgotValues({}), errors: {}, focus: null },
      sent: [],
      effects: [],
    },
    steps: [
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: {
          errors: {
            mobileNum: { key: 'account.login.mobileRequired' },
            verificationCode: { key: 'account.login.smsCodeRequired' },
            newPassword: { key: 'account.validation.required', params: { field: 'account.changePsw.new' } },
            confirmPassword: { key: 'account.changePsw.confirmRequired' },
          },
          focus: { field: 'mobileNum', n: 1 },
        },
        sent: [],
      },
      // The number is checked before the SMS is requested (§5).
      {
        send: { type: 'SEND_SMS' },
        state: 'editing',
        context: { focus: { field: 'mobileNum', n: 2 } },
        sent: [],
      },
      {
        send: change('mobileNum', '0912 345 678'),
        state: 'editing',
        context: {
          values: forgotValues({ mobileNum: '0912345678' }),
          errors: {
            verificationCode: { key: 'account.login.smsCodeRequired' },
            newPassword: { key: 'account.validation.required', params: { field: 'account.changePsw.new' } },
            confirmPassword: { key: 'account.changePsw.confirmRequired' },
          },
        },
      },
      { send: { type: 'SEND_SMS' }, state: 'editing', context: { focus: { field: 'mobileNum', n: 2 } }, sent: [] },
      {
        send: change('verificationCode', '12a3456789012'),
        state: 'editing',
        context: { values: forgotValues({ mobileNum: '0912345678', verificationCode: '1234567890' }) },
      },
      { send: change('verificationCode', '123456'), state: 'editing' },
      { send: change('newPassword', 'better456'), state: 'editing' },
      { send: change('confirmPassword', 'better45'), state: 'editing' },
      {
        send: { type: 'BLUR', field: 'confirmPassword' },
        state: 'editing',
        context: { errors: { confirmPassword: { key: 'account.changePsw.confirmMismatch' } } },
      },
      { send: { type: 'SUBMIT' }, state: 'editing', context: { focus: { field: 'confirmPassword', n: 3 } } },
      { send: change('confirmPassword', 'better456'), state: 'editing', context: { errors: {} } },
      // Changing the new password checks the typed confirmation again (§5).
      {
        send: change('newPassword', 'better457'),
        state: 'editing',
        context: { errors: { confirmPassword: { key: 'account.changePsw.confirmMismatch' } } },
      },
      { send: change('newPassword', 'better456'), state: 'editing', context: { errors: {} } },
      {
        send: change('countryDialingCode', '86'),
        state: 'editing',
        context: {
          values: forgotValues({
            mobileNum: '0912345678',
            countryDialingCode: '86',
            verificationCode: '123456',
            newPassword: 'better456',
            confirmPassword: 'better456',
          }),
          errors: {},
        },
      },
      {
        send: { type: 'SUBMIT' },
        state: 'submitting',
        sent: [
          {
            to: 'notifications',
            event: { type: 'LOADING_SHOW', message: { key: 'common.loading' }, timeoutMs: 20_000 },
          },
        ],
      },
      {
        reject: 'resetPassword',
        error: new ApiError('Verification code error', 'VERIFICATION_CODE', 400, {
          fields: { verificationCode: 'Verification code error' },
        }),
        state: 'editing',
        context: {
          errors: { verificationCode: { text: 'Verification code error' } },
          focus: { field: 'verificationCode', n: 4 },
        },
        sent: [
          loadingHide,
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { text: 'Verification code error' }, kind: 'error' },
          },
        ],
      },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      // A failure that names no field: the toast, the form as it was.
      {
        reject: 'resetPassword',
        error: new Error(''),
        state: 'editing',
        context: {
          errors: { verificationCode: { text: 'Verification code error' } },
          focus: { field: 'verificationCode', n: 4 },
        },
        sent: [
          loadingHide,
          { to: 'notifications', event: { type: 'TOAST', message: { text: 'Unknown error' }, kind: 'error' } },
        ],
      },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'resetPassword',
        error: new ApiError('Rejected', 'BAD', 400, { fields: { other: 'x' } }),
        state: 'editing',
        context: { focus: { field: 'verificationCode', n: 4 } },
      },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      // The server's messages go under the fields they name; the first named gets the focus.
      {
        reject: 'resetPassword',
        error: new ApiError('Rejected', 'BAD', 400, {
          fields: { newPassword: 'Password too weak', mobileNum: 'Unknown number', confirmNewPassword: 'No match' },
        }),
        state: 'editing',
        context: {
          errors: {
            verificationCode: { text: 'Verification code error' },
            newPassword: { text: 'Password too weak' },
            mobileNum: { text: 'Unknown number' },
            confirmPassword: { text: 'No match' },
          },
          focus: { field: 'newPassword', n: 5 },
        },
      },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { wait: 19_999, state: 'submitting', sent: [] },
      {
        wait: 1,
        state: 'editing',
        sent: [
          loadingHide,
          { to: 'notifications', event: { type: 'TOAST', message: { key: 'account.errors.timeout' }, kind: 'error' } },
        ],
      },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        resolve: 'resetPassword',
        state: 'reset',
        sent: [
          loadingHide,
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'account.forget.success' }, kind: 'success', durationMs: 1500 },
          },
        ],
      },
      { wait: 1499, state: 'reset', sent: [] },
      { wait: 1, state: 'done', sent: [goLogin] },
    ],
  },
];
