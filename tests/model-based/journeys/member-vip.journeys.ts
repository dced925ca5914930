import type { Journey } from '../journey-types';

/** Spec journeys of VIP benefits and the leaderboard (issue 15 items 2 and 4, §6 flag VIP and roles). */

const level = (n: number, threshold: number) => ({
  level: n,
  name: `VIP${n}`,
  threshold,
  rebatePercent: 0.5,
  upgradeBonus: 18,
  birthdayBonus: 18,
  monthlySalary: 0,
});
const info = (credited: { level: number; name: string; bonus: number }[]) => ({
  levels: [level(0, 0), level(1, 1000), level(2, 10000)],
  current: { level: 1, name: 'VIP1' },
  next: { level: 2, name: 'VIP2', threshold: 10000 },
  progress: { turnover: 1200, deposits: 0, total: 1200, toNext: 8800, percent: 2 },
  credited,
});
const board = (period: 'today' | 'week', rows: number) => ({
  period,
  currencySymbol: '$',
  rows: Array.from({ length: rows }, (_, i) => ({ rank: i + 1, customerName: 'ab***c', winAmount: 50, rounds: 1 })),
  own: null,
});

export const memberVipJourneys: Journey[] = [
  {
    machine: 'vipBenefits',
    name: 'a member reaching a level sees it, and the paid bonus refreshes the balance and the label',
    spec: 'issue 15 item 2',
    input: { memberType: 0, vipOn: true },
    start: { state: 'loading', context: { info: null } },
    steps: [
      {
        resolve: 'loadVip',
        output: info([{ level: 1, name: 'VIP1', bonus: 18 }]),
        state: 'shown',
        context: { info: info([{ level: 1, name: 'VIP1', bonus: 18 }]) },
        sent: [
          { to: 'session', event: { type: 'REFRESH_WALLET' } },
          { to: 'session', event: { type: 'REFRESH_MEMBER' } },
        ],
      },
    ],
  },
  {
    machine: 'vipBenefits',
    name: 'a read that paid nothing leaves the wallet alone; a failure can be retried',
    spec: 'issue 15 item 2, brief "a failed call can be retried"',
    input: { memberType: 0, vipOn: true },
    start: { state: 'loading' },
    steps: [
      { reject: 'loadVip', state: 'failed', context: { info: null } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'loadVip', output: info([]), state: 'shown', sent: [] },
    ],
  },
  {
    machine: 'vipBenefits',
    name: 'with the VIP flag off the page says the feature is unavailable and loads nothing',
    spec: '§6 flag VIP',
    input: { memberType: 0, vipOn: false },
    start: { state: 'unavailable', sent: [] },
    steps: [],
  },
  {
    machine: 'vipBenefits',
    name: 'a visitor is sent to login',
    spec: '§6 Visitor, §4 member centre',
    input: { memberType: null, vipOn: true },
    start: {
      state: 'leaving',
      sent: [
        {
          to: 'notifications',
          event: { type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: 2000 },
        },
        { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: true } },
      ],
    },
    steps: [],
  },
  {
    machine: 'vipBenefits',
    name: 'a trial member gets the register alert and still sees the levels',
    spec: '§4 member centre (trial alert)',
    input: { memberType: 4, vipOn: true },
    start: {
      state: 'loading',
      sent: [
        {
          to: 'notifications',
          event: {
            type: 'CONFIRM',
            title: { key: 'errors.in_popup_prompt' },
            message: { key: 'shell.registerPrompt' },
            confirmLabel: { key: 'shell.registerNow' },
            confirmHref: '/m/register',
          },
        },
      ],
    },
    steps: [{ resolve: 'loadVip', output: info([]), state: 'shown' }],
  },
  {
    machine: 'leaderboard',
    name: 'today loads first; this week replaces it; a period nobody won in shows "No data"',
    spec: 'issue 15 item 4',
    input: { period: 'today' },
    start: { state: 'loading', context: { period: 'today', board: null } },
    steps: [
      { resolve: 'loadBoard', output: board('today', 2), state: 'list', context: { board: board('today', 2) } },
      { send: { type: 'SELECT_PERIOD', period: 'today' }, state: 'list' },
      { send: { type: 'SELECT_PERIOD', period: 'week' }, state: 'loading', context: { period: 'week', board: null } },
      { resolve: 'loadBoard', output: board('week', 0), state: 'empty', context: { board: board('week', 0) } },
      { send: { type: 'SELECT_PERIOD', period: 'today' }, state: 'loading', context: { period: 'today' } },
    ],
  },
  {
    machine: 'leaderboard',
    name: 'a failed load offers a retry; a tab change while loading starts over; a slow call times out',
    spec: 'issue 15 item 4, brief "a failed call can be retried"',
    input: { period: 'week' },
    start: { state: 'loading', context: { period: 'week' } },
    steps: [
      { reject: 'loadBoard', state: 'failed', context: { board: null } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { send: { type: 'SELECT_PERIOD', period: 'today' }, state: 'loading', context: { period: 'today' } },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'SELECT_PERIOD', period: 'week' }, state: 'loading', context: { period: 'week' } },
      { resolve: 'loadBoard', output: board('week', 1), state: 'list' },
    ],
  },
];
