import { describe, expect, it } from 'vitest';
import { limitRefusalMessage } from './limitRefusal';
import {
  amountInputText,
  hasNoLimits,
  type LimitsState,
  limitRowOf,
  limitsRefusal,
  parseLimitsState,
} from './limitsState';

/** The limits screen's data as the server answers it (server/routes/protection-limits.ts). */
const ANSWER = {
  coolingOffHours: 48,
  maxAmount: 5000,
  currencySymbol: '₱',
  hasDeposits: true,
  limits: [
    {
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 100,
      used: 40,
      remaining: 60,
      resetsAt: '2026-11-29T00:00:00Z',
      pending: { amount: 200, dueAt: '2026-11-30T10:00:00Z', confirmable: true },
    },
    { kind: 'LOSS', period: 'WEEK', amount: null, used: null, remaining: null, resetsAt: null, pending: null },
  ],
  allowance: {
    DEPOSIT: { period: 'DAY', limit: 100, remaining: 60, resetsAt: '2026-11-29T00:00:00Z' },
    LOSS: null,
    WAGER: { period: 'MONTH', limit: 'lots', remaining: null, resetsAt: 7 },
  },
};

describe('the limits screen data (issue 16 tool 1), read leniently', () => {
  it('keeps what the server sent', () => {
    const state = parseLimitsState(ANSWER);
    expect(state.coolingOffHours).toBe(48);
    expect(state.maxAmount).toBe(5000);
    expect(state.currencySymbol).toBe('₱');
    expect(state.hasDeposits).toBe(true);
    expect(state.limits).toEqual([
      {
        kind: 'DEPOSIT',
        period: 'DAY',
        amount: 100,
        used: 40,
        remaining: 60,
        resetsAt: '2026-11-29T00:00:00Z',
        pending: { amount: 200, dueAt: '2026-11-30T10:00:00Z', confirmable: true },
      },
      { kind: 'LOSS', period: 'WEEK', amount: null, used: null, remaining: null, resetsAt: null, pending: null },
    ]);
    expect(state.allowance.DEPOSIT).toEqual({
      period: 'DAY',
      limit: 100,
      remaining: 60,
      resetsAt: '2026-11-29T00:00:00Z',
    });
    expect(state.allowance.LOSS).toBeNull();
    // Numbers that are not numbers count as 0, a reset time that is not text as none.
    expect(state.allowance.WAGER).toEqual({ period: 'MONTH', limit: 0, remaining: 0, resetsAt: '' });
  });

  it('falls back to the defaults for an empty or broken answer', () => {
    for (const broken of [null, undefined, {}, { limits: 'x', allowance: 3, hasDeposits: 'yes', currencySymbol: 5 }]) {
      expect(parseLimitsState(broken)).toEqual({
        coolingOffHours: 24,
        maxAmount: 10_000_000,
        currencySymbol: '$',
        hasDeposits: false,
        limits: [],
        allowance: { DEPOSIT: null, LOSS: null, WAGER: null },
      });
    }
    expect(parseLimitsState({ coolingOffHours: Number.NaN, maxAmount: Number.POSITIVE_INFINITY })).toMatchObject({
      coolingOffHours: 24,
      maxAmount: 10_000_000,
    });
  });

  it('drops rows of an unknown kind or period, and reads odd fields of a row as none', () => {
    const state = parseLimitsState({
      limits: [
        null,
        { kind: 'BONUS', period: 'DAY', amount: 1 },
        { kind: 'WAGER', period: 'YEAR', amount: 1 },
        { kind: 'WAGER', period: 'MONTH', amount: '9', used: 'x', remaining: {}, resetsAt: 5, pending: 'soon' },
        { kind: 'LOSS', period: 'DAY', pending: { amount: 'x', dueAt: 4, confirmable: 'true' } },
      ],
      allowance: { DEPOSIT: { period: 'YEAR', limit: 1 }, LOSS: 'none' },
    });
    expect(state.limits).toEqual([
      { kind: 'WAGER', period: 'MONTH', amount: null, used: null, remaining: null, resetsAt: null, pending: null },
      {
        kind: 'LOSS',
        period: 'DAY',
        amount: null,
        used: null,
        remaining: null,
        resetsAt: null,
        pending: { amount: null, dueAt: '', confirmable: false },
      },
    ]);
    expect(state.allowance).toEqual({ DEPOSIT: null, LOSS: null, WAGER: null });
  });

  it('finds the row of a kind and period', () => {
    const state = parseLimitsState(ANSWER);
    expect(limitRowOf(state, { kind: 'DEPOSIT', period: 'DAY' })?.amount).toBe(100);
    expect(limitRowOf(state, { kind: 'LOSS', period: 'WEEK' })?.period).toBe('WEEK');
    expect(limitRowOf(state, { kind: 'DEPOSIT', period: 'WEEK' })).toBeUndefined();
    expect(limitRowOf(state, { kind: 'LOSS', period: 'DAY' })).toBeUndefined();
    expect(limitRowOf(null, { kind: 'DEPOSIT', period: 'DAY' })).toBeUndefined();
  });

  it('knows a member without any limit, set or asked for', () => {
    const row = { kind: 'LOSS', period: 'DAY', used: null, remaining: null, resetsAt: null } as const;
    const none: LimitsState = { ...parseLimitsState({}), limits: [{ ...row, amount: null, pending: null }] };
    expect(hasNoLimits(none)).toBe(true);
    expect(hasNoLimits(parseLimitsState({}))).toBe(true);
    expect(hasNoLimits({ ...none, limits: [{ ...row, amount: 5, pending: null }] })).toBe(false);
    const asked = { amount: 5, dueAt: '', confirmable: false };
    expect(hasNoLimits({ ...none, limits: [{ ...row, amount: null, pending: asked }] })).toBe(false);
    expect(hasNoLimits({ ...none, limits: [...none.limits, { ...row, amount: 1, pending: null }] })).toBe(false);
  });

  it('shows an amount again with two decimals, none as empty', () => {
    expect(amountInputText(50)).toBe('50.00');
    expect(amountInputText(0)).toBe('0.00');
    expect(amountInputText(null)).toBe('');
  });
});

describe('a refused limits call in the player language', () => {
  it('names the cooling-off with its end', () => {
    expect(limitsRefusal({ code: 'LIMIT_COOLING_OFF', value: { dueAt: '2026-11-30T10:00:00Z' } })).toEqual({
      key: 'protection.limits.errors.LIMIT_COOLING_OFF',
      params: { time: '2026-11-30T10:00:00Z' },
    });
    expect(limitsRefusal({ code: 'LIMIT_COOLING_OFF', value: null })).toEqual({
      key: 'protection.limits.errors.LIMIT_COOLING_OFF',
      params: { time: '' },
    });
  });

  it('has a key for each known code and "try again" for anything else', () => {
    for (const code of ['NO_PENDING_LIMIT', 'LIMIT_NOT_SET', 'LIMITS_DISABLED', 'TRIAL_REFUSED', 'INVALID_INPUT']) {
      expect(limitsRefusal({ code })).toEqual({ key: `protection.limits.errors.${code}` });
    }
    for (const other of [{ code: 'BOOM' }, { code: 7 }, null, 'NO_PENDING_LIMIT', {}]) {
      expect(limitsRefusal(other)).toEqual({ key: 'protection.limits.errors.failed' });
    }
  });
});

describe('a deposit or bet refused by a limit', () => {
  it('carries the period, the limit, what is left and the reset time', () => {
    expect(
      limitRefusalMessage('LOSS_LIMIT_REACHED', {
        period: 'WEEK',
        limit: 500,
        remaining: 20.5,
        resetsAt: '2026-12-01T00:00:00Z',
      }),
    ).toEqual({
      key: 'protection.limits.refusal.LOSS_LIMIT_REACHED',
      params: { period: 'WEEK', limit: 500, remaining: 20.5, time: '2026-12-01T00:00:00Z' },
    });
  });

  it('reads a missing or odd value as a day, zero and no time', () => {
    const expected = (code: string) => ({
      key: `protection.limits.refusal.${code}`,
      params: { period: 'DAY', limit: 0, remaining: 0, time: '' },
    });
    expect(limitRefusalMessage('DEPOSIT_LIMIT_REACHED', null)).toEqual(expected('DEPOSIT_LIMIT_REACHED'));
    expect(
      limitRefusalMessage('WAGER_LIMIT_REACHED', { period: 'YEAR', limit: '5', remaining: Number.NaN, resetsAt: 9 }),
    ).toEqual(expected('WAGER_LIMIT_REACHED'));
  });

  it('is not a limit refusal for any other code', () => {
    expect(limitRefusalMessage(null, { limit: 1 })).toBeNull();
    expect(limitRefusalMessage('', {})).toBeNull();
    expect(limitRefusalMessage('INSUFFICIENT_BALANCE', {})).toBeNull();
  });
});
