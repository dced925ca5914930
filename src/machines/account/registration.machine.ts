import { assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import type { LoginAnswer } from '../../domain/account/login';
import {
  buildRegistrationPayload,
  checkRegistration,
  checkRegistrationField,
  checkSmsMobile,
  defaultMethod,
  emptyValues,
  methodsEnabled,
  REGISTER_PASSWORD_PAIR,
  type RegistrationFlags,
  type RegistrationMethod,
  type RegistrationPayload,
  type RegistrationValues,
  valuesAfterSwitch,
  visibleFields,
} from '../../domain/account/registration';
import {
  cleanMobile,
  cleanSmsCode,
  errorsAfterTyping,
  errorsOnBlur,
  errorText,
  type FieldErrors,
  type FocusRequest,
  focusOn,
  type RegisterField,
  type RegisterSettings,
  serverErrorMessage,
  serverFieldMessage,
  submitErrors,
  withFieldError,
} from '../../domain/account/validation';
import type { RegisterMethod } from '../../domain/constants';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { TERMS_HELP_KEY } from '../../domain/messages/selection';
import { pathTo } from '../../domain/shell/paths';
import { declaredCall, declaredEffect } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';
import { captchaMachine } from './captcha.machine';
import { smsCountdownMachine, smsSendEvent } from './smsCountdown.machine';

/**
 * Registration (spec §2 "Registration", §3 payload, §4 "Registration method", §5 validation, §8 invitation error).
 * Username and mobile tabs; every field shown only when the settings enable it and checked by its rule; agree to
 * terms; captcha; affiliate code checked with the server; SMS code; form cached while reading the terms.
 */
export interface RegistrationInput {
  settings: RegisterSettings;
  flags: RegistrationFlags;
  /** APP / H5 / PWA / WEBCLIP; omitted: by how the site runs now (the `readStart` call, provided at the root). */
  registerMethod?: RegisterMethod;
  hostName: string;
  domain: string;
  /** An invitation code from the link the player came by. */
  affiliateCode?: string;
}

/** The form cached while the player read the terms (§2), without passwords. */
export interface RegisterFormCache {
  method: RegistrationMethod;
  values: Partial<Record<string, string>>;
}

/** What the form starts from besides its input: the cached form (taken once) and how the site runs now. */
export interface RegistrationStart {
  cache: RegisterFormCache | null;
  registerMethod: RegisterMethod;
}

export interface RegistrationContext {
  settings: RegisterSettings;
  flags: RegistrationFlags;
  /** Null until `readStart` answers when the input did not say. */
  registerMethod: RegisterMethod | null;
  hostName: string;
  domain: string;
  method: RegistrationMethod;
  values: RegistrationValues;
  errors: FieldErrors<RegisterField>;
  /**
   * Agree to the terms and confirm the age: unticked at first (§5 "registration requires ticking agreement to terms
   * and confirming age", issue 16 tool 7) unless the settings restore §2's ticked box; submit disabled while unticked.
   */
  agreed: boolean;
  focus: FocusRequest<RegisterField> | null;
  serverError: string | null;
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: RegisterField | 'countryDialingCode'; value: string }
  | { type: 'BLUR'; field: RegisterField }
  | { type: 'SWITCH_METHOD'; method: RegistrationMethod }
  | { type: 'TOGGLE_AGREE' }
  | { type: 'SEND_SMS' }
  | { type: 'CAPTCHA_REFRESH' }
  /** The player leaves to read the terms: the form is cached and restored on return (§2). */
  | { type: 'READ_TERMS' }
  | { type: 'SUBMIT' };

export function shownFields(context: Pick<RegistrationContext, 'method' | 'settings' | 'flags'>): RegisterField[] {
  return visibleFields(context.method, context.settings, context.flags);
}

export const registrationMachine = setup({
  types: {} as { context: RegistrationContext; events: RegistrationEvent; input: RegistrationInput },
  actors: {
    checkAffiliate: declaredCall<boolean, { code: string; domain: string }>('registration.checkAffiliate'),
    register: declaredCall<LoginAnswer, RegistrationPayload>('registration.register'),
    /** Takes the form cached while reading the terms (session storage) and tells how the site runs now. */
    readStart: declaredCall<RegistrationStart>('registration.readStart'),
    captcha: captchaMachine,
    smsCountdown: smsCountdownMachine,
  },
  delays: {
    callTimeout: REQUEST_TIMEOUT_MS,
    invitationError: TOAST_MS.invitationError,
  },
  guards: {
    agreed: ({ context }) => context.agreed,
    formInvalid: ({ context }) =>
      Object.keys(checkRegistration(shownFields(context), context.values, context.method, context.settings)).length > 0,
    hasAffiliateCode: ({ context }) =>
      shownFields(context).includes('affiliateCode') && context.values.affiliateCode.trim() !== '',
    affiliateAccepted: ({ event }) => (event as unknown as { output: boolean }).output === true,
    canSwitch: ({ context, event }) => {
      assertEvent(event, 'SWITCH_METHOD');
      return event.method !== context.method && methodsEnabled(context.settings, context.flags)[event.method];
    },
    mobileValid: ({ context }) => checkSmsMobile(context.values, context.settings) === null,
  },
  actions: {
    restoreCache: assign(({ context, event }) => {
      // A generator's synthetic answer may carry no output: then nothing is restored.
      const start = (event as unknown as { output?: RegistrationStart }).output;
      const registerMethod = context.registerMethod ?? start?.registerMethod ?? null;
      const cache = start?.cache ?? null;
      if (!cache) return { registerMethod };
      const enabled = methodsEnabled(context.settings, context.flags);
      const method = enabled[cache.method] ? cache.method : context.method;
      const values = { ...context.values };
      for (const [k, v] of Object.entries(cache.values)) {
        if (k in values && typeof v === 'string') (values as Record<string, string>)[k] = v;
      }
      return { method, values, registerMethod };
    }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      let value = event.value;
      if (event.field === 'mobileNum') value = cleanMobile(value);
      if (event.field === 'verificationCode') value = cleanSmsCode(value);
      if (event.field === 'captcha') value = value.replace(/\s/g, '');
      const values = { ...context.values, [event.field]: value };
      if (event.field === 'countryDialingCode') return { values, serverError: null };
      // §5: changing the password re-checks the confirm field (once something was typed there).
      const check = (f: RegisterField) => checkRegistrationField(f, values, context.method, context.settings);
      return {
        values,
        errors: errorsAfterTyping(context.errors, event.field, values, check, REGISTER_PASSWORD_PAIR),
        serverError: null,
      };
    }),
    checkBlurred: assign(({ context, event }) => {
      assertEvent(event, 'BLUR');
      const check = (f: RegisterField) => checkRegistrationField(f, context.values, context.method, context.settings);
      return errorsOnBlur(context.errors, event.field, context.values, check);
    }),
    switchMethod: assign(({ context, event }) => {
      assertEvent(event, 'SWITCH_METHOD');
      return { method: event.method, values: valuesAfterSwitch(context.values), errors: {}, serverError: null };
    }),
    toggleAgree: assign(({ context }) => ({ agreed: !context.agreed })),
    showErrors: assign(({ context }) => {
      const fields = shownFields(context);
      return submitErrors(
        fields,
        checkRegistration(fields, context.values, context.method, context.settings),
        context.focus,
      );
    }),
    showMobileError: assign(({ context }) => ({
      errors: withFieldError(context.errors, 'mobileNum', checkSmsMobile(context.values, context.settings)),
      focus: focusOn(context.focus, 'mobileNum'),
    })),
    requestSms: sendTo('sms', ({ context }) =>
      smsSendEvent(context.values.mobileNum, context.values.countryDialingCode),
    ),
    refreshCaptcha: sendTo('captcha', { type: 'REFRESH' }),
    clearCaptchaValue: assign(({ context }) => ({ values: { ...context.values, captcha: '' } })),
    /** Keeps the form (without passwords) in session storage while the terms are read (provided at the root). */
    cacheForm: declaredEffect<RegisterFormCache>(),
    // The terms by the help item's stable key, not by their place in the list (which differs by language).
    goToTerms: ({ system }) =>
      requestNavigation(system, { type: 'NAVIGATE', to: pathTo('help', { key: TERMS_HELP_KEY }) }),
    toastInvitationError: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'account.register.invitationError' },
        kind: 'error',
        durationMs: TOAST_MS.invitationError,
      }),
    markAffiliateError: assign(({ context }) => ({
      errors: { ...context.errors, affiliateCode: { key: 'account.register.invitationError' } },
    })),
    focusAffiliate: assign(({ context }) => ({ focus: focusOn(context.focus, 'affiliateCode') })),
    showServerError: assign(({ context, event }) => {
      // The API error's code and data (services/shell/http ApiError), read by shape: machines import no services.
      const api = (event as { error?: { code?: string; value?: unknown } | null }).error;
      const message = errorText(api);
      const errors = { ...context.errors };
      const fields = (api?.value as { fields?: Record<string, string> } | undefined)?.fields ?? null;
      const shown = shownFields(context);
      let first: RegisterField | null = null;
      if (fields) {
        for (const f of shown) {
          const text = fields[f];
          if (typeof text === 'string') {
            errors[f] = serverFieldMessage(api?.value, f, text);
            first ??= f;
          }
        }
      }
      if (api?.code === 'CAPTCHA_INVALID' || api?.code === 'CAPTCHA_REQUIRED') {
        errors.captcha = { text: message };
        first ??= 'captcha';
      }
      return { errors, serverError: message, focus: first ? focusOn(context.focus, first) : context.focus };
    }),
    toastServerError: ({ event, system }) =>
      notify(system, {
        type: 'TOAST',
        message: serverErrorMessage((event as { error?: unknown }).error),
        kind: 'error',
      }),
    toastTimeout: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'account.errors.timeout' }, kind: 'error' }),
    showSubmitting: ({ system }) =>
      notify(system, {
        type: 'LOADING_SHOW',
        message: { key: 'account.register.submitting' },
        timeoutMs: REQUEST_TIMEOUT_MS,
      }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    toastRegistered: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'account.register.success' },
        kind: 'success',
        durationMs: TOAST_MS.notice,
      }),
    handOverSession: ({ context, event, system }) => {
      const answer = (event as unknown as { output: LoginAnswer }).output;
      // A password typed here counts as a password login (change password may hide its old-password field).
      const passwordLogin = shownFields(context).includes('password');
      system.get('session')?.send({ type: 'LOGGED_IN', answer, passwordLogin });
    },
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home') }),
  },
}).createMachine({
  id: 'registration',
  description: 'The registration form, by username or by mobile number, from editing to a logged-in new player.',
  context: ({ input }) => {
    const affiliate = input.affiliateCode ?? '';
    return {
      settings: input.settings,
      flags: input.flags,
      registerMethod: input.registerMethod ?? null,
      hostName: input.hostName,
      domain: input.domain,
      method: defaultMethod(input.settings, input.flags),
      values: { ...emptyValues(input.settings.defaultCountryDialingCode), affiliateCode: affiliate },
      errors: {},
      agreed: input.settings.agreementTickedByDefault,
      focus: null,
      serverError: null,
    };
  },
  invoke: [
    { id: 'readStart', src: 'readStart', onDone: { actions: 'restoreCache' } },
    {
      id: 'captcha',
      src: 'captcha',
      input: ({ context }) => ({ enabled: context.settings.fields.captcha?.enabled === true }),
    },
    { id: 'sms', src: 'smsCountdown', input: { purpose: 'register' } },
  ],
  initial: 'editing',
  states: {
    editing: {
      description: 'The player fills the form; fields are checked on blur and all at once on submit.',
      on: {
        CHANGE: { actions: 'setValue' },
        BLUR: { actions: 'checkBlurred' },
        SWITCH_METHOD: { guard: 'canSwitch', actions: 'switchMethod' },
        TOGGLE_AGREE: { actions: 'toggleAgree' },
        SEND_SMS: [{ guard: 'mobileValid', actions: 'requestSms' }, { actions: 'showMobileError' }],
        CAPTCHA_REFRESH: { actions: ['refreshCaptcha', 'clearCaptchaValue'] },
        READ_TERMS: {
          actions: [
            { type: 'cacheForm', params: ({ context }) => ({ method: context.method, values: { ...context.values } }) },
            'goToTerms',
          ],
        },
        SUBMIT: [
          { guard: 'agreed', target: 'validating' },
          // The submit button is disabled while the terms are unchecked; a stray submit does nothing.
        ],
      },
    },
    validating: {
      description: 'Checks every shown field (the first invalid one gets focus), then the invitation code if any.',
      always: [
        { guard: 'formInvalid', target: 'editing', actions: 'showErrors' },
        { guard: 'hasAffiliateCode', target: 'checkingAffiliate' },
        { target: 'submitting' },
      ],
    },
    checkingAffiliate: {
      description: 'An entered invitation code is checked with the server first (§5).',
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.values.affiliateCode.trim(), domain: context.domain }),
        onDone: [{ guard: 'affiliateAccepted', target: 'submitting' }, { target: 'affiliateRejected' }],
        onError: 'affiliateRejected',
      },
      after: { callTimeout: 'affiliateRejected' },
    },
    affiliateRejected: {
      description: "'invitation code error' for 1 s, then the affiliate field gets focus (§5, §8).",
      entry: ['toastInvitationError', 'markAffiliateError'],
      after: { invitationError: { target: 'editing', actions: 'focusAffiliate' } },
    },
    submitting: {
      description: 'The registration call runs with the §3 payload; what was typed stays on failure.',
      entry: 'showSubmitting',
      exit: 'hideLoading',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) =>
          buildRegistrationPayload(context.values, shownFields(context), {
            hostName: context.hostName,
            registerMethod: context.registerMethod ?? 'H5',
            domain: context.domain,
          }),
        onDone: { target: 'registered', actions: ['toastRegistered', 'handOverSession', 'goHome'] },
        onError: {
          target: 'editing',
          actions: ['showServerError', 'toastServerError', 'refreshCaptcha', 'clearCaptchaValue'],
        },
      },
      after: { callTimeout: { target: 'editing', actions: ['toastTimeout', 'refreshCaptcha', 'clearCaptchaValue'] } },
    },
    registered: {
      description: "'registered successfully': the new player is logged in and sent home.",
      type: 'final',
    },
  },
});

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
