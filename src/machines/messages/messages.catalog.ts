import { type CatalogEntry, catalogEntry } from '../catalog-types';
import { customerServiceMachine } from './customerService.machine';
import { noticeReadMachine } from './noticeRead.machine';

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
