import type { SnapshotFrom } from 'xstate';
import type { InboxMessage } from '../../domain/messages/centre';
import type { inboxMachine } from './inbox.machine';

type Snapshot = SnapshotFrom<typeof inboxMachine>;

export const selectMessages = (s: Snapshot): InboxMessage[] => s.context.messages;

/** The first page is loading (or the screen is about to leave): a spinner. */
export const selectLoading = (s: Snapshot): boolean => s.matches('checking') || s.matches('loading');

/** The first page failed: "Loading failed, click to retry". */
export const selectFailed = (s: Snapshot): boolean => s.matches('failed');

export const selectShowsList = (s: Snapshot): boolean => s.matches('list');

/** Pages are left and none is loading: the "more" button. */
export const selectCanLoadMore = (s: Snapshot): boolean =>
  s.matches({ list: { pages: 'idle' } }) && s.context.page < s.context.totalPages;

export const selectLoadingMore = (s: Snapshot): boolean => s.matches({ list: { pages: 'loadingMore' } });

/** The next page failed: the shown messages stay, with a retry below them. */
export const selectMoreFailed = (s: Snapshot): boolean => s.matches({ list: { pages: 'moreFailed' } });

export const selectOpenMessage = (s: Snapshot): InboxMessage | null =>
  s.context.messages.find((m) => m.id === s.context.openId) ?? null;

/** "Mark all read" is offered while some shown message is unread and no mark-all call runs. */
export const selectCanMarkAll = (s: Snapshot): boolean =>
  s.matches('list') && !s.matches({ list: { reading: 'markingAll' } }) && s.context.messages.some((m) => !m.read);

/** The machine's state as text, for the screen's `data-state` (UI walks read it). */
export const selectPhase = (s: Snapshot): string => JSON.stringify(s.value);
