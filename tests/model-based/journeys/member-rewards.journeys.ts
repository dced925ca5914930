import type { Journey } from '../journey-types';

/** Spec journeys of the points and reward centre, reward claims and the points exchange (issue 15 item 3). */

const rule = { minPoints: 100, pointsPerUnit: 100, unitAmount: 1 };
const reward = (status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED') => ({
  id: '1',
  titleKey: 'welcome',
  title: 'Welcome bonus',
  amount: 8,
  status,
  expiresAt: '',
  claimedAt: status === 'CLAIMED' ? '2026-11-24T10:00:00.000Z' : '',
});
const entry = (id: string) => ({ id, kind: 'ROUND', points: 2, turnover: 25, createdAt: '2026-11-24T10:00:00.000Z' });
const points = (pageNum: number, totalPages: number, balance = 250) => ({
  balance,
  content: [entry(`p${pageNum}`)],
  pageNum,
  totalPages,
  exchange: rule,
});
const refreshWallet = { to: 'session', event: { type: 'REFRESH_WALLET' } };
const apiError = (code: string, status = 409, value?: unknown) =>
  Object.assign(new Error(code), { name: 'ApiError', code, status, value });

export const memberRewardsJourneys: Journey[] = [
  {
    machine: 'rewardCentre',
    name: "REWCEN3 off: the 'contact service' message, no call, the centre never shows",
    spec: '§4 reward centre, §6 REWCEN3',
    input: { memberType: 0, rewardsOn: false },
    start: { state: 'off', sent: [] },
    steps: [],
  },
  {
    machine: 'rewardCentre',
    name: 'a trial member gets the register alert and goes home; a visitor logs in',
    spec: '§4 member centre',
    input: { memberType: 4, rewardsOn: true },
    start: {
      state: 'leaving',
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
        { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home', replace: true } },
      ],
    },
    steps: [],
  },
  {
    machine: 'rewardCentre',
    name: 'a member reads rewards and points, retries a failed load, pages the history, reloads after an exchange',
    spec: 'issue 15 item 3; brief: a failed call can be retried',
    input: { memberType: 0, rewardsOn: true },
    start: { state: 'loading', context: { tab: 'rewards' } },
    steps: [
      { reject: 'load', error: new Error('No Internet'), state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        resolve: 'load',
        output: { rewards: [reward('AVAILABLE')], points: points(1, 2) },
        state: { ready: 'idle' },
        context: { rewards: [reward('AVAILABLE')], points: points(1, 2) },
      },
      { send: { type: 'SHOW_TAB', tab: 'points' }, state: { ready: 'idle' }, context: { tab: 'points' } },
      { send: { type: 'MORE' }, state: { ready: 'loadingMore' } },
      { reject: 'loadPoints', state: { ready: 'idle' }, context: { moreFailed: true } },
      { send: { type: 'RETRY' }, state: { ready: 'loadingMore' } },
      {
        resolve: 'loadPoints',
        output: points(2, 2),
        state: { ready: 'idle' },
        context: { moreFailed: false, points: { ...points(2, 2), content: [entry('p1'), entry('p2')] } },
      },
      // No page left: nothing is asked.
      { send: { type: 'MORE' }, state: { ready: 'idle' } },
      {
        send: { type: 'CLAIMED', reward: reward('CLAIMED') },
        state: { ready: 'idle' },
        context: { rewards: [reward('CLAIMED')] },
      },
      { send: { type: 'EXCHANGED' }, state: { ready: 'refreshingPoints' } },
      {
        resolve: 'reloadPoints',
        output: points(1, 1, 50),
        state: { ready: 'idle' },
        context: { points: points(1, 1, 50) },
      },
    ],
  },
  {
    machine: 'rewardClaim',
    name: 'a claim credits the wallet: the header follows; a double tap sends once',
    spec: 'issue 15 item 3, done-when: a claimed reward raises the balance by its amount',
    input: { rewardId: '1' },
    start: { state: 'idle' },
    steps: [
      { send: { type: 'CLAIM' }, state: 'keying' },
      { send: { type: 'CLAIM' }, state: 'keying' },
      { resolve: 'newKey', output: 'key-0001', state: 'claiming', context: { key: 'key-0001' } },
      { send: { type: 'CLAIM' }, state: 'claiming' },
      {
        resolve: 'claim',
        output: { reward: reward('CLAIMED'), balance: 8 },
        state: 'claimed',
        context: { result: { reward: reward('CLAIMED'), balance: 8 } },
        sent: [
          refreshWallet,
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { key: 'member.rewards.claimedToast' },
              kind: 'success',
              durationMs: 3000,
            },
          },
        ],
      },
    ],
  },
  {
    machine: 'rewardClaim',
    name: 'a failed claim is retried with the same key; an expired reward is refused for good',
    spec: 'issue 15 item 3 idempotency; claim states',
    input: { rewardId: '1' },
    start: { state: 'idle' },
    steps: [
      { send: { type: 'CLAIM' }, state: 'keying' },
      { resolve: 'newKey', output: 'key-0001', state: 'claiming' },
      {
        reject: 'claim',
        error: new Error('No Internet'),
        state: 'failed',
        context: { key: 'key-0001', refusal: { key: 'member.rewards.errors.failed' } },
        sent: [],
      },
      { send: { type: 'RETRY' }, state: 'claiming', context: { key: 'key-0001', refusal: null } },
      {
        reject: 'claim',
        error: apiError('REWARD_EXPIRED'),
        state: 'refused',
        context: { refusal: { key: 'member.rewards.errors.REWARD_EXPIRED' } },
      },
    ],
  },
  {
    machine: 'pointsExchange',
    name: 'the exchange checks the points, sends once, moves points and money, the header follows',
    spec: 'issue 15 item 3 exchange; §5 messages next to the field',
    input: { held: 250, rule },
    start: { state: 'editing', context: { value: '', held: 250 } },
    steps: [
      { send: { type: 'SUBMIT' }, state: 'editing', context: { error: { key: 'member.rewards.exchange.required' } } },
      { send: { type: 'CHANGE', value: '50' }, state: 'editing', context: { error: null } },
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: { error: { key: 'member.rewards.exchange.belowMin', params: { min: 100 } } },
        sent: [],
      },
      { send: { type: 'CHANGE', value: '300' }, state: 'editing' },
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: { error: { key: 'member.rewards.exchange.notEnough', params: { held: 250 } } },
      },
      { send: { type: 'CHANGE', value: '200' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'keying' },
      { send: { type: 'SUBMIT' }, state: 'keying' },
      {
        resolve: 'newKey',
        output: 'key-0001',
        state: 'submitting',
        context: { attempt: { payload: { points: 200 }, key: 'key-0001' } },
      },
      {
        resolve: 'exchange',
        output: { points: 50, amount: 2, balance: 2 },
        state: 'editing',
        context: { held: 50, value: '', attempt: null, lastResult: { points: 50, amount: 2, balance: 2 } },
        sent: [
          refreshWallet,
          { to: 'session', event: { type: 'REFRESH_MEMBER' } },
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { key: 'member.rewards.exchange.done' },
              kind: 'success',
              durationMs: 3000,
            },
          },
        ],
      },
    ],
  },
  {
    machine: 'pointsExchange',
    name: 'a failed exchange keeps the points typed and retries with its key; the server’s count wins',
    spec: 'issue 15 item 3; brief: a failed submit keeps what was typed',
    input: { held: 250, rule },
    start: { state: 'editing' },
    steps: [
      { send: { type: 'CHANGE', value: '200' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'keying' },
      { resolve: 'newKey', output: 'key-0001', state: 'submitting' },
      {
        reject: 'exchange',
        error: new Error('No Internet'),
        state: 'editing',
        context: {
          value: '200',
          attempt: { payload: { points: 200 }, key: 'key-0001' },
          refusal: { key: 'member.rewards.errors.failed' },
        },
      },
      // The same points again: the same attempt, no new key.
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      {
        reject: 'exchange',
        error: apiError('POINTS_INSUFFICIENT', 409, { held: 120 }),
        state: 'editing',
        context: {
          held: 120,
          attempt: null,
          error: { key: 'member.rewards.exchange.notEnough', params: { held: 120 } },
        },
      },
      { send: { type: 'HELD', points: 300 }, state: 'editing', context: { held: 300 } },
    ],
  },
];
