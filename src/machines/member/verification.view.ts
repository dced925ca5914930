import type { SnapshotFrom } from 'xstate';
import { hasDocument, type VerificationSide } from '../../domain/member/verification';
import type { VerificationNotice, verificationMachine } from './verification.machine';

type Snapshot = SnapshotFrom<typeof verificationMachine>;

export type VerificationPane = 'loading' | 'failed' | 'notSigned' | 'underReview' | 'verified';

export const selectPane = (s: Snapshot): VerificationPane => {
  if (s.matches('failed')) return 'failed';
  if (s.matches('underReview')) return 'underReview';
  if (s.matches('verified')) return 'verified';
  if (s.matches('notSigned') || s.matches('uploading') || s.matches('submitting')) return 'notSigned';
  return 'loading';
};

/** The reason of the last rejection, shown while not signed ('' when none). */
export const selectReason = (s: Snapshot): string => s.context.verification?.reason ?? '';
export const selectNotice = (s: Snapshot): VerificationNotice | null => s.context.notice;
export const selectUploadingSide = (s: Snapshot): VerificationSide | null =>
  s.matches('uploading') ? (s.context.pending?.side ?? null) : null;
export const selectSubmitting = (s: Snapshot): boolean => s.matches('submitting');
export const selectBusy = (s: Snapshot): boolean => s.matches('uploading') || s.matches('submitting');
export const selectUploaded = (s: Snapshot): Record<VerificationSide, boolean> => {
  const v = s.context.verification;
  return {
    front: v !== null && hasDocument(v, 'front'),
    back: v !== null && hasDocument(v, 'back'),
    selfie: v !== null && hasDocument(v, 'selfie'),
  };
};
export const selectRequired = (s: Snapshot): VerificationSide[] =>
  s.context.verification?.requiredSides ?? ['front', 'back'];
/** The last upload failed and its image can be sent again. */
export const selectCanRetryUpload = (s: Snapshot): boolean =>
  s.matches('notSigned') && s.context.notice?.problem === 'failed' && s.context.pending !== null;
