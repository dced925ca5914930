import { describe, expect, it } from 'vitest';
import {
  hasDocument,
  imageProblem,
  missingSides,
  readVerification,
  readVerificationSummary,
  type Verification,
  verificationRefusalOf,
} from './verification';

const MB = 1024 * 1024;
/** Something callable that carries fields: not an object the server could answer. */
const callable = (fields: Record<string, unknown>) => Object.assign(() => undefined, fields);

describe('reading the verification answer', () => {
  it('reads a full answer as it came', () => {
    expect(
      readVerification({
        status: 'UNDER_REVIEW',
        reason: 'Blurry photo',
        documents: [
          { side: 'front', size: 120_000, uploadedAt: '2026-11-20T10:00:00.000Z' },
          { side: 'selfie', size: 300, uploadedAt: '2026-11-21T10:00:00.000Z' },
        ],
        requiredSides: ['front', 'back', 'selfie'],
      }),
    ).toEqual({
      status: 'UNDER_REVIEW',
      reason: 'Blurry photo',
      documents: [
        { side: 'front', size: 120_000, uploadedAt: '2026-11-20T10:00:00.000Z' },
        { side: 'selfie', size: 300, uploadedAt: '2026-11-21T10:00:00.000Z' },
      ],
      requiredSides: ['front', 'back', 'selfie'],
    });
  });

  it('knows the three states; anything else is not signed', () => {
    expect(readVerification({ status: 'VERIFIED' }).status).toBe('VERIFIED');
    expect(readVerification({ status: 'UNDER_REVIEW' }).status).toBe('UNDER_REVIEW');
    expect(readVerification({ status: 'NOT_SIGNED' }).status).toBe('NOT_SIGNED');
    expect(readVerification({ status: 'verified' }).status).toBe('NOT_SIGNED');
    expect(readVerification({ status: '' }).status).toBe('NOT_SIGNED');
    expect(readVerification({}).status).toBe('NOT_SIGNED');
  });

  it('reads anything that is not an object as an empty answer: not signed, front and back required', () => {
    const empty: Verification = { status: 'NOT_SIGNED', reason: '', documents: [], requiredSides: ['front', 'back'] };
    expect(readVerification(null)).toEqual(empty);
    expect(readVerification(undefined)).toEqual(empty);
    expect(readVerification('VERIFIED')).toEqual(empty);
    expect(readVerification(callable({ status: 'VERIFIED', reason: 'r' }))).toEqual(empty);
    expect(readVerification({})).toEqual(empty);
  });

  it("keeps the reason only when it is text, else ''", () => {
    expect(readVerification({ reason: 'Expired ID' }).reason).toBe('Expired ID');
    expect(readVerification({ reason: 42 }).reason).toBe('');
    expect(readVerification({ reason: null }).reason).toBe('');
  });

  it('keeps the documents of a known side, with 0 and an empty time for what is missing', () => {
    expect(
      readVerification({
        documents: [
          { side: 'back' },
          { side: 'passport', size: 10, uploadedAt: 'x' },
          { side: 1, size: 10 },
          { size: 10 },
          null,
          'front',
          callable({ side: 'front', size: 5, uploadedAt: 'y' }),
          { side: 'front', size: '10', uploadedAt: 17 },
        ],
      }).documents,
    ).toEqual([
      { side: 'back', size: 0, uploadedAt: '' },
      { side: 'front', size: 0, uploadedAt: '' },
    ]);
    expect(readVerification({ documents: 'front' }).documents).toEqual([]);
    expect(readVerification({ documents: { side: 'front' } }).documents).toEqual([]);
  });

  it('keeps only the known required sides, front and back when none is left', () => {
    expect(readVerification({ requiredSides: ['selfie'] }).requiredSides).toEqual(['selfie']);
    expect(readVerification({ requiredSides: ['front', 'passport', 2, 'back'] }).requiredSides).toEqual([
      'front',
      'back',
    ]);
    expect(readVerification({ requiredSides: [] }).requiredSides).toEqual(['front', 'back']);
    expect(readVerification({ requiredSides: ['passport'] }).requiredSides).toEqual(['front', 'back']);
    expect(readVerification({ requiredSides: 'front' }).requiredSides).toEqual(['front', 'back']);
  });
});

describe('the verification summary of member info', () => {
  it('reads the status and the reason', () => {
    expect(readVerificationSummary({ status: 'VERIFIED', reason: '' })).toEqual({ status: 'VERIFIED', reason: '' });
    expect(readVerificationSummary({ status: 'NOT_SIGNED', reason: 'Blurry' })).toEqual({
      status: 'NOT_SIGNED',
      reason: 'Blurry',
    });
    expect(readVerificationSummary({ status: 'UNDER_REVIEW', reason: 3 })).toEqual({
      status: 'UNDER_REVIEW',
      reason: '',
    });
  });

  it('is not signed without a reason for an older server or anything that is not an object', () => {
    const none = { status: 'NOT_SIGNED', reason: '' };
    expect(readVerificationSummary(undefined)).toEqual(none);
    expect(readVerificationSummary(null)).toEqual(none);
    expect(readVerificationSummary('VERIFIED')).toEqual(none);
    expect(readVerificationSummary(callable({ status: 'VERIFIED', reason: 'r' }))).toEqual(none);
    expect(readVerificationSummary({ status: 'DONE' })).toEqual(none);
  });
});

describe('image checks before sending (§9)', () => {
  const image = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes png and jpeg by their declared type, whatever the name', () => {
    expect(imageProblem(image('scan', 'image/png'))).toBeNull();
    expect(imageProblem(image('scan.gif', 'image/jpeg'))).toBeNull();
    expect(imageProblem(image('id.png', 'IMAGE/PNG'))).toBeNull();
    expect(imageProblem(image('id.png', 'image/gif'))).toBe('type');
    expect(imageProblem(image('id.jpg', 'application/pdf'))).toBe('type');
  });

  it('goes by the name when no type is declared: .png, .jpg or .jpeg at the very end', () => {
    expect(imageProblem(image('id.png', ''))).toBeNull();
    expect(imageProblem(image('id.JPG', ''))).toBeNull();
    expect(imageProblem(image('id.jpeg', ''))).toBeNull();
    expect(imageProblem(image('id.png.exe', ''))).toBe('type');
    expect(imageProblem(image('id.gif', ''))).toBe('type');
    expect(imageProblem(image('idpng', ''))).toBe('type');
  });

  it('refuses an empty file and one above 5 MB; 5 MB itself is taken', () => {
    expect(imageProblem(image('id.png', 'image/png', 0))).toBe('empty');
    expect(imageProblem(image('id.png', 'image/png', 1))).toBeNull();
    expect(imageProblem(image('id.png', 'image/png', 5 * MB))).toBeNull();
    expect(imageProblem(image('id.png', 'image/png', 5 * MB + 1))).toBe('size');
  });
});

describe('documents still to upload', () => {
  const verification = (sides: Verification['documents'][number]['side'][]): Verification => ({
    status: 'NOT_SIGNED',
    reason: '',
    documents: sides.map((side) => ({ side, size: 1, uploadedAt: '' })),
    requiredSides: ['front', 'back'],
  });

  it('lists the required sides not uploaded yet, in order', () => {
    expect(missingSides(verification([]))).toEqual(['front', 'back']);
    expect(missingSides(verification(['back', 'selfie']))).toEqual(['front']);
    expect(missingSides(verification(['front', 'back']))).toEqual([]);
  });

  it('tells whether a side has a document', () => {
    expect(hasDocument(verification(['selfie']), 'selfie')).toBe(true);
    expect(hasDocument(verification(['selfie']), 'front')).toBe(false);
  });
});

describe("the server's refusals", () => {
  it('reads each known code, and null for any other', () => {
    expect(verificationRefusalOf('VERIFICATION_IMAGE_TYPE')).toBe('type');
    expect(verificationRefusalOf('VERIFICATION_IMAGE_TOO_LARGE')).toBe('size');
    expect(verificationRefusalOf('VERIFICATION_DOCUMENTS_MISSING')).toBe('missing');
    expect(verificationRefusalOf('VERIFICATION_UNDER_REVIEW')).toBe('changed');
    expect(verificationRefusalOf('VERIFICATION_ALREADY_VERIFIED')).toBe('changed');
    expect(verificationRefusalOf('')).toBeNull();
    expect(verificationRefusalOf('OTHER')).toBeNull();
    expect(verificationRefusalOf(null)).toBeNull();
  });
});
