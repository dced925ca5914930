import { parseRegisterSettings } from '../../domain/account/validation';
import { normaliseConfig } from '../../domain/shell/site-config';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { captchaMachine } from './captcha.machine';
import { changePasswordMachine } from './changePassword.machine';
import { countriesMachine } from './countries.machine';
import { feedbackMachine } from './feedback.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import { loginMachine } from './login.machine';
import { loginPopupMachine } from './loginPopup.machine';
import { registrationMachine } from './registration.machine';
import { sessionMachine } from './session.machine';
import { smsCountdownMachine } from './smsCountdown.machine';

/** Catalog entries of the account machines (issue 4); catalog.ts spreads them in. */

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };

const rule = (regExp: string, message: string, required = false, enabled = true) => ({
  enabled,
  required,
  regExp,
  message,
});

/** The demo site's rules (server/config/site-config.json), trimmed to what the forms use. */
export const sampleSettings = parseRegisterSettings({
  methods: { username: true, mobileNum: true },
  defaultCountryDialingCode: '63',
  fields: {
    username: rule('^[a-zA-Z][a-zA-Z0-9]{3,15}$', 'Account format incorrect', true),
    password: rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$', 'Password format incorrect', true),
    confirmPassword: rule('', 'incorrect password', true),
    mobileNum: rule('^[1-9][0-9]{5,14}$', 'Mobile number not valid'),
    verificationCode: rule('^[0-9]{4,10}$', 'Verification code error'),
    affiliateCode: rule('^[a-zA-Z0-9]{4,20}$', 'Invalid invitation code'),
    captcha: rule('^[0-9]{1,6}$', 'Verification code error', true),
  },
  rules: {
    loginUsername: { regExp: '^[a-zA-Z0-9_]{3,20}$', message: 'Account format incorrect' },
    loginPassword: { regExp: '^[\\x21-\\x7e]{6,20}$', message: 'Password format incorrect' },
    loginMobileNum: { regExp: '^[0-9]{6,20}$', message: 'Mobile number not valid' },
  },
});

const filled = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([, v]) => v !== '')
    .map(([k]) => k)
    .sort()
    .join(',');
const errorKeys = (errors: Record<string, unknown>) => Object.keys(errors).sort().join(',');

const sessionEntry = catalogEntry(sessionMachine, {
  title: 'Session',
  purpose:
    'The visit’s session (spec §3, §4): login sets the token, logout runs confirm → loading → call → clear → home, ' +
    'free play starts a trial session, and a "not logged in" answer ends the session with "The account has been ' +
    'logged out, please log in again" (§8) and opens the login popup over the current screen.',
  fixtures: {
    // A first visit, and a reload with the session saved in session storage (the root's input).
    input: { stored: null },
    inputs: [{ stored: { info: { ...answer, merchantCode: 'm' }, passwordLogin: true } }],
    events: [
      { type: 'LOGGED_IN', answer, passwordLogin: true },
      { type: 'LOGOUT' },
      { type: 'LOGOUT_CONFIRM' },
      { type: 'LOGOUT_CANCEL' },
      { type: 'LOGOUT_NOW' },
      { type: 'REFRESH_WALLET' },
      { type: 'REFRESH_MEMBER' },
      { type: 'FREE_PLAY' },
      { type: 'SESSION_ENDED' },
      { type: 'PASSWORD_CHANGED' },
      { type: 'TOGGLE_BALANCE' },
    ],
    outputs: {
      trialLogin: [{ token: 'trial-1', userName: 'guest1', customerType: 4 }],
      fetchMember: [{ id: 1, type: 0, nickname: 'Alice', account: 'alice' }],
      fetchWallet: [{ sumBalance: 10, currencySymbol: '$' }],
      logoutCall: [undefined],
    },
    abstractContext: (c: { token: string | null; member: unknown; wallet: unknown; passwordLogin: boolean }) => ({
      token: c.token,
      member: c.member !== null,
      wallet: c.wallet !== null,
      passwordLogin: c.passwordLogin,
    }),
  },
});

const captchaEntry = catalogEntry(captchaMachine, {
  title: 'Captcha',
  purpose:
    'A captcha image (spec §4 "Captcha"): loaded on entry and on tap only when enabled; login enables it after a ' +
    'failed login that asks for it; a reload drops the old id.',
  fixtures: {
    input: { enabled: false },
    // Registration and feedback start with the captcha enabled.
    inputs: [{ enabled: true }],
    events: [{ type: 'ENABLE' }, { type: 'REFRESH' }],
    outputs: { fetchCaptcha: [{ image: 'data:image/svg+xml;base64,PHN2Zy8+', id: '' }] },
  },
});

const smsEntry = catalogEntry(smsCountdownMachine, {
  title: 'SMS code countdown',
  purpose:
    'Sends an SMS code and counts down (spec §4 "SMS code"): idle → sending (loading up to 9999 s) → counting ' +
    '(expiry minutes × 60 s, 1 minute with third-party verification) → idle at zero; a failed send returns to idle.',
  fixtures: {
    input: { tickMs: 30_000 },
    events: [{ type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' }, { type: 'RESET' }],
    outputs: { sendSms: [{ expiredMinutes: 1 }] },
    errors: { sendSms: [apiError('Please wait 60 s before asking for another code', 'TOO_MANY_REQUESTS', 429)] },
    depth: 10,
  },
});

const loginEntry = catalogEntry(loginMachine, {
  title: 'Login form',
  purpose:
    'Login (spec §2, §3, §4, §5): username + password or mobile + SMS code (MOBILEVERCODELOGIN3); rule sets from the ' +
    'registration settings; captcha after a failed login that asks for it; encrypted payload; remember me with a ' +
    'device token (one-tap login; a refused token is forgotten and the form shows).',
  fixtures: {
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null },
    events: [
      { type: 'CHANGE', field: 'username', value: 'alice' },
      { type: 'CHANGE', field: 'password', value: 'secret99' },
      { type: 'CHANGE', field: 'captcha', value: '1234' },
      { type: 'CHANGE', field: 'mobile', value: '0912345678' },
      { type: 'CHANGE', field: 'smsCode', value: '123456' },
      { type: 'BLUR', field: 'username' },
      { type: 'SWITCH_METHOD', method: 'sms' },
      { type: 'SWITCH_METHOD', method: 'username' },
      { type: 'TOGGLE_REMEMBER' },
      { type: 'FORGET_SAVED' },
      { type: 'SEND_SMS' },
      { type: 'CAPTCHA_REFRESH' },
      { type: 'SUBMIT' },
      { type: 'LANGUAGE_CHANGED' },
      // A config refresh that turns SMS login off: the form follows it.
      {
        type: 'CONFIG_LOADED',
        config: normaliseConfig({ merchantCode: 'demo', flags: { MOBILEVERCODELOGIN3: false }, register: {} }),
      },
    ],
    outputs: {
      login: [{ ...answer, deviceToken: 'dev-2' }],
      readRemembered: [null, { type: 'username', username: 'bob', countryDialingCode: '63', deviceToken: 'dev-1' }],
    },
    errors: {
      login: [
        apiError('The username or password is incorrect', 'LOGIN_FAILED', 401, { captchaRequired: true }),
        apiError('No Internet', 'NETWORK', 0),
        apiError('The saved login has expired, please log in again', 'DEVICE_TOKEN_INVALID', 401),
      ],
    },
    abstractContext: (c: {
      method: string;
      remember: boolean;
      captchaShown: boolean;
      values: Record<string, string>;
      errors: Record<string, unknown>;
      serverError: string | null;
    }) => ({
      method: c.method,
      remember: c.remember,
      captcha: c.captchaShown,
      filled: filled(c.values),
      errors: errorKeys(c.errors),
      server: c.serverError !== null,
    }),
    ignoreContextKeys: ['focus'],
    unreachable: [
      {
        target: 'login -> xstate.error.actor.readRemembered',
        reason:
          'A failed storage read changes nothing (the form stays empty, as a first visit), so the traversal finds no ' +
          'new snapshot behind it; covered by the machine itself (no target, no actions).',
      },
    ],
    // The remembered device (one-tap login, use another account) multiplies the form's states: at depth 7 every state
    // and transition is still covered, in the time depth 8 took before it.
    depth: 7,
    maxStates: 4000,
  },
});

const registrationEntry = catalogEntry(registrationMachine, {
  title: 'Registration',
  purpose:
    'Registration (spec §2, §3, §4, §5, §8): username and mobile tabs, fields and rules from the settings, agree ' +
    'to terms, captcha, invitation code checked with the server, SMS code, form cached while reading the terms.',
  fixtures: {
    input: {
      settings: sampleSettings,
      flags: {},
      registerMethod: 'H5',
      hostName: 'localhost',
      domain: 'localhost',
    },
    events: [
      { type: 'CHANGE', field: 'username', value: 'alice1' },
      { type: 'CHANGE', field: 'password', value: 'secret123' },
      { type: 'CHANGE', field: 'confirmPassword', value: 'secret123' },
      { type: 'CHANGE', field: 'captcha', value: '42' },
      { type: 'CHANGE', field: 'mobileNum', value: '912345678' },
      { type: 'CHANGE', field: 'affiliateCode', value: 'ABCD1' },
      { type: 'BLUR', field: 'username' },
      { type: 'SWITCH_METHOD', method: 'mobileNum' },
      { type: 'SWITCH_METHOD', method: 'username' },
      { type: 'TOGGLE_AGREE' },
      { type: 'SEND_SMS' },
      { type: 'CAPTCHA_REFRESH' },
      { type: 'READ_TERMS' },
      { type: 'SUBMIT' },
    ],
    outputs: {
      checkAffiliate: [true, false],
      register: [answer],
      readStart: [
        { cache: null, registerMethod: 'H5' },
        { cache: { method: 'mobileNum', values: { mobileNum: '912345678' } }, registerMethod: 'WEBCLIP' },
      ],
    },
    errors: {
      register: [apiError('Sorry, the username already exists.', 'USERNAME_EXISTS', 409)],
    },
    abstractContext: (c: {
      method: string;
      agreed: boolean;
      values: Record<string, string>;
      errors: Record<string, unknown>;
    }) => ({ method: c.method, agreed: c.agreed, filled: filled(c.values), errors: errorKeys(c.errors) }),
    ignoreContextKeys: ['focus'],
    depth: 9,
    maxStates: 4000,
  },
});

const changePasswordEntry = catalogEntry(changePasswordMachine, {
  title: 'Change password',
  purpose:
    'Change password (spec §2, §4, §5): old password hidden after a password login (the server may still ask for ' +
    'it); new must differ from old; ' +
    "confirm required and equal; loading 10 s; 'Change saved' 1 s then home; a failure only hides loading.",
  fixtures: {
    input: { loggedIn: true, userName: 'alice', passwordLogin: false, settings: sampleSettings },
    // Without a session the screen sends the player home; after a password login the old password is hidden.
    inputs: [
      { loggedIn: false, userName: '', passwordLogin: false, settings: sampleSettings },
      { loggedIn: true, userName: 'alice', passwordLogin: true, settings: sampleSettings },
    ],
    events: [
      { type: 'CHANGE', field: 'oldPassword', value: 'secret123' },
      { type: 'CHANGE', field: 'newPassword', value: 'secret123' },
      { type: 'CHANGE', field: 'newPassword', value: 'better456' },
      { type: 'CHANGE', field: 'confirmPassword', value: 'secret123' },
      { type: 'CHANGE', field: 'confirmPassword', value: 'better456' },
      { type: 'BLUR', field: 'newPassword' },
      { type: 'SUBMIT' },
    ],
    outputs: { changePassword: [{ deviceToken: null }] },
    errors: {
      changePassword: [
        apiError('The old password is incorrect', 'OLD_PASSWORD_INCORRECT', 400, {
          fields: { oldPassword: 'The old password is incorrect' },
        }),
        apiError('Enter the old password', 'OLD_PASSWORD_REQUIRED', 400, {
          fields: { oldPassword: 'Enter the old password' },
        }),
        apiError('The new password cannot be the same as the old one', 'SAME_PASSWORD', 400),
      ],
    },
    abstractContext: (c: {
      values: Record<string, string>;
      errors: Record<string, unknown>;
      passwordLogin: boolean;
    }) => ({
      values: c.values,
      errors: errorKeys(c.errors),
      passwordLogin: c.passwordLogin,
    }),
    ignoreContextKeys: ['focus'],
    depth: 8,
  },
});

const forgotPasswordEntry = catalogEntry(forgotPasswordMachine, {
  title: 'Forgotten password',
  purpose:
    'Reset a forgotten password (/m/forget, designed by us: the spec names the route only): mobile number, SMS code ' +
    'from the SMS countdown, new password by the registration rule, confirmation; success goes to login.',
  fixtures: {
    input: { settings: sampleSettings },
    events: [
      { type: 'CHANGE', field: 'mobileNum', value: '912345678' },
      { type: 'CHANGE', field: 'verificationCode', value: '123456' },
      { type: 'CHANGE', field: 'newPassword', value: 'better456' },
      { type: 'CHANGE', field: 'confirmPassword', value: 'better456' },
      { type: 'BLUR', field: 'mobileNum' },
      { type: 'SEND_SMS' },
      { type: 'SUBMIT' },
    ],
    outputs: { resetPassword: [undefined] },
    errors: {
      resetPassword: [
        apiError('Verification code error', 'VERIFICATION_CODE_INVALID', 400, {
          fields: { verificationCode: 'Verification code error' },
        }),
      ],
    },
    abstractContext: (c: { values: Record<string, string>; errors: Record<string, unknown> }) => ({
      filled: filled(c.values),
      errors: errorKeys(c.errors),
    }),
    ignoreContextKeys: ['focus'],
    depth: 8,
  },
});

const feedbackEntry = catalogEntry(feedbackMachine, {
  title: 'Feedback',
  purpose:
    'Feedback (spec §2, §3, §4, §5): question type (unselected -1 refused), content x/200, captcha; submit ' +
    "disabled while the content is empty; loading 10 s; 'Sent successfully'.",
  fixtures: {
    input: { loggedIn: true, sender: 'alice' },
    // Without a session the screen sends the visitor to login.
    inputs: [{ loggedIn: false, sender: '' }],
    events: [
      { type: 'SELECT_TYPE', value: 3 },
      { type: 'CHANGE_CONTENT', value: 'The game froze after a win.' },
      { type: 'CHANGE_CAPTCHA', value: '12' },
      { type: 'CAPTCHA_REFRESH' },
      { type: 'SUBMIT' },
    ],
    outputs: { sendFeedback: [undefined] },
    errors: {
      sendFeedback: [
        apiError('Verification code error', 'CAPTCHA_INVALID', 400, {
          fields: { captcha: 'Verification code error' },
        }),
      ],
    },
    ignoreContextKeys: ['focus'],
    depth: 8,
  },
});

const countriesEntry = catalogEntry(countriesMachine, {
  title: 'Country list',
  purpose: 'The country dialing codes for the phone inputs of login, registration and password reset (spec §7).',
  fixtures: {
    events: [{ type: 'RETRY' }],
    outputs: { fetchCountries: [[{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }]] },
  },
});

const loginPopupEntry = catalogEntry(loginPopupMachine, {
  title: 'Login popup',
  purpose:
    'The login form in a popup over the current screen (spec §3 showLogin, §4 body class): opened when the session ' +
    'ended or a visitor taps a member-only home shortcut; a login closes it and the screen, or the tap, goes on.',
  fixtures: {
    // A first visit, and a reload while the popup was open (the saved showLogin flag).
    input: { showLogin: false },
    inputs: [{ showLogin: true }],
    events: [
      { type: 'OPEN', reason: 'sessionEnded' },
      { type: 'OPEN', reason: 'memberOnly', continueTo: '/m/rewardCenter' },
      { type: 'CLOSE' },
      { type: 'SESSION_CHANGED', loggedIn: true },
      { type: 'SESSION_CHANGED', loggedIn: false },
    ],
  },
});

export const accountCatalog: CatalogEntry[] = [
  sessionEntry,
  loginPopupEntry,
  loginEntry,
  captchaEntry,
  smsEntry,
  registrationEntry,
  changePasswordEntry,
  forgotPasswordEntry,
  feedbackEntry,
  countriesEntry,
];
