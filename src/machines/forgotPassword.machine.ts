import { assign, fromPromise, sendTo, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../domain/constants';
import { normaliseMobile } from '../domain/login';
import {
  checkConfirmPassword,
  checkField,
  checkNamedRule,
  cleanMobile,
  cleanSmsCode,
  firstInvalid,
  type RegisterSettings,
  type ValidationMessage,
} from '../domain/validation';
import { resetPasswordBySms } from '../services/api/account';
import { ApiError } from '../services/http';
import { navigate } from '../services/navigation';
import { notify } from './appSystem';
import { smsCountdownMachine } from './smsCountdown.machine';

/**
 * Forgotten password (/m/forget; the spec names the route only, §2). What a player expects: enter the mobile number
 * the account was registered with, get an SMS code (the SMS countdown of §4), choose a new password (the
 * registration `password` rule) and confirm it; on success 'Password reset' and the login screen.
 */
export type ForgotField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';
const ORDER: ForgotField[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];

export interface ForgotPasswordInput {
  settings: RegisterSettings;
}

export interface ForgotPasswordContext {
  settings: RegisterSettings;
  values: Record<ForgotField | 'countryDialingCode', string>;
  errors: Partial<Record<ForgotField, ValidationMessage>>;
  focus: { field: ForgotField; n: number } | null;
}

export type ForgotPasswordEvent =
  | { type: 'CHANGE'; field: ForgotField | 'countryDialingCode'; value: string }
  | { type: 'BLUR'; field: ForgotField }
  | { type: 'SEND_SMS' }
  | { type: 'SUBMIT' };

function checkOne(field: ForgotField, c: ForgotPasswordContext): ValidationMessage | null {
  const { values, settings } = c;
  switch (field) {
    case 'mobileNum':
      return checkNamedRule(
        normaliseMobile(values.mobileNum),
        settings.rules.loginMobileNum,
        'account.login.mobileRequired',
      );
    case 'verificationCode':
      return checkNamedRule(values.verificationCode, settings.rules.verificationCode, 'account.login.smsCodeRequired');
    case 'newPassword': {
      const rule = settings.fields.password;
      return checkField(
        values.newPassword,
        { enabled: true, required: true, regExp: rule?.regExp ?? '', message: rule?.message ?? '' },
        'account.changePsw.new',
      );
    }
    case 'confirmPassword':
      return checkConfirmPassword(values.newPassword, values.confirmPassword, {
        required: 'account.changePsw.confirmRequired',
        mismatch: 'account.changePsw.confirmMismatch',
      });
  }
}

function checkAll(c: ForgotPasswordContext) {
  const errors: Partial<Record<ForgotField, ValidationMessage>> = {};
  for (const f of ORDER) {
    const e = checkOne(f, c);
    if (e) errors[f] = e;
  }
  return errors;
}

type ResetInput = Parameters<typeof resetPasswordBySms>[0];

export const forgotPasswordMachine = setup({
  types: {} as { context: ForgotPasswordContext; events: ForgotPasswordEvent; input: ForgotPasswordInput },
  actors: {
    resetPassword: fromPromise<void, ResetInput>(({ input, signal }) => resetPasswordBySms(input, signal)),
    smsCountdown: smsCountdownMachine,
  },
  delays: { callTimeout: REQUEST_TIMEOUT_MS, doneToast: TOAST_MS.notice },
  guards: {
    formInvalid: ({ context }) => Object.keys(checkAll(context)).length > 0,
    mobileValid: ({ context }) => checkOne('mobileNum', context) === null,
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      let value = event.value;
      if (event.field === 'mobileNum') value = cleanMobile(value);
      if (event.field === 'verificationCode') value = cleanSmsCode(value);
      const values = { ...context.values, [event.field]: value };
      const errors = { ...context.errors };
      if (event.field !== 'countryDialingCode') delete errors[event.field];
      if (event.field === 'newPassword' && values.confirmPassword) {
        const e = checkOne('confirmPassword', { ...context, values });
        if (e) errors.confirmPassword = e;
        else delete errors.confirmPassword;
      }
      return { values, errors };
    }),
    checkBlurred: assign(({ context, event }) => {
      if (event.type !== 'BLUR' || !context.values[event.field]) return {};
      const errors = { ...context.errors };
      const e = checkOne(event.field, context);
      if (e) errors[event.field] = e;
      else delete errors[event.field];
      return { errors };
    }),
    showErrors: assign(({ context }) => {
      const errors = checkAll(context);
      const field = firstInvalid(ORDER, errors);
      return { errors, focus: field ? { field, n: (context.focus?.n ?? 0) + 1 } : context.focus };
    }),
    showMobileError: assign(({ context }) => {
      const e = checkOne('mobileNum', context);
      return {
        errors: e ? { ...context.errors, mobileNum: e } : context.errors,
        focus: { field: 'mobileNum' as const, n: (context.focus?.n ?? 0) + 1 },
      };
    }),
    requestSms: sendTo('sms', ({ context }) => ({
      type: 'SEND' as const,
      mobileNum: normaliseMobile(context.values.mobileNum),
      countryDialingCode: context.values.countryDialingCode,
    })),
    showLoading: ({ system }) =>
      notify(system, { type: 'LOADING_SHOW', message: { key: 'common.loading' }, timeoutMs: REQUEST_TIMEOUT_MS }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    showServerError: assign(({ context, event, system }) => {
      const error = (event as { error?: unknown }).error;
      const message = error instanceof Error && error.message ? error.message : 'Unknown error';
      notify(system, { type: 'TOAST', message: { text: message }, kind: 'error' });
      const fields =
        error instanceof ApiError ? (error.value as { fields?: Record<string, string> } | undefined)?.fields : null;
      if (!fields) return {};
      const errors = { ...context.errors };
      const map: Record<string, ForgotField> = {
        mobileNum: 'mobileNum',
        verificationCode: 'verificationCode',
        newPassword: 'newPassword',
        confirmNewPassword: 'confirmPassword',
      };
      let first: ForgotField | null = null;
      for (const [k, text] of Object.entries(fields)) {
        const f = map[k];
        if (f) {
          errors[f] = { text };
          first ??= f;
        }
      }
      return { errors, focus: first ? { field: first, n: (context.focus?.n ?? 0) + 1 } : context.focus };
    }),
    toastTimeout: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'account.errors.timeout' }, kind: 'error' }),
    toastDone: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'account.forget.success' },
        kind: 'success',
        durationMs: TOAST_MS.notice,
      }),
    goLogin: () => navigate('/m/login'),
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Reset a forgotten password with the mobile number and an SMS code.',
  context: ({ input }) => ({
    settings: input.settings,
    values: {
      mobileNum: '',
      countryDialingCode: input.settings.defaultCountryDialingCode,
      verificationCode: '',
      newPassword: '',
      confirmPassword: '',
    },
    errors: {},
    focus: null,
  }),
  invoke: { id: 'sms', src: 'smsCountdown', input: { purpose: 'reset' } },
  initial: 'editing',
  states: {
    editing: {
      description: 'Mobile number, SMS code, new password and its confirmation.',
      on: {
        CHANGE: { actions: 'setValue' },
        BLUR: { actions: 'checkBlurred' },
        SEND_SMS: [{ guard: 'mobileValid', actions: 'requestSms' }, { actions: 'showMobileError' }],
        SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'submitting' }],
      },
    },
    submitting: {
      description: 'The reset call runs; what was typed stays on failure.',
      entry: 'showLoading',
      exit: 'hideLoading',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          mobileNum: normaliseMobile(context.values.mobileNum),
          countryDialingCode: context.values.countryDialingCode,
          verificationCode: context.values.verificationCode,
          newPassword: context.values.newPassword,
          confirmNewPassword: context.values.confirmPassword,
        }),
        onDone: { target: 'reset', actions: 'toastDone' },
        onError: { target: 'editing', actions: 'showServerError' },
      },
      after: { callTimeout: { target: 'editing', actions: 'toastTimeout' } },
    },
    reset: {
      description: "'Password reset': after the toast the player goes to the login screen.",
      after: { doneToast: { target: 'done', actions: 'goLogin' } },
    },
    done: {
      description: 'On the login screen with the new password.',
      type: 'final',
    },
  },
});
