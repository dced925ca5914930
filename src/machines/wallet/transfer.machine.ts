import { assertEvent, assign, setup } from 'xstate';
import { isRealMember } from '../../domain/account/member';
import type { FieldErrors, ValidationMessage } from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import {
  anyInGames,
  checkTransferAmount,
  checkTransferGame,
  gameWallets,
  sourceBalance,
  type TransferDirection,
  type TransferPayload,
  transferPayload,
  type WalletsSummary,
} from '../../domain/wallet/transfer';
import { parseAmount, refusalMessage } from '../../domain/wallet/withdraw';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';
import { type Attempt, codeOf, errorOf, sameAttempt } from './attempt';

/**
 * The wallets panel (issue 14 item 3), shown where the balance is: the main wallet and the game wallets with their
 * balances (GET /wps/wallets/gcs); an amount moves between main and one game wallet (POST /wps/wallets/transfer);
 * "All back to main" moves every game wallet's money home in one tap (POST /wps/wallets/transfer/all). Each move is
 * an attempt with its idempotency key (reused on a retry, made in the implementation); a tap while one runs sends
 * nothing; the session refreshes the header balance after each. A trial member sees the spec's refusal instead
 * (§6), also when the server answers TRIAL_REFUSED. Screen actor; input: the member type.
 */
export type TransferField = 'game' | 'amount';

export interface TransferInput {
  memberType: number | null;
}

/** A move: one amount between two wallets, or every game wallet back to main. */
export type TransferMove = { kind: 'one'; transfer: TransferPayload } | { kind: 'all' };

export interface TransferContext {
  memberType: number | null;
  summary: WalletsSummary | null;
  direction: TransferDirection;
  game: string;
  amount: string;
  errors: FieldErrors<TransferField>;
  refusal: ValidationMessage | null;
  attempt: Attempt<{ kind: 'one' | 'all'; from: string; to: string; amount: number }> | null;
}

export type TransferEvent =
  | { type: 'DIRECTION'; direction: TransferDirection }
  | { type: 'GAME'; game: string }
  | { type: 'AMOUNT'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'ALL_BACK' }
  | { type: 'RETRY' }
  /** Money moved elsewhere (a withdrawal): the balances are fetched again. */
  | { type: 'RELOAD' };

function checkAll(c: TransferContext): FieldErrors<TransferField> {
  if (!c.summary) return {};
  const errors: FieldErrors<TransferField> = {};
  const game = checkTransferGame(c.game, c.summary);
  if (game) errors.game = game;
  const amount = checkTransferAmount(c.amount, sourceBalance(c.summary, c.direction, c.game));
  if (amount) errors.amount = amount;
  return errors;
}

const oneMove = (c: TransferContext) => ({
  kind: 'one' as const,
  ...transferPayload(c.direction, c.game, parseAmount(c.amount) ?? 0),
});
const ALL_MOVE = { kind: 'all' as const, from: '', to: '', amount: 0 };

export const transferMachine = setup({
  types: {} as { context: TransferContext; events: TransferEvent; input: TransferInput },
  actors: {
    loadWallets: declaredCall<WalletsSummary>('transfer.loadWallets'),
    newKey: declaredCall<string>('transfer.newKey'),
    transfer: declaredCall<WalletsSummary, { payload: TransferPayload; key: string }>('transfer.transfer'),
    transferAll: declaredCall<WalletsSummary, { key: string }>('transfer.transferAll'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isReal: ({ context }) => isRealMember(context.memberType),
    trialRefused: ({ event }) => codeOf(errorOf(event)) === 'TRIAL_REFUSED',
    formInvalid: ({ context }) => Object.keys(checkAll(context)).length > 0,
    retriesOne: ({ context }) => sameAttempt(context.attempt, oneMove(context)),
    retriesAll: ({ context }) => sameAttempt(context.attempt, ALL_MOVE),
    nothingInGames: ({ context }) => !context.summary || !anyInGames(context.summary),
  },
  actions: {
    setSummary: assign(({ context, event }) => {
      const summary = (event as unknown as { output: WalletsSummary }).output;
      const games = gameWallets(summary);
      const game = games.some((g) => g.walletCode === context.game) ? context.game : (games[0]?.walletCode ?? '');
      return { summary, game };
    }),
    setDirection: assign(({ context, event }) => {
      assertEvent(event, 'DIRECTION');
      const { amount: _, ...errors } = context.errors;
      return { direction: event.direction, errors, refusal: null };
    }),
    setGame: assign(({ context, event }) => {
      assertEvent(event, 'GAME');
      const { game: _, ...errors } = context.errors;
      return { game: event.game, errors, refusal: null };
    }),
    setAmount: assign(({ context, event }) => {
      assertEvent(event, 'AMOUNT');
      const { amount: _, ...errors } = context.errors;
      return { amount: event.value, errors, refusal: null };
    }),
    showErrors: assign(({ context }) => ({ errors: checkAll(context), refusal: null })),
    startOne: assign(({ context, event }) => ({
      attempt: { payload: oneMove(context), key: (event as unknown as { output: string }).output },
    })),
    startAll: assign(({ event }) => ({
      attempt: { payload: ALL_MOVE, key: (event as unknown as { output: string }).output },
    })),
    finishMove: assign(({ event }) => ({
      summary: (event as unknown as { output: WalletsSummary }).output,
      attempt: null,
      amount: '',
      errors: {},
      refusal: null,
    })),
    refreshWallet: ({ system }) => system.get('session')?.send({ type: 'REFRESH_WALLET' }),
    toastMoved: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'wallet.transfer.done' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
    toastNothing: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'wallet.transfer.nothingToMove' }, durationMs: TOAST_MS.short }),
    refuseTrial: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'errors.depositRefused' }, durationMs: TOAST_MS.freeAccount }),
    showRefusal: assign(({ event }) => ({ refusal: refusalMessage(errorOf(event)) })),
    showTimedOut: assign({ refusal: { key: 'wallet.withdraw.errors.timeout' } }),
  },
}).createMachine({
  id: 'transfer',
  description: 'The wallets panel: balances, a transfer between main and a game wallet, all back to main.',
  context: ({ input }) => ({
    memberType: input.memberType,
    summary: null,
    direction: 'toGame',
    game: '',
    amount: '',
    errors: {},
    refusal: null,
    attempt: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Transfers are for real accounts (§6).',
      always: [{ guard: 'isReal', target: 'loading' }, { target: 'refused' }],
    },
    refused: {
      description: 'A visitor or trial member: "Please login an actual account to use this function".',
      type: 'final',
    },
    loading: {
      description: 'GET /wps/wallets/gcs: the main wallet and the game wallets.',
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: { target: 'ready', actions: 'setSummary' },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The wallets could not be loaded: "Loading failed, tap to retry".',
      on: { RETRY: 'loading', RELOAD: 'loading' },
    },
    ready: {
      description: 'The wallets with their balances, the transfer form and "All back to main".',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing moves; the player chooses direction, game wallet and amount.',
          on: {
            DIRECTION: { actions: 'setDirection' },
            GAME: { actions: 'setGame' },
            AMOUNT: { actions: 'setAmount' },
            SUBMIT: [
              { guard: 'formInvalid', actions: 'showErrors' },
              { guard: 'retriesOne', target: 'moving' },
              { target: 'keyingOne' },
            ],
            ALL_BACK: [
              { guard: 'nothingInGames', actions: 'toastNothing' },
              { guard: 'retriesAll', target: 'movingAll' },
              { target: 'keyingAll' },
            ],
            RELOAD: '#transfer.loading',
          },
        },
        keyingOne: {
          description: 'A new transfer attempt: its idempotency key is made.',
          invoke: {
            id: 'newKey',
            src: 'newKey',
            onDone: { target: 'moving', actions: 'startOne' },
            onError: { target: 'idle', actions: 'showRefusal' },
          },
        },
        keyingAll: {
          description: 'A new "all back to main" attempt: its idempotency key is made.',
          invoke: {
            id: 'newAllKey',
            src: 'newKey',
            onDone: { target: 'movingAll', actions: 'startAll' },
            onError: { target: 'idle', actions: 'showRefusal' },
          },
        },
        moving: {
          description: 'POST /wps/wallets/transfer with the attempt’s key; taps meanwhile send nothing.',
          invoke: {
            id: 'transfer',
            src: 'transfer',
            input: ({ context }) => {
              const p = context.attempt!.payload;
              return { payload: { from: p.from, to: p.to, amount: p.amount }, key: context.attempt!.key };
            },
            onDone: { target: 'idle', actions: ['finishMove', 'refreshWallet', 'toastMoved'] },
            onError: [
              { guard: 'trialRefused', target: '#transfer.refused', actions: 'refuseTrial' },
              { target: 'idle', actions: ['showRefusal', 'refreshWallet'] },
            ],
          },
          after: { requestTimeout: { target: 'idle', actions: ['showTimedOut', 'refreshWallet'] } },
        },
        movingAll: {
          description: 'POST /wps/wallets/transfer/all with the attempt’s key.',
          invoke: {
            id: 'transferAll',
            src: 'transferAll',
            input: ({ context }) => ({ key: context.attempt!.key }),
            onDone: { target: 'idle', actions: ['finishMove', 'refreshWallet', 'toastMoved'] },
            onError: [
              { guard: 'trialRefused', target: '#transfer.refused', actions: 'refuseTrial' },
              { target: 'idle', actions: ['showRefusal', 'refreshWallet'] },
            ],
          },
          after: { requestTimeout: { target: 'idle', actions: ['showTimedOut', 'refreshWallet'] } },
        },
      },
    },
  },
});
