import type { MachineLinks, WalkModel } from './walk-model';

/**
 * The inbox as a person sees it (spec §2 "Message center", §7): a fresh member's inbox holds the three broadcast
 * messages, all unread; opening one shows it and marks it read, and back on the hub the Messages badge shows one
 * less; "Mark all read" reads the rest and the badge goes.
 */
export const inboxModel = {
  id: 'inbox',
  initial: 'inboxUnread',
  states: {
    inboxUnread: {
      description: 'The inbox lists three messages, all unread, with "Mark all read".',
      on: { OPEN_UNREAD: 'reading' },
    },
    reading: {
      description: "The reader shows the newest message's title and text; its row in the list reads read.",
      on: { CLOSE_READER: 'inboxOneRead' },
    },
    inboxOneRead: {
      description: 'The reader is closed: one message read, two unread.',
      on: { BACK_TO_HUB: 'hubTwoUnread', MARK_ALL: 'allRead' },
    },
    hubTwoUnread: {
      description: 'The message centre: the Messages row shows 2.',
    },
    allRead: {
      description: 'Every message reads read; "Mark all read" is gone.',
      on: { BACK_TO_HUB: 'hubNoUnread' },
    },
    hubNoUnread: {
      description: 'The message centre: the Messages row shows no badge.',
    },
  },
} as const satisfies WalkModel;

export const inboxLinks: MachineLinks<typeof inboxModel> = {
  states: {
    inboxUnread: ['inbox.list.pages.idle', 'inbox.list.reading.idle'],
    reading: ['inbox.list.reading.marking', 'inbox.list.reading.idle'],
    inboxOneRead: ['inbox.list.pages.idle', 'inbox.list.reading.idle'],
    hubTwoUnread: ['unreadCounts.member.cooling', 'unreadCounts.member.idle'],
    allRead: ['inbox.list.pages.idle', 'inbox.list.reading.idle'],
    hubNoUnread: ['unreadCounts.member.cooling', 'unreadCounts.member.idle'],
  },
  events: {
    OPEN_UNREAD: ['inbox:OPEN', 'unreadCounts:INBOX_UNREAD'],
    CLOSE_READER: ['inbox:CLOSE'],
    BACK_TO_HUB: ['unreadCounts:REFRESH'],
    MARK_ALL: ['inbox:MARK_ALL', 'unreadCounts:INBOX_UNREAD'],
  },
};
