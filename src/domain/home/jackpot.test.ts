import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draw, formatBalance, formatJackpot, jackpotInterval, jackpotStart, jackpotStep } from './jackpot';

describe('jackpot counter rules (§9)', () => {
  it('keeps start, step and interval within bounds for any random value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999999, noNaN: true }), (r) => {
        const start = jackpotStart(() => r);
        const step = jackpotStep(() => r);
        expect(start).toBeGreaterThanOrEqual(20_000_000);
        expect(start).toBeLessThanOrEqual(21_000_000);
        expect(step).toBeGreaterThanOrEqual(100);
        expect(step).toBeLessThanOrEqual(500);
        expect([3000, 4000, 5000]).toContain(jackpotInterval(() => r));
      }),
    );
  });
  it('formats with separators and the right decimals', () => {
    expect(formatJackpot(20123456.78)).toBe('20,123,456');
    expect(formatBalance(1234.5)).toBe('1,234.50');
    expect(formatBalance(undefined)).toBe('0.00');
    expect(formatBalance('-0.004')).toBe('0.00');
    expect(formatBalance('oops')).toBe('0.00');
  });
  it('formats as en-US Intl does, for any amount in cents and any jackpot value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const amount = cents / 100;
        expect(formatBalance(amount)).toBe(
          amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        );
        expect(formatJackpot(Math.abs(amount))).toBe(Math.floor(Math.abs(amount)).toLocaleString('en-US'));
      }),
    );
  });
});

/** mulberry32 as its author publishes it (bryc, "PRNGs"): the reference the pure `draw` must follow. */
function mulberry32(a: number) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('jackpot draws (§9 random start, step and interval)', () => {
  it('draws the mulberry32 sequence, handing on the seed', () => {
    for (const start of [0, 1, 42, 0xdeadbeef]) {
      const reference = mulberry32(start);
      let seed = start;
      for (let i = 0; i < 5; i++) {
        const next = draw(seed);
        expect(next.value).toBe(reference());
        expect(next.value).toBeGreaterThanOrEqual(0);
        expect(next.value).toBeLessThan(1);
        expect(next.seed).toBe((seed + 0x6d2b79f5) >>> 0);
        seed = next.seed;
      }
    }
  });

  it('spreads a draw evenly over the bounds', () => {
    expect(jackpotStart(() => 0)).toBe(20_000_000);
    expect(jackpotStart(() => 0.5)).toBe(20_500_000);
    expect(jackpotStep(() => 0)).toBe(100);
    expect(jackpotStep(() => 0.5)).toBe(300);
    expect(jackpotStep(() => 0.999)).toBe(500);
    expect([0, 0.34, 0.5, 0.67, 0.99].map((r) => jackpotInterval(() => r))).toEqual([3000, 4000, 4000, 5000, 5000]);
  });

  it('stays within bounds for a draw at the very top of the range', () => {
    expect(jackpotStart(() => 1)).toBe(21_000_000);
    expect(jackpotStep(() => 1)).toBe(500);
    expect(jackpotInterval(() => 1)).toBe(5000);
  });

  it('formats a negative value with its sign in front', () => {
    expect(formatJackpot(-1234567)).toBe('-1,234,567');
    expect(formatJackpot(-0.5)).toBe('-1');
    expect(formatBalance(-1234.5)).toBe('-1,234.50');
  });
});
