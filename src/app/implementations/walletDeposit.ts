import { fromPromise } from 'xstate';
import type {
  Deposit,
  DepositChannels,
  DepositCreated,
  DepositPage,
  DepositRequest,
  ProofFile,
} from '../../domain/wallet/deposit';
import type { depositMachine } from '../../machines/wallet/deposit.machine';
import type { depositHistoryMachine } from '../../machines/wallet/depositHistory.machine';
import type { depositProofMachine } from '../../machines/wallet/depositProof.machine';
import {
  createDeposit,
  fetchDeposit,
  fetchDepositChannels,
  fetchDeposits,
  uploadDepositProof,
} from '../../services/wallet/deposit';
import { type ImplementationEntry, implement } from '../root';

/** One idempotency key per deposit attempt (the machine keeps it for a retry of the same attempt). */
function attemptKey(): string {
  return crypto.randomUUID();
}

/** The wallet's deposit machines' browser implementations (they load with the wallet screens: lateImplementations.ts). */
export const walletDepositImplementations: ImplementationEntry[] = [
  implement<typeof depositMachine>('deposit', {
    actors: {
      loadChannels: fromPromise<DepositChannels, void>(({ signal }) => fetchDepositChannels(signal)),
      loadDeposit: fromPromise<Deposit, { id: string }>(({ input, signal }) => fetchDeposit(input.id, signal)),
      newAttemptKey: fromPromise<string, void>(async () => attemptKey()),
      createDeposit: fromPromise<DepositCreated, { request: DepositRequest; key: string }>(({ input, signal }) =>
        createDeposit(input.request, input.key, signal),
      ),
    },
    // The gateway's page is outside the site: the whole window goes there, and it sends the player back.
    actions: {
      openPayment: (_, params) => window.location.assign(params.url),
      // A refused clipboard (no permission) leaves the text on screen to copy by hand.
      copyText: (_, params) => void navigator.clipboard?.writeText(params.text).catch(() => undefined),
    },
  }),
  implement<typeof depositProofMachine>('depositProof', {
    actors: {
      uploadProof: fromPromise<Deposit, { depositId: string; file: ProofFile }>(({ input, signal }) => {
        const blob = input.file instanceof Blob ? input.file : new Blob([]);
        return uploadDepositProof(input.depositId, blob, input.file.name, signal);
      }),
    },
  }),
  implement<typeof depositHistoryMachine>('depositHistory', {
    actors: {
      loadPage: fromPromise<DepositPage, { pageNo: number }>(({ input, signal }) =>
        fetchDeposits(input.pageNo, signal),
      ),
    },
  }),
];
