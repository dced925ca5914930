import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import {
  type ImageProblem,
  imageProblem,
  missingSides,
  type PickedImage,
  type Verification,
  type VerificationSide,
  verificationRefusalOf,
} from '../../domain/member/verification';
import { declaredCall, declaredEffect } from '../shell/declared';
import { codeOf, errorOf } from '../wallet/attempt';

/**
 * Account verification (issue 15 item 6, spec §4): not signed -> under review -> verified, or rejected back to not
 * signed with the operator's reason. While not signed the member uploads the ID's sides one at a time (png or jpg,
 * 5 MB, checked here and by the server's reading of the bytes) and submits them; a failed upload keeps the image for
 * a retry, a failed submit can be sent again. Screen actor.
 */

/** Why the screen shows a notice: a picked image refused, a call failed, required sides missing. */
export type VerificationNotice =
  | { side: VerificationSide; problem: ImageProblem | 'failed' }
  | { side: null; problem: 'missing' | 'submitFailed' };

export interface VerificationContext {
  verification: Verification | null;
  /** The image being sent, or the one whose upload failed (for Retry). */
  pending: { side: VerificationSide; file: PickedImage } | null;
  notice: VerificationNotice | null;
}

export type VerificationEvent =
  | { type: 'PICK'; side: VerificationSide; file: PickedImage }
  | { type: 'RETRY' }
  | { type: 'RETRY_UPLOAD' }
  | { type: 'SUBMIT' }
  | { type: 'REFRESH' };

const refusalOf = (event: unknown) => verificationRefusalOf(codeOf(errorOf(event)));
const outputOf = (event: unknown) => (event as { output: Verification }).output;

export const verificationMachine = setup({
  types: {} as { context: VerificationContext; events: VerificationEvent },
  actors: {
    loadVerification: declaredCall<Verification>('verification.loadVerification'),
    uploadDocument: declaredCall<Verification, { side: VerificationSide; file: PickedImage }>(
      'verification.uploadDocument',
    ),
    submitVerification: declaredCall<Verification>('verification.submitVerification'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isUnderReview: ({ context }) => context.verification?.status === 'UNDER_REVIEW',
    isVerified: ({ context }) => context.verification?.status === 'VERIFIED',
    refusedHere: ({ event }) => {
      assertEvent(event, 'PICK');
      return imageProblem(event.file) !== null;
    },
    hasFailedUpload: ({ context }) => context.pending !== null,
    documentsMissing: ({ context }) => context.verification !== null && missingSides(context.verification).length > 0,
    imageRefusedByServer: ({ event }) => {
      const refusal = refusalOf(event);
      return refusal === 'type' || refusal === 'size';
    },
    changedElsewhere: ({ event }) => refusalOf(event) === 'changed',
    missingByServer: ({ event }) => refusalOf(event) === 'missing',
  },
  actions: {
    setVerification: assign(({ event }) => ({ verification: outputOf(event) })),
    refuse: assign(({ event }) => {
      assertEvent(event, 'PICK');
      return { notice: { side: event.side, problem: imageProblem(event.file) as ImageProblem }, pending: null };
    }),
    hold: assign(({ event }) => {
      assertEvent(event, 'PICK');
      return { pending: { side: event.side, file: event.file }, notice: null };
    }),
    clearNotice: assign({ notice: null }),
    setUploaded: assign(({ event }) => ({ verification: outputOf(event), pending: null, notice: null })),
    showImageRefusal: assign(({ context, event }) => ({
      notice: {
        side: context.pending?.side ?? 'front',
        problem: refusalOf(event) === 'size' ? ('size' as const) : ('type' as const),
      },
      pending: null,
    })),
    showUploadFailed: assign(({ context }) => ({
      notice: { side: context.pending?.side ?? 'front', problem: 'failed' as const },
    })),
    showMissing: assign({ notice: { side: null, problem: 'missing' as const } }),
    showSubmitFailed: assign({ notice: { side: null, problem: 'submitFailed' as const } }),
    forgetPending: assign({ pending: null, notice: null }),
    /** The member centre's info carries the status: the session reloads it. */
    refreshMember: declaredEffect(),
  },
}).createMachine({
  id: 'verification',
  description: 'Account verification: the state, the ID images, submit for review, the operator decides.',
  context: { verification: null, pending: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /wps/member/verification.',
      invoke: {
        id: 'loadVerification',
        src: 'loadVerification',
        onDone: { target: 'shown', actions: 'setVerification' },
        onError: { target: 'failed' },
      },
      after: { requestTimeout: { target: 'failed' } },
    },
    failed: {
      description: 'The state could not be loaded: Retry.',
      on: { RETRY: { target: 'loading' } },
    },
    shown: {
      description: 'Picks the screen of the status the server answered.',
      always: [
        { guard: 'isUnderReview', target: 'underReview' },
        { guard: 'isVerified', target: 'verified' },
        { target: 'notSigned' },
      ],
    },
    notSigned: {
      description:
        'Not signed (or rejected, with the reason): a picker per side (front, back, optional selfie), the last ' +
        'refusal, and Submit.',
      on: {
        PICK: [
          { guard: 'refusedHere', actions: 'refuse' },
          { target: 'uploading', actions: 'hold' },
        ],
        RETRY_UPLOAD: { guard: 'hasFailedUpload', target: 'uploading', actions: 'clearNotice' },
        SUBMIT: [{ guard: 'documentsMissing', actions: 'showMissing' }, { target: 'submitting' }],
      },
    },
    uploading: {
      description: 'POST /wps/member/verification/document (multipart) with one side; taps meanwhile send nothing.',
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context }) => context.pending as { side: VerificationSide; file: PickedImage },
        onDone: { target: 'shown', actions: 'setUploaded' },
        onError: [
          { guard: 'imageRefusedByServer', target: 'notSigned', actions: 'showImageRefusal' },
          { guard: 'changedElsewhere', target: 'loading', actions: 'forgetPending' },
          { target: 'notSigned', actions: 'showUploadFailed' },
        ],
      },
      after: { requestTimeout: { target: 'notSigned', actions: 'showUploadFailed' } },
    },
    submitting: {
      description: 'POST /wps/member/verification/submit; taps meanwhile send nothing.',
      invoke: {
        id: 'submitVerification',
        src: 'submitVerification',
        onDone: { target: 'shown', actions: ['setVerification', 'clearNotice', 'refreshMember'] },
        onError: [
          { guard: 'missingByServer', target: 'loading', actions: 'showMissing' },
          { guard: 'changedElsewhere', target: 'loading', actions: 'refreshMember' },
          { target: 'notSigned', actions: 'showSubmitFailed' },
        ],
      },
      after: { requestTimeout: { target: 'notSigned', actions: 'showSubmitFailed' } },
    },
    underReview: {
      description: 'Under review: the operator decides; Check again reloads the state.',
      on: { REFRESH: { target: 'loading' } },
    },
    verified: {
      description: 'Verified: the documents can no longer change.',
    },
  },
});
