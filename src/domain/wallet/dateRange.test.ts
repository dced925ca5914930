import { describe, expect, it } from 'vitest';
import { isRangeKey, periodOf } from './dateRange';

const noon = Date.parse('2026-11-24T12:30:00Z');

describe('periodOf', () => {
  it('covers today from local midnight to the next one, in UTC', () => {
    expect(periodOf('today', noon, 0)).toEqual({ from: '2026-11-24T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' });
  });

  it('starts the day at the player’s midnight east of UTC (UTC+7 is offset -420)', () => {
    expect(periodOf('today', noon, -420)).toEqual({
      from: '2026-11-23T17:00:00.000Z',
      to: '2026-11-24T17:00:00.000Z',
    });
    // 20:00 UTC is already the 25th in UTC+7.
    expect(periodOf('today', Date.parse('2026-11-24T20:00:00Z'), -420).from).toBe('2026-11-24T17:00:00.000Z');
  });

  it('starts the day at the player’s midnight west of UTC (UTC-5 is offset 300)', () => {
    // 03:00 UTC is still the 23rd in UTC-5.
    expect(periodOf('today', Date.parse('2026-11-24T03:00:00Z'), 300)).toEqual({
      from: '2026-11-23T05:00:00.000Z',
      to: '2026-11-24T05:00:00.000Z',
    });
  });

  it('counts today in 7 and 30 days', () => {
    expect(periodOf('7d', noon, 0)).toEqual({ from: '2026-11-18T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' });
    expect(periodOf('30d', noon, 0)).toEqual({ from: '2026-10-26T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' });
  });

  it('puts midnight itself in the day it starts', () => {
    const midnight = Date.parse('2026-11-24T00:00:00Z');
    expect(periodOf('today', midnight, 0).from).toBe('2026-11-24T00:00:00.000Z');
    expect(periodOf('today', midnight - 1, 0).from).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('isRangeKey', () => {
  it('knows the three ranges and nothing else', () => {
    expect(['today', '7d', '30d'].every(isRangeKey)).toBe(true);
    expect(isRangeKey('90d')).toBe(false);
    expect(isRangeKey(undefined)).toBe(false);
  });
});
