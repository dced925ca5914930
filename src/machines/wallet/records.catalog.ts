import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { gameRecordMachine } from './gameRecord.machine';
import { gameRoundsMachine } from './gameRounds.machine';
import { moneyRecordsMachine } from './moneyRecords.machine';

const period = { from: '2026-11-24T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' };
const round = (id: string) => ({
  roundId: id,
  gameName: 'Lucky Reels',
  vendor: 'BGS',
  vendorName: 'BGS Slots',
  category: 'RNG',
  bet: 1,
  win: 2.5,
  net: 1.5,
  status: 'SETTLED' as const,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const roundsPage = (pageNum: number, totalPages: number) => ({
  rows: [round(`R${pageNum}`)],
  pageNum,
  totalPages,
  total: totalPages,
});
const summary = {
  days: [{ date: '2026-11-24', rounds: 1, bets: 1, wins: 2.5, net: 1.5 }],
  total: { rounds: 1, bets: 1, wins: 2.5, net: 1.5 },
};
const record = (id: string) => ({
  id,
  kind: 'DEPOSIT' as const,
  amount: 100,
  fee: 0,
  status: 'APPROVED',
  channel: 'EWALLET',
  channelName: 'E-wallet',
  reference: 'REF1',
  createdAt: '2026-11-24T09:00:00.000Z',
});
const moneyPage = (pageNum: number, totalPages: number) => ({
  rows: [record(`D${pageNum}`)],
  pageNum,
  totalPages,
  total: totalPages,
});
const offline = apiError('No Internet', 'NETWORK', 0);

/** The wallet's records machines (issue 14 item 4), with fixtures that reach every transition. */
export const recordsCatalog: CatalogEntry[] = [
  catalogEntry(gameRecordMachine, {
    title: 'Game records',
    purpose:
      'Game records /m/gameRecord (issue 14 item 4, §6): a visitor is sent to login; members and trial members get ' +
      'three tabs (game rounds, lottery orders, deposits and withdrawals) whose choice is kept in the address.',
    fixtures: {
      input: { memberType: 0, tab: 'rounds' },
      inputs: [{ memberType: null, tab: 'rounds' }],
      events: [
        { type: 'SELECT_TAB', tab: 'money' },
        { type: 'SELECT_TAB', tab: 'rounds' },
      ],
    },
  }),
  catalogEntry(gameRoundsMachine, {
    title: 'Game rounds',
    purpose:
      'The game rounds tab (issue 14 item 4): rounds (game, vendor, bet, win, net, time) with a daily summary of ' +
      'bets, wins and net, filtered by date range (today, 7 days, 30 days) and category, page by page; filters ' +
      'are kept in the address; failures offer a retry.',
    fixtures: {
      input: { range: 'today', category: '' },
      events: [{ type: 'FILTER', range: '7d' }, { type: 'FILTER', category: '' }, { type: 'MORE' }, { type: 'RETRY' }],
      outputs: {
        loadFirst: [
          { period, page: roundsPage(1, 2), summary },
          { period, page: roundsPage(1, 1), summary },
        ],
        loadMore: [roundsPage(2, 2)],
      },
      errors: { loadFirst: [offline], loadMore: [offline] },
      abstractContext: (c: { range: string; page: number; totalPages: number }) => ({
        range: c.range,
        more: c.page < c.totalPages,
      }),
    },
  }),
  catalogEntry(moneyRecordsMachine, {
    title: 'Deposit and withdrawal records',
    purpose:
      'The deposits and withdrawals tab (issue 14 item 4): status, amount, channel, time and reference, filtered ' +
      'by kind and date range, page by page; filters are kept in the address; a trial member gets the §6 message.',
    fixtures: {
      input: { memberType: 0, kind: 'ALL', range: 'today' },
      inputs: [{ memberType: 4, kind: 'ALL', range: 'today' }],
      events: [
        { type: 'FILTER', kind: 'DEPOSIT' },
        { type: 'FILTER', range: 'today' },
        { type: 'MORE' },
        { type: 'RETRY' },
      ],
      outputs: {
        loadFirst: [
          { period, page: moneyPage(1, 2) },
          { period, page: moneyPage(1, 1) },
        ],
        loadMore: [moneyPage(2, 2)],
      },
      errors: { loadFirst: [offline], loadMore: [offline] },
      abstractContext: (c: { kind: string; page: number; totalPages: number }) => ({
        kind: c.kind,
        more: c.page < c.totalPages,
      }),
    },
  }),
];
