import type { SnapshotFrom } from 'xstate';
import type { RecordsTab } from '../../domain/wallet/records';
import type { gameRecordMachine } from './gameRecord.machine';

type Snapshot = SnapshotFrom<typeof gameRecordMachine>;

/** The tabs show (a visitor is on the way to login: nothing shows). */
export const selectOpen = (s: Snapshot): boolean => s.matches('open');

export const selectTab = (s: Snapshot): RecordsTab => s.context.tab;
