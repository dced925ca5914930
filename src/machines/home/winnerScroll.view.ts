import type { SnapshotFrom } from 'xstate';
import type { winnerScrollMachine } from './winnerScroll.machine';

/** Where the winner board has scrolled to, and whether the next move animates (spec §2 Home, §9). */
type Snapshot = SnapshotFrom<typeof winnerScrollMachine>;

export const offset = (s: Snapshot): number => s.context.offset;

export const animate = (s: Snapshot): boolean => s.context.animate;

/** Whether the board waits for the player's Play (their Pause, or reduced motion): the control then offers Play. */
export const stopped = (s: Snapshot): boolean => s.context.stopped;
