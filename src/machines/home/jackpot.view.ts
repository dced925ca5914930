import type { SnapshotFrom } from 'xstate';
import type { jackpotMachine } from './jackpot.machine';

/** The jackpot amount shown (spec §2 Home jackpot banner). */
export const value = (s: SnapshotFrom<typeof jackpotMachine>): number => s.context.value;
