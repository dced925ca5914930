import { describe, expect, it } from 'vitest';
import {
  bindingLimit,
  changeOf,
  coolingOffEnd,
  coolingOffOver,
  type LimitUse,
  parseLimitAmount,
  passedLimit,
  periodMs,
  windowResetsAt,
} from './limits';

const use = (period: LimitUse['period'], limitCents: number, usedCents: number): LimitUse => ({
  period,
  limitCents,
  usedCents,
  resetsAt: new Date(0),
});

describe('limits rules', () => {
  it('rolls windows of 24 hours, 7 days and 30 days', () => {
    expect(periodMs('DAY')).toBe(86_400_000);
    expect(periodMs('WEEK')).toBe(7 * 86_400_000);
    expect(periodMs('MONTH')).toBe(30 * 86_400_000);
    const first = new Date('2026-11-24T10:00:00Z');
    expect(windowResetsAt('DAY', first, new Date('2026-11-24T20:00:00Z')).toISOString()).toBe(
      '2026-11-25T10:00:00.000Z',
    );
    expect(windowResetsAt('WEEK', null, first).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('applies a first or lower limit at once; a raise or a removal waits', () => {
    expect(changeOf(null, 5000)).toBe('SET');
    expect(changeOf(5000, 3000)).toBe('SET');
    expect(changeOf(5000, 10000)).toBe('REQUEST');
    expect(changeOf(5000, null)).toBe('REQUEST');
    expect(changeOf(5000, 5000)).toBe('SAME');
    expect(changeOf(null, null)).toBe('SAME');
  });

  it('ends the cooling-off after the configured hours, confirmable at the end itself', () => {
    const asked = new Date('2026-11-24T10:00:00Z');
    const end = coolingOffEnd(asked, 24);
    expect(end.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(coolingOffOver(end, new Date(end.getTime() - 1))).toBe(false);
    expect(coolingOffOver(end, end)).toBe(true);
  });

  it('the lowest applicable limit wins: the least left binds, a tie goes to the shorter period', () => {
    expect(bindingLimit([])).toBeNull();
    expect(bindingLimit([use('DAY', 10000, 0), use('WEEK', 3000, 0)])?.period).toBe('WEEK');
    expect(bindingLimit([use('DAY', 5000, 4000), use('WEEK', 3000, 0)])?.period).toBe('DAY');
    expect(bindingLimit([use('MONTH', 1000, 0), use('DAY', 1000, 0)])?.period).toBe('DAY');
    expect(passedLimit([use('DAY', 5000, 0)], 6000)?.period).toBe('DAY');
    expect(passedLimit([use('DAY', 5000, 0)], 5000)).toBeNull();
    expect(passedLimit([use('DAY', 10000, 0), use('WEEK', 3000, 2000)], 2000)?.period).toBe('WEEK');
  });

  it('reads free-text amounts: two decimals, above 0, at most the largest limit', () => {
    expect(parseLimitAmount('50')).toEqual({ cents: 5000 });
    expect(parseLimitAmount(' 1,000.50 ')).toEqual({ cents: 100050 });
    expect(parseLimitAmount('')).toEqual({ error: { key: 'protection.limits.errors.required' } });
    expect(parseLimitAmount('1.234')).toEqual({ error: { key: 'protection.limits.errors.format' } });
    expect(parseLimitAmount('1e3')).toEqual({ error: { key: 'protection.limits.errors.format' } });
    expect(parseLimitAmount('-5')).toEqual({ error: { key: 'protection.limits.errors.format' } });
    expect(parseLimitAmount('0.00')).toEqual({ error: { key: 'protection.limits.errors.positive' } });
    expect(parseLimitAmount('101', 100)).toEqual({
      error: { key: 'protection.limits.errors.tooLarge', params: { max: 100 } },
    });
  });
});
