import type { MachineLinks, WalkModel } from './walk-model';

/**
 * Member home as a person sees it (issue 15 item 1): a fresh member taps the bottom bar's Member item and sees the
 * card (account, VIP label, balance) and the entries; the language entry opens the language choice, the theme entry
 * switches the theme, the eye hides the balance, Log out asks first. Logged out, the person tries free play: the
 * Member item then shows the "register now" alert (Cancel stays), and the address typed shows it too, where
 * "Register now" leads to registration.
 */
export const memberHomeModel = {
  id: 'memberHome',
  initial: 'memberHome',
  states: {
    memberHome: {
      description: 'Member home (new layout): the card with the account, VIP label and balance; every entry.',
      on: {
        OPEN_LANGUAGE: 'languageChoice',
        HIDE_BALANCE: 'balanceHidden',
        TAP_THEME: 'lightTheme',
        TAP_LOG_OUT: 'logoutConfirm',
      },
    },
    languageChoice: {
      description: 'The language choice over member home, the current language marked.',
      on: { CLOSE_LANGUAGE: 'memberHome' },
    },
    balanceHidden: {
      description: 'The balance shows asterisks; the eye reads "Show balance".',
      on: { SHOW_BALANCE: 'memberHome' },
    },
    lightTheme: {
      description: 'The page is in the light theme; the theme entry reads "Light".',
      on: { TAP_THEME: 'memberHome' },
    },
    logoutConfirm: {
      description: "The 'sure to log out?' popup with Cancel and Submit, over member home.",
      on: { TAP_CANCEL: 'memberHome', TAP_SUBMIT: 'visitorHome' },
    },
    visitorHome: {
      description: 'Home as a visitor: Login and Register in the top bar.',
      on: { FREE_PLAY: 'trialHome' },
    },
    trialHome: {
      description: 'Home as a trial member (type 4): the balance bar; no alert.',
      on: { TAP_MEMBER_ITEM: 'trialAlert', TYPE_ADDRESS: 'trialAlertOnMemberHome' },
    },
    trialAlert: {
      description: 'The alert over home: "register now" and Cancel.',
      on: { CANCEL_ALERT: 'trialHome' },
    },
    trialAlertOnMemberHome: {
      description: 'At /m/member/home typed in: the same alert, and no member home behind it.',
      on: { REGISTER_NOW: 'registerScreen' },
    },
    registerScreen: {
      description: 'The registration form (/m/register).',
    },
  },
} as const satisfies WalkModel;

export const memberHomeLinks: MachineLinks<typeof memberHomeModel> = {
  states: {
    memberHome: [
      'memberHome.open.info.ready',
      'memberHome.open.language.closed',
      'session.loggedIn.logout.idle',
      'theme.dark',
    ],
    languageChoice: ['memberHome.open.language.choosing'],
    balanceHidden: ['memberHome.open.info.ready', 'session.loggedIn.logout.idle'],
    lightTheme: ['memberHome.open.info.ready', 'theme.light'],
    logoutConfirm: ['session.loggedIn.logout.confirming', 'notifications.dialog.open'],
    visitorHome: ['session.loggedOut'],
    trialHome: ['session.loggedIn.logout.idle', 'notifications.dialog.closed'],
    trialAlert: ['notifications.dialog.open'],
    trialAlertOnMemberHome: ['memberHome.registerPrompt', 'notifications.dialog.open'],
    registerScreen: ['registration.editing'],
  },
  events: {
    OPEN_LANGUAGE: ['memberHome:OPEN_LANGUAGE'],
    CLOSE_LANGUAGE: ['memberHome:CLOSE_LANGUAGE'],
    HIDE_BALANCE: ['session:TOGGLE_BALANCE'],
    SHOW_BALANCE: ['session:TOGGLE_BALANCE'],
    TAP_THEME: ['theme:TOGGLE'],
    TAP_LOG_OUT: ['session:LOGOUT'],
    TAP_CANCEL: ['notifications:DIALOG_CANCEL', 'session:LOGOUT_CANCEL'],
    TAP_SUBMIT: ['notifications:DIALOG_CONFIRM', 'session:LOGOUT_CONFIRM'],
    FREE_PLAY: ['session:FREE_PLAY'],
    TAP_MEMBER_ITEM: ['notifications:CONFIRM'],
    CANCEL_ALERT: ['notifications:DIALOG_CANCEL'],
    TYPE_ADDRESS: ['notifications:CONFIRM'],
    REGISTER_NOW: ['notifications:DIALOG_CONFIRM', 'memberHome:REGISTER_NOW'],
  },
};
