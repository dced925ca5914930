import type { SnapshotFrom } from 'xstate';
import type { AuditEntry } from '../../domain/protection/auditEntry';
import type { protectionHistoryMachine } from './protectionHistory.machine';

type Snapshot = SnapshotFrom<typeof protectionHistoryMachine>;

export const historyEntries = (s: Snapshot): AuditEntry[] => s.context.entries;
export const historyLoading = (s: Snapshot): boolean => s.matches('loading');
export const historyFailed = (s: Snapshot): boolean => s.matches('failed');
export const historyEmpty = (s: Snapshot): boolean => s.matches('list') && s.context.entries.length === 0;
export const historyCanLoadMore = (s: Snapshot): boolean =>
  s.matches({ list: 'idle' }) && s.context.page < s.context.totalPages;
export const historyLoadingMore = (s: Snapshot): boolean => s.matches({ list: 'loadingMore' });
export const historyMoreFailed = (s: Snapshot): boolean => s.matches({ list: 'moreFailed' });
