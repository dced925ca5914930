import { assign, sendTo, setup } from 'xstate';
import { normaliseMobile } from '../../domain/account/login';
import {
  checkFields,
  checkLoginMobile,
  checkNewPassword,
  checkNewPasswordConfirm,
  checkSmsCode,
  cleanMobile,
  cleanSmsCode,
  errorsAfterTyping,
  errorsOnBlur,
  errorText,
  type FieldErrors,
  type FocusRequest,
  focusOn,
  NEW_PASSWORD_PAIR,
  type RegisterSettings,
  serverFieldErrors,
  submitErrors,
  type ValidationMessage,
  withFieldError,
} from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { pathTo } from '../../domain/shell/paths';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';
import { smsCountdownMachine, smsSendEvent } from './smsCountdown.machine';

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
  errors: FieldErrors<ForgotField>;
  focus: FocusRequest<ForgotField> | null;
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
      return checkLoginMobile(values.mobileNum, settings);
    case 'verificationCode':
      return checkSmsCode(values.verificationCode, settings);
    case 'newPassword':
      return checkNewPassword(values.newPassword, settings);
    case 'confirmPassword':
      return checkNewPasswordConfirm(values.newPassword, values.confirmPassword);
  }
}

const checkAll = (c: ForgotPasswordContext) => checkFields(ORDER, (f) => checkOne(f, c));

/** The server's field names (§7 reset password) for the form's fields. */
const SERVER_FIELDS: Partial<Record<string, ForgotField>> = {
  mobileNum: 'mobileNum',
  verificationCode: 'verificationCode',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
};

/** The reset password call's body (§7). */
export interface ResetPasswordPayload {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The API error's data (services/shell/http ApiError), read by shape: machines import no services. */
const errorValue = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { value?: unknown }).value : null;

export const forgotPasswordMachine = setup({
  types: {} as { context: ForgotPasswordContext; events: ForgotPasswordEvent; input: ForgotPasswordInput },
  actors: {
    resetPassword: declaredCall<void, ResetPasswordPayload>('forgotPassword.resetPassword'),
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
      // Only the confirmation is checked here (after a new password), never the dialing code.
      const check = (f: keyof typeof values) => checkOne(f as ForgotField, { ...context, values });
      // The dialing code has no error of its own: removing one changes nothing.
      const errors = errorsAfterTyping<keyof typeof values>(
        context.errors,
        event.field,
        values,
        check,
        NEW_PASSWORD_PAIR,
      );
      return { values, errors: errors as FieldErrors<ForgotField> };
    }),
    checkBlurred: assign(({ context, event }) =>
      event.type === 'BLUR'
        ? errorsOnBlur(context.errors, event.field, context.values, (f) => checkOne(f, context))
        : {},
    ),
    showErrors: assign(({ context }) => submitErrors(ORDER, checkAll(context), context.focus)),
    showMobileError: assign(({ context }) => ({
      errors: withFieldError(context.errors, 'mobileNum', checkOne('mobileNum', context)),
      focus: focusOn(context.focus, 'mobileNum'),
    })),
    requestSms: sendTo('sms', ({ context }) =>
      smsSendEvent(context.values.mobileNum, context.values.countryDialingCode),
    ),
    showLoading: ({ system }) =>
      notify(system, { type: 'LOADING_SHOW', message: { key: 'common.loading' }, timeoutMs: REQUEST_TIMEOUT_MS }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    toastServerError: ({ event, system }) =>
      notify(system, {
        type: 'TOAST',
        message: { text: errorText((event as { error?: unknown }).error) },
        kind: 'error',
      }),
    showServerError: assign(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      const server = serverFieldErrors(errorValue(error), SERVER_FIELDS, context.errors);
      if (!server) return {};
      return { errors: server.errors, focus: server.first ? focusOn(context.focus, server.first) : context.focus };
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
    goLogin: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('login') }),
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
        onError: { target: 'editing', actions: ['toastServerError', 'showServerError'] },
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
