import type { Journey } from '../journey-types';

/** Spec journeys of member home (issue 15 item 1, §4 "Member centre") and the balance's hide/show choice (§2). */

const refresh = [
  { to: 'session', event: { type: 'REFRESH_MEMBER' } },
  { to: 'session', event: { type: 'REFRESH_WALLET' } },
];
const phase = (p: string) => ({ type: 'MEMBER_PHASE', phase: p });
const open = (info: string, language = 'closed') => ({ open: { info, language } });

export const memberCentreJourneys: Journey[] = [
  {
    machine: 'memberHome',
    name: 'a member opens member home: info and balance refreshed; failure retried; the session ends and comes back',
    spec: 'issue 15 item 1: member info from /wps/member/info, refreshed on entry; balance with refresh',
    input: { memberType: 0 },
    start: { state: open('loading'), sent: refresh },
    steps: [
      { send: phase('loading'), state: open('loading'), sent: [] },
      { send: phase('ready'), state: open('ready') },
      // Another screen's refresh failing later does not take member home away from what it shows.
      { send: phase('failed'), state: open('ready') },
      { send: phase('loggedOut'), state: open('signedOut') },
      { send: phase('loading'), state: open('loading'), sent: refresh },
      { send: phase('failed'), state: open('failed') },
      { send: { type: 'RETRY' }, state: open('loading'), sent: refresh },
      { wait: 20_000, state: open('failed') },
      { send: phase('ready'), state: open('ready') },
    ],
  },
  {
    machine: 'memberHome',
    name: 'the language entry opens the language choice; picking one changes the language, closing changes nothing',
    spec: 'issue 15 item 1: language (opens the existing language choice)',
    input: { memberType: 1 },
    start: { state: open('loading') },
    steps: [
      { send: { type: 'OPEN_LANGUAGE' }, state: open('loading', 'choosing') },
      { send: { type: 'CLOSE_LANGUAGE' }, state: open('loading'), sent: [] },
      { send: { type: 'OPEN_LANGUAGE' }, state: open('loading', 'choosing') },
      {
        send: { type: 'CHOOSE_LANGUAGE', language: 'TH' },
        state: open('loading'),
        sent: [{ to: 'language', event: { type: 'CHANGE', language: 'TH' } }],
      },
    ],
  },
  {
    machine: 'memberHome',
    name: 'a visitor opening member home is sent to /m/login',
    spec: '§4 Member centre: a guest goes to /m/login; §6 Visitor',
    input: { memberType: null },
    start: {
      state: 'leaving',
      sent: [
        { to: 'notifications', event: { type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: 2000 } },
        { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: true } },
      ],
    },
    steps: [],
  },
  {
    machine: 'memberHome',
    name: 'a trial member gets the alert: "register now" leads to /m/register',
    spec: "§4 Member centre: a type-4 member sees an alert with cancel and 'register now' (goes to /m/register)",
    input: { memberType: 4 },
    start: { state: 'registerPrompt' },
    steps: [
      {
        send: { type: 'REGISTER_NOW' },
        state: 'leaving',
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/register', replace: true } }],
      },
    ],
  },
  {
    machine: 'memberHome',
    name: 'a trial member cancels the alert: home, member home stays closed',
    spec: '§4 Member centre (cancel), issue 15 item 1',
    input: { memberType: 4 },
    start: { state: 'registerPrompt' },
    steps: [
      {
        send: { type: 'REGISTER_LATER' },
        state: 'leaving',
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home', replace: true } }],
      },
      { send: { type: 'OPEN_LANGUAGE' }, state: 'leaving' },
    ],
  },
  {
    machine: 'session',
    name: 'the balance hide/show choice holds for the visit, across a login',
    spec: '§2 balance widget: hide/show toggle (hidden shows asterisks); issue 15 item 1 reuses it on member home',
    start: { state: 'loggedOut', context: { balanceHidden: false } },
    steps: [
      { send: { type: 'TOGGLE_BALANCE' }, state: 'loggedOut', context: { balanceHidden: true } },
      {
        send: { type: 'LOGGED_IN', answer: { token: 't', userName: 'ann', type: 0 } },
        state: { loggedIn: { member: 'loading', wallet: 'loading', logout: 'idle' } },
        context: { balanceHidden: true },
      },
      {
        send: { type: 'TOGGLE_BALANCE' },
        state: { loggedIn: { member: 'loading', wallet: 'loading', logout: 'idle' } },
        context: { balanceHidden: false },
      },
    ],
  },
];
