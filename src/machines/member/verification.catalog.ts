import type { Verification } from '../../domain/member/verification';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { verificationMachine } from './verification.machine';

/** A verification answer of the reference server (server/README.md "Account verification"). */
export function verificationFixture(
  status: Verification['status'],
  sides: Verification['requiredSides'] = [],
  reason = '',
): Verification {
  return {
    status,
    reason,
    documents: sides.map((side) => ({ side, size: 1000, uploadedAt: '2026-11-24T10:00:00.000Z' })),
    requiredSides: ['front', 'back'],
  };
}

/** The member centre's machines for account verification (issue 15). */
export const verificationCatalog: CatalogEntry[] = [
  catalogEntry(verificationMachine, {
    title: 'Account verification',
    purpose:
      'Account verification (issue 15 item 6, spec §4): not signed -> under review -> verified, or rejected back to ' +
      'not signed with the reason; the ID images (front, back, optional selfie; png or jpg, 5 MB) uploaded one at ' +
      'a time and submitted for the operator to decide.',
    fixtures: {
      events: [
        { type: 'PICK', side: 'front', file: { name: 'front.png', type: 'image/png', size: 1000 } },
        { type: 'PICK', side: 'back', file: { name: 'back.gif', type: 'image/gif', size: 1000 } },
        { type: 'RETRY' },
        { type: 'RETRY_UPLOAD' },
        { type: 'SUBMIT' },
        { type: 'REFRESH' },
      ],
      outputs: {
        loadVerification: [
          verificationFixture('NOT_SIGNED'),
          verificationFixture('NOT_SIGNED', ['front', 'back'], 'The photo is blurred'),
          verificationFixture('UNDER_REVIEW', ['front', 'back']),
          verificationFixture('VERIFIED', ['front', 'back']),
        ],
        uploadDocument: [verificationFixture('NOT_SIGNED', ['front'])],
        submitVerification: [verificationFixture('UNDER_REVIEW', ['front', 'back'])],
      },
      errors: {
        loadVerification: [new Error('offline')],
        uploadDocument: [
          apiError('The image must be a png or jpg', 'VERIFICATION_IMAGE_TYPE', 415),
          apiError('The verification is under review', 'VERIFICATION_UNDER_REVIEW', 409),
          new Error('offline'),
        ],
        submitVerification: [
          apiError('Upload the ID images first: back', 'VERIFICATION_DOCUMENTS_MISSING', 400),
          apiError('The account is already verified', 'VERIFICATION_ALREADY_VERIFIED', 409),
          new Error('offline'),
        ],
      },
      abstractContext: (c: {
        verification: Verification | null;
        pending: unknown;
        notice: { problem: string } | null;
      }) => ({
        status: c.verification?.status ?? null,
        documents: c.verification?.documents.length ?? 0,
        pending: c.pending !== null,
        notice: c.notice?.problem ?? null,
      }),
    },
  }),
];
