import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PickedImage, Verification, VerificationSide } from '../../domain/member/verification';
import { ApiError } from '../../services/shell/http';
import { verificationMachine } from './verification.machine';
import * as view from './verification.view';

const tick = () => new Promise((r) => setTimeout(r, 0));

const doc = (side: VerificationSide) => ({ side, size: 10, uploadedAt: '' });
const v = (sides: VerificationSide[], extra: Partial<Verification> = {}): Verification => ({
  status: 'NOT_SIGNED',
  reason: '',
  documents: sides.map(doc),
  requiredSides: ['front', 'back'],
  ...extra,
});
const png: PickedImage = { name: 'a.png', type: 'image/png', size: 10 };

function setup(opts: {
  load: () => Promise<Verification>;
  upload?: (input: { side: VerificationSide }) => Promise<Verification>;
  submit?: () => Promise<Verification>;
}) {
  const uploads: { side: VerificationSide; file: PickedImage }[] = [];
  const machine = verificationMachine.provide({
    actors: {
      loadVerification: fromPromise(opts.load),
      uploadDocument: fromPromise<Verification, { side: VerificationSide; file: PickedImage }>(({ input }) => {
        uploads.push(input);
        return (opts.upload ?? (() => new Promise<Verification>(() => undefined)))(input);
      }),
      submitVerification: fromPromise(opts.submit ?? (() => new Promise<Verification>(() => undefined))),
    },
  });
  const actor = createActor(machine).start();
  return { actor, uploads };
}

describe('verification view', () => {
  it('loading: nothing known yet', () => {
    const { actor } = setup({ load: () => new Promise(() => undefined) });
    const s = actor.getSnapshot();
    expect(view.selectPane(s)).toBe('loading');
    expect(view.selectReason(s)).toBe('');
    expect(view.selectUploaded(s)).toEqual({ front: false, back: false, selfie: false });
    expect(view.selectRequired(s)).toEqual(['front', 'back']);
    expect(view.selectBusy(s)).toBe(false);
    expect(view.selectUploadingSide(s)).toBeNull();
    expect(view.selectCanRetryUpload(s)).toBe(false);
  });

  it('not signed: the reason, the sides uploaded and required', async () => {
    const { actor } = setup({
      load: async () => v(['back'], { reason: 'Blurry', requiredSides: ['front', 'back', 'selfie'] }),
    });
    await tick();
    const s = actor.getSnapshot();
    expect(view.selectPane(s)).toBe('notSigned');
    expect(view.selectReason(s)).toBe('Blurry');
    expect(view.selectUploaded(s)).toEqual({ front: false, back: true, selfie: false });
    expect(view.selectRequired(s)).toEqual(['front', 'back', 'selfie']);
    expect(view.selectBusy(s)).toBe(false);
    expect(view.selectSubmitting(s)).toBe(false);
    expect(view.selectCanRetryUpload(s)).toBe(false);
    actor.send({ type: 'RETRY_UPLOAD' });
    expect(actor.getSnapshot().value).toBe('notSigned');
  });

  it('uploaded front and selfie show as uploaded', async () => {
    const { actor } = setup({ load: async () => v(['front', 'selfie']) });
    await tick();
    expect(view.selectUploaded(actor.getSnapshot())).toEqual({ front: true, back: false, selfie: true });
  });

  it('uploading: busy, its side; a failed upload can be retried, a missing-sides submit cannot retry it', async () => {
    let fail = true;
    const { actor, uploads } = setup({
      load: async () => v([]),
      upload: async () => {
        if (fail) throw new Error('down');
        return v(['back']);
      },
    });
    await tick();
    actor.send({ type: 'PICK', side: 'back', file: png });
    let s = actor.getSnapshot();
    expect(view.selectPane(s)).toBe('notSigned');
    expect(view.selectBusy(s)).toBe(true);
    expect(view.selectUploadingSide(s)).toBe('back');
    expect(view.selectCanRetryUpload(s)).toBe(false);
    await tick();
    s = actor.getSnapshot();
    expect(view.selectNotice(s)).toEqual({ side: 'back', problem: 'failed' });
    expect(view.selectCanRetryUpload(s)).toBe(true);
    expect(view.selectUploadingSide(s)).toBeNull();
    actor.send({ type: 'SUBMIT' });
    s = actor.getSnapshot();
    expect(view.selectNotice(s)).toEqual({ side: null, problem: 'missing' });
    expect(view.selectCanRetryUpload(s)).toBe(false);
    fail = false;
    actor.send({ type: 'RETRY_UPLOAD' });
    await tick();
    expect(uploads).toHaveLength(2);
    expect(view.selectUploaded(actor.getSnapshot())).toEqual({ front: false, back: true, selfie: false });
  });

  it('server refusals of an image: type and size', async () => {
    const errors = [
      new ApiError('type', 'VERIFICATION_IMAGE_TYPE', 400),
      new ApiError('big', 'VERIFICATION_IMAGE_TOO_LARGE', 400),
    ];
    const { actor } = setup({
      load: async () => v([]),
      upload: async () => {
        throw errors.shift();
      },
    });
    await tick();
    actor.send({ type: 'PICK', side: 'front', file: png });
    await tick();
    expect(actor.getSnapshot().value).toBe('notSigned');
    expect(actor.getSnapshot().context).toEqual({
      verification: v([]),
      pending: null,
      notice: { side: 'front', problem: 'type' },
    });
    actor.send({ type: 'PICK', side: 'back', file: png });
    await tick();
    expect(view.selectNotice(actor.getSnapshot())).toEqual({ side: 'back', problem: 'size' });
  });

  it('submitting: busy; complete documents submit; missing by the server reloads with the notice', async () => {
    let loads = 0;
    const { actor } = setup({
      load: async () => {
        loads++;
        return v(['front', 'back']);
      },
      submit: async () => {
        throw new ApiError('missing', 'VERIFICATION_DOCUMENTS_MISSING', 400);
      },
    });
    await tick();
    actor.send({ type: 'SUBMIT' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('submitting');
    expect(view.selectPane(s)).toBe('notSigned');
    expect(view.selectSubmitting(s)).toBe(true);
    expect(view.selectBusy(s)).toBe(true);
    await tick();
    expect(view.selectNotice(actor.getSnapshot())).toEqual({ side: null, problem: 'missing' });
    await tick();
    expect(loads).toBe(2);
  });

  it('under review and verified panes; a failed load', async () => {
    const review = setup({ load: async () => v(['front', 'back'], { status: 'UNDER_REVIEW' }) });
    const verified = setup({ load: async () => v(['front', 'back'], { status: 'VERIFIED' }) });
    const failed = setup({
      load: async () => {
        throw new Error('down');
      },
    });
    await tick();
    expect(view.selectPane(review.actor.getSnapshot())).toBe('underReview');
    expect(view.selectPane(verified.actor.getSnapshot())).toBe('verified');
    expect(view.selectPane(failed.actor.getSnapshot())).toBe('failed');
    expect(view.selectBusy(review.actor.getSnapshot())).toBe(false);
  });
});
