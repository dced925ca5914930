import type { SnapshotFrom } from 'xstate';
import type { noticeReadMachine } from './noticeRead.machine';

/** Announcement ids flagged read on this visit, before (or, for a visitor, instead of) the server's flags. */
export const localReads = (s: SnapshotFrom<typeof noticeReadMachine>): string[] => s.context.read;
