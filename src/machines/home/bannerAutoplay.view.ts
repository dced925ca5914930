import type { SnapshotFrom } from 'xstate';
import type { bannerAutoplayMachine } from './bannerAutoplay.machine';

type Snapshot = SnapshotFrom<typeof bannerAutoplayMachine>;

/** The banner the carousel shows (spec §2 Home). */
export const index = (s: Snapshot): number => s.context.index;

/** Whether the banners wait for the player's Play (their Pause, or reduced motion): the control then offers Play. */
export const stopped = (s: Snapshot): boolean => s.context.stopped;
