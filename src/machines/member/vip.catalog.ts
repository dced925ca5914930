import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { leaderboardMachine } from './leaderboard.machine';
import { vipBenefitsMachine } from './vipBenefits.machine';

const offline = apiError('No Internet', 'NETWORK', 0);
const level = (n: number, threshold: number) => ({
  level: n,
  name: `VIP${n}`,
  threshold,
  rebatePercent: 0.3 + n * 0.2,
  upgradeBonus: n * 18,
  birthdayBonus: n * 18,
  monthlySalary: n * 10,
});
const vipInfo = (credited: { level: number; name: string; bonus: number }[]) => ({
  levels: [level(0, 0), level(1, 1000), level(2, 10000)],
  current: { level: 1, name: 'VIP1' },
  next: { level: 2, name: 'VIP2', threshold: 10000 },
  progress: { turnover: 1500, deposits: 0, total: 1500, toNext: 8500, percent: 5 },
  credited,
});
const board = (rows: number) => ({
  period: 'today' as const,
  currencySymbol: '$',
  rows: Array.from({ length: rows }, (_, i) => ({
    rank: i + 1,
    customerName: 'de***o',
    winAmount: 100 - i,
    rounds: 3,
  })),
  own: { rank: rows > 0 ? 1 : null, customerName: 'de***o', winAmount: rows > 0 ? 100 : 0 },
});

/** The member centre's machines for VIP benefits and the leaderboard (issue 15). */
export const vipCatalog: CatalogEntry[] = [
  catalogEntry(vipBenefitsMachine, {
    title: 'VIP benefits',
    purpose:
      'VIP benefits (issue 15 item 2, §6 flag VIP): the levels with thresholds and benefits, the member’s level and ' +
      'progress from settled rounds and approved deposits; a paid upgrade bonus refreshes the balance. Flag off: ' +
      'unavailable; visitors log in; trial members get the register alert.',
    fixtures: {
      input: { memberType: 0, vipOn: true },
      inputs: [
        { memberType: 0, vipOn: false },
        { memberType: null, vipOn: true },
        { memberType: 4, vipOn: true },
      ],
      events: [{ type: 'RETRY' }],
      outputs: { loadVip: [vipInfo([]), vipInfo([{ level: 1, name: 'VIP1', bonus: 18 }])] },
      errors: { loadVip: [offline] },
    },
  }),
  catalogEntry(leaderboardMachine, {
    title: 'Leaderboard',
    purpose:
      'The leaderboard (issue 15 item 4): the top winners of today or this week from settled rounds, names masked ' +
      'as on the winner board, and the member’s own position; period tabs, retry after a failure, "No data".',
    fixtures: {
      input: { period: 'today' },
      events: [
        { type: 'SELECT_PERIOD', period: 'week' },
        { type: 'SELECT_PERIOD', period: 'today' },
        { type: 'RETRY' },
      ],
      outputs: { loadBoard: [board(3), board(0)] },
      errors: { loadBoard: [offline] },
      abstractContext: (c: { period: string; board: { rows: unknown[] } | null }) => ({
        period: c.period,
        rows: c.board?.rows.length ?? -1,
      }),
    },
  }),
];
