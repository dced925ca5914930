import * as loginPopupView from '../../../src/machines/account/loginPopup.view';
import * as customerServiceView from '../../../src/machines/messages/customerService.view';
import type { Journey } from '../journey-types';
import { contentJourney } from './content';

/** Spec journeys of customer service (§3, §7) and the login popup (§3 showLogin, §4 login modal, §8). */

const entries = [
  { csType: 'CS', path: '/support' },
  { csType: 'LIVECHAT', path: '/support?channel=livechat' },
  { csType: 'WHATSAPP', path: 'https://wa.me/10000000000' },
  { csType: '3', path: 'https://service.example' },
];
const opened = [
  { effect: 'saveShowLogin', params: { open: true } },
  { effect: 'markBody', params: { open: true } },
];
const closedEffects = [
  { effect: 'saveShowLogin', params: { open: false } },
  { effect: 'markBody', params: { open: false } },
];

export const serviceJourneys: Journey[] = [
  contentJourney('customerService', '§7 customer service', 250, entries),
  {
    machine: 'customerService',
    name: 'the decrypted entries give the CS icon link, WhatsApp, live chat and the type 3 service link',
    spec: '§2 floating service icon (only with a CS entry), §3 customer service entry',
    reads: customerServiceView,
    start: {
      state: 'waiting',
      view: { selectCsLink: null, selectServiceLink: null, selectWhatsAppLink: null, selectLiveChatLink: null },
    },
    steps: [
      { send: { type: 'START' }, state: 'loading' },
      {
        resolve: 'load',
        output: entries,
        state: 'ready',
        view: {
          selectCsLink: '/support',
          selectServiceLink: 'https://service.example',
          selectWhatsAppLink: 'https://wa.me/10000000000',
          selectLiveChatLink: '/support?channel=livechat',
        },
      },
      { send: { type: 'RELOAD' }, state: 'loading' },
      // Nothing decrypted (the implementation logged why): no icon, no service link.
      { resolve: 'load', output: [], state: 'ready', view: { selectCsLink: null, selectServiceLink: null } },
    ],
  },
  {
    machine: 'loginPopup',
    name: 'a session that ended opens the popup over the screen; a login closes it and the screen goes on',
    spec: '§3 showLogin, §4 login modal body class, §8 The account has been logged out, please log in again',
    input: { showLogin: false },
    reads: loginPopupView,
    start: { state: 'closed', context: { reason: null, continueTo: null }, effects: [] },
    steps: [
      // Being logged out says nothing to a closed popup.
      { send: { type: 'SESSION_CHANGED', loggedIn: false }, state: 'closed', effects: [], sent: [] },
      {
        send: { type: 'OPEN', reason: 'sessionEnded' },
        state: 'open',
        context: { reason: 'sessionEnded', continueTo: null },
        effects: opened,
        view: { selectLoginPopupOpen: true, selectLoginPopupMessageKey: 'errors.loggedOut' },
      },
      // The session flipping to logged out (it just ended) keeps the popup.
      { send: { type: 'SESSION_CHANGED', loggedIn: false }, state: 'open', effects: [] },
      // Logged in inside the popup: it closes; nothing navigates, the screen continues.
      {
        send: { type: 'SESSION_CHANGED', loggedIn: true },
        state: 'closed',
        context: { reason: null, continueTo: null },
        effects: closedEffects,
        sent: [],
        view: { selectLoginPopupOpen: false, selectLoginPopupMessageKey: null },
      },
      // A session existing while closed changes nothing.
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: 'closed', effects: [], sent: [] },
      { send: { type: 'CLOSE' }, state: 'closed', effects: [] },
    ],
  },
  {
    machine: 'loginPopup',
    name: 'a visitor tapping a member-only shortcut gets the popup; after login the tap leads on; closing stays',
    spec: '§2 home shortcut tiles, §6 Visitor, §8 Sorry, you are not logged in! please login first.',
    reads: loginPopupView,
    start: { state: 'closed' },
    steps: [
      {
        send: { type: 'OPEN', reason: 'memberOnly', continueTo: '/m/rewardCenter' },
        state: 'open',
        context: { reason: 'memberOnly', continueTo: '/m/rewardCenter' },
        effects: opened,
        view: { selectLoginPopupMessageKey: 'errors.notLoggedIn' },
      },
      // Closing without logging in: home stays, nothing follows.
      { send: { type: 'CLOSE' }, state: 'closed', context: { continueTo: null }, effects: closedEffects, sent: [] },
      { send: { type: 'OPEN', reason: 'memberOnly', continueTo: '/m/rewardCenter' }, state: 'open' },
      // Another tap while open: its destination is the one that follows.
      {
        send: { type: 'OPEN', reason: 'memberOnly', continueTo: '/m/member/benefits' },
        state: 'open',
        context: { continueTo: '/m/member/benefits' },
        effects: [],
      },
      {
        send: { type: 'SESSION_CHANGED', loggedIn: true },
        state: 'closed',
        effects: closedEffects,
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/member/benefits' } }],
      },
    ],
  },
  {
    machine: 'loginPopup',
    name: 'a reload while the popup was open reopens it (saved showLogin); a session closes it',
    spec: '§3 local flag showLogin',
    input: { showLogin: true },
    start: { state: 'open', context: { reason: null, continueTo: null }, effects: opened },
    steps: [{ send: { type: 'SESSION_CHANGED', loggedIn: true }, state: 'closed', effects: closedEffects, sent: [] }],
  },
];
