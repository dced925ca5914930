import type { SnapshotFrom } from 'xstate';
import type { FilterValues, gameFilterMachine } from './gameFilter.machine';

/** What the filter panel shows (spec §2 Game tile and filter). */
type Snapshot = SnapshotFrom<typeof gameFilterMachine>;

export const open = (s: Snapshot): boolean => s.matches('open');

/** The values chosen in the panel so far (handed to the lobby only on submit). */
export const values = (s: Snapshot): FilterValues => s.context;
