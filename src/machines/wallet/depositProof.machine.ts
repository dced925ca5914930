import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import {
  type Deposit,
  type ProofFile,
  type ProofProblem,
  proofProblem,
  proofProblemOfCode,
} from '../../domain/wallet/deposit';
import { declaredCall } from '../shell/declared';

/**
 * The proof of a bank transfer (issue 14 item 1, spec §9 uploads): the player attaches images one at a time, png or
 * jpg, 5 MB each, 3 per deposit at most; a wrong type, a file too large or one too many is refused here with the
 * reason, and the server's own refusals (it reads the bytes) say the same. A failed upload keeps the image for a
 * retry. Screen actor; input: the pending deposit and how many proofs it already has.
 */
export interface DepositProofInput {
  depositId: string;
  proofCount: number;
}

/** Why the last image was not attached: a rule of §9, the deposit no longer pending, or the call failed. */
export type ProofNotice = ProofProblem | 'notPending' | 'failed';

export interface DepositProofContext {
  depositId: string;
  count: number;
  /** Names of the images attached on this page, in order. */
  attached: string[];
  /** The image being sent, or the one whose upload failed (for Retry). */
  file: ProofFile | null;
  notice: ProofNotice | null;
}

export type DepositProofEvent = { type: 'PICK'; file: ProofFile } | { type: 'RETRY' };

const errorCodeOf = (event: unknown): string | null => {
  const error = (event as { error?: unknown }).error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
};

export const depositProofMachine = setup({
  types: {} as { context: DepositProofContext; events: DepositProofEvent; input: DepositProofInput },
  actors: {
    uploadProof: declaredCall<Deposit, { depositId: string; file: ProofFile }>('depositProof.uploadProof'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    refusedHere: ({ context, event }) => {
      assertEvent(event, 'PICK');
      return proofProblem(event.file, context.count) !== null;
    },
    hasFailedFile: ({ context }) => context.file !== null,
    refusedByServer: ({ event }) => proofProblemOfCode(errorCodeOf(event)) !== null,
  },
  actions: {
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'PICK');
      return { notice: proofProblem(event.file, context.count), file: null };
    }),
    hold: assign(({ event }) => {
      assertEvent(event, 'PICK');
      return { file: event.file, notice: null };
    }),
    clearNotice: assign({ notice: null }),
    setAttached: assign(({ context, event }) => {
      const deposit = (event as unknown as { output: Deposit }).output;
      return {
        count: Math.max(deposit.proofCount, context.count + 1),
        attached: context.file ? [...context.attached, context.file.name] : context.attached,
        file: null,
      };
    }),
    showServerRefusal: assign(({ event }) => ({ notice: proofProblemOfCode(errorCodeOf(event)), file: null })),
    showFailed: assign({ notice: 'failed' as const }),
  },
}).createMachine({
  id: 'depositProof',
  description: 'Proof images of a pending bank transfer: png or jpg, 5 MB each, 3 at most.',
  context: ({ input }) => ({
    depositId: input.depositId,
    count: input.proofCount,
    attached: [],
    file: null,
    notice: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The picker (while fewer than 3 are attached), the images attached, the last refusal.',
      on: {
        PICK: [
          { guard: 'refusedHere', actions: 'refuse' },
          { target: 'uploading', actions: 'hold' },
        ],
        RETRY: { guard: 'hasFailedFile', target: 'uploading', actions: 'clearNotice' },
      },
    },
    uploading: {
      description: 'POST /wps/deposit/proof (multipart) with the image.',
      invoke: {
        id: 'uploadProof',
        src: 'uploadProof',
        input: ({ context }) => ({ depositId: context.depositId, file: context.file as ProofFile }),
        onDone: { target: 'idle', actions: 'setAttached' },
        onError: [
          { guard: 'refusedByServer', target: 'idle', actions: 'showServerRefusal' },
          { target: 'idle', actions: 'showFailed' },
        ],
      },
      after: { requestTimeout: { target: 'idle', actions: 'showFailed' } },
    },
  },
});
