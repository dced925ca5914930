import { describe, expect, it } from 'vitest';
import {
  imageProblem,
  missingSides,
  readVerification,
  readVerificationSummary,
  verificationRefusalOf,
} from '../../../src/domain/member/verification';
import { refusalMessage } from '../../../src/domain/wallet/withdraw';

const MB = 1024 * 1024;

describe('verification rules', () => {
  it('accepts png and jpg up to 5 MB and refuses other types, empty and larger files', () => {
    expect(imageProblem({ name: 'id.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ name: 'id.JPG', type: '', size: 5 * MB })).toBeNull();
    expect(imageProblem({ name: 'id.jpeg', type: 'image/jpeg', size: 5 * MB + 1 })).toBe('size');
    expect(imageProblem({ name: 'id.png', type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ name: 'id.pdf', type: '', size: 10 })).toBe('type');
    expect(imageProblem({ name: 'id.png', type: 'image/png', size: 0 })).toBe('empty');
  });

  it('reads the answer leniently and knows which required sides are missing', () => {
    const v = readVerification({
      status: 'NOT_SIGNED',
      reason: 'Blurred',
      documents: [{ side: 'front', size: 10, uploadedAt: 't' }, { side: 'passport' }, null],
      requiredSides: ['front', 'back'],
    });
    expect(v.documents).toEqual([{ side: 'front', size: 10, uploadedAt: 't' }]);
    expect(v.reason).toBe('Blurred');
    expect(missingSides(v)).toEqual(['back']);
    expect(readVerification(null)).toEqual({
      status: 'NOT_SIGNED',
      reason: '',
      documents: [],
      requiredSides: ['front', 'back'],
    });
    expect(readVerification({ status: 'HACKED' }).status).toBe('NOT_SIGNED');
    expect(readVerificationSummary({ status: 'VERIFIED', reason: 3 })).toEqual({ status: 'VERIFIED', reason: '' });
    expect(readVerificationSummary(undefined)).toEqual({ status: 'NOT_SIGNED', reason: '' });
  });

  it('maps the server refusals', () => {
    expect(verificationRefusalOf('VERIFICATION_IMAGE_TYPE')).toBe('type');
    expect(verificationRefusalOf('VERIFICATION_IMAGE_TOO_LARGE')).toBe('size');
    expect(verificationRefusalOf('VERIFICATION_DOCUMENTS_MISSING')).toBe('missing');
    expect(verificationRefusalOf('VERIFICATION_UNDER_REVIEW')).toBe('changed');
    expect(verificationRefusalOf('VERIFICATION_ALREADY_VERIFIED')).toBe('changed');
    expect(verificationRefusalOf('BOOM')).toBeNull();
    expect(verificationRefusalOf(null)).toBeNull();
  });

  it("the withdraw screen words the server's VERIFICATION_REQUIRED in the player's language", () => {
    expect(refusalMessage({ code: 'VERIFICATION_REQUIRED', message: 'Please verify', status: 403 })).toEqual({
      key: 'wallet.withdraw.errors.VERIFICATION_REQUIRED',
    });
  });
});
