import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { accountActivityMachine } from './accountActivity.machine';
import { protectionHistoryMachine } from './protectionHistory.machine';

const totals = (bets: number, wins: number) => ({ deposits: 100, withdrawals: 20, bets, wins, net: wins - bets });
const activity = (bets: number, wins: number) => ({
  openedAt: '2026-01-01T00:00:00.000Z',
  windowStart: '2026-10-25T10:00:00.000Z',
  last30Days: totals(bets, wins),
  sinceOpened: totals(bets * 2, wins * 2),
});
const entry = (id: string, action = 'SET') => ({
  id,
  tool: 'LIMIT',
  action,
  oldValue: null,
  newValue: { kind: 'DEPOSIT', period: 'DAY', amount: 50 },
  source: 'PLAYER',
  at: '2026-11-24T10:00:00.000Z',
});
const notLoggedIn = apiError('The account has been logged out, please log in again', 'NOT_LOGGED_IN', 401);

/** Player protection's machines for the responsible-gaming page, account activity and the protection history (issue 16). */
export const hubCatalog: CatalogEntry[] = [
  catalogEntry(accountActivityMachine, {
    title: 'Account activity',
    purpose:
      'Account activity (issue 16 item 6): deposits, withdrawals, bets, wins and the net position (wins minus ' +
      'bets) for the last 30 days and since the account opened, as the server counts them; a failed load can be ' +
      'retried. Reached from the member centre and from every reality check.',
    fixtures: {
      events: [{ type: 'RETRY' }, { type: 'REFRESH' }],
      outputs: { loadActivity: [activity(13, 9), activity(20, 30)] },
      errors: { loadActivity: [notLoggedIn] },
      abstractContext: (c: { activity: unknown }) => ({ shown: c.activity !== null }),
    },
  }),
  catalogEntry(protectionHistoryMachine, {
    title: 'Protection history',
    purpose:
      'The audit trail listed to the player (issue 16 "Audit trail"): every change of a limit, reality check, ' +
      'time-out or self-exclusion and every refusal they caused, with when, old and new, and who; newest first, ' +
      'in pages; a failed page can be retried and keeps the rows shown.',
    fixtures: {
      events: [{ type: 'MORE' }, { type: 'RETRY' }],
      outputs: {
        loadPage: [{ entries: [entry('2')], pageNum: 1, totalPages: 2 }],
        loadMore: [{ entries: [entry('1', 'REFUSAL')], pageNum: 2, totalPages: 2 }],
      },
      abstractContext: (c: { entries: unknown[]; page: number; totalPages: number }) => ({
        entries: c.entries.length,
        more: c.page < c.totalPages,
      }),
    },
  }),
];
