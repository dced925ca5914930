import { assertEvent, assign, setup } from 'xstate';
import {
  checkFields,
  type FieldErrors,
  type FocusRequest,
  submitErrors,
  type ValidationMessage,
} from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { type BankCard, checkNewCard, refusalMessage } from '../../domain/wallet/withdraw';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';
import { errorOf } from './attempt';

/**
 * The player's bank cards on the withdraw screen (issue 14 item 2): the list (GET /wps/member/bankCards); adding one
 * (a bank from the settings' list, account name, account number) while fewer than settings.maxBankCards are held;
 * removing one after a confirm dialog. A failed add keeps what was typed; a tap while a call runs sends nothing.
 * Screen actor; input: the settings' banks and card limit.
 */
export type CardField = 'bankName' | 'accountName' | 'accountNo';
const ORDER: CardField[] = ['bankName', 'accountName', 'accountNo'];

export interface BankCardsInput {
  banks: string[];
  maxCards: number;
}

export interface NewCard {
  bankName: string;
  accountName: string;
  accountNo: string;
}

export interface BankCardsContext {
  banks: string[];
  maxCards: number;
  cards: BankCard[];
  values: NewCard;
  errors: FieldErrors<CardField>;
  focus: FocusRequest<CardField> | null;
  refusal: ValidationMessage | null;
  /** The card the confirm dialog asks about. */
  removingId: string | null;
}

export type BankCardsEvent =
  | { type: 'ADD' }
  | { type: 'CANCEL' }
  | { type: 'CHANGE'; field: CardField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'REMOVE'; id: string }
  | { type: 'REMOVE_CONFIRMED' }
  | { type: 'REMOVE_CANCELLED' }
  | { type: 'RETRY' };

const EMPTY: NewCard = { bankName: '', accountName: '', accountNo: '' };

const checkAll = (c: BankCardsContext) => checkFields(ORDER, (f) => checkNewCard(f, c.values[f], c.banks));

export const bankCardsMachine = setup({
  types: {} as { context: BankCardsContext; events: BankCardsEvent; input: BankCardsInput },
  actors: {
    loadCards: declaredCall<BankCard[]>('bankCards.loadCards'),
    addCard: declaredCall<BankCard, NewCard>('bankCards.addCard'),
    removeCard: declaredCall<void, { id: string }>('bankCards.removeCard'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    belowLimit: ({ context }) => context.cards.length < context.maxCards,
    formInvalid: ({ context }) => Object.keys(checkAll(context)).length > 0,
    knownCard: ({ context, event }) => {
      assertEvent(event, 'REMOVE');
      return context.cards.some((c) => c.id === event.id);
    },
  },
  actions: {
    setCards: assign(({ event }) => ({ cards: (event as unknown as { output: BankCard[] }).output })),
    toastLimit: ({ context, system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.withdraw.cardLimit', params: { max: context.maxCards } },
        durationMs: TOAST_MS.short,
      }),
    openForm: assign({ values: { ...EMPTY }, errors: {}, refusal: null }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { [event.field]: _, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors, refusal: null };
    }),
    showErrors: assign(({ context }) => submitErrors(ORDER, checkAll(context), context.focus)),
    addToList: assign(({ context, event }) => ({
      cards: [...context.cards, (event as unknown as { output: BankCard }).output],
      values: { ...EMPTY },
    })),
    toastAdded: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.withdraw.cardAdded' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
    showRefusal: assign(({ event }) => ({ refusal: refusalMessage(errorOf(event)) })),
    showTimedOut: assign({ refusal: { key: 'wallet.withdraw.errors.timeout' } }),
    setRemoving: assign(({ event }) => {
      assertEvent(event, 'REMOVE');
      return { removingId: event.id };
    }),
    askRemove: ({ context, self, system }) => {
      const card = context.cards.find((c) => c.id === context.removingId);
      notify(system, {
        type: 'CONFIRM',
        title: { key: 'wallet.withdraw.removeTitle' },
        message: {
          key: 'wallet.withdraw.removeConfirm',
          params: { bank: card?.bankName ?? '', account: card?.accountNo ?? '' },
        },
        confirmLabel: { key: 'wallet.withdraw.remove' },
        replyTo: self,
        confirmEvent: { type: 'REMOVE_CONFIRMED' },
        cancelEvent: { type: 'REMOVE_CANCELLED' },
      });
    },
    dropRemoved: assign(({ context }) => ({
      cards: context.cards.filter((c) => c.id !== context.removingId),
      removingId: null,
    })),
    clearRemoving: assign({ removingId: null }),
    toastRemoveFailed: ({ event, system }) =>
      notify(system, {
        type: 'TOAST',
        message: refusalMessage(errorOf(event)),
        kind: 'error',
        durationMs: TOAST_MS.short,
      }),
    toastRemoveTimedOut: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.withdraw.errors.timeout' },
        kind: 'error',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'bankCards',
  description: 'The player’s bank cards: list, add (up to the limit), remove after a confirm.',
  context: ({ input }) => ({
    banks: input.banks,
    maxCards: input.maxCards,
    cards: [],
    values: { ...EMPTY },
    errors: {},
    focus: null,
    refusal: null,
    removingId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /wps/member/bankCards.',
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'list', actions: 'setCards' },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The cards could not be loaded: "Loading failed, tap to retry".',
      on: { RETRY: 'loading' },
    },
    list: {
      description: 'The cards are shown, each with Remove; "Add a bank card" while below the limit.',
      on: {
        ADD: [{ guard: 'belowLimit', target: 'adding', actions: 'openForm' }, { actions: 'toastLimit' }],
        REMOVE: { guard: 'knownCard', target: 'confirming', actions: ['setRemoving', 'askRemove'] },
      },
    },
    adding: {
      description: 'The new card form: bank, account name, account number.',
      on: {
        CHANGE: { actions: 'setValue' },
        CANCEL: 'list',
        SUBMIT: [{ guard: 'formInvalid', actions: 'showErrors' }, { target: 'saving' }],
      },
    },
    saving: {
      description: 'POST /wps/member/bankCards; taps meanwhile send nothing.',
      invoke: {
        id: 'addCard',
        src: 'addCard',
        input: ({ context }) => ({
          bankName: context.values.bankName.trim(),
          accountName: context.values.accountName.trim(),
          accountNo: context.values.accountNo.trim(),
        }),
        onDone: { target: 'list', actions: ['addToList', 'toastAdded'] },
        onError: { target: 'adding', actions: 'showRefusal' },
      },
      after: { requestTimeout: { target: 'adding', actions: 'showTimedOut' } },
    },
    confirming: {
      description: 'The confirm dialog: remove this card?',
      on: {
        REMOVE_CONFIRMED: 'removing',
        REMOVE_CANCELLED: { target: 'list', actions: 'clearRemoving' },
      },
    },
    removing: {
      description: 'DELETE /wps/member/bankCards.',
      invoke: {
        id: 'removeCard',
        src: 'removeCard',
        input: ({ context }) => ({ id: context.removingId ?? '' }),
        onDone: { target: 'list', actions: 'dropRemoved' },
        onError: { target: 'list', actions: ['clearRemoving', 'toastRemoveFailed'] },
      },
      after: { requestTimeout: { target: 'list', actions: ['clearRemoving', 'toastRemoveTimedOut'] } },
    },
  },
});
