import type { SnapshotFrom } from 'xstate';
import type { Game } from '../../domain/games/games';
import type { gameRowMachine } from './gameRow.machine';

/** What a home game row shows (spec §2 Home game blocks). */
type Snapshot = SnapshotFrom<typeof gameRowMachine>;

export const games = (s: Snapshot): Game[] => s.context.games;

/** The provider chosen, '' for all. */
export const vassalage = (s: Snapshot): string => s.context.vassalage;

export const loading = (s: Snapshot): boolean => s.matches('loading');

export const failed = (s: Snapshot): boolean => s.matches('failed');
