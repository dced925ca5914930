import { fromPromise } from 'xstate';
import type { PickedImage, Verification, VerificationSide } from '../../domain/member/verification';
import type { verificationMachine } from '../../machines/member/verification.machine';
import { fetchVerification, submitVerification, uploadVerificationDocument } from '../../services/member/verification';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for account verification. */
export const memberVerificationImplementations: ImplementationEntry[] = [
  implement<typeof verificationMachine>('verification', {
    actors: {
      loadVerification: fromPromise<Verification, void>(({ signal }) => fetchVerification(signal)),
      uploadDocument: fromPromise<Verification, { side: VerificationSide; file: PickedImage }>(({ input, signal }) => {
        const blob = input.file instanceof Blob ? input.file : new Blob([]);
        return uploadVerificationDocument(input.side, blob, input.file.name, signal);
      }),
      submitVerification: fromPromise<Verification, void>(({ signal }) => submitVerification(signal)),
    },
    actions: {
      refreshMember: ({ system }) => system.get('session')?.send({ type: 'REFRESH_MEMBER' }),
    },
  }),
];
