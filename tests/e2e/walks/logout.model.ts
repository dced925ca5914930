import type { MachineLinks, WalkModel } from './walk-model';

/**
 * Logout as a person sees it (spec §4 "Logout"): from the side menu, a 'sure to log out?' popup that can be
 * cancelled or confirmed; cancelling keeps the member in, confirming leaves a visitor on home, who can log in again.
 */
export const logoutModel = {
  id: 'logout',
  initial: 'memberHome',
  states: {
    memberHome: {
      description: 'Home as a member: the balance bar with Deposit; the session is saved.',
      on: { TAP_LOG_OUT: 'confirmShown' },
    },
    confirmShown: {
      description: "The 'sure to log out?' popup with Cancel and Submit.",
      on: { TAP_CANCEL: 'memberHome', TAP_SUBMIT: 'visitorHome' },
    },
    visitorHome: {
      description: 'Home as a visitor: Login and Register in the top bar; no saved session.',
      on: { LOG_IN_AGAIN: 'memberHome' },
    },
  },
} as const satisfies WalkModel;

export const logoutLinks: MachineLinks<typeof logoutModel> = {
  states: {
    memberHome: ['session.loggedIn.logout.idle'],
    confirmShown: ['session.loggedIn.logout.confirming'],
    visitorHome: ['session.loggedOut'],
  },
  events: {
    TAP_LOG_OUT: ['session:LOGOUT'],
    TAP_CANCEL: ['session:LOGOUT_CANCEL'],
    TAP_SUBMIT: ['session:LOGOUT_CONFIRM'],
    LOG_IN_AGAIN: ['login:CHANGE', 'login:SUBMIT', 'session:LOGGED_IN'],
  },
};
