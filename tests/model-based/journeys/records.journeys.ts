import * as gameRoundsView from '../../../src/machines/wallet/gameRounds.view';
import * as moneyRecordsView from '../../../src/machines/wallet/moneyRecords.view';
import type { Journey } from '../journey-types';

/** Spec journeys of game records /m/gameRecord (issue 14 item 4, §6 roles, §8 "Loading failed, click to retry"). */

const today = { from: '2026-11-24T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' };
const week = { from: '2026-11-18T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' };
const round = (id: string, net: number) => ({
  roundId: id,
  gameName: 'Lucky Reels',
  vendor: 'BGS',
  vendorName: 'BGS Slots',
  category: 'RNG',
  bet: 1,
  win: 1 + net,
  net,
  status: 'SETTLED',
  createdAt: '2026-11-24T10:00:00.000Z',
});
const rows = <R>(pageNum: number, totalPages: number, total: number, list: R[]) => ({
  rows: list,
  pageNum,
  totalPages,
  total,
});
const summary = (rounds: number, net: number) => ({
  days: [{ date: '2026-11-24', rounds, bets: rounds, wins: rounds + net, net }],
  total: { rounds, bets: rounds, wins: rounds + net, net },
});
const record = (id: string, kind: 'DEPOSIT' | 'WITHDRAW', status: string) => ({
  id,
  kind,
  amount: 100,
  fee: 0,
  status,
  channel: kind === 'DEPOSIT' ? 'EWALLET' : 'BANK_CARD',
  channelName: kind === 'DEPOSIT' ? 'E-wallet' : 'Bank of Demo',
  reference: `REF-${id}`,
  createdAt: '2026-11-24T09:00:00.000Z',
});

export const recordsJourneys: Journey[] = [
  {
    machine: 'gameRecord',
    name: 'a visitor (also by a typed address) is sent to /m/login with in_logged_login',
    spec: '§6 Visitor, issue 14 item 6',
    input: { memberType: null, tab: 'money' },
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
    machine: 'gameRecord',
    name: 'a trial member opens the tab of the address and switches tabs; each switch is written into the address',
    spec: 'issue 14 item 4 (tabs in the address), §6 Trial member',
    input: { memberType: 4, tab: 'lottery' },
    start: { state: 'open', context: { tab: 'lottery' }, sent: [] },
    steps: [
      {
        send: { type: 'SELECT_TAB', tab: 'money' },
        state: 'open',
        context: { tab: 'money' },
        effects: [{ effect: 'showInAddress', params: { tab: 'money' } }],
      },
      // The tab already shown: nothing changes, the address is left alone.
      { send: { type: 'SELECT_TAB', tab: 'money' }, state: 'open', context: { tab: 'money' }, effects: [] },
      {
        send: { type: 'SELECT_TAB', tab: 'rounds' },
        state: 'open',
        context: { tab: 'rounds' },
        effects: [{ effect: 'showInAddress', params: { tab: 'rounds' } }],
      },
    ],
  },
  {
    machine: 'gameRounds',
    name: 'today’s rounds with their summary, then 7 days in RNG: the period is kept for the next page',
    spec: 'issue 14 item 4 (rounds, daily summary, filters, pages)',
    input: { range: 'today', category: '' },
    reads: gameRoundsView,
    start: { state: 'loading', context: { range: 'today', category: '' }, view: { selectLoading: true } },
    steps: [
      {
        resolve: 'loadFirst',
        output: { period: today, page: rows(1, 1, 1, [round('R1', 1.5)]), summary: summary(1, 1.5) },
        state: { list: 'idle' },
        context: { period: today, page: 1, totalPages: 1, total: 1, summary: summary(1, 1.5) },
        view: { selectLoading: false, selectShowsList: true, selectCanLoadMore: false },
      },
      // The last page: 'more' does nothing.
      { send: { type: 'MORE' }, state: { list: 'idle' } },
      {
        send: { type: 'FILTER', range: '7d' },
        state: 'loading',
        context: { range: '7d', category: '', rounds: [], summary: null, period: null },
        effects: [{ effect: 'showInAddress', params: { range: '7d', category: '' } }],
      },
      // A second filter while loading: the load starts again with both.
      {
        send: { type: 'FILTER', category: 'RNG' },
        state: 'loading',
        context: { range: '7d', category: 'RNG' },
        effects: [{ effect: 'showInAddress', params: { range: '7d', category: 'RNG' } }],
      },
      // The same filter again changes nothing.
      { send: { type: 'FILTER', range: '7d', category: 'RNG' }, state: 'loading', effects: [] },
      {
        resolve: 'loadFirst',
        output: { period: week, page: rows(1, 2, 3, [round('R9', -1), round('R8', 2)]), summary: summary(3, 0) },
        state: { list: 'idle' },
        context: { period: week, page: 1, totalPages: 2, total: 3 },
        view: { selectCanLoadMore: true },
      },
      { send: { type: 'MORE' }, state: { list: 'loadingMore' }, view: { selectLoadingMore: true } },
      // A failed page keeps what was shown.
      {
        reject: 'loadMore',
        state: { list: 'moreFailed' },
        context: { page: 1, rounds: [round('R9', -1), round('R8', 2)] },
        view: { selectMoreFailed: true },
      },
      { send: { type: 'RETRY' }, state: { list: 'loadingMore' } },
      // A round already shown (the list moved meanwhile) is not repeated.
      {
        resolve: 'loadMore',
        output: rows(2, 2, 3, [round('R8', 2), round('R7', 0)]),
        state: { list: 'idle' },
        context: { page: 2, rounds: [round('R9', -1), round('R8', 2), round('R7', 0)] },
        view: { selectCanLoadMore: false },
      },
    ],
  },
  {
    machine: 'gameRounds',
    name: 'a failed first load retries; a slow one fails after the request timeout; a filter also retries',
    spec: '§8 Loading failed, click to retry; §9 request timeout',
    input: { range: '30d', category: 'LIVE' },
    reads: gameRoundsView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadFirst', state: 'failed', view: { selectFailed: true } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      {
        send: { type: 'FILTER', range: 'today' },
        state: 'loading',
        context: { range: 'today', category: 'LIVE' },
        effects: [{ effect: 'showInAddress', params: { range: 'today', category: 'LIVE' } }],
      },
      {
        resolve: 'loadFirst',
        output: { period: today, page: rows(1, 0, 0, []), summary: summary(0, 0) },
        state: { list: 'idle' },
        context: { rounds: [], total: 0 },
        view: { selectShowsList: true, selectCanLoadMore: false },
      },
    ],
  },
  {
    machine: 'gameRounds',
    name: 'a slow next page fails after the request timeout; More asks again',
    spec: '§9 request timeout',
    input: { range: 'today', category: '' },
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadFirst',
        output: { period: today, page: rows(1, 2, 2, [round('R2', 1)]), summary: summary(2, 0) },
        state: { list: 'idle' },
      },
      { send: { type: 'MORE' }, state: { list: 'loadingMore' } },
      { wait: 20_000, state: { list: 'moreFailed' } },
      { send: { type: 'MORE' }, state: { list: 'loadingMore' } },
    ],
  },
  {
    machine: 'moneyRecords',
    name: 'all records of today, then deposits of 7 days page by page, with a failed page retried',
    spec: 'issue 14 item 4 (money records: kind, date range, pages)',
    input: { memberType: 0, kind: 'ALL', range: 'today' },
    reads: moneyRecordsView,
    start: { state: 'loading', context: { kind: 'ALL', range: 'today' }, view: { selectLoading: true } },
    steps: [
      {
        resolve: 'loadFirst',
        output: {
          period: today,
          page: rows(1, 1, 2, [record('W1', 'WITHDRAW', 'PENDING'), record('D1', 'DEPOSIT', 'APPROVED')]),
        },
        state: { list: 'idle' },
        context: { period: today, page: 1, totalPages: 1, total: 2 },
        view: { selectShowsList: true, selectCanLoadMore: false },
      },
      {
        send: { type: 'FILTER', kind: 'DEPOSIT', range: '7d' },
        state: 'loading',
        context: { kind: 'DEPOSIT', range: '7d', records: [], period: null },
        effects: [{ effect: 'showInAddress', params: { kind: 'DEPOSIT', range: '7d' } }],
      },
      {
        resolve: 'loadFirst',
        output: { period: week, page: rows(1, 2, 2, [record('D2', 'DEPOSIT', 'PENDING')]) },
        state: { list: 'idle' },
        context: { period: week, page: 1, totalPages: 2 },
        view: { selectCanLoadMore: true },
      },
      { send: { type: 'MORE' }, state: { list: 'loadingMore' } },
      { reject: 'loadMore', state: { list: 'moreFailed' }, context: { records: [record('D2', 'DEPOSIT', 'PENDING')] } },
      { send: { type: 'RETRY' }, state: { list: 'loadingMore' } },
      {
        resolve: 'loadMore',
        output: rows(2, 2, 2, [record('D1', 'DEPOSIT', 'APPROVED')]),
        state: { list: 'idle' },
        context: { page: 2, records: [record('D2', 'DEPOSIT', 'PENDING'), record('D1', 'DEPOSIT', 'APPROVED')] },
        view: { selectCanLoadMore: false },
      },
      { send: { type: 'MORE' }, state: { list: 'idle' } },
      // The kind already chosen: nothing reloads.
      { send: { type: 'FILTER', kind: 'DEPOSIT' }, state: { list: 'idle' }, effects: [] },
    ],
  },
  {
    machine: 'moneyRecords',
    name: 'a failed load retries, a slow one times out, and a filter from the failure loads again',
    spec: '§8 Loading failed, click to retry; §9 request timeout',
    input: { memberType: 1, kind: 'WITHDRAW', range: '30d' },
    start: { state: 'loading' },
    steps: [
      { reject: 'loadFirst', state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'FILTER', kind: 'ALL' }, state: 'loading', context: { kind: 'ALL', range: '30d' } },
      {
        resolve: 'loadFirst',
        output: { period: today, page: rows(1, 2, 2, [record('W1', 'WITHDRAW', 'REJECTED')]) },
        state: { list: 'idle' },
      },
      { send: { type: 'MORE' }, state: { list: 'loadingMore' } },
      { wait: 20_000, state: { list: 'moreFailed' } },
    ],
  },
  {
    machine: 'moneyRecords',
    name: 'a trial member has no deposits or withdrawals: the spec’s message, no call',
    spec: '§6 Trial or free-play member',
    input: { memberType: 4, kind: 'ALL', range: 'today' },
    reads: moneyRecordsView,
    start: { state: 'refused', sent: [], view: { selectRefused: true, selectLoading: false } },
    steps: [],
  },
];
