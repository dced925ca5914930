import { describe, expect, it } from 'vitest';
import { activityTotals, parseActivity } from './activity';

describe('activityTotals', () => {
  it('turns cents into money and the net into wins minus bets', () => {
    expect(activityTotals({ deposits: 12050, withdrawals: 2525, bets: 1300, wins: 905 })).toEqual({
      deposits: 120.5,
      withdrawals: 25.25,
      bets: 13,
      wins: 9.05,
      net: -3.95,
    });
    expect(activityTotals({ deposits: 0, withdrawals: 0, bets: 100, wins: 350 }).net).toBe(2.5);
  });
});

describe('parseActivity', () => {
  it('reads the answer; a missing or odd amount is 0', () => {
    expect(
      parseActivity({
        openedAt: '2026-01-01T00:00:00.000Z',
        windowStart: '2026-10-25T00:00:00.000Z',
        last30Days: { deposits: 10, withdrawals: 'x', bets: 4, wins: 1, net: -3 },
      }),
    ).toEqual({
      openedAt: '2026-01-01T00:00:00.000Z',
      windowStart: '2026-10-25T00:00:00.000Z',
      last30Days: { deposits: 10, withdrawals: 0, bets: 4, wins: 1, net: -3 },
      sinceOpened: { deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 },
    });
  });
});
