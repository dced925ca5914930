import { assertEvent, assign, setup } from 'xstate';
import {
  checkFields,
  type FieldErrors,
  type FocusRequest,
  serverFieldErrors,
  submitErrors,
  type ValidationMessage,
} from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { checkPaymentPasswordForm, refusalMessage } from '../../domain/wallet/withdraw';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';
import { codeOf, errorOf, errorValueOf } from './attempt';

/**
 * Setting the payment password before a first withdrawal (issue 14 item 2): the login password, a new 6-digit
 * payment password and its confirmation; POST /wps/member/paymentPassword. A wrong login password shows under its
 * field; a failed call keeps what was typed; a tap while the call runs sends nothing. Ends (final) once set.
 */
export type PaymentPasswordField = 'loginPassword' | 'newPassword' | 'confirmPassword';
const ORDER: PaymentPasswordField[] = ['loginPassword', 'newPassword', 'confirmPassword'];

export interface PaymentPasswordPayload {
  password: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export interface PaymentPasswordContext {
  values: Record<PaymentPasswordField, string>;
  errors: FieldErrors<PaymentPasswordField>;
  focus: FocusRequest<PaymentPasswordField> | null;
  refusal: ValidationMessage | null;
}

export type PaymentPasswordEvent = { type: 'CHANGE'; field: PaymentPasswordField; value: string } | { type: 'SUBMIT' };

const checkAll = (c: PaymentPasswordContext) => checkFields(ORDER, (f) => checkPaymentPasswordForm(f, c.values));

const SERVER_FIELDS: Partial<Record<string, PaymentPasswordField>> = {
  password: 'loginPassword',
  newPaymentPassword: 'newPassword',
  confirmPaymentPassword: 'confirmPassword',
};

export const paymentPasswordMachine = setup({
  types: {} as { context: PaymentPasswordContext; events: PaymentPasswordEvent },
  actors: {
    setPassword: declaredCall<void, PaymentPasswordPayload>('paymentPassword.setPassword'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    formInvalid: ({ context }) => Object.keys(checkAll(context)).length > 0,
  },
  actions: {
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      // The confirmation's message follows the new password too (a mismatch may be mended from either side).
      const errors: FieldErrors<PaymentPasswordField> = { ...context.errors };
      delete errors[event.field];
      if (event.field === 'newPassword') delete errors.confirmPassword;
      return { values: { ...context.values, [event.field]: event.value }, errors, refusal: null };
    }),
    showErrors: assign(({ context }) => ({ ...submitErrors(ORDER, checkAll(context), context.focus), refusal: null })),
    showRefusal: assign(({ context, event }) => {
      const error = errorOf(event);
      if (codeOf(error) === 'OLD_PASSWORD_INCORRECT') {
        return { errors: { ...context.errors, loginPassword: refusalMessage(error) }, refusal: null };
      }
      const server = serverFieldErrors(errorValueOf(error), SERVER_FIELDS, context.errors);
      if (server?.first) return { errors: server.errors, refusal: null };
      return { refusal: refusalMessage(error) };
    }),
    showTimedOut: assign({ refusal: { key: 'wallet.withdraw.errors.timeout' } }),
    toastSet: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.withdraw.passwordSet' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'paymentPassword',
  description: 'Set the payment password: login password, new 6-digit password, confirmation.',
  context: {
    values: { loginPassword: '', newPassword: '', confirmPassword: '' },
    errors: {},
    focus: null,
    refusal: null,
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'Login password, new payment password (6 digits) and its confirmation.',
      on: {
        CHANGE: { actions: 'setValue' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'saving' }],
      },
    },
    saving: {
      description: 'POST /wps/member/paymentPassword; taps meanwhile send nothing.',
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({
          password: context.values.loginPassword,
          newPaymentPassword: context.values.newPassword,
          confirmPaymentPassword: context.values.confirmPassword,
        }),
        onDone: { target: 'done', actions: 'toastSet' },
        onError: { target: 'editing', actions: 'showRefusal' },
      },
      after: { requestTimeout: { target: 'editing', actions: 'showTimedOut' } },
    },
    done: {
      description: 'The payment password is set: withdrawing may go on.',
      type: 'final',
    },
  },
});
