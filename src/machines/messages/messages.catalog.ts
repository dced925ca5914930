import { popupSignature } from '../../domain/messages/popup';
import { normaliseConfig } from '../../domain/shell/site-config';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { announcementPopupMachine } from './announcementPopup.machine';
import { customerServiceMachine } from './customerService.machine';
import { inboxMachine } from './inbox.machine';
import { liveChatMachine } from './liveChat.machine';
import { noticeReadMachine } from './noticeRead.machine';
import { popupCarouselMachine } from './popupCarousel.machine';
import { registerBannersMachine } from './registerBanners.machine';
import { unreadCountsMachine } from './unreadCounts.machine';

const entry = (id: string, title: string, content = `<p>${title}</p>`) => ({ id, title, content });
/** The visitors' popup list in English and the same announcements in Chinese (a language change). */
const visitorList = [entry('1', 'Join now'), entry('2', 'Welcome')];
const visitorListCn = [entry('1', '立即加入'), entry('2', '欢迎')];
const changedList = [entry('1', 'Join now', '<p>New terms</p>'), entry('2', 'Welcome')];
const memberList = [entry('3', 'Weekend bonus'), entry('4', 'First-login gift')];

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
  catalogEntry(noticeReadMachine, {
    title: 'Notice read marks',
    purpose:
      'Marking a notice read (spec §4, §7 markAsRead throttled 150 ms): flagged read locally at once, then a ' +
      "member's mark-read call, then the announcements reload; a visitor's flags stay local.",
    fixtures: {
      events: [
        { type: 'MARK_READ', id: '11' },
        { type: 'MARK_READ', id: '12' },
        { type: 'MARK_READ', id: '' },
        { type: 'SESSION_CHANGED', loggedIn: true },
        { type: 'SESSION_CHANGED', loggedIn: false },
      ],
      outputs: { markRead: [undefined] },
      abstractContext: (c: { read: string[]; queue: string[] }) => ({ read: c.read, queue: c.queue.length }),
    },
  }),
  catalogEntry(announcementPopupMachine, {
    title: 'Announcement popup',
    purpose:
      'The popup of announcements (spec §2 "Announcement popup", §4): shown 500 ms after start once the list is in ' +
      'and not closed before; closing plays 200 ms and saves the flag false per group (visitors B, members A, A+F ' +
      'on the first login); a changed list shows again; http links open outside, other links navigate and close.',
    fixtures: {
      // A first visit, and a device that closed the visitors' list before.
      input: { memory: {} },
      inputs: [{ memory: { B: popupSignature(visitorList) } }],
      events: [
        { type: 'LIST_LOADED', items: visitorList, group: 'B', language: 'EN' },
        { type: 'LIST_LOADED', items: visitorListCn, group: 'B', language: 'CN' },
        { type: 'LIST_LOADED', items: changedList, group: 'B', language: 'EN' },
        { type: 'LIST_LOADED', items: memberList, group: 'AF', language: 'EN' },
        { type: 'LIST_LOADED', items: [], group: 'A', language: 'EN' },
        { type: 'CLOSE' },
        { type: 'BACKDROP' },
        { type: 'OPEN_LINK', href: 'https://example.com/terms' },
        { type: 'OPEN_LINK', href: '/m/register' },
        { type: 'HOLD' },
        { type: 'RELEASE' },
      ],
      abstractContext: (c: {
        items: { title: string; content: string }[];
        group: string;
        language: string;
        memory: unknown;
        held: boolean;
      }) => ({ list: popupSignature(c.items), group: c.group, language: c.language, memory: c.memory, held: c.held }),
      depth: 8,
    },
  }),
  catalogEntry(popupCarouselMachine, {
    title: 'Announcement popup carousel',
    purpose:
      'The popup entries as a carousel (spec §2 "Announcement popup", §9 autoplay 5000 ms): several entries move ' +
      'on every 5 s and loop; any interaction stops it; one entry, or reduced motion, stays still.',
    fixtures: {
      input: { count: 3 },
      inputs: [{ count: 1 }, { count: 3, reducedMotion: true }],
      events: [{ type: 'GO_TO', index: 2 }, { type: 'INTERACT' }],
    },
  }),
  catalogEntry(registerBannersMachine, {
    title: 'Registration banners',
    purpose:
      'The banners over the registration form (spec §3 "Announcement query": types B, groupName m_reg), loaded once ' +
      'the config and texts are in and reloaded 250 ms after a language change.',
    fixtures: {
      events: [{ type: 'START' }, { type: 'LANGUAGE_CHANGED' }, { type: 'RELOAD' }, { type: 'RETRY' }],
      outputs: { load: [[{ url: '/assets-api/img/banners/7.svg', groupName: 'm_reg', title: 'Join in 30 seconds' }]] },
    },
  }),
  catalogEntry(customerServiceMachine, {
    title: 'Customer service',
    purpose:
      'The customer-service links (spec §3, §7 customerService: CS, WHATSAPP, LIVECHAT, type 3 the service link), ' +
      "their AES-GCM paths decrypted: home's floating service icon, the drawer shortcut and the invite entry's chat.",
    fixtures: {
      events: [{ type: 'START' }, { type: 'LANGUAGE_CHANGED' }, { type: 'RELOAD' }, { type: 'RETRY' }],
      outputs: { load: [[{ csType: 'CS', path: '/support' }]] },
    },
  }),
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
