import type { SnapshotFrom } from 'xstate';
import type { AccountActivity } from '../../domain/protection/activity';
import type { accountActivityMachine } from './accountActivity.machine';

type Snapshot = SnapshotFrom<typeof accountActivityMachine>;

export const activity = (s: Snapshot): AccountActivity | null => s.context.activity;
/** Nothing to show yet: the first load runs. */
export const activityLoading = (s: Snapshot): boolean => s.matches('loading') && s.context.activity === null;
export const activityRefreshing = (s: Snapshot): boolean => s.matches('loading') && s.context.activity !== null;
export const activityFailed = (s: Snapshot): boolean => s.matches('failed');
