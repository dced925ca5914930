import { describe, expect, it } from 'vitest';
import { checkExchangePoints, exchangeCents, isoWeekKey, parsePoints, pointsForRound, rewardStatusAt } from './rewards';

const rule = { minPoints: 100, pointsPerUnit: 100, unitAmount: 1 };

describe('points from turnover', () => {
  it('gives one point per 10.00 of bets, counted on the running turnover', () => {
    expect(pointsForRound(0, 10_00, 10)).toBe(1);
    expect(pointsForRound(0, 9_99, 10)).toBe(0);
    // Small bets add up: the one that crosses 10.00 earns the point.
    expect(pointsForRound(9_99, 1, 10)).toBe(1);
    expect(pointsForRound(5_00, 100_00, 10)).toBe(10);
    expect(pointsForRound(0, 0, 10)).toBe(0);
    expect(pointsForRound(0, 10_00, 0)).toBe(0);
  });

  it('sums to the whole points of the total turnover whatever the split', () => {
    const bets = [3_33, 7_50, 12_00, 1, 99_99];
    let before = 0;
    let points = 0;
    for (const bet of bets) {
      points += pointsForRound(before, bet, 10);
      before += bet;
    }
    expect(points).toBe(Math.floor(before / 10_00));
  });
});

describe('claim state from dates', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('is claimed once claimed, even past the expiry', () => {
    expect(rewardStatusAt({ claimedAt: '2026-11-20T00:00:00Z', expiresAt: '2026-11-21T00:00:00Z' }, now)).toBe(
      'CLAIMED',
    );
  });
  it('is expired from the expiry on, available before it or without one', () => {
    expect(rewardStatusAt({ claimedAt: '', expiresAt: '2026-11-24T12:00:00Z' }, now)).toBe('EXPIRED');
    expect(rewardStatusAt({ claimedAt: '', expiresAt: '2026-11-24T12:00:01Z' }, now)).toBe('AVAILABLE');
    expect(rewardStatusAt({ claimedAt: '', expiresAt: '' }, now)).toBe('AVAILABLE');
  });
});

describe('the points exchange', () => {
  it('checks whole points, the minimum, the step and what is held', () => {
    expect(checkExchangePoints('', rule, 500)).toEqual({ key: 'member.rewards.exchange.required' });
    expect(checkExchangePoints('12.5', rule, 500)).toEqual({ key: 'member.rewards.exchange.wholePoints' });
    expect(checkExchangePoints('-100', rule, 500)).toEqual({ key: 'member.rewards.exchange.wholePoints' });
    expect(checkExchangePoints('50', rule, 500)).toEqual({
      key: 'member.rewards.exchange.belowMin',
      params: { min: 100 },
    });
    expect(checkExchangePoints('150', rule, 500)).toEqual({
      key: 'member.rewards.exchange.step',
      params: { step: 100 },
    });
    expect(checkExchangePoints('600', rule, 500)).toEqual({
      key: 'member.rewards.exchange.notEnough',
      params: { held: 500 },
    });
    expect(checkExchangePoints(' 500 ', rule, 500)).toBeNull();
  });
  it('turns points into cents at the rate', () => {
    expect(exchangeCents(300, rule)).toBe(3_00);
    expect(exchangeCents(100, { minPoints: 10, pointsPerUnit: 10, unitAmount: 0.25 })).toBe(2_50);
    expect(exchangeCents(100, { ...rule, pointsPerUnit: 0 })).toBe(0);
  });
  it('reads only whole numbers', () => {
    expect(parsePoints('007')).toBe(7);
    expect(parsePoints('1e3')).toBeNull();
    expect(parsePoints('1234567890')).toBeNull();
  });
});

describe('the weekly grant key', () => {
  it('names the ISO week', () => {
    expect(isoWeekKey(new Date('2026-11-24T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeekKey(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeekKey(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
  });
});

describe('refusals', () => {
  const apiError = (code: string, message = 'x', status = 409) => Object.assign(new Error(message), { code, status });
  it('names the known codes in the player’s language, else the server’s words, else try again', async () => {
    const { rewardRefusal, isFinalClaimRefusal } = await import('./rewards');
    expect(rewardRefusal(apiError('REWARD_EXPIRED'))).toEqual({ key: 'member.rewards.errors.REWARD_EXPIRED' });
    expect(rewardRefusal(apiError('ODD', 'Odd thing'))).toEqual({ text: 'Odd thing' });
    expect(rewardRefusal(apiError('ODD', 'Odd thing', 0))).toEqual({ key: 'member.rewards.errors.failed' });
    expect(rewardRefusal(null)).toEqual({ key: 'member.rewards.errors.failed' });
    expect(isFinalClaimRefusal(apiError('REWARD_ALREADY_CLAIMED'))).toBe(true);
    expect(isFinalClaimRefusal(apiError('REQUEST_IN_PROGRESS'))).toBe(false);
    expect(isFinalClaimRefusal('nope')).toBe(false);
  });
});
