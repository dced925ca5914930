import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { pointsExchangeMachine } from './pointsExchange.machine';
import { rewardCentreMachine } from './rewardCentre.machine';
import { rewardClaimMachine } from './rewardClaim.machine';

const rule = { minPoints: 100, pointsPerUnit: 100, unitAmount: 1 };
const reward = (id: string, status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED' = 'AVAILABLE') => ({
  id,
  titleKey: 'welcome',
  title: 'Welcome bonus',
  amount: 8,
  status,
  expiresAt: '',
  claimedAt: status === 'CLAIMED' ? '2026-11-24T10:00:00.000Z' : '',
});
const entry = (id: string) => ({
  id,
  kind: 'ROUND' as const,
  points: 2,
  turnover: 25,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const points = (pageNum: number, totalPages: number) => ({
  balance: 250,
  content: [entry(`p${pageNum}`)],
  pageNum,
  totalPages,
  exchange: rule,
});

/** The member centre's machines for points and the reward centre (issue 15). */
export const rewardsCatalog: CatalogEntry[] = [
  catalogEntry(rewardCentreMachine, {
    title: 'Reward centre',
    purpose:
      "The points and reward centre (issue 15 item 3, §4): REWCEN3 off shows 'contact service'; visitors log in, " +
      'trial members get the register alert; rewards with their claim states, points from play in pages, the exchange.',
    fixtures: {
      input: { memberType: 0, rewardsOn: true },
      inputs: [
        { memberType: 0, rewardsOn: false },
        { memberType: null, rewardsOn: true },
        { memberType: 4, rewardsOn: true },
      ],
      events: [
        { type: 'SHOW_TAB', tab: 'points' },
        { type: 'RETRY' },
        { type: 'MORE' },
        { type: 'CLAIMED', reward: reward('1', 'CLAIMED') },
        { type: 'EXCHANGED' },
      ],
      outputs: {
        load: [
          { rewards: [reward('1')], points: points(1, 2) },
          { rewards: [], points: points(1, 1) },
        ],
        loadPoints: [points(2, 2)],
        reloadPoints: [points(1, 1)],
      },
      abstractContext: (c: {
        tab: string;
        points: { pageNum: number; totalPages: number } | null;
        moreFailed: boolean;
      }) => ({
        tab: c.tab,
        more: c.points ? c.points.pageNum < c.points.totalPages : null,
        moreFailed: c.moreFailed,
      }),
    },
  }),
  catalogEntry(rewardClaimMachine, {
    title: 'Reward claim',
    purpose:
      'Claiming one reward (issue 15 item 3): the wallet is credited once through the ledger; one idempotency key ' +
      'per attempt, reused on a retry; expired or already claimed rewards are refused for good.',
    fixtures: {
      input: { rewardId: '1' },
      events: [{ type: 'CLAIM' }, { type: 'RETRY' }],
      outputs: { newKey: ['key-0001'], claim: [{ reward: reward('1', 'CLAIMED'), balance: 8 }] },
      errors: {
        newKey: [new Error('no crypto')],
        claim: [apiError('This reward has expired', 'REWARD_EXPIRED', 409), new Error('No Internet')],
      },
    },
  }),
  catalogEntry(pointsExchangeMachine, {
    title: 'Points exchange',
    purpose:
      'Exchanging points for bonus money (issue 15 item 3): whole points, at least the minimum, in steps of the ' +
      'rate, not above held; one idempotency key per attempt, reused when the same points are sent again.',
    fixtures: {
      input: { held: 250, rule },
      events: [
        { type: 'CHANGE', value: '200' },
        { type: 'CHANGE', value: '50' },
        { type: 'SUBMIT' },
        { type: 'HELD', points: 300 },
      ],
      outputs: { newKey: ['key-0001'], exchange: [{ points: 50, amount: 2, balance: 2 }] },
      errors: {
        newKey: [new Error('no crypto')],
        exchange: [
          apiError('Not enough points', 'POINTS_INSUFFICIENT', 409, { held: 120 }),
          apiError('points: must be at least 100', 'INVALID_INPUT', 400, {
            fields: { points: 'must be at least 100' },
          }),
          new Error('No Internet'),
        ],
      },
      abstractContext: (c: { held: number; value: string; attempt: unknown; error: unknown }) => ({
        held: c.held,
        value: c.value,
        attempt: c.attempt !== null,
        error: c.error !== null,
      }),
    },
  }),
];
