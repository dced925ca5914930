import { popupSignature } from '../../domain/messages/popup';
import { type CatalogEntry, catalogEntry } from '../catalog-types';
import { announcementPopupMachine } from './announcementPopup.machine';
import { customerServiceMachine } from './customerService.machine';
import { noticeReadMachine } from './noticeRead.machine';
import { popupCarouselMachine } from './popupCarousel.machine';
import { registerBannersMachine } from './registerBanners.machine';

const entry = (id: string, title: string, content = `<p>${title}</p>`) => ({ id, title, content });
/** The visitors' popup list in English and the same announcements in Chinese (a language change). */
const visitorList = [entry('1', 'Join now'), entry('2', 'Welcome')];
const visitorListCn = [entry('1', '立即加入'), entry('2', '欢迎')];
const changedList = [entry('1', 'Join now', '<p>New terms</p>'), entry('2', 'Welcome')];
const memberList = [entry('3', 'Weekend bonus'), entry('4', 'First-login gift')];

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
      ],
      abstractContext: (c: {
        items: { title: string; content: string }[];
        group: string;
        language: string;
        memory: unknown;
      }) => ({ list: popupSignature(c.items), group: c.group, language: c.language, memory: c.memory }),
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
];
