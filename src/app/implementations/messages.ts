import { fromPromise } from 'xstate';
import type { AnnouncementList, Banner, HelpItem } from '../../domain/messages/announcements';
import type { ChatRequest, InboxPage, UnreadAnswer } from '../../domain/messages/centre';
import type { CustomerServiceEntry } from '../../domain/messages/customerService';
import type { announcementPopupMachine } from '../../machines/messages/announcementPopup.machine';
import type { announcementsMachine } from '../../machines/messages/announcements.machine';
import type { customerServiceMachine } from '../../machines/messages/customerService.machine';
import type { helpMachine } from '../../machines/messages/help.machine';
import type { inboxMachine } from '../../machines/messages/inbox.machine';
import type { liveChatMachine } from '../../machines/messages/liveChat.machine';
import type { noticeReadMachine } from '../../machines/messages/noticeRead.machine';
import type { registerBannersMachine } from '../../machines/messages/registerBanners.machine';
import type { unreadCountsMachine } from '../../machines/messages/unreadCounts.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { fetchAnnouncements, fetchHelp, fetchRegisterBanners } from '../../services/messages/announcements';
import { fetchUnreadCounts } from '../../services/messages/centre';
import { fetchCustomerService } from '../../services/messages/customerService';
import { markNoticeRead } from '../../services/messages/notices';
import { call } from '../../services/shell/http';
import { local, STORAGE_KEYS } from '../../services/shell/storage';
import { implement } from '../root';

/** The messages machines' browser implementations: announcements, the help list, notice read marks, the popup. */
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
  implement<typeof noticeReadMachine>('noticeRead', {
    actors: {
      markRead: fromPromise<void, { id: string }>(({ input, signal }) => markNoticeRead(input.id, signal)),
    },
  }),
  implement<typeof announcementPopupMachine>('announcementPopup', {
    actions: { saveMemory: (_, params) => local.setJson(STORAGE_KEYS.popupSignature, params.memory) },
  }),
  implement<typeof registerBannersMachine>('registerBanners', {
    actors: {
      load: fromPromise<Banner[], ContentLoadInput>(({ input, signal }) =>
        fetchRegisterBanners(input.merchant, signal),
      ),
    },
  }),
  // Paths that do not decrypt are dropped (no service link shows) and logged once per answer, for the operator.
  implement<typeof customerServiceMachine>('customerService', {
    actors: {
      load: fromPromise<CustomerServiceEntry[], ContentLoadInput>(({ signal }) =>
        fetchCustomerService((message, dropped) => console.warn(message, dropped), signal),
      ),
    },
  }),
];

/** The inbox and live chat calls, loaded with their first use: the home page's first load stays in its budget. */
const inboxCalls = () => import('../../services/messages/inbox');

/** The message centre's implementations: unread counts, the inbox, live chat. */
export const centreImplementations = [
  implement<typeof unreadCountsMachine>('unreadCounts', {
    actors: {
      loadCounts: fromPromise<UnreadAnswer, { withChat: boolean }>(({ input, signal }) =>
        fetchUnreadCounts(input.withChat, signal),
      ),
    },
  }),
  implement<typeof inboxMachine>('inbox', {
    actors: {
      loadPage: fromPromise<InboxPage, { pageNo: number }>(async ({ input, signal }) =>
        (await inboxCalls()).fetchInboxPage(call, input.pageNo, signal),
      ),
      markRead: fromPromise<number, { id: number | null }>(async ({ input, signal }) =>
        (await inboxCalls()).markInboxRead(call, input, signal),
      ),
      markAllRead: fromPromise<number, void>(async ({ signal }) =>
        (await inboxCalls()).markInboxRead(call, { all: true }, signal),
      ),
    },
  }),
  implement<typeof liveChatMachine>('liveChat', {
    actors: {
      launchChat: fromPromise<string, { request: ChatRequest | null }>(async ({ input, signal }) =>
        (await inboxCalls()).launchChat(call, input.request, signal),
      ),
    },
  }),
];
