/**
 * Account verification states (spec §4): NOT_SIGNED -> UNDER_REVIEW (the member submitted the ID images) ->
 * VERIFIED, or back to NOT_SIGNED with the operator's reason. A member without a row is NOT_SIGNED.
 */
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';

export type VerificationStatus = 'NOT_SIGNED' | 'UNDER_REVIEW' | 'VERIFIED';
export const VERIFICATION_SIDES = ['front', 'back', 'selfie'] as const;
export type VerificationSide = (typeof VERIFICATION_SIDES)[number];
/** The ID's front and back are needed for a review; the selfie with the ID is optional. */
export const REQUIRED_SIDES: readonly VerificationSide[] = ['front', 'back'];

export interface VerificationState {
  status: VerificationStatus;
  /** The operator's reason of the last rejection ('' when none). */
  reason: string;
}

export interface VerificationDocument {
  side: VerificationSide;
  contentType: string;
  size: number;
  uploadedAt: string;
}

export async function verificationOf(db: Db, memberId: number): Promise<VerificationState> {
  const { rows } = await db.query<{ status: VerificationStatus; reason: string }>(
    'SELECT status, reason FROM member_verifications WHERE member_id = $1',
    [memberId],
  );
  return { status: rows[0]?.status ?? 'NOT_SIGNED', reason: rows[0]?.reason ?? '' };
}

export async function documentsOf(db: Db, memberId: number): Promise<VerificationDocument[]> {
  const { rows } = await db.query<{ side: VerificationSide; content_type: string; size: number; uploaded_at: Date }>(
    `SELECT side, content_type, size, uploaded_at FROM verification_documents WHERE member_id = $1
      ORDER BY array_position(ARRAY['front', 'back', 'selfie'], side)`,
    [memberId],
  );
  return rows.map((row) => ({
    side: row.side,
    contentType: row.content_type,
    size: Number(row.size),
    uploadedAt: row.uploaded_at.toISOString(),
  }));
}

/** The member's state row, created when missing and locked for this transaction. */
export async function lockVerification(tx: Db, memberId: number): Promise<VerificationState> {
  await tx.query('INSERT INTO member_verifications (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING', [
    memberId,
  ]);
  const { rows } = await tx.query<{ status: VerificationStatus; reason: string }>(
    'SELECT status, reason FROM member_verifications WHERE member_id = $1 FOR UPDATE',
    [memberId],
  );
  return { status: rows[0]?.status ?? 'NOT_SIGNED', reason: rows[0]?.reason ?? '' };
}

/** Documents change only while not signed: under review the operator looks at them, verified is final. */
export function refuseUnlessNotSigned(state: VerificationState): void {
  if (state.status === 'UNDER_REVIEW') {
    throw new AppError('VERIFICATION_UNDER_REVIEW', 'The verification is under review', 409);
  }
  if (state.status === 'VERIFIED') {
    throw new AppError('VERIFICATION_ALREADY_VERIFIED', 'The account is already verified', 409);
  }
}

/** The site config may require a verified account for a withdrawal (member.requireVerifiedForWithdrawal). */
export async function requireVerified(db: Db, memberId: number): Promise<void> {
  if ((await verificationOf(db, memberId)).status !== 'VERIFIED') {
    throw new AppError('VERIFICATION_REQUIRED', 'Please verify your account before withdrawing', 403);
  }
}
