import type { CatalogEntry } from '../catalog-types';
import { catalogEntry } from '../catalog-types';
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
];
