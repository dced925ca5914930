import * as activityView from '../../../src/machines/protection/accountActivity.view';
import * as historyView from '../../../src/machines/protection/protectionHistory.view';
import type { Journey } from '../journey-types';

/** Spec journeys of account activity and the protection history (issue 16 item 6, "Audit trail"). */

const totals = (bets: number, wins: number) => ({ deposits: 100, withdrawals: 25.25, bets, wins, net: wins - bets });
const activity = (bets: number, wins: number) => ({
  openedAt: '2026-01-01T00:00:00.000Z',
  windowStart: '2026-10-25T10:00:00.000Z',
  last30Days: totals(bets, wins),
  sinceOpened: totals(bets, wins),
});
const change = (id: string, from: number | null, to: number | null) => ({
  id,
  tool: 'LIMIT',
  action: 'SET',
  oldValue: from === null ? null : { kind: 'DEPOSIT', period: 'DAY', amount: from },
  newValue: { kind: 'DEPOSIT', period: 'DAY', amount: to },
  source: 'PLAYER',
  at: '2026-11-24T10:00:00.000Z',
});
const refusal = (id: string) => ({
  id,
  tool: 'LIMIT',
  action: 'REFUSAL',
  oldValue: null,
  newValue: { code: 'DEPOSIT_LIMIT_REACHED', period: 'DAY', limit: 50, resetsAt: '2026-11-25T10:00:00.000Z' },
  source: 'PLAYER',
  at: '2026-11-24T11:00:00.000Z',
});

export const protectionHubJourneys: Journey[] = [
  {
    machine: 'accountActivity',
    name: 'the figures load: 30 days and since opening, the net is wins minus bets as the server counted it',
    spec: 'issue 16 item 6 (account activity)',
    reads: activityView,
    start: { state: 'loading', view: { activityLoading: true, activity: null } },
    steps: [
      {
        resolve: 'loadActivity',
        output: activity(13, 9),
        state: 'shown',
        view: { activityLoading: false, activityFailed: false, activity: activity(13, 9) },
      },
      // A refresh keeps the figures shown until the new ones come.
      { send: { type: 'REFRESH' }, state: 'loading', view: { activityRefreshing: true, activity: activity(13, 9) } },
      { resolve: 'loadActivity', output: activity(20, 35), state: 'shown', context: { activity: activity(20, 35) } },
      // Retry means nothing while the figures are shown.
      { send: { type: 'RETRY' }, state: 'shown' },
    ],
  },
  {
    machine: 'accountActivity',
    name: 'a failed load and a load with no answer both offer a retry that loads again',
    spec: 'issue 16 item 6, brief: a failed call can be retried',
    reads: activityView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadActivity', state: 'failed', view: { activityFailed: true, activity: null } },
      { send: { type: 'REFRESH' }, state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'loadActivity', output: activity(0, 0), state: 'shown', view: { activityFailed: false } },
    ],
  },
  {
    machine: 'protectionHistory',
    name: 'newest first: a change and a refusal; More appends older rows without repeating one; no More at the end',
    spec: 'issue 16 "Audit trail" (listed to the player in the member centre)',
    reads: historyView,
    start: { state: 'loading', view: { historyLoading: true } },
    steps: [
      {
        resolve: 'loadPage',
        output: { entries: [refusal('3'), change('2', 100, 50)], pageNum: 1, totalPages: 2 },
        state: { list: 'idle' },
        view: { historyCanLoadMore: true, historyEmpty: false },
      },
      { send: { type: 'MORE' }, state: { list: 'loadingMore' }, view: { historyLoadingMore: true } },
      // A second tap while the page loads sends nothing more.
      { send: { type: 'MORE' }, state: { list: 'loadingMore' } },
      { reject: 'loadMore', state: { list: 'moreFailed' }, view: { historyMoreFailed: true } },
      { send: { type: 'RETRY' }, state: { list: 'loadingMore' } },
      {
        resolve: 'loadMore',
        output: { entries: [change('2', 100, 50), change('1', null, 100)], pageNum: 2, totalPages: 2 },
        state: { list: 'idle' },
        context: { entries: [refusal('3'), change('2', 100, 50), change('1', null, 100)] },
        view: { historyCanLoadMore: false },
      },
      { send: { type: 'MORE' }, state: { list: 'idle' } },
    ],
  },
  {
    machine: 'protectionHistory',
    name: 'nothing recorded yet says so; a failed first load is retried',
    spec: 'issue 16 "Audit trail", brief: a failed call can be retried',
    reads: historyView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadPage', state: 'failed', view: { historyFailed: true } },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        resolve: 'loadPage',
        output: { entries: [], pageNum: 1, totalPages: 1 },
        state: { list: 'idle' },
        view: { historyEmpty: true, historyCanLoadMore: false },
      },
    ],
  },
];
