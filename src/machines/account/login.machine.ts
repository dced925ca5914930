import { assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import {
  buildDeviceLoginPayload,
  buildLoginPayload,
  type LoginAnswer,
  type LoginMethod,
  type LoginPayload,
  type RememberedLogin,
} from '../../domain/account/login';
import {
  checkCaptcha,
  checkFields,
  checkLoginMobile,
  checkNamedRule,
  checkSmsCode,
  cleanMobile,
  cleanSmsCode,
  errorCode,
  errorsOnBlur,
  errorText,
  type FieldErrors,
  type FocusRequest,
  focusOn,
  parseRegisterSettings,
  type RegisterSettings,
  submitErrors,
  type ValidationMessage,
  withFieldError,
} from '../../domain/account/validation';
import {
  CAPTCHA_MAX_LENGTH,
  LOGIN_REVALIDATE_DEBOUNCE_MS,
  REQUEST_TIMEOUT_MS,
  SMS_TICK_MS,
} from '../../domain/constants';
import { type ExclusionMessage, exclusionRefusalMessage } from '../../domain/protection/exclusionRefusal';
import { pathTo } from '../../domain/shell/paths';
import type { SiteConfig } from '../../domain/shell/site-config';
import { declaredCall, declaredEffect } from '../shell/declared';
import { followConfig, languageChanges } from '../shell/listeners';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';
import { captchaMachine } from './captcha.machine';
import { smsCountdownMachine, smsSendEvent } from './smsCountdown.machine';

/**
 * The login form (spec §2 "Login", §3 login payload and remembered login, §4 "Login", §5 login rules).
 * Username + password, or an SMS code when MOBILEVERCODELOGIN3 is on; a captcha appears after a failed login that
 * asks for one; the payload is sent encrypted; success hands the answer to the session actor.
 * A remembered device logs in with one tap using its device token (in place of §3's stored password): the server
 * rotates the token at each use; a refused one is forgotten and the form shows, with why.
 */
export type LoginField = 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha';
const FIELD_ORDER: Record<LoginMethod, LoginField[]> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobile', 'smsCode', 'captcha'],
};

export interface LoginValues {
  username: string;
  password: string;
  mobile: string;
  smsCode: string;
  captcha: string;
  countryDialingCode: string;
}

export interface LoginInput {
  /** The rules and the SMS flag until the site config actor hands its config over (followConfig), then its own. */
  settings?: RegisterSettings;
  smsLoginEnabled?: boolean;
  /** Omitted: read from local storage (the remembered login of §3) by the `readRemembered` call. */
  remembered?: RememberedLogin | null;
  /** Where to go after login (default home); null: stay (the login popup decides what follows, loginPopup.machine). */
  redirectTo?: string | null;
}

export interface LoginContext {
  method: LoginMethod;
  values: LoginValues;
  errors: FieldErrors<LoginField>;
  remember: boolean;
  captchaShown: boolean;
  settings: RegisterSettings;
  smsLoginEnabled: boolean;
  redirectTo: string | null;
  /** Bumped on each failed submit so the screen focuses the first invalid field (§5). */
  focus: FocusRequest<LoginField> | null;
  /** The server's message for the last failed login, shown on the form. */
  serverError: string | null;
  /** The same refusal in the player's language when the site knows its code (a time-out with its end, issue 16). */
  serverMessage: ExclusionMessage | null;
  /** The remembered login with a device token: the form offers one-tap login as this account. */
  saved: RememberedLogin | null;
  /** The server refused the remembered login (expired, revoked): it was forgotten, the form says why. */
  savedLoginExpired: boolean;
}

export type LoginEvent =
  | { type: 'CHANGE'; field: keyof LoginValues; value: string }
  | { type: 'BLUR'; field: LoginField }
  | { type: 'SWITCH_METHOD'; method: LoginMethod }
  | { type: 'TOGGLE_REMEMBER' }
  /** "Use another account": forget the remembered login on this device (and on the server) and show the form. */
  | { type: 'FORGET_SAVED' }
  | { type: 'CAPTCHA_REFRESH' }
  | { type: 'SEND_SMS' }
  | { type: 'SUBMIT' }
  /** The interface language changed: filled fields are checked again after 200 ms (§4). */
  | { type: 'LANGUAGE_CHANGED' }
  /** The site config (registration rules, MOBILEVERCODELOGIN3) is known or changed (followConfig). */
  | { type: 'CONFIG_LOADED'; config: SiteConfig };

/**
 * What the remember-password box asks to keep on this device (§3 remembered login, with the device token the login
 * answered instead of the password), or null to forget it.
 */
export type RememberRequest = RememberedLogin | null;

/** The form's values from a remembered login (§3), on the method it was made with when that is allowed. */
function prefill(r: RememberedLogin | null, smsLoginEnabled: boolean, defaultCode: string) {
  const sms = r?.type === 'sms' && smsLoginEnabled;
  return {
    method: (sms ? 'sms' : 'username') as LoginMethod,
    saved: r?.deviceToken ? r : null,
    values: {
      username: r && !sms ? r.username : '',
      password: '',
      mobile: r && sms ? r.username : '',
      smsCode: '',
      captcha: '',
      countryDialingCode: r?.countryDialingCode || defaultCode,
    },
    remember: r !== null,
  };
}

function checkOne(field: LoginField, context: LoginContext): ValidationMessage | null {
  const { values, settings } = context;
  switch (field) {
    case 'username':
      return checkNamedRule(values.username, settings.rules.loginUsername, 'account.login.usernameRequired');
    case 'password':
      return checkNamedRule(values.password, settings.rules.loginPassword, 'account.login.passwordRequired');
    case 'mobile':
      return checkLoginMobile(values.mobile, settings);
    case 'smsCode':
      return checkSmsCode(values.smsCode, settings);
    case 'captcha':
      return context.captchaShown ? checkCaptcha(values.captcha) : null;
  }
}

function checkAll(context: LoginContext, onlyFilled = false) {
  const fields = FIELD_ORDER[context.method].filter((f) => !onlyFilled || context.values[f]);
  return checkFields(fields, (f) => checkOne(f, context));
}

/** The login error asks for a captcha (§4, §8): the error data carries it. */
export function errorWantsCaptcha(error: unknown): boolean {
  const e = error as { code?: string; value?: unknown } | null;
  if (!e) return false;
  if (e.code === 'CAPTCHA_REQUIRED' || e.code === 'CAPTCHA_INVALID') return true;
  const v = e.value as { captcha?: unknown; captchaRequired?: unknown } | null | undefined;
  return Boolean(v && (v.captchaRequired === true || v.captcha === true || typeof v.captcha === 'string'));
}

function rememberParams({ context, event }: { context: LoginContext; event: unknown }): {
  remember: RememberRequest;
} {
  if (!context.remember) return { remember: null };
  const deviceToken = (event as { output?: LoginAnswer }).output?.deviceToken ?? '';
  if (context.saved) return { remember: { ...context.saved, deviceToken } };
  const sms = context.method === 'sms';
  return {
    remember: {
      type: context.method,
      username: sms ? context.values.mobile : context.values.username.trim(),
      countryDialingCode: context.values.countryDialingCode,
      deviceToken,
    },
  };
}

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput },
  actors: {
    login: declaredCall<LoginAnswer, LoginPayload>('login.login'),
    /** The remembered login of §3 (local storage), provided at the root. */
    readRemembered: declaredCall<RememberedLogin | null>('login.readRemembered'),
    followConfig,
    languageChanges,
    captcha: captchaMachine,
    smsCountdown: smsCountdownMachine,
  },
  delays: {
    revalidateDebounce: LOGIN_REVALIDATE_DEBOUNCE_MS,
    loginTimeout: REQUEST_TIMEOUT_MS * 2,
  },
  guards: {
    formValid: ({ context }) => Object.keys(checkAll(context)).length === 0,
    mobileValid: ({ context }) => checkOne('mobile', context) === null,
    smsAllowed: ({ context, event }) =>
      event.type !== 'SWITCH_METHOD' || event.method !== 'sms' || context.smsLoginEnabled,
    captchaShown: ({ context }) => context.captchaShown,
    hasSaved: ({ context }) => context.saved !== null,
    savedRefused: ({ event }) => errorCode((event as { error?: unknown }).error) === 'DEVICE_TOKEN_INVALID',
    wantsCaptcha: ({ event }) => errorWantsCaptcha((event as { error?: unknown }).error),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      let value = event.value;
      if (event.field === 'mobile') value = cleanMobile(value);
      if (event.field === 'smsCode') value = cleanSmsCode(value);
      if (event.field === 'captcha') value = value.replace(/\s/g, '').slice(0, CAPTCHA_MAX_LENGTH);
      // The dialing code has no error of its own: removing one changes nothing.
      const errors = withFieldError<keyof LoginValues>(context.errors, event.field, null) as FieldErrors<LoginField>;
      return {
        values: { ...context.values, [event.field]: value },
        errors,
        serverError: null,
        savedLoginExpired: false,
      };
    }),
    checkBlurred: assign(({ context, event }) =>
      event.type === 'BLUR'
        ? errorsOnBlur(context.errors, event.field, context.values, (f) => checkOne(f, context))
        : {},
    ),
    switchMethod: assign(({ event }) =>
      event.type === 'SWITCH_METHOD' ? { method: event.method, errors: {}, serverError: null } : {},
    ),
    toggleRemember: assign(({ context }) => ({ remember: !context.remember })),
    showErrors: assign(({ context }) => submitErrors(FIELD_ORDER[context.method], checkAll(context), context.focus)),
    showMobileError: assign(({ context }) => ({
      errors: withFieldError(context.errors, 'mobile', checkOne('mobile', context)),
      focus: focusOn(context.focus, 'mobile'),
    })),
    revalidateFilled: assign(({ context }) => ({ errors: checkAll(context, true) })),
    requestSms: sendTo('sms', ({ context }) => smsSendEvent(context.values.mobile, context.values.countryDialingCode)),
    showCaptcha: assign({ captchaShown: true }),
    enableCaptcha: sendTo('captcha', { type: 'ENABLE' }),
    refreshCaptcha: sendTo('captcha', { type: 'REFRESH' }),
    clearCaptchaValue: assign(({ context }) => ({ values: { ...context.values, captcha: '' } })),
    setServerError: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { serverError: errorText(error), serverMessage: exclusionRefusalMessage(error) };
    }),
    /** Runs after setServerError, which always sets the text ('Unknown error' when the error has none). */
    toastServerError: ({ context, system }) =>
      notify(system, {
        type: 'TOAST',
        message: context.serverMessage ?? { text: context.serverError as string },
        kind: 'error',
      }),
    clearServerError: assign({ serverError: null }),
    handOverSession: ({ context, event, system }) => {
      const answer = (event as unknown as { output: LoginAnswer }).output;
      // Only a password typed here lets change-password hide its old-password field (the server checks it too).
      const passwordLogin = context.saved === null && context.method === 'username';
      system.get('session')?.send({ type: 'LOGGED_IN', answer, passwordLogin });
    },
    /** Keeps (or forgets) the remembered login in local storage, with the answered device token (root). */
    saveRemembered: declaredEffect<{ remember: RememberRequest }>(),
    /**
     * Forgets the remembered login in local storage; a `deviceToken` still alive is revoked on the server too
     * (provided at the root).
     */
    forgetRemembered: declaredEffect<{ deviceToken: string }>(),
    /** The remembered login was refused: back to the form, its account still typed, with why. */
    dropSavedLogin: assign(({ context }) => ({
      saved: null,
      savedLoginExpired: true,
      // The saved-login buttons are gone: the password is what the player types next.
      focus: focusOn(context.focus, context.method === 'sms' ? 'smsCode' : 'password'),
    })),
    toastSavedLoginExpired: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'account.login.savedLoginExpired' }, kind: 'error' }),
    /** "Use another account": an empty form, nothing remembered. */
    clearSavedLogin: assign(({ context }) => ({
      saved: null,
      remember: false,
      savedLoginExpired: false,
      values: { ...context.values, username: '', password: '', mobile: '' },
      focus: focusOn(context.focus, context.method === 'sms' ? 'mobile' : 'username'),
    })),
    applyRemembered: assign(({ context, event }) => {
      const r = (event as unknown as { output: RememberedLogin | null }).output;
      if (!r) return {};
      return prefill(r, context.smsLoginEnabled, context.settings.defaultCountryDialingCode);
    }),
    /** A newer config: its rules and SMS flag apply at once; an SMS form falls back when SMS login went off. */
    applyConfig: assign(({ context, event }) => {
      if (event.type !== 'CONFIG_LOADED') return {};
      const settings = parseRegisterSettings(event.config.register);
      const smsLoginEnabled = event.config.flags.MOBILEVERCODELOGIN3 === true;
      const method = context.method === 'sms' && !smsLoginEnabled ? 'username' : context.method;
      const countryDialingCode = context.values.countryDialingCode || settings.defaultCountryDialingCode;
      return {
        settings,
        smsLoginEnabled,
        method,
        values: { ...context.values, countryDialingCode },
        errors: method === context.method ? context.errors : {},
      };
    }),
    goOn: ({ context, system }) => {
      if (context.redirectTo !== null) requestNavigation(system, { type: 'NAVIGATE', to: context.redirectTo });
    },
  },
}).createMachine({
  id: 'login',
  description: 'The login form: username and password, or mobile and SMS code; captcha after a failed login.',
  context: ({ input }) => {
    const settings = input.settings ?? parseRegisterSettings(undefined);
    const smsLoginEnabled = input.smsLoginEnabled ?? false;
    return {
      ...prefill(input.remembered ?? null, smsLoginEnabled, settings.defaultCountryDialingCode),
      errors: {},
      captchaShown: false,
      settings,
      smsLoginEnabled,
      redirectTo: input.redirectTo === null ? null : (input.redirectTo ?? pathTo('home')),
      focus: null,
      serverError: null,
      serverMessage: null,
      savedLoginExpired: false,
    };
  },
  invoke: [
    { id: 'followConfig', src: 'followConfig' },
    { id: 'languageChanges', src: 'languageChanges' },
    // A storage read that fails leaves the form empty, as a first visit.
    { id: 'readRemembered', src: 'readRemembered', onDone: { actions: 'applyRemembered' }, onError: {} },
    { id: 'captcha', src: 'captcha', input: { enabled: false } },
    { id: 'sms', src: 'smsCountdown', input: { tickMs: SMS_TICK_MS, purpose: 'login' } },
  ],
  type: 'parallel',
  on: { CONFIG_LOADED: { actions: 'applyConfig' } },
  states: {
    form: {
      description: 'The form itself: editing, submitting, done.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The player types; fields are checked on blur and on submit.',
          on: {
            CHANGE: { actions: 'setValue' },
            CAPTCHA_REFRESH: { actions: ['refreshCaptcha', 'clearCaptchaValue'] },
            BLUR: { actions: 'checkBlurred' },
            SWITCH_METHOD: { guard: 'smsAllowed', actions: 'switchMethod' },
            TOGGLE_REMEMBER: { actions: 'toggleRemember' },
            FORGET_SAVED: {
              guard: 'hasSaved',
              actions: [
                {
                  type: 'forgetRemembered',
                  params: ({ context }) => ({ deviceToken: context.saved?.deviceToken ?? '' }),
                },
                'clearSavedLogin',
              ],
            },
            SEND_SMS: [{ guard: 'mobileValid', actions: 'requestSms' }, { actions: 'showMobileError' }],
            SUBMIT: [
              { guard: 'hasSaved', target: 'submitting' },
              { guard: 'formValid', target: 'submitting' },
              { actions: 'showErrors' },
            ],
          },
        },
        submitting: {
          description: 'The encrypted login call runs (password, SMS code or the remembered device token).',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) =>
              context.saved
                ? buildDeviceLoginPayload(context.saved)
                : buildLoginPayload({ ...context.values, method: context.method, remember: context.remember }),
            onDone: {
              target: 'done',
              actions: [{ type: 'saveRemembered', params: rememberParams }, 'handOverSession', 'goOn'],
            },
            onError: [
              {
                guard: 'savedRefused',
                target: 'editing',
                actions: [
                  { type: 'forgetRemembered', params: { deviceToken: '' } },
                  'dropSavedLogin',
                  'toastSavedLoginExpired',
                ],
              },
              {
                guard: 'wantsCaptcha',
                target: 'editing',
                actions: ['setServerError', 'toastServerError', 'showCaptcha', 'enableCaptcha', 'clearCaptchaValue'],
              },
              {
                guard: 'captchaShown',
                target: 'editing',
                actions: ['setServerError', 'toastServerError', 'refreshCaptcha', 'clearCaptchaValue'],
              },
              { target: 'editing', actions: ['setServerError', 'toastServerError'] },
            ],
          },
          after: { loginTimeout: { target: 'editing', actions: ['clearServerError'] } },
        },
        done: {
          description: 'Logged in: the session actor holds the answer and the player is sent on.',
          type: 'final',
        },
      },
    },
    revalidate: {
      description: 'After a language change, filled fields are checked again (200 ms debounce, §4).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing pending.',
          on: { LANGUAGE_CHANGED: 'pending' },
        },
        pending: {
          description: 'Waiting 200 ms for the language to settle.',
          on: { LANGUAGE_CHANGED: { target: 'pending', reenter: true } },
          after: { revalidateDebounce: { target: 'idle', actions: 'revalidateFilled' } },
        },
      },
    },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
