import type { SnapshotFrom } from 'xstate';
import type { bannerAutoplayMachine } from './bannerAutoplay.machine';

/** The banner the carousel shows (spec §2 Home). */
export const index = (s: SnapshotFrom<typeof bannerAutoplayMachine>): number => s.context.index;
