import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { announcementsMachine } from './announcements.machine';
import type { helpMachine } from './help.machine';
import type { inboxMachine } from './inbox.machine';
import type { liveChatMachine } from './liveChat.machine';
import type { unreadCountsMachine } from './unreadCounts.machine';

/** Plain-language words for the messages diagrams (docs/flows), by machine id then event type. */
export const messagesLabels: AreaLabels = {
  announcements: labelsFor<typeof announcementsMachine>({
    events: {
      START: 'The screen opens',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'A screen asks to reload',
      RETRY: 'The player taps Retry',
    },
    actors: { load: 'the announcements call' },
  }),
  help: labelsFor<typeof helpMachine>({
    events: {
      START: 'The screen opens',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'A screen asks to reload',
      RETRY: 'The player taps Retry',
    },
    actors: { load: 'the help list call' },
  }),
  unreadCounts: labelsFor<typeof unreadCountsMachine>({
    events: {
      FACTS_CHANGED: 'The player logged in or out (or the vendors changed)',
      CONFIG_LOADED: 'The site config arrived (the live chat flag)',
      REFRESH: 'The message centre opens, or a chat was launched',
      INBOX_UNREAD: 'The inbox reports the unread count the server gave',
    },
    actors: {
      loadCounts: 'the unread calls (inbox, and chat with CBS3)',
      launchFacts: 'the session watcher',
      followConfig: 'the site config watcher',
    },
    guards: {
      isRealMemberNow: 'the player is a real member (type 0, 1, 2)',
      askedAgain: 'a refresh was asked for meanwhile',
    },
  }),
  inbox: labelsFor<typeof inboxMachine>({
    events: {
      MORE: 'The player taps More',
      RETRY: 'The player taps Retry',
      OPEN: 'The player opens a message',
      CLOSE: 'The player closes the message',
      MARK_ALL: 'The player taps Mark all read',
    },
    actors: {
      loadPage: 'the first page call',
      loadMore: 'the next page call',
      markRead: 'the mark-read call',
      markAllRead: 'the mark-all-read call',
    },
    guards: {
      isVisitor: 'the player is a visitor',
      isTrial: 'the player is a trial member',
      hasMore: 'pages are left',
      opensUnread: 'the message is unread',
      hasQueue: 'a read message waits for its call',
      anyUnread: 'some message is unread',
    },
  }),
  liveChat: labelsFor<typeof liveChatMachine>({
    events: { LAUNCH: 'The player taps Live chat' },
    actors: { launchChat: 'the chat launch call' },
  }),
};
