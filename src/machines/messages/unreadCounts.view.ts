import type { SnapshotFrom } from 'xstate';
import type { unreadCountsMachine } from './unreadCounts.machine';

type Snapshot = SnapshotFrom<typeof unreadCountsMachine>;

/** The inbox's unread count (the "messages" row, the bottom bar's badge). */
export const selectInboxUnread = (s: Snapshot): number => s.context.inbox;

/** The live chat's unread count (§7 value.unReadCount). */
export const selectChatUnread = (s: Snapshot): number => s.context.chat;
