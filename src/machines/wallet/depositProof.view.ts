import type { SnapshotFrom } from 'xstate';
import { UPLOAD } from '../../domain/constants';
import type { depositProofMachine, ProofNotice } from './depositProof.machine';

type Snapshot = SnapshotFrom<typeof depositProofMachine>;

export const selectCount = (s: Snapshot): number => s.context.count;
export const selectAttached = (s: Snapshot): string[] => s.context.attached;
export const selectNotice = (s: Snapshot): ProofNotice | null => s.context.notice;
export const selectUploading = (s: Snapshot): boolean => s.matches('uploading');

/** The picker shows while fewer than 3 images are attached (§9). */
export const selectCanAdd = (s: Snapshot): boolean => s.context.count < UPLOAD.maxImages;

/** The last upload failed and its image can be sent again. */
export const selectCanRetry = (s: Snapshot): boolean =>
  s.matches('idle') && s.context.notice === 'failed' && s.context.file !== null;
