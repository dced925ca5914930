import { fromPromise } from 'xstate';
import type { TransferPayload, WalletsSummary } from '../../domain/wallet/transfer';
import type {
  BankCard,
  WithdrawalPage,
  WithdrawPayload,
  WithdrawResult,
  WithdrawSettings,
} from '../../domain/wallet/withdraw';
import type { bankCardsMachine, NewCard } from '../../machines/wallet/bankCards.machine';
import type { PaymentPasswordPayload, paymentPasswordMachine } from '../../machines/wallet/paymentPassword.machine';
import type { transferMachine } from '../../machines/wallet/transfer.machine';
import type { withdrawMachine } from '../../machines/wallet/withdraw.machine';
import type { withdrawalsMachine } from '../../machines/wallet/withdrawals.machine';
import { addBankCard, fetchBankCards, removeBankCard, setPaymentPassword } from '../../services/wallet/bankCards';
import { fetchWallets, transferAllToMain, transferBetween } from '../../services/wallet/transfer';
import { fetchWithdrawals, fetchWithdrawSettings, requestWithdrawal } from '../../services/wallet/withdraw';
import { implement } from '../root';

/**
 * One idempotency key per attempt (the machines ask for it once and keep it for the retries): 32 random hex
 * characters, within the server's 8-64 of [A-Za-z0-9_-].
 */
const newKey = fromPromise<string, void>(async () =>
  // getRandomValues, unlike randomUUID, also exists on a plain-http address (a phone on the local network).
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''),
);

/** The wallet's withdraw machines' browser implementations (they load with the wallet screens: lateImplementations.ts). */
export const walletWithdrawImplementations = [
  implement<typeof withdrawMachine>('withdraw', {
    actors: {
      loadSettings: fromPromise<WithdrawSettings, void>(({ signal }) => fetchWithdrawSettings(signal)),
      newKey,
      submit: fromPromise<WithdrawResult, { payload: WithdrawPayload; key: string }>(({ input, signal }) =>
        requestWithdrawal(input.payload, input.key, signal),
      ),
    },
  }),
  implement<typeof bankCardsMachine>('bankCards', {
    actors: {
      loadCards: fromPromise<BankCard[], void>(({ signal }) => fetchBankCards(signal)),
      addCard: fromPromise<BankCard, NewCard>(({ input, signal }) => addBankCard(input, signal)),
      removeCard: fromPromise<void, { id: string }>(({ input, signal }) => removeBankCard(input.id, signal)),
    },
  }),
  implement<typeof paymentPasswordMachine>('paymentPassword', {
    actors: {
      setPassword: fromPromise<void, PaymentPasswordPayload>(({ input, signal }) => setPaymentPassword(input, signal)),
    },
  }),
  implement<typeof withdrawalsMachine>('withdrawals', {
    actors: {
      loadPage: fromPromise<WithdrawalPage, { pageNo: number }>(({ input, signal }) =>
        fetchWithdrawals(input.pageNo, signal),
      ),
    },
  }),
  implement<typeof transferMachine>('transfer', {
    actors: {
      loadWallets: fromPromise<WalletsSummary, void>(({ signal }) => fetchWallets(signal)),
      newKey,
      transfer: fromPromise<WalletsSummary, { payload: TransferPayload; key: string }>(({ input, signal }) =>
        transferBetween(input.payload, input.key, signal),
      ),
      transferAll: fromPromise<WalletsSummary, { key: string }>(({ input, signal }) =>
        transferAllToMain(input.key, signal),
      ),
    },
  }),
];
