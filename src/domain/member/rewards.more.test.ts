import { describe, expect, it } from 'vitest';
import { checkExchangePoints, isFinalClaimRefusal, pointsForRound, rewardRefusal } from './rewards';

const rule = { minPoints: 100, pointsPerUnit: 100, unitAmount: 1 };
/** Something callable that carries fields: not an error object. */
const callable = (fields: Record<string, unknown>) => Object.assign(() => undefined, fields);

describe('points from turnover', () => {
  it('a refund or a negative bet takes no points back', () => {
    expect(pointsForRound(15_00, -6_00, 10)).toBe(0);
    expect(pointsForRound(20_00, -20_00, 10)).toBe(0);
  });
});

describe('the exchange field', () => {
  it('asks for a value when only spaces are typed', () => {
    expect(checkExchangePoints('   ', rule, 500)).toEqual({ key: 'member.rewards.exchange.required' });
  });

  it('takes the minimum itself', () => {
    expect(checkExchangePoints('100', rule, 500)).toBeNull();
    expect(checkExchangePoints('99', { ...rule, pointsPerUnit: 1 }, 500)).toEqual({
      key: 'member.rewards.exchange.belowMin',
      params: { min: 100 },
    });
  });

  it('has no step when the rate is not set', () => {
    expect(checkExchangePoints('150', { ...rule, pointsPerUnit: 0 }, 500)).toBeNull();
    expect(checkExchangePoints('150', { ...rule, pointsPerUnit: -50 }, 500)).toBeNull();
  });
});

describe('the message of a failed claim or exchange', () => {
  it("shows the server's words only for a text answered with a status above 0", () => {
    expect(rewardRefusal({ code: 'ODD', message: 'Odd thing', status: 409 })).toEqual({ text: 'Odd thing' });
    expect(rewardRefusal({ code: 'ODD', message: 'Odd thing', status: '409' })).toEqual({
      key: 'member.rewards.errors.failed',
    });
    expect(rewardRefusal({ code: 'ODD', message: 42, status: 409 })).toEqual({ key: 'member.rewards.errors.failed' });
    expect(rewardRefusal({ code: 'ODD', message: '', status: 409 })).toEqual({ key: 'member.rewards.errors.failed' });
  });

  it('reads codes only from an error object', () => {
    expect(rewardRefusal({ code: 'POINTS_INSUFFICIENT' })).toEqual({
      key: 'member.rewards.errors.POINTS_INSUFFICIENT',
    });
    expect(rewardRefusal(callable({ code: 'POINTS_INSUFFICIENT', message: 'm', status: 409 }))).toEqual({
      key: 'member.rewards.errors.failed',
    });
    expect(rewardRefusal('REWARD_EXPIRED')).toEqual({ key: 'member.rewards.errors.failed' });
  });
});

describe('refusals a retry cannot change', () => {
  it('are a reward gone, already claimed, expired, or an account that may not claim', () => {
    expect(isFinalClaimRefusal({ code: 'REWARD_NOT_FOUND' })).toBe(true);
    expect(isFinalClaimRefusal({ code: 'REWARD_ALREADY_CLAIMED' })).toBe(true);
    expect(isFinalClaimRefusal({ code: 'REWARD_EXPIRED' })).toBe(true);
    expect(isFinalClaimRefusal({ code: 'TRIAL_REFUSED' })).toBe(true);
  });

  it('are not anything else', () => {
    expect(isFinalClaimRefusal({ code: 'POINTS_INSUFFICIENT' })).toBe(false);
    expect(isFinalClaimRefusal({ code: '' })).toBe(false);
    expect(isFinalClaimRefusal({})).toBe(false);
    expect(isFinalClaimRefusal(null)).toBe(false);
    expect(isFinalClaimRefusal(undefined)).toBe(false);
    expect(isFinalClaimRefusal(callable({ code: 'REWARD_EXPIRED' }))).toBe(false);
  });
});
