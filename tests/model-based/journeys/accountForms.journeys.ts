import { sampleSettings } from '../../../src/machines/account/account.catalog';
import { ApiError } from '../../../src/services/shell/http';
import type { Journey } from '../journey-types';

/** Spec journeys of the account forms (registration, feedback, countries) (§3, §4, §5, §8). */

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

/** These journeys are about the fields: the operator's §2 box, ticked at first (the default, unticked, is below). */
const regInput = {
  settings: { ...sampleSettings, agreementTickedByDefault: true },
  flags: {},
  registerMethod: 'H5',
  hostName: 'localhost',
  domain: 'localhost',
};
const fillUsername = [
  change('username', 'alice1'),
  change('password', 'secret123'),
  change('confirmPassword', 'secret123'),
  change('captcha', '42'),
];
const emptyValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  countryDialingCode: '63',
};
const filledValues = {
  ...emptyValues,
  username: 'alice1',
  password: 'secret123',
  confirmPassword: 'secret123',
  captcha: '42',
};
const required = (field: string) => ({
  key: 'account.validation.required',
  params: { field: `account.register.fields.${field}` },
});
const notice = (event: Record<string, unknown>) => ({ to: 'notifications', event: event as { type: string } });
const toast = (message: Record<string, unknown>, kind = 'error', durationMs?: number) =>
  notice(durationMs === undefined ? { type: 'TOAST', message, kind } : { type: 'TOAST', message, kind, durationMs });
const loading = notice({ type: 'LOADING_SHOW', message: { key: 'account.register.submitting' }, timeoutMs: 20_000 });
const hide = notice({ type: 'LOADING_HIDE' });

export const accountFormJourneys: Journey[] = [
  {
    machine: 'registration',
    name: 'terms unticked blocks submit; a refused invitation code shows 1 s; then registered',
    spec: '§2 Registration (agree to terms), §5 affiliate code, §8',
    input: { settings: sampleSettings, flags: {}, registerMethod: 'H5', hostName: 'localhost', domain: 'localhost' },
    // The box starts unticked (spec §5 wins over §2, issue 16 tool 7).
    start: { state: 'editing', context: { agreed: false, method: 'username' } },
    steps: [
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: true } },
      { send: change('username', 'alice1'), state: 'editing' },
      { send: change('password', 'secret123'), state: 'editing' },
      { send: change('confirmPassword', 'secret123'), state: 'editing' },
      { send: change('captcha', '42'), state: 'editing' },
      { send: change('affiliateCode', 'ABCD1'), state: 'editing' },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: false } },
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: true } },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate' },
      { resolve: 'checkAffiliate', output: false, state: 'affiliateRejected' },
      { wait: 999, state: 'affiliateRejected' },
      { wait: 1, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate' },
      { resolve: 'checkAffiliate', output: true, state: 'submitting' },
      {
        reject: 'register',
        error: new ApiError('Sorry, the username already exists.', 'USERNAME_EXISTS', 409),
        state: 'editing',
        context: { serverError: 'Sorry, the username already exists.' },
      },
      { send: change('captcha', '43'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate' },
      { reject: 'checkAffiliate', state: 'affiliateRejected' },
      { wait: 1000, state: 'editing' },
      { send: change('affiliateCode', ''), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { resolve: 'register', output: answer, state: 'registered' },
    ],
  },
  {
    machine: 'registration',
    name: 'a valid form shows the loading, then registered: success toast, the session logged in, home',
    spec: '§2 Registration, §3 registration payload, §4 login sets the token, §8 success messages',
    input: regInput,
    start: { state: 'editing', sent: [], effects: [] },
    steps: [
      ...fillUsername.map((send) => ({ send, state: 'editing', sent: [] })),
      { send: { type: 'SUBMIT' }, state: 'submitting', sent: [loading] },
      {
        resolve: 'register',
        output: answer,
        state: 'registered',
        sent: [
          hide,
          toast({ key: 'account.register.success' }, 'success', 1500),
          { to: 'session', event: { type: 'LOGGED_IN', answer, passwordLogin: true } },
          { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home' } },
        ],
      },
    ],
  },
  {
    machine: 'registration',
    name: 'the mobile tab without a password (MOBILENUMPASSREG3 off): registered and logged in without one',
    spec: '§2 Registration, §4 Registration method, §6 MOBILENUMPASSREG3',
    input: { ...regInput, flags: { USERNAMEREG3: false, MOBILENUMPASSREG3: false } },
    start: { state: 'editing', context: { method: 'mobileNum' } },
    steps: [
      { send: change('mobileNum', '0912345678'), state: 'editing' },
      { send: change('verificationCode', '1234'), state: 'editing' },
      { send: change('captcha', '42'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting', sent: [loading] },
      {
        resolve: 'register',
        output: answer,
        state: 'registered',
        sent: [
          hide,
          toast({ key: 'account.register.success' }, 'success', 1500),
          { to: 'session', event: { type: 'LOGGED_IN', answer, passwordLogin: false } },
          { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home' } },
        ],
      },
    ],
  },
  {
    machine: 'registration',
    name: 'an invitation code from the link is not checked when the settings do not show its field',
    spec: '§5 affiliate code: validated with the server only if the field is enabled and a code is entered',
    input: {
      ...regInput,
      affiliateCode: 'INV42',
      settings: { ...regInput.settings, fields: { ...sampleSettings.fields, affiliateCode: undefined } },
    },
    start: { state: 'editing', context: { values: { ...emptyValues, affiliateCode: 'INV42' } } },
    steps: [
      ...fillUsername.map((send) => ({ send, state: 'editing' })),
      { send: { type: 'SUBMIT' }, state: 'submitting' },
    ],
  },
  {
    machine: 'registration',
    name: 'no answer in 20 s: the loading ends with a timeout toast, the captcha is cleared and asked again',
    spec: '§2 Registration captcha, §9 loading indicators',
    input: regInput,
    start: { state: 'editing' },
    steps: [
      ...fillUsername.map((send) => ({ send, state: 'editing' })),
      { send: { type: 'SUBMIT' }, state: 'submitting', sent: [loading] },
      { wait: 19_999, state: 'submitting', sent: [] },
      {
        wait: 1,
        state: 'editing',
        sent: [hide, toast({ key: 'account.errors.timeout' })],
        context: { values: { ...filledValues, captcha: '' }, errors: {}, serverError: null },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'a refused captcha: the server message on the captcha field (focused) and in a toast; what was typed stays',
    spec: '§2 Registration, §5 captcha, on submit the first invalid field gets focus',
    input: regInput,
    start: { state: 'editing' },
    steps: [
      ...fillUsername.map((send) => ({ send, state: 'editing' })),
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'register',
        error: new ApiError('Verification code error', 'CAPTCHA_INVALID', 400),
        state: 'editing',
        sent: [hide, toast({ text: 'Verification code error' })],
        context: {
          values: { ...filledValues, captcha: '' },
          errors: { captcha: { text: 'Verification code error' } },
          focus: { field: 'captcha', n: 1 },
          serverError: 'Verification code error',
        },
      },
      // Typing clears the server's message.
      { send: change('captcha', '7'), state: 'editing', context: { errors: {}, serverError: null } },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'register',
        error: new ApiError('Please enter the captcha', 'CAPTCHA_REQUIRED', 400, {
          fields: { username: 'Sorry, the username already exists.', unknown: 'x' },
        }),
        state: 'editing',
        context: {
          errors: {
            username: { text: 'Sorry, the username already exists.' },
            captcha: { text: 'Please enter the captcha' },
          },
          focus: { field: 'username', n: 2 },
        },
      },
      { send: change('captcha', '8'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'register',
        error: new Error(''),
        state: 'editing',
        sent: [hide, toast({ text: 'Unknown error' })],
        context: {
          // Typing the captcha cleared only its own error; an error without a message says 'Unknown error'.
          errors: { username: { text: 'Sorry, the username already exists.' } },
          focus: { field: 'username', n: 2 },
          serverError: 'Unknown error',
        },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'a refused invitation code: error toast for 1 s on the field, then the field gets focus; no answer counts as refused',
    spec: '§5 affiliate code, §8 invitation code error, §9 toasts (1 s invitation error)',
    input: regInput,
    start: { state: 'editing' },
    steps: [
      ...fillUsername.map((send) => ({ send, state: 'editing' })),
      { send: change('affiliateCode', '  ABCD1 '), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate', sent: [] },
      {
        resolve: 'checkAffiliate',
        output: 'yes',
        state: 'affiliateRejected',
        sent: [toast({ key: 'account.register.invitationError' }, 'error', 1000)],
        context: { errors: { affiliateCode: { key: 'account.register.invitationError' } }, focus: null },
      },
      { wait: 1000, state: 'editing', sent: [], context: { focus: { field: 'affiliateCode', n: 1 } } },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate' },
      { wait: 19_999, state: 'checkingAffiliate' },
      {
        wait: 1,
        state: 'affiliateRejected',
        sent: [toast({ key: 'account.register.invitationError' }, 'error', 1000)],
      },
      { wait: 1000, state: 'editing', context: { focus: { field: 'affiliateCode', n: 2 } } },
      // Blanks only: no code to check.
      { send: change('affiliateCode', '   '), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
    ],
  },
  {
    machine: 'registration',
    name: 'an invalid form stays in editing with every error shown and the first invalid field focused',
    spec: '§5 registration rules, on submit the first invalid field gets focus',
    input: regInput,
    start: { state: 'editing' },
    steps: [
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        sent: [],
        context: {
          errors: {
            username: required('username'),
            password: required('password'),
            confirmPassword: { key: 'account.validation.confirmRequired' },
            captcha: { key: 'account.validation.captchaRequired' },
          },
          focus: { field: 'username', n: 1 },
        },
      },
      ...fillUsername.map((send) => ({ send, state: 'editing' })),
      { send: change('mobileNum', '12'), state: 'editing' },
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: { errors: { mobileNum: { text: 'Mobile number not valid' } }, focus: { field: 'mobileNum', n: 2 } },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'typing cleans the mobile number, SMS code and captcha; a filled field is checked on blur, an empty one is not',
    spec: '§5 SMS code numeric max 10, mobile number max 20, captcha; fields checked by their rules',
    input: regInput,
    start: { state: 'editing', context: { values: emptyValues } },
    steps: [
      {
        send: change('mobileNum', '0912-345 678'),
        state: 'editing',
        context: { values: { ...emptyValues, mobileNum: '0912345678' } },
      },
      {
        send: change('verificationCode', '12a34 5678901'),
        state: 'editing',
        context: { values: { ...emptyValues, mobileNum: '0912345678', verificationCode: '1234567890' } },
      },
      {
        send: change('captcha', ' 4 2 '),
        state: 'editing',
        context: { values: { ...emptyValues, mobileNum: '0912345678', verificationCode: '1234567890', captcha: '42' } },
      },
      {
        send: change('countryDialingCode', '86'),
        state: 'editing',
        context: {
          values: {
            ...emptyValues,
            mobileNum: '0912345678',
            verificationCode: '1234567890',
            captcha: '42',
            countryDialingCode: '86',
          },
        },
      },
      // Only the captcha loses its blanks: a payee name keeps them.
      {
        send: change('payeeName', 'Juan dela Cruz'),
        state: 'editing',
        context: {
          values: {
            ...emptyValues,
            mobileNum: '0912345678',
            verificationCode: '1234567890',
            captcha: '42',
            countryDialingCode: '86',
            payeeName: 'Juan dela Cruz',
          },
        },
      },
      { send: change('payeeName', ''), state: 'editing' },
      { send: { type: 'BLUR', field: 'username' }, state: 'editing', context: { errors: {} } },
      { send: change('username', '1abc'), state: 'editing', context: { errors: {} } },
      {
        send: { type: 'BLUR', field: 'username' },
        state: 'editing',
        context: { errors: { username: { text: 'Account format incorrect' } } },
      },
      { send: change('username', 'abcd'), state: 'editing', context: { errors: {} } },
      { send: { type: 'BLUR', field: 'username' }, state: 'editing', context: { errors: {} } },
      { send: change('password', 'secret123'), state: 'editing' },
      { send: change('confirmPassword', 'secret12'), state: 'editing' },
      {
        send: { type: 'BLUR', field: 'confirmPassword' },
        state: 'editing',
        context: { errors: { confirmPassword: { key: 'account.validation.confirmMismatch' } } },
      },
      { send: change('password', 'secret12'), state: 'editing', context: { errors: {} } },
      {
        send: { type: 'CAPTCHA_REFRESH' },
        state: 'editing',
        context: {
          values: {
            ...emptyValues,
            mobileNum: '0912345678',
            verificationCode: '1234567890',
            username: 'abcd',
            password: 'secret12',
            confirmPassword: 'secret12',
            countryDialingCode: '86',
          },
        },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'switching tabs clears the values and errors, keeps the mobile number; the same or a disabled tab does nothing',
    spec: '§4 Registration method, §2 only one tab when only one method is enabled',
    input: { ...regInput, flags: { REGMOBVERF3: true } },
    start: { state: 'editing', context: { method: 'username' } },
    steps: [
      { send: change('username', 'alice1'), state: 'editing' },
      { send: change('mobileNum', '912345678'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'editing' },
      {
        send: { type: 'SWITCH_METHOD', method: 'username' },
        state: 'editing',
        context: { method: 'username', values: { ...emptyValues, username: 'alice1', mobileNum: '912345678' } },
      },
      {
        send: { type: 'SWITCH_METHOD', method: 'mobileNum' },
        state: 'editing',
        context: {
          method: 'mobileNum',
          values: { ...emptyValues, mobileNum: '912345678' },
          errors: {},
          serverError: null,
        },
      },
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: {
          errors: {
            verificationCode: required('verificationCode'),
            password: required('password'),
            confirmPassword: { key: 'account.validation.confirmRequired' },
            captcha: { key: 'account.validation.captchaRequired' },
          },
          focus: { field: 'verificationCode', n: 2 },
        },
      },
      { send: change('username', 'bob'), state: 'editing' },
      {
        send: { type: 'SWITCH_METHOD', method: 'username' },
        state: 'editing',
        context: { method: 'username', values: { ...emptyValues, mobileNum: '912345678' }, errors: {} },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'with username registration off the username tab cannot be chosen',
    spec: '§2 only one tab is shown if only one method is enabled; §6 USERNAMEREG3',
    input: { ...regInput, flags: { USERNAMEREG3: false } },
    start: { state: 'editing', context: { method: 'mobileNum' } },
    steps: [
      { send: { type: 'SWITCH_METHOD', method: 'username' }, state: 'editing', context: { method: 'mobileNum' } },
    ],
  },
  {
    machine: 'registration',
    name: 'the SMS code is asked for only with a valid mobile number; otherwise its error and focus',
    spec: '§5 mobile number checked before requesting the SMS',
    input: regInput,
    start: { state: 'editing' },
    steps: [
      {
        send: { type: 'SEND_SMS' },
        state: 'editing',
        sent: [],
        context: { errors: { mobileNum: required('mobileNum') }, focus: { field: 'mobileNum', n: 1 } },
      },
      { send: change('mobileNum', '0912345678'), state: 'editing', context: { errors: {} } },
      {
        send: { type: 'SEND_SMS' },
        state: 'editing',
        sent: [],
        context: { errors: {}, focus: { field: 'mobileNum', n: 1 } },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'reading the terms caches the form and goes to help; the agreement box toggles',
    spec: '§2 Registration: terms link leads to help, form cached in session storage; agree checked by default',
    input: regInput,
    start: { state: 'editing', context: { agreed: true } },
    steps: [
      { send: change('username', 'alice1'), state: 'editing' },
      {
        send: { type: 'READ_TERMS' },
        state: 'editing',
        effects: [
          { effect: 'cacheForm', params: { method: 'username', values: { ...emptyValues, username: 'alice1' } } },
        ],
        // The terms item by its stable key (§2: the terms link leads to help).
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/help?key=terms' } }],
      },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: false } },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: true } },
    ],
  },
  {
    machine: 'registration',
    name: 'the form read back after the terms is restored; the registration method comes from how the site runs',
    spec: '§2 form values restored on return; §3 registerMethod',
    input: { ...regInput, registerMethod: undefined },
    start: { state: 'editing', context: { registerMethod: null, method: 'username' } },
    steps: [
      {
        resolve: 'readStart',
        output: {
          cache: { method: 'mobileNum', values: { mobileNum: '912345678', email: 'a@b.co', bogus: 'x', nickname: 5 } },
          registerMethod: 'WEBCLIP',
        },
        state: 'editing',
        context: {
          registerMethod: 'WEBCLIP',
          method: 'mobileNum',
          values: { ...emptyValues, mobileNum: '912345678', email: 'a@b.co' },
        },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'a cached tab that is now disabled is not restored; the input method wins over the start',
    spec: '§2 form values restored on return; §2 only enabled methods',
    input: { ...regInput, registerMethod: 'APP', flags: { MOBILENUMREG3: false } },
    start: { state: 'editing', context: { registerMethod: 'APP', method: 'username' } },
    steps: [
      {
        resolve: 'readStart',
        output: { cache: { method: 'mobileNum', values: { username: 'bob1' } }, registerMethod: 'WEBCLIP' },
        state: 'editing',
        context: { registerMethod: 'APP', method: 'username', values: { ...emptyValues, username: 'bob1' } },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'nothing cached: the form stays as it started',
    spec: '§2 form values restored on return',
    input: { ...regInput, registerMethod: undefined, affiliateCode: 'INV42' },
    start: { state: 'editing', context: { values: { ...emptyValues, affiliateCode: 'INV42' } } },
    steps: [
      // An answer without a start (a generator's stub) changes nothing.
      {
        resolve: 'readStart',
        state: 'editing',
        context: { registerMethod: null, values: { ...emptyValues, affiliateCode: 'INV42' } },
      },
    ],
  },
  {
    machine: 'registration',
    name: 'the invitation code of the link fills the field; the start says how the site runs',
    spec: '§2 form values restored on return; §3 registerMethod; §9 common store affiliate code',
    input: { ...regInput, registerMethod: undefined, affiliateCode: 'INV42' },
    start: { state: 'editing', context: { values: { ...emptyValues, affiliateCode: 'INV42' } } },
    steps: [
      {
        resolve: 'readStart',
        output: { cache: null, registerMethod: 'PWA' },
        state: 'editing',
        context: { registerMethod: 'PWA', method: 'username', values: { ...emptyValues, affiliateCode: 'INV42' } },
      },
    ],
  },
  {
    machine: 'feedback',
    name: 'empty content blocks submit; success resets the form; failure clears the captcha',
    spec: '§4 Feedback, §5 feedback content',
    input: { loggedIn: true, sender: 'alice' },
    start: { state: 'editing', context: { type: -1, content: '' } },
    steps: [
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: { type: 'SELECT_TYPE', value: 3 }, state: 'editing', context: { type: 3 } },
      { send: { type: 'CHANGE_CONTENT', value: 'The game froze.' }, state: 'editing' },
      { send: { type: 'CHANGE_CAPTCHA', value: '12' }, state: 'editing', context: { captcha: '12' } },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { reject: 'sendFeedback', state: 'editing', context: { captcha: '', content: 'The game froze.' } },
      { send: { type: 'CHANGE_CAPTCHA', value: '13' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { wait: 10_000, state: 'editing', context: { captcha: '' } },
      { send: { type: 'CHANGE_CAPTCHA', value: '14' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { resolve: 'sendFeedback', state: 'editing', context: { type: -1, content: '', captcha: '' } },
    ],
  },
  {
    machine: 'feedback',
    name: 'a submit shows what is missing, the first missing field focused; choosing or typing clears its error',
    spec: '§4 Feedback, §5 feedback content and captcha, on submit the first invalid field gets focus',
    input: { loggedIn: true, sender: 'alice' },
    start: { state: 'editing', sent: [], context: { type: -1, content: '', captcha: '', errors: {}, focus: null } },
    steps: [
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        sent: [],
        context: {
          errors: {
            type: { key: 'account.feedback.typeRequired' },
            content: { key: 'account.feedback.contentRequired' },
            captcha: { key: 'account.feedback.captchaRequired' },
          },
          focus: { field: 'type', n: 1 },
        },
      },
      {
        send: { type: 'SELECT_TYPE', value: 6 },
        state: 'editing',
        context: {
          type: 6,
          errors: {
            content: { key: 'account.feedback.contentRequired' },
            captcha: { key: 'account.feedback.captchaRequired' },
          },
        },
      },
      { send: { type: 'SUBMIT' }, state: 'editing', context: { focus: { field: 'content', n: 2 } } },
      {
        send: { type: 'CHANGE_CONTENT', value: 'x'.repeat(205) },
        state: 'editing',
        context: { content: 'x'.repeat(200), errors: { captcha: { key: 'account.feedback.captchaRequired' } } },
      },
      { send: { type: 'SUBMIT' }, state: 'editing', context: { focus: { field: 'captcha', n: 3 } } },
      { send: { type: 'CHANGE_CAPTCHA', value: ' 1 2 ' }, state: 'editing', context: { captcha: '12', errors: {} } },
      {
        send: { type: 'CHANGE_CAPTCHA', value: 'a'.repeat(20) },
        state: 'editing',
        context: { captcha: 'a'.repeat(16) },
      },
      { send: { type: 'CAPTCHA_REFRESH' }, state: 'editing', sent: [], context: { captcha: '' } },
      { send: { type: 'SELECT_TYPE', value: 0 }, state: 'editing', context: { type: 0 } },
      { send: { type: 'CHANGE_CAPTCHA', value: '12' }, state: 'editing' },
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
      {
        resolve: 'sendFeedback',
        state: 'editing',
        sent: [
          { to: 'notifications', event: { type: 'LOADING_HIDE' } },
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'account.feedback.sent' }, kind: 'success', durationMs: 1500 },
          },
        ],
        context: { type: -1, content: '', captcha: '', errors: {}, focus: { field: 'captcha', n: 3 } },
      },
    ],
  },
  {
    machine: 'feedback',
    name: 'a refused feedback: the server message in a toast and on its fields; no answer in 10 s ends the loading',
    spec: '§4 Feedback (loading 10 s), §9 loading indicators',
    input: { loggedIn: true, sender: 'alice' },
    start: { state: 'editing' },
    steps: [
      { send: { type: 'SELECT_TYPE', value: 1 }, state: 'editing' },
      { send: { type: 'CHANGE_CONTENT', value: 'Where is my deposit?' }, state: 'editing' },
      { send: { type: 'CHANGE_CAPTCHA', value: '12' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'sendFeedback',
        error: new ApiError('Wrong captcha', 'CAPTCHA_INVALID', 400, {
          fields: { type: 'Pick a type', content: 'Too short', captcha: 'Wrong', sender: 'x', other: 5 },
        }),
        state: 'editing',
        sent: [
          { to: 'notifications', event: { type: 'LOADING_HIDE' } },
          { to: 'notifications', event: { type: 'TOAST', message: { text: 'Wrong captcha' }, kind: 'error' } },
        ],
        context: {
          type: 1,
          content: 'Where is my deposit?',
          captcha: '',
          errors: { type: { text: 'Pick a type' }, content: { text: 'Too short' }, captcha: { text: 'Wrong' } },
        },
      },
      { send: { type: 'SELECT_TYPE', value: 2 }, state: 'editing' },
      { send: { type: 'CHANGE_CONTENT', value: 'Where is my withdrawal?' }, state: 'editing' },
      { send: { type: 'CHANGE_CAPTCHA', value: '13' }, state: 'editing', context: { errors: {} } },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'sendFeedback',
        error: new Error(''),
        state: 'editing',
        sent: [
          { to: 'notifications', event: { type: 'LOADING_HIDE' } },
          { to: 'notifications', event: { type: 'TOAST', message: { text: 'Unknown error' }, kind: 'error' } },
        ],
        context: { errors: {}, captcha: '' },
      },
      { send: { type: 'CHANGE_CAPTCHA', value: '14' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { wait: 9_999, state: 'submitting', sent: [] },
      {
        wait: 1,
        state: 'editing',
        sent: [
          { to: 'notifications', event: { type: 'LOADING_HIDE' } },
          { to: 'notifications', event: { type: 'TOAST', message: { key: 'account.errors.timeout' }, kind: 'error' } },
        ],
        context: { captcha: '', content: 'Where is my withdrawal?', type: 2 },
      },
    ],
  },
  {
    machine: 'feedback',
    name: 'without a session the visitor leaves for login',
    spec: '§4 Feedback: on entry with no session go to /m/login',
    input: { loggedIn: false, sender: '' },
    start: { state: 'leaving', sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login' } }] },
    steps: [],
  },
  {
    machine: 'countries',
    name: 'a failed load can be retried',
    spec: '§7 country list',
    start: { state: 'loading', context: { countries: [] } },
    steps: [
      { reject: 'fetchCountries', state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 19_999, state: 'loading' },
      { wait: 1, state: 'failed', context: { countries: [] } },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        resolve: 'fetchCountries',
        output: [{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }],
        state: 'ready',
        context: { countries: [{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }] },
      },
    ],
  },
];
