import { normaliseConfig } from '../../domain/shell/site-config';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { inboxMachine } from './inbox.machine';
import { liveChatMachine } from './liveChat.machine';
import { unreadCountsMachine } from './unreadCounts.machine';

const message = (id: number, read: boolean) => ({ id, title: `M${id}`, content: '<p>x</p>', createdAt: '', read });
const inboxPage = (pageNum: number, totalPages: number, read: boolean) => ({
  messages: [message(pageNum, read)],
  pageNum,
  totalPages,
  unread: read ? 0 : 1,
});
/** The site config with flag CBS3 (live chat) on or off. */
const withChat = (on: boolean) => normaliseConfig({ merchantCode: 'demo', flags: { CBS3: on } });
const chatRequest = { language: 'EN', backUrl: '/m/message', headerColor: '#12141c', title: 'Live chat' };

/**
 * Catalog entries of the messages area (issue 13): the announcement popup, notices, the message centre with its
 * inbox, unread counts and live chat, the help centre and customer service. The content loaders for announcements
 * and the footer's help list are in the games catalog, where home uses them.
 */
export const messagesCatalog: CatalogEntry[] = [
  catalogEntry(unreadCountsMachine, {
    title: 'Unread counts',
    purpose:
      'The message centre badges (spec §2 "Message center", §7 "Unread counts", §6): the inbox count from the ' +
      'server and the chat count (value.unReadCount) for a real member with CBS3, at most once per 250 ms, errors ' +
      'silent; visitors and trial members have none.',
    fixtures: {
      events: [
        { type: 'FACTS_CHANGED', loggedIn: true, memberType: 0, mapping: {} },
        { type: 'FACTS_CHANGED', loggedIn: true, memberType: 4, mapping: {} },
        { type: 'FACTS_CHANGED', loggedIn: false, memberType: null, mapping: {} },
        { type: 'CONFIG_LOADED', config: withChat(true) },
        { type: 'CONFIG_LOADED', config: withChat(false) },
        { type: 'REFRESH' },
        { type: 'INBOX_UNREAD', count: 3 },
      ],
      outputs: { loadCounts: [{ inbox: 2, chat: 1 }] },
      abstractContext: (c: { chatOn: boolean; memberType: number | null; again: boolean }) => ({
        chatOn: c.chatOn,
        type: c.memberType,
        again: c.again,
      }),
    },
  }),
  catalogEntry(inboxMachine, {
    title: 'Inbox',
    purpose:
      'The inbox of the message centre (spec §2, §6): visitors go to login, trial members are refused; pages with ' +
      "'more', opening a message marks it read on the server and the badge falls, mark all read, a retry after a " +
      'failed load that keeps what was shown.',
    fixtures: {
      input: { memberType: 0 },
      inputs: [{ memberType: null }, { memberType: 4 }],
      events: [
        { type: 'MORE' },
        { type: 'RETRY' },
        { type: 'OPEN', id: 1 },
        { type: 'OPEN', id: 2 },
        { type: 'CLOSE' },
        { type: 'MARK_ALL' },
      ],
      outputs: {
        loadPage: [inboxPage(1, 2, false)],
        loadMore: [inboxPage(2, 2, true)],
        markRead: [0],
        markAllRead: [0],
      },
      abstractContext: (c: { messages: { id: number; read: boolean }[]; page: number; toMark: number[] }) => ({
        unread: c.messages.filter((m) => !m.read).map((m) => m.id),
        page: c.page,
        queued: c.toMark.length,
      }),
      ignoreContextKeys: ['openId'],
    },
  }),
  catalogEntry(liveChatMachine, {
    title: 'Live chat',
    purpose:
      'Live chat from the message centre (spec §7 "Chat", §9): CBS_launchChat gives value.chatUrl, opened after ' +
      'the 500 ms chat launch delay in a new window or the app bridge; a failure is told and the row stays usable.',
    fixtures: {
      events: [{ type: 'LAUNCH', request: chatRequest }],
      outputs: { launchChat: ['/demo-game/chat'] },
      errors: { launchChat: [apiError('Please login an actual account to use this function', 'TRIAL_REFUSED', 403)] },
    },
  }),
];
