import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { announcementPopupMachine } from './announcementPopup.machine';
import type { announcementsMachine } from './announcements.machine';
import type { customerServiceMachine } from './customerService.machine';
import type { helpMachine } from './help.machine';
import type { noticeReadMachine } from './noticeRead.machine';
import type { popupCarouselMachine } from './popupCarousel.machine';
import type { registerBannersMachine } from './registerBanners.machine';

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
    },
    actors: { popupLists: 'the announcements list' },
    guards: {
      hasListToShow: 'the list held is not the one closed',
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
};
