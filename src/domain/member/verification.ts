import { UPLOAD } from '../constants';

/**
 * Account verification (spec §4: not signed, under review, verified; issue 15 item 6): the member uploads the ID's
 * front and back (a selfie with the ID is optional), png or jpg up to 5 MB each (§9), then submits them for review.
 * A rejection brings the account back to not signed with the operator's reason.
 */
export type VerificationStatus = 'NOT_SIGNED' | 'UNDER_REVIEW' | 'VERIFIED';
export const VERIFICATION_SIDES = ['front', 'back', 'selfie'] as const;
export type VerificationSide = (typeof VERIFICATION_SIDES)[number];

export interface VerificationDocument {
  side: VerificationSide;
  size: number;
  uploadedAt: string;
}

export interface Verification {
  status: VerificationStatus;
  /** The reason of the last rejection ('' when none). */
  reason: string;
  documents: VerificationDocument[];
  requiredSides: VerificationSide[];
}

const isSide = (value: unknown): value is VerificationSide =>
  typeof value === 'string' && (VERIFICATION_SIDES as readonly string[]).includes(value);

function statusOf(value: unknown): VerificationStatus {
  return value === 'UNDER_REVIEW' || value === 'VERIFIED' ? value : 'NOT_SIGNED';
}

/** The answer of GET /wps/member/verification (and of the upload and submit calls), read leniently. */
export function readVerification(raw: unknown): Verification {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const documents = Array.isArray(r.documents) ? r.documents : [];
  const required = Array.isArray(r.requiredSides) ? r.requiredSides.filter(isSide) : [];
  return {
    status: statusOf(r.status),
    reason: typeof r.reason === 'string' ? r.reason : '',
    documents: documents.flatMap((item): VerificationDocument[] => {
      const d = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      if (!isSide(d.side)) return [];
      return [
        {
          side: d.side,
          size: typeof d.size === 'number' ? d.size : 0,
          uploadedAt: typeof d.uploadedAt === 'string' ? d.uploadedAt : '',
        },
      ];
    }),
    requiredSides: required.length > 0 ? required : ['front', 'back'],
  };
}

/** The `verification` field of member info: status and reason (absent from an older server: not signed). */
export function readVerificationSummary(raw: unknown): { status: VerificationStatus; reason: string } {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { status: statusOf(r.status), reason: typeof r.reason === 'string' ? r.reason : '' };
}

/** The image the member picked (a File in the browser). */
export interface PickedImage {
  name: string;
  type: string;
  size: number;
}

export type ImageProblem = 'type' | 'size' | 'empty';

/** Why this image is refused before sending (§9: png or jpg, at most 5 MB), or null. The server reads the bytes. */
export function imageProblem(file: PickedImage): ImageProblem | null {
  const type = file.type.toLowerCase();
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  if (type ? !UPLOAD.types.includes(type) : !byName) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD.maxBytes) return 'size';
  return null;
}

/** The required sides not uploaded yet. */
export function missingSides(verification: Verification): VerificationSide[] {
  const have = new Set(verification.documents.map((d) => d.side));
  return verification.requiredSides.filter((side) => !have.has(side));
}

export function hasDocument(verification: Verification, side: VerificationSide): boolean {
  return verification.documents.some((d) => d.side === side);
}

/** What a refusal of the server means for the screen. */
export type VerificationRefusal = ImageProblem | 'missing' | 'changed';

export function verificationRefusalOf(code: string | null): VerificationRefusal | null {
  switch (code) {
    case 'VERIFICATION_IMAGE_TYPE':
      return 'type';
    case 'VERIFICATION_IMAGE_TOO_LARGE':
      return 'size';
    case 'VERIFICATION_DOCUMENTS_MISSING':
      return 'missing';
    // Submitted or decided meanwhile (another tab, the operator): the screen reloads the state.
    case 'VERIFICATION_UNDER_REVIEW':
    case 'VERIFICATION_ALREADY_VERIFIED':
      return 'changed';
    default:
      return null;
  }
}
