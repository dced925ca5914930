import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { announcementPopupMachine } from './announcementPopup.machine';
import type { announcementsMachine } from './announcements.machine';
import type { customerServiceMachine } from './customerService.machine';
import type { helpMachine } from './help.machine';
import type { inboxMachine } from './inbox.machine';
import type { liveChatMachine } from './liveChat.machine';
import type { noticeReadMachine } from './noticeRead.machine';
import type { popupCarouselMachine } from './popupCarousel.machine';
import type { registerBannersMachine } from './registerBanners.machine';
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
  noticeRead: labelsFor<typeof noticeReadMachine>({
    events: {
      MARK_READ: 'The player opens an unread notice',
      SESSION_CHANGED: 'The player logs in or out',
    },
    actors: { markRead: 'the mark-read call', sessionChanges: 'hears login and logout' },
    guards: {
      isNewId: 'not flagged read yet',
      isLoggedInChange: 'logged in',
      isLoggedOutChange: 'logged out',
      hasQueue: 'another notice waits',
    },
  }),
  announcementPopup: labelsFor<typeof announcementPopupMachine>({
    events: {
      LIST_LOADED: 'The popup list arrived (start, login, logout, language)',
      CLOSE: 'The player taps Close or presses Escape',
      BACKDROP: 'The player taps outside the popup',
      OPEN_LINK: 'The player taps a link in an announcement',
      HOLD: 'Home opens its app-download offer',
      RELEASE: 'The app-download offer closed',
    },
    actors: { popupLists: 'the announcements list' },
    guards: {
      hasListToShow: 'the list held is not the one closed, no other popup open',
      free: 'no other popup is open',
      releasesListToShow: 'the list held is not the one closed',
      arrivedListToShow: 'the new list is not the one closed',
      translationOfClosed: 'it is the closed list in another language',
      externalLink: 'the link starts with http',
    },
  }),
  popupCarousel: labelsFor<typeof popupCarouselMachine>({
    events: {
      GO_TO: 'The player taps an entry dot',
      INTERACT: 'The player touches, swipes or types in the entries',
    },
    guards: { moves: 'there are several entries and motion is welcome' },
  }),
  registerBanners: labelsFor<typeof registerBannersMachine>({
    events: {
      START: 'The screen opens',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'A screen asks to reload',
      RETRY: 'The player taps Retry',
    },
    actors: { load: 'the registration banners call' },
  }),
  customerService: labelsFor<typeof customerServiceMachine>({
    events: {
      START: 'The site config and texts are in',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'Asked to reload',
      RETRY: 'Asked to retry',
    },
    actors: { load: 'the customer-service call' },
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
