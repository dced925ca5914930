import type { SnapshotFrom } from 'xstate';
import type { realityCheckSettingMachine } from './realityCheckSetting.machine';

type Snapshot = SnapshotFrom<typeof realityCheckSettingMachine>;

export const settingLoading = (s: Snapshot): boolean => s.matches('loading');
export const settingLoadFailed = (s: Snapshot): boolean => s.matches('loadFailed');
export const settingSaving = (s: Snapshot): boolean => s.matches('saving');
export const saveFailed = (s: Snapshot): boolean => s.context.failed;
export const intervals = (s: Snapshot): number[] => s.context.setting?.intervals ?? [];
export const currentInterval = (s: Snapshot): number | null => s.context.setting?.intervalMinutes ?? null;
export const chosenInterval = (s: Snapshot): number | null => s.context.chosen;
export const toolEnabled = (s: Snapshot): boolean => s.context.setting?.enabled !== false;
/** Save is offered when the chosen interval differs from the one in force. */
export const canSave = (s: Snapshot): boolean =>
  s.context.chosen !== null && s.context.chosen !== s.context.setting?.intervalMinutes;
