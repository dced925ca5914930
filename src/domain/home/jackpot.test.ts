import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBalance, formatJackpot, jackpotInterval, jackpotStart, jackpotStep } from './jackpot';

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
