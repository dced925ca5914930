import { apiError } from '../../../src/machines/catalog-types';
import { verificationFixture } from '../../../src/machines/member/verification.catalog';
import * as verificationView from '../../../src/machines/member/verification.view';
import type { Journey } from '../journey-types';

/** Spec journeys of account verification (issue 15 item 6; spec §4 verification states, §9 uploads). */

const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });
const MB = 1024 * 1024;

export const memberVerificationJourneys: Journey[] = [
  {
    machine: 'verification',
    name: 'not signed: refused images say why, both sides uploaded, submitted -> under review, member info refreshed',
    spec: 'issue 15 item 6, §4 verification states, §9 png/jpg 5 MB',
    reads: verificationView,
    start: { state: 'loading', view: { selectPane: 'loading' } },
    steps: [
      {
        resolve: 'loadVerification',
        output: verificationFixture('NOT_SIGNED'),
        state: 'notSigned',
        view: { selectPane: 'notSigned', selectReason: '' },
      },
      // Submit before the images: the missing sides are named, nothing is sent.
      { send: { type: 'SUBMIT' }, state: 'notSigned', context: { notice: { side: null, problem: 'missing' } } },
      {
        send: { type: 'PICK', side: 'front', file: png('front.png', 6 * MB) },
        state: 'notSigned',
        context: { notice: { side: 'front', problem: 'size' }, pending: null },
      },
      {
        send: { type: 'PICK', side: 'front', file: { name: 'front.pdf', type: 'application/pdf', size: 10 } },
        state: 'notSigned',
        context: { notice: { side: 'front', problem: 'type' } },
      },
      {
        send: { type: 'PICK', side: 'front', file: png('front.png') },
        state: 'uploading',
        view: { selectUploadingSide: 'front', selectBusy: true },
      },
      // A tap while the upload runs sends nothing.
      { send: { type: 'SUBMIT' }, state: 'uploading' },
      {
        resolve: 'uploadDocument',
        output: verificationFixture('NOT_SIGNED', ['front']),
        state: 'notSigned',
        view: { selectUploaded: { front: true, back: false, selfie: false } },
      },
      // The server reads the bytes: a text file named .png is refused with the same message.
      { send: { type: 'PICK', side: 'back', file: png('back.png') }, state: 'uploading' },
      {
        reject: 'uploadDocument',
        error: apiError('The image must be a png or jpg', 'VERIFICATION_IMAGE_TYPE', 415),
        state: 'notSigned',
        context: { notice: { side: 'back', problem: 'type' }, pending: null },
      },
      // A failed upload keeps the image for Retry.
      { send: { type: 'PICK', side: 'back', file: png('back.png') }, state: 'uploading' },
      {
        reject: 'uploadDocument',
        error: new Error('offline'),
        state: 'notSigned',
        context: { notice: { side: 'back', problem: 'failed' } },
        view: { selectCanRetryUpload: true },
      },
      { send: { type: 'RETRY_UPLOAD' }, state: 'uploading', context: { notice: null } },
      {
        resolve: 'uploadDocument',
        output: verificationFixture('NOT_SIGNED', ['front', 'back']),
        state: 'notSigned',
        context: { pending: null, notice: null },
      },
      { send: { type: 'SUBMIT' }, state: 'submitting', view: { selectSubmitting: true } },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        resolve: 'submitVerification',
        output: verificationFixture('UNDER_REVIEW', ['front', 'back']),
        state: 'underReview',
        effects: [{ effect: 'refreshMember' }],
        view: { selectPane: 'underReview' },
      },
      { send: { type: 'REFRESH' }, state: 'loading' },
      {
        resolve: 'loadVerification',
        output: verificationFixture('VERIFIED', ['front', 'back']),
        state: 'verified',
        view: { selectPane: 'verified' },
      },
    ],
  },
  {
    machine: 'verification',
    name: 'rejected: back to not signed with the reason; a failed submit can be sent again',
    spec: 'issue 15 item 6, §4 verification states',
    reads: verificationView,
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadVerification',
        output: verificationFixture('NOT_SIGNED', ['front', 'back'], 'The photo is blurred'),
        state: 'notSigned',
        view: { selectReason: 'The photo is blurred' },
      },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'submitVerification',
        error: new Error('offline'),
        state: 'notSigned',
        context: { notice: { side: null, problem: 'submitFailed' } },
      },
      { send: { type: 'SUBMIT' }, state: 'submitting', context: { notice: { side: null, problem: 'submitFailed' } } },
      // Decided meanwhile (another tab): the screen reloads the state.
      {
        reject: 'submitVerification',
        error: apiError('The verification is under review', 'VERIFICATION_UNDER_REVIEW', 409),
        state: 'loading',
        effects: [{ effect: 'refreshMember' }],
      },
      {
        resolve: 'loadVerification',
        output: verificationFixture('UNDER_REVIEW', ['front', 'back']),
        state: 'underReview',
      },
    ],
  },
  {
    machine: 'verification',
    name: 'the state fails to load: Retry',
    spec: 'house rule: a failed call can be retried',
    reads: verificationView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadVerification', error: new Error('offline'), state: 'failed', view: { selectPane: 'failed' } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
    ],
  },
];
