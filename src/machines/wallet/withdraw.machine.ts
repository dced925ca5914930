import { assertEvent, assign, setup } from 'xstate';
import { isRealMember } from '../../domain/account/member';
import {
  checkFields,
  type FieldErrors,
  type FocusRequest,
  serverFieldErrors,
  submitErrors,
  type ValidationMessage,
} from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { pathTo } from '../../domain/shell/paths';
import {
  checkBankCardChosen,
  checkPaymentPassword,
  checkWithdrawAmount,
  parseAmount,
  refusalMessage,
  type Withdrawal,
  type WithdrawPayload,
  type WithdrawResult,
  type WithdrawSettings,
} from '../../domain/wallet/withdraw';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';
import { type Attempt, codeOf, errorOf, errorValueOf, sameAttempt } from './attempt';

/**
 * Withdraw (/m/withdraw, issue 14 item 2, spec §6): a visitor logs in first and a trial member is refused with
 * "Please login an actual account to use this function" (also when the address is typed, and when the server answers
 * TRIAL_REFUSED). A member sees the withdrawable balance (settings call); without a payment password the player sets
 * one first (paymentPassword machine, PASSWORD_SET); then amount (min/max, two decimals, not above the balance),
 * bank card and payment password are required. Submitting moves the money out at once (held, pending); the session
 * refreshes the header balance. A failed submit keeps what was typed; submitting the same values again reuses the
 * attempt's idempotency key; a tap while a request runs sends nothing. Screen actor; input: the member type at entry.
 */
export type WithdrawField = 'amount' | 'bankCardId' | 'paymentPassword';
const ORDER: WithdrawField[] = ['bankCardId', 'amount', 'paymentPassword'];

export interface WithdrawInput {
  /** null for a visitor. */
  memberType: number | null;
}

export interface WithdrawContext {
  memberType: number | null;
  settings: WithdrawSettings | null;
  values: Record<WithdrawField, string>;
  errors: FieldErrors<WithdrawField>;
  focus: FocusRequest<WithdrawField> | null;
  /** A refusal for the whole form (shown above the submit button). */
  refusal: ValidationMessage | null;
  attempt: Attempt<WithdrawPayload> | null;
  /** The last request made here (the list shows it first). */
  lastWithdrawal: Withdrawal | null;
}

export type WithdrawEvent =
  | { type: 'CHANGE'; field: WithdrawField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** The bank cards shown changed: the chosen card stays when it is still there, else the first is chosen. */
  | { type: 'CARDS'; ids: string[] }
  /** The payment password was set (paymentPassword machine). */
  | { type: 'PASSWORD_SET' }
  /** The main wallet's balance changed elsewhere (a transfer). */
  | { type: 'WITHDRAWABLE'; amount: number };

const EMPTY = { amount: '', bankCardId: '', paymentPassword: '' };

function checkOne(field: WithdrawField, c: WithdrawContext): ValidationMessage | null {
  switch (field) {
    case 'amount':
      return c.settings ? checkWithdrawAmount(c.values.amount, c.settings) : null;
    case 'bankCardId':
      return checkBankCardChosen(c.values.bankCardId);
    case 'paymentPassword':
      return checkPaymentPassword(c.values.paymentPassword);
  }
}

const checkAll = (c: WithdrawContext) => checkFields(ORDER, (f) => checkOne(f, c));

/** The call's body from what was typed (valid: checked before). */
export const payloadOf = (c: Pick<WithdrawContext, 'values'>): WithdrawPayload => ({
  amount: parseAmount(c.values.amount) ?? 0,
  paymentPassword: c.values.paymentPassword,
  bankCardId: c.values.bankCardId,
});

const SERVER_FIELDS: Partial<Record<string, WithdrawField>> = {
  amount: 'amount',
  bankCardId: 'bankCardId',
  paymentPassword: 'paymentPassword',
};

export const withdrawMachine = setup({
  types: {} as { context: WithdrawContext; events: WithdrawEvent; input: WithdrawInput },
  actors: {
    loadSettings: declaredCall<WithdrawSettings>('withdraw.loadSettings'),
    newKey: declaredCall<string>('withdraw.newKey'),
    submit: declaredCall<WithdrawResult, { payload: WithdrawPayload; key: string }>('withdraw.submit'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isVisitor: ({ context }) => context.memberType === null,
    isTrial: ({ context }) => !isRealMember(context.memberType),
    trialRefused: ({ event }) => codeOf(errorOf(event)) === 'TRIAL_REFUSED',
    passwordNotSet: ({ event }) => codeOf(errorOf(event)) === 'PAYMENT_PASSWORD_NOT_SET',
    passwordMissing: ({ context }) => context.settings?.paymentPasswordSet !== true,
    formInvalid: ({ context }) => Object.keys(checkAll(context)).length > 0,
    retriesAttempt: ({ context }) => sameAttempt(context.attempt, payloadOf(context)),
  },
  actions: {
    askToLogIn: ({ system }) => sendToLogin(system, { replace: true }),
    refuseTrial: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'errors.depositRefused' }, durationMs: TOAST_MS.freeAccount }),
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home'), replace: true }),
    setSettings: assign(({ event }) => ({ settings: (event as unknown as { output: WithdrawSettings }).output })),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const values = { ...context.values, [event.field]: event.value };
      const { [event.field]: _, ...errors } = context.errors;
      return { values, errors, refusal: null };
    }),
    showErrors: assign(({ context }) => ({ ...submitErrors(ORDER, checkAll(context), context.focus), refusal: null })),
    chooseCard: assign(({ context, event }) => {
      assertEvent(event, 'CARDS');
      const kept = event.ids.includes(context.values.bankCardId) ? context.values.bankCardId : (event.ids[0] ?? '');
      return { values: { ...context.values, bankCardId: kept } };
    }),
    markPasswordSet: assign(({ context }) =>
      context.settings ? { settings: { ...context.settings, paymentPasswordSet: true } } : {},
    ),
    markPasswordMissing: assign(({ context }) =>
      context.settings ? { settings: { ...context.settings, paymentPasswordSet: false } } : {},
    ),
    setWithdrawable: assign(({ context, event }) => {
      assertEvent(event, 'WITHDRAWABLE');
      return context.settings ? { settings: { ...context.settings, withdrawable: event.amount } } : {};
    }),
    startAttempt: assign(({ context, event }) => ({
      attempt: { payload: payloadOf(context), key: (event as unknown as { output: string }).output },
    })),
    /** Done: the request shows first, the typed amount and password clear, the chosen card stays. */
    finishAttempt: assign(({ context, event }) => {
      const result = (event as unknown as { output: WithdrawResult }).output;
      return {
        attempt: null,
        lastWithdrawal: result.withdrawal,
        values: { ...EMPTY, bankCardId: context.values.bankCardId },
        errors: {},
        refusal: null,
        settings: context.settings ? { ...context.settings, withdrawable: result.withdrawable } : null,
      };
    }),
    refreshWallet: ({ system }) => system.get('session')?.send({ type: 'REFRESH_WALLET' }),
    toastPending: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.withdraw.submitted' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
    /** The server's field messages under their fields; anything else above the submit button. */
    showRefusal: assign(({ context, event }) => {
      const error = errorOf(event);
      const server =
        codeOf(error) === 'INVALID_INPUT' ? serverFieldErrors(errorValueOf(error), SERVER_FIELDS, {}) : null;
      if (server?.first) return { errors: { ...context.errors, ...server.errors }, refusal: null };
      const field: WithdrawField | null = codeOf(error) === 'PAYMENT_PASSWORD_INCORRECT' ? 'paymentPassword' : null;
      if (field) return { errors: { ...context.errors, [field]: refusalMessage(error) }, refusal: null };
      return { refusal: refusalMessage(error) };
    }),
    showTimedOut: assign({ refusal: { key: 'wallet.withdraw.errors.timeout' } }),
  },
}).createMachine({
  id: 'withdraw',
  description: 'Withdraw from the main wallet to a bank card, with the payment password.',
  context: ({ input }) => ({
    memberType: input.memberType,
    settings: null,
    values: { ...EMPTY },
    errors: {},
    focus: null,
    refusal: null,
    attempt: null,
    lastWithdrawal: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Who opened withdraw (§6): a visitor logs in first, a trial member is refused.',
      always: [
        { guard: 'isVisitor', target: 'leaving', actions: 'askToLogIn' },
        { guard: 'isTrial', target: 'leaving', actions: ['refuseTrial', 'goHome'] },
        { target: 'loading' },
      ],
    },
    leaving: {
      description: 'Withdraw is not for this player: the app goes to /m/login or home.',
      type: 'final',
    },
    loading: {
      description: 'GET /wps/transaction/withdraw/settings: limits, banks, payment password set, withdrawable.',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: 'setSettings' },
        onError: [
          { guard: 'trialRefused', target: 'leaving', actions: ['refuseTrial', 'goHome'] },
          { target: 'failed' },
        ],
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The settings could not be loaded: "Loading failed, tap to retry".',
      on: { RETRY: 'loading' },
    },
    ready: {
      description: 'The withdrawable balance shows; the form or, first, the payment password.',
      initial: 'deciding',
      on: {
        CARDS: { actions: 'chooseCard' },
        WITHDRAWABLE: { actions: 'setWithdrawable' },
      },
      states: {
        deciding: {
          description: 'Is a payment password set?',
          always: [{ guard: 'passwordMissing', target: 'needsPassword' }, { target: 'editing' }],
        },
        needsPassword: {
          description: 'No payment password yet: the player sets one before withdrawing.',
          on: { PASSWORD_SET: { target: 'editing', actions: 'markPasswordSet' } },
        },
        editing: {
          description: 'Bank card, amount and payment password.',
          on: {
            CHANGE: { actions: 'setValue' },
            SUBMIT: [
              { guard: 'formInvalid', actions: 'showErrors' },
              { guard: 'retriesAttempt', target: 'submitting' },
              { target: 'keying' },
            ],
          },
        },
        keying: {
          description: 'A new attempt: its idempotency key is made (once; a retry reuses it).',
          invoke: {
            id: 'newKey',
            src: 'newKey',
            onDone: { target: 'submitting', actions: 'startAttempt' },
            onError: { target: 'editing', actions: 'showRefusal' },
          },
        },
        submitting: {
          description: 'POST /wps/transaction/withdraw with the attempt’s key; taps meanwhile send nothing.',
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context }) => ({ payload: context.attempt!.payload, key: context.attempt!.key }),
            onDone: { target: 'editing', actions: ['finishAttempt', 'refreshWallet', 'toastPending'] },
            onError: [
              { guard: 'trialRefused', target: '#withdraw.leaving', actions: ['refuseTrial', 'goHome'] },
              { guard: 'passwordNotSet', target: 'needsPassword', actions: 'markPasswordMissing' },
              { target: 'editing', actions: ['showRefusal', 'refreshWallet'] },
            ],
          },
          after: { requestTimeout: { target: 'editing', actions: ['showTimedOut', 'refreshWallet'] } },
        },
      },
    },
  },
});
