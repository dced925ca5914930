import type { SnapshotFrom } from 'xstate';
import type { lotteryLaunchMachine } from './lotteryLaunch.machine';

/** What the lottery launcher and frame show (spec §2 /m/launchGame, Lottery frame). */
type Snapshot = SnapshotFrom<typeof lotteryLaunchMachine>;

/** The game page the frame plays, null until it is known. */
export const playing = (s: Snapshot): string | null => (s.matches('playing') ? s.context.url : null);

/** The game could not be opened: a retry is offered. */
export const failed = (s: Snapshot): boolean => s.matches('failed');
