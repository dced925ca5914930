import { assertEvent, assign, emit, setup } from 'xstate';
import { isRealMember } from '../../domain/account/member';
import type { ValidationMessage } from '../../domain/account/validation';
import { DEPOSIT_POLL_LIMIT, DEPOSIT_POLL_MS, REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { pathTo } from '../../domain/shell/paths';
import {
  amountValue,
  checkDeposit,
  type Deposit,
  type DepositChannel,
  type DepositChannels,
  type DepositCreated,
  type DepositPromotion,
  type DepositRequest,
  depositErrorMessage,
  isDecided,
  presetText,
} from '../../domain/wallet/deposit';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall, declaredEffect } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';

/**
 * Deposit, /m/voucherCenter (issue 14 item 1; spec §4 deposit button, §6 roles and dep_func, §7 "promo accept"):
 * a visitor logs in first and a trial member is refused with the spec's text (also when the address is typed, and
 * when the server answers TRIAL_REFUSED). The channels come from the server; with the template flag dep_func '1'
 * the player picks a channel from a list and gets its detail page, else the channel tabs and the amount share one
 * page. The amount is checked against the channel (and the accepted promotion's minimum); a failed submit keeps
 * what was typed, and sending again unchanged is a retry of the same attempt with the same idempotency key (the key
 * comes from the `newAttemptKey` call, never from here); a double tap sends once. A gateway deposit goes to the
 * gateway's page; a bank or crypto deposit shows where to pay, its reference code and the proof upload. Back from the
 * gateway (`?deposit=<id>`) the deposit's result shows, asked again while it is pending; an approved one refreshes
 * the header balance. Screen actor; input: the member type at entry, the template flag, the returned deposit.
 */
export interface DepositInput {
  /** null for a visitor. */
  memberType: number | null;
  /** Template flag dep_func '1': a channel list, then a detail page per channel (§6). */
  detailView: boolean;
  /** The deposit the gateway sent the player back with (`?deposit=<id>`). */
  returnedId: string | null;
}

export interface DepositContext {
  memberType: number | null;
  detailView: boolean;
  returnedId: string | null;
  currencySymbol: string;
  channels: DepositChannel[];
  promotions: DepositPromotion[];
  /** The channel's code (its tab or its detail page). */
  selected: string | null;
  /** The amount as typed. */
  amount: string;
  /** The promotion accepted with this deposit, if any. */
  promotionId: string | null;
  amountError: ValidationMessage | null;
  /** Why the last submit failed (kept until the player changes something or sends again). */
  submitError: ValidationMessage | null;
  /** This attempt's idempotency key: kept while the request is unchanged, so sending again is a retry. */
  attemptKey: string | null;
  /** The bank or crypto deposit just made: where to pay, the reference code, the proofs. */
  created: Deposit | null;
  /** The returned deposit's latest answer. */
  result: Deposit | null;
  /** How many times the returned deposit was asked while pending. */
  polls: number;
}

export type DepositEvent =
  | { type: 'RETRY' }
  | { type: 'PICK_CHANNEL'; code: string }
  | { type: 'BACK_TO_CHANNELS' }
  | { type: 'CHANGE_AMOUNT'; value: string }
  | { type: 'PRESET'; amount: number }
  | { type: 'SET_PROMOTION'; id: string | null }
  | { type: 'SUBMIT' }
  | { type: 'NEW_DEPOSIT' }
  /** A copy button: the account number, the address, the reference code. */
  | { type: 'COPY'; text: string };

/** Something changed in the player's deposits: the list of recent deposits reloads. */
export type DepositEmitted = { type: 'depositsChanged' };

/** The deposit request the form describes. */
export function requestOf(context: Pick<DepositContext, 'selected' | 'amount' | 'promotionId'>): DepositRequest {
  return { channel: context.selected ?? '', amount: amountValue(context.amount), promotionId: context.promotionId };
}

export const channelOf = (c: Pick<DepositContext, 'channels' | 'selected'>): DepositChannel | null =>
  c.channels.find((ch) => ch.code === c.selected) ?? null;

export const promotionOf = (c: Pick<DepositContext, 'promotions' | 'promotionId'>): DepositPromotion | null =>
  c.promotions.find((p) => p.id === c.promotionId) ?? null;

function amountProblem(c: DepositContext): ValidationMessage | null {
  const channel = channelOf(c);
  return channel ? checkDeposit(c.amount, channel, promotionOf(c)) : { key: 'wallet.deposit.pickChannel' };
}

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const codeOf = (error: unknown): string | null => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
};
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');
/** The server's word on the amount (INVALID_INPUT with `fields.amount`), read by shape. */
const serverAmountText = (error: unknown): string | null => {
  const value = typeof error === 'object' && error !== null ? (error as { value?: unknown }).value : null;
  const fields = typeof value === 'object' && value !== null ? (value as { fields?: unknown }).fields : null;
  const amount = typeof fields === 'object' && fields !== null ? (fields as { amount?: unknown }).amount : null;
  return typeof amount === 'string' ? amount : null;
};

/** A change to the request starts a new attempt: its key goes, and so does the last failure. */
const newAttempt = { attemptKey: null, submitError: null } as const;

export const depositMachine = setup({
  types: {} as {
    context: DepositContext;
    events: DepositEvent;
    input: DepositInput;
    emitted: DepositEmitted;
  },
  actors: {
    loadChannels: declaredCall<DepositChannels>('deposit.loadChannels'),
    loadDeposit: declaredCall<Deposit, { id: string }>('deposit.loadDeposit'),
    newAttemptKey: declaredCall<string>('deposit.newAttemptKey'),
    createDeposit: declaredCall<DepositCreated, { request: DepositRequest; key: string }>('deposit.createDeposit'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS, pollDelay: DEPOSIT_POLL_MS },
  guards: {
    isVisitor: ({ context }) => context.memberType === null,
    isTrial: ({ context }) => !isRealMember(context.memberType),
    returnedFromGateway: ({ context }) => context.returnedId !== null,
    isDetailView: ({ context }) => context.detailView,
    trialRefused: ({ event }) => codeOf(errorOf(event)) === 'TRIAL_REFUSED',
    knownChannel: ({ context, event }) => {
      assertEvent(event, 'PICK_CHANNEL');
      return context.channels.some((c) => c.code === event.code);
    },
    amountInvalid: ({ context }) => amountProblem(context) !== null,
    hasAttemptKey: ({ context }) => context.attemptKey !== null,
    amountRefused: ({ event }) => serverAmountText(errorOf(event)) !== null,
    goesToGateway: ({ event }) => (event as { output?: DepositCreated }).output?.payUrl != null,
    approved: ({ event }) => (event as { output?: Deposit }).output?.status === 'APPROVED',
    decided: ({ event }) => {
      const output = (event as { output?: Deposit }).output;
      return output !== undefined && isDecided(output.status);
    },
    mayPollAgain: ({ context }) => context.polls < DEPOSIT_POLL_LIMIT,
  },
  actions: {
    askToLogIn: ({ system }) => sendToLogin(system, { replace: true }),
    refuseTrial: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'errors.depositRefused' }, durationMs: TOAST_MS.freeAccount }),
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home'), replace: true }),
    setChannels: assign(({ context, event }) => {
      const answer = (event as unknown as { output: DepositChannels }).output;
      const keep = answer.channels.some((c) => c.code === context.selected);
      return {
        currencySymbol: answer.currencySymbol,
        channels: answer.channels,
        promotions: answer.promotions,
        // The compact form opens on the first channel's tab; the detail view on the list.
        selected: keep ? context.selected : context.detailView ? null : (answer.channels[0]?.code ?? null),
      };
    }),
    pickChannel: assign(({ context, event }) => {
      assertEvent(event, 'PICK_CHANNEL');
      const changed = event.code !== context.selected;
      return { selected: event.code, amountError: null, ...(changed ? newAttempt : {}) };
    }),
    setAmount: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_AMOUNT');
      const next = { ...context, amount: event.value };
      // An error already shown follows the typing; none appears before the first submit.
      return { amount: event.value, amountError: context.amountError ? amountProblem(next) : null, ...newAttempt };
    }),
    setPreset: assign(({ context, event }) => {
      assertEvent(event, 'PRESET');
      const amount = presetText(event.amount);
      return { amount, amountError: amountProblem({ ...context, amount }), ...newAttempt };
    }),
    setPromotion: assign(({ context, event }) => {
      assertEvent(event, 'SET_PROMOTION');
      const promotionId = context.promotions.some((p) => p.id === event.id) ? event.id : null;
      const next = { ...context, promotionId };
      return { promotionId, amountError: context.amountError ? amountProblem(next) : null, ...newAttempt };
    }),
    showAmountError: assign(({ context }) => ({ amountError: amountProblem(context) })),
    setAttemptKey: assign({ attemptKey: ({ event }) => (event as unknown as { output: string }).output }),
    clearSubmitError: assign({ submitError: null }),
    showSubmitError: assign(({ event }) => {
      const error = errorOf(event);
      return {
        submitError: depositErrorMessage(codeOf(error), messageOf(error), (error as { value?: unknown })?.value),
      };
    }),
    showServerAmountError: assign(({ event }) => ({
      amountError: { text: serverAmountText(errorOf(event)) ?? '' },
    })),
    showTimeout: assign({ submitError: { key: 'wallet.deposit.error.TIMEOUT' } }),
    setCreated: assign({
      created: ({ event }) => (event as unknown as { output: DepositCreated }).output.deposit,
      attemptKey: null,
    }),
    /** To the gateway's payment page; it sends the player back to /m/voucherCenter?deposit=<id>. */
    openPayment: declaredEffect<{ url: string }>(),
    startAgain: assign({ amount: '', amountError: null, promotionId: null, created: null, ...newAttempt }),
    setResult: assign({ result: ({ event }) => (event as unknown as { output: Deposit }).output }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    resetPolls: assign({ polls: 0 }),
    refreshWallet: ({ system }) => system.get('session')?.send({ type: 'REFRESH_WALLET' }),
    tellDepositsChanged: emit({ type: 'depositsChanged' } as const),
    /** Puts the text on the clipboard (provided at the root). */
    copyText: declaredEffect<{ text: string }>(),
    toastCopied: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.deposit.copied' },
        kind: 'success',
        durationMs: TOAST_MS.notice,
      }),
  },
}).createMachine({
  id: 'deposit',
  description: 'Deposit: channels, the amount and an optional promotion, the gateway or pay-to details, the result.',
  context: ({ input }) => ({
    memberType: input.memberType,
    detailView: input.detailView,
    returnedId: input.returnedId,
    currencySymbol: '',
    channels: [],
    promotions: [],
    selected: null,
    amount: '',
    promotionId: null,
    amountError: null,
    submitError: null,
    attemptKey: null,
    created: null,
    result: null,
    polls: 0,
  }),
  on: {
    COPY: {
      actions: [
        {
          type: 'copyText',
          params: ({ event }) => ({ text: event.text }),
        },
        'toastCopied',
      ],
    },
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'Who opened Deposit (§4, §6): a visitor logs in first, a trial member is refused.',
      always: [
        { guard: 'isVisitor', target: 'leaving', actions: 'askToLogIn' },
        { guard: 'isTrial', target: 'leaving', actions: ['refuseTrial', 'goHome'] },
        { guard: 'returnedFromGateway', target: 'result' },
        { target: 'loading' },
      ],
    },
    leaving: {
      description: 'Deposit is not for this player: the app goes to /m/login or home.',
      type: 'final',
    },
    result: {
      description: 'Back from the gateway: the returned deposit and its status.',
      initial: 'fetching',
      states: {
        fetching: {
          description: 'GET /wps/deposit/detail for the returned deposit.',
          invoke: {
            id: 'loadDeposit',
            src: 'loadDeposit',
            input: ({ context }) => ({ id: context.returnedId ?? '' }),
            onDone: [
              {
                guard: 'approved',
                target: 'shown',
                actions: ['setResult', 'refreshWallet', 'tellDepositsChanged'],
              },
              { guard: 'decided', target: 'shown', actions: ['setResult', 'tellDepositsChanged'] },
              { guard: 'mayPollAgain', target: 'waiting', actions: 'setResult' },
              { target: 'shown', actions: 'setResult' },
            ],
            onError: [
              { guard: 'trialRefused', target: '#deposit.leaving', actions: ['refuseTrial', 'goHome'] },
              'failed',
            ],
          },
          after: { requestTimeout: 'failed' },
        },
        waiting: {
          description: 'Still pending: asked again after a short wait (the gateway’s callback is on its way).',
          after: { pollDelay: { target: 'fetching', actions: 'countPoll' } },
        },
        failed: {
          description: 'The deposit could not be read: "Loading failed, tap to retry".',
          on: { RETRY: 'fetching' },
        },
        shown: {
          description: 'The result: approved, rejected, expired, or still pending with "check again".',
          on: {
            RETRY: { target: 'fetching', actions: 'resetPolls' },
            NEW_DEPOSIT: '#deposit.loading',
          },
        },
      },
    },
    loading: {
      description: 'GET /wps/deposit/channels: channels, limits, presets, fees and promotions.',
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        onDone: { target: 'ready', actions: 'setChannels' },
        onError: [{ guard: 'trialRefused', target: 'leaving', actions: ['refuseTrial', 'goHome'] }, 'loadFailed'],
      },
      after: { requestTimeout: 'loadFailed' },
    },
    loadFailed: {
      description: 'The channels could not be loaded: "Loading failed, tap to retry".',
      on: { RETRY: 'loading' },
    },
    ready: {
      description: 'The deposit form, in the view the template flag picks.',
      initial: 'opening',
      states: {
        opening: {
          description: 'dep_func 1 opens on the channel list; else on the compact form.',
          always: [{ guard: 'isDetailView', target: 'choosing' }, { target: 'editing' }],
        },
        choosing: {
          description: 'The channel list (dep_func 1): each channel with its limits and fee.',
          on: { PICK_CHANNEL: { guard: 'knownChannel', target: 'editing', actions: 'pickChannel' } },
        },
        editing: {
          description: 'The channel (tab or detail page), the amount with presets, the promotion, Submit.',
          on: {
            PICK_CHANNEL: { guard: 'knownChannel', actions: 'pickChannel' },
            BACK_TO_CHANNELS: { guard: 'isDetailView', target: 'choosing' },
            CHANGE_AMOUNT: { actions: 'setAmount' },
            PRESET: { actions: 'setPreset' },
            SET_PROMOTION: { actions: 'setPromotion' },
            SUBMIT: [
              { guard: 'amountInvalid', actions: 'showAmountError' },
              { guard: 'hasAttemptKey', target: 'submitting', actions: 'clearSubmitError' },
              { target: 'preparing', actions: 'clearSubmitError' },
            ],
          },
        },
        preparing: {
          description: 'A new attempt gets its idempotency key.',
          invoke: {
            id: 'newAttemptKey',
            src: 'newAttemptKey',
            onDone: { target: 'submitting', actions: 'setAttemptKey' },
            onError: { target: 'editing', actions: 'showSubmitError' },
          },
        },
        submitting: {
          description: 'POST /wps/deposit with the attempt’s key; taps meanwhile send nothing.',
          invoke: {
            id: 'createDeposit',
            src: 'createDeposit',
            input: ({ context }) => ({ request: requestOf(context), key: context.attemptKey ?? '' }),
            onDone: [
              {
                guard: 'goesToGateway',
                target: '#deposit.toGateway',
                actions: [
                  'setCreated',
                  { type: 'openPayment', params: ({ event }) => ({ url: event.output.payUrl ?? '' }) },
                ],
              },
              { target: 'instructions', actions: ['setCreated', 'tellDepositsChanged'] },
            ],
            onError: [
              { guard: 'trialRefused', target: '#deposit.leaving', actions: ['refuseTrial', 'goHome'] },
              { guard: 'amountRefused', target: 'editing', actions: 'showServerAmountError' },
              { target: 'editing', actions: 'showSubmitError' },
            ],
          },
          after: { requestTimeout: { target: 'editing', actions: 'showTimeout' } },
        },
        instructions: {
          description: 'Bank or crypto: where to pay, the reference code, the proof upload; the deposit is pending.',
          on: { NEW_DEPOSIT: { target: 'opening', actions: 'startAgain' } },
        },
      },
    },
    toGateway: {
      description: 'On the way to the gateway’s payment page.',
      type: 'final',
    },
  },
});
