import { fromPromise } from 'xstate';
import type { AnnouncementList, HelpItem } from '../../domain/messages/announcements';
import type { ChatRequest, InboxPage } from '../../domain/messages/centre';
import type { announcementsMachine } from '../../machines/messages/announcements.machine';
import type { helpMachine } from '../../machines/messages/help.machine';
import type { inboxMachine } from '../../machines/messages/inbox.machine';
import type { liveChatMachine } from '../../machines/messages/liveChat.machine';
import type { unreadCountsMachine } from '../../machines/messages/unreadCounts.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { fetchAnnouncements, fetchHelp } from '../../services/messages/announcements';
import {
  fetchChatUnread,
  fetchInboxPage,
  fetchInboxUnread,
  launchChat,
  markInboxRead,
} from '../../services/messages/centre';
import { implement } from '../root';

/** The messages machines' browser implementations: announcements and the help list. */
export const messagesImplementations = [
  implement<typeof announcementsMachine>('announcements', {
    actors: {
      load: fromPromise<AnnouncementList, ContentLoadInput>(({ input, signal }) =>
        fetchAnnouncements(input.merchant, signal),
      ),
    },
  }),
  implement<typeof helpMachine>('help', {
    actors: { load: fromPromise<HelpItem[], ContentLoadInput>(({ signal }) => fetchHelp(signal)) },
  }),
];

/** The message centre's implementations: unread counts, the inbox, live chat. */
export const centreImplementations = [
  implement<typeof unreadCountsMachine>('unreadCounts', {
    actors: {
      loadInboxUnread: fromPromise<number, void>(({ signal }) => fetchInboxUnread(signal)),
      loadChatUnread: fromPromise<number, void>(({ signal }) => fetchChatUnread(signal)),
    },
  }),
  implement<typeof inboxMachine>('inbox', {
    actors: {
      loadPage: fromPromise<InboxPage, { pageNo: number }>(({ input, signal }) => fetchInboxPage(input.pageNo, signal)),
      markRead: fromPromise<number, { id: number | null }>(({ input, signal }) =>
        input.id === null ? Promise.reject(new Error('No message to mark')) : markInboxRead({ id: input.id }, signal),
      ),
      markAllRead: fromPromise<number, void>(({ signal }) => markInboxRead({ all: true }, signal)),
    },
  }),
  implement<typeof liveChatMachine>('liveChat', {
    actors: {
      launchChat: fromPromise<string, { request: ChatRequest | null }>(({ input, signal }) =>
        input.request ? launchChat(input.request, signal) : Promise.reject(new Error('No chat request')),
      ),
    },
  }),
];
