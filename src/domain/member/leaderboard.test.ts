import { describe, expect, it } from 'vitest';
import { isLeaderboardPeriod, periodBounds } from './leaderboard';

describe('leaderboard periods', () => {
  // Wednesday 2026-11-25 01:30 in Manila (UTC+8) is Tuesday 17:30 UTC.
  const now = Date.parse('2026-11-24T17:30:00.000Z');

  it('today is the site’s local day, not the UTC day', () => {
    expect(periodBounds('today', now, 480)).toEqual({
      from: '2026-11-24T16:00:00.000Z',
      to: '2026-11-25T16:00:00.000Z',
    });
    expect(periodBounds('today', now, 0)).toEqual({
      from: '2026-11-24T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
    });
    expect(periodBounds('today', now, -300).from).toBe('2026-11-24T05:00:00.000Z');
  });

  it('this week starts on the local Monday and lasts seven days', () => {
    expect(periodBounds('week', now, 480)).toEqual({
      from: '2026-11-22T16:00:00.000Z',
      to: '2026-11-29T16:00:00.000Z',
    });
    // On a Monday, the week starts that very day; on a Sunday, six days before.
    expect(periodBounds('week', Date.parse('2026-11-23T00:00:00.000Z'), 0).from).toBe('2026-11-23T00:00:00.000Z');
    expect(periodBounds('week', Date.parse('2026-11-29T23:59:59.999Z'), 0).from).toBe('2026-11-23T00:00:00.000Z');
  });

  it('knows its periods', () => {
    expect(isLeaderboardPeriod('today')).toBe(true);
    expect(isLeaderboardPeriod('week')).toBe(true);
    expect(isLeaderboardPeriod('month')).toBe(false);
    expect(isLeaderboardPeriod(1)).toBe(false);
  });
});
