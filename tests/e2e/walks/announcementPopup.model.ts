import type { MachineLinks, WalkModel } from './walk-model';

/**
 * The announcement popup's lifecycle as a visitor sees it (spec §2 "Announcement popup", §4): it comes over home
 * after its delay; Close or a backdrop tap closes it and it stays closed after a reload; a changed list brings it
 * back; an http link opens a new window and keeps it; an in-app link navigates and closes it.
 */
export const announcementPopupModel = {
  id: 'announcementPopup',
  initial: 'homeOpened',
  states: {
    homeOpened: {
      description: 'Home as a visitor, just opened: the popup waits for its list and its 500 ms delay.',
      on: { WAIT_FOR_POPUP: 'popupShown' },
    },
    popupShown: {
      description: "The 'Welcome' popup over home with the visitors' entry: title, date and content.",
      on: {
        TAP_CLOSE: 'closed',
        TAP_BACKDROP: 'closed',
        TAP_EXTERNAL_LINK: 'externalOpened',
        TAP_APP_LINK: 'navigatedAway',
      },
    },
    externalOpened: {
      description: 'A new window shows the http link; the popup stays open over home.',
      on: { PRESS_ESCAPE: 'closed' },
    },
    closed: {
      description: 'The popup has gone (200 ms); home takes taps again.',
      on: { RELOAD: 'stillClosed', CHANGE_LIST_AND_RELOAD: 'shownAgain' },
    },
    stillClosed: {
      description: 'After a reload the popup does not come back: the closed list is remembered.',
    },
    shownAgain: {
      description: 'The list changed on the server: after a reload the popup shows the new content.',
    },
    navigatedAway: {
      description: "The in-app link's screen (/m/register); the popup closed.",
    },
  },
} as const satisfies WalkModel;

export const announcementPopupLinks: MachineLinks<typeof announcementPopupModel> = {
  states: {
    homeOpened: ['announcementPopup.delaying'],
    popupShown: ['announcementPopup.shown'],
    externalOpened: ['announcementPopup.shown'],
    closed: ['announcementPopup.hidden'],
    stillClosed: ['announcementPopup.hidden'],
    shownAgain: ['announcementPopup.shown'],
    navigatedAway: ['announcementPopup.hidden'],
  },
  events: {
    WAIT_FOR_POPUP: ['announcementPopup:LIST_LOADED'],
    TAP_CLOSE: ['announcementPopup:CLOSE'],
    TAP_BACKDROP: ['announcementPopup:BACKDROP'],
    TAP_EXTERNAL_LINK: ['announcementPopup:OPEN_LINK'],
    TAP_APP_LINK: ['announcementPopup:OPEN_LINK'],
    PRESS_ESCAPE: ['announcementPopup:CLOSE'],
    // A reload starts a new visit: its popup hears the list again.
    RELOAD: ['announcementPopup:LIST_LOADED'],
    CHANGE_LIST_AND_RELOAD: ['announcementPopup:LIST_LOADED'],
  },
};
