/**
 * The demo provider's games, computed exactly from their tables (no server): the slot's return to player from its
 * pay table and reel strip, and the crash game's distribution P(crash >= m) = 0.96 / m and expected return.
 */
import { describe, expect, it } from 'vitest';
import {
  CRASH_RANGE,
  CRASH_RTP_PERCENT,
  crashOutcome,
  crashPoint,
  MAX_CASH_OUT,
  MIN_CASH_OUT,
} from '../../server/provider/crash';
import { demoGameKind, roundOutcome } from '../../server/provider/outcome';
import { REEL_STRIP, SYMBOL_WEIGHTS, slotMultiplier, slotOutcome } from '../../server/provider/slot';

describe('the slot', () => {
  it('returns between 95 % and 97 % to the player, computed exactly over every reel stop', () => {
    const n = REEL_STRIP.length;
    let paid = 0;
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++) for (let c = 0; c < n; c++) paid += slotOutcome([a, b, c]).multiplier;
    const combinations = n ** 3;
    // Integers only: 95/100 <= paid/combinations <= 97/100.
    expect(paid * 100).toBeGreaterThanOrEqual(95 * combinations);
    expect(paid * 100).toBeLessThanOrEqual(97 * combinations);
    expect(`${paid}/${combinations}`).toBe('7682/8000');
  });

  it('has the strip its weights say, and pays three of a kind and two cherries only', () => {
    for (const [symbol, weight] of Object.entries(SYMBOL_WEIGHTS)) {
      expect(REEL_STRIP.filter((s) => s === symbol)).toHaveLength(weight);
    }
    expect(slotMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(240);
    expect(slotMultiplier(['CHERRY', 'BAR', 'CHERRY'])).toBe(2);
    expect(slotMultiplier(['CHERRY', 'BAR', 'LEMON'])).toBe(0);
    expect(slotMultiplier(['BELL', 'BELL', 'PLUM'])).toBe(0);
    expect(() => slotOutcome([0, 1, REEL_STRIP.length])).toThrow();
  });

  it('wins the bet times the multiplier, in whole cents', () => {
    const seven = REEL_STRIP.indexOf('SEVEN');
    expect(roundOutcome('slot', 150, [seven, seven, seven]).winCents).toBe(36_000);
    expect(demoGameKind('RNG')).toBe('slot');
    expect(demoGameKind('LIVE')).toBe('crash');
  });
});

describe('the crash game', () => {
  /** How many of the CRASH_RANGE random numbers crash at or after m (hundredths). */
  const reaching = (m: number) => Math.floor((CRASH_RTP_PERCENT * CRASH_RANGE) / m);

  it('crashes at or after m for exactly floor(0.96 N / m) of the N random numbers', () => {
    for (const m of [MIN_CASH_OUT, 150, 200, 333, 1000, 12_345, MAX_CASH_OUT]) {
      const last = reaching(m) - 1; // crashPoint falls as r grows: r <= last reach m, r = last + 1 does not
      expect(crashPoint(last)).toBeGreaterThanOrEqual(m);
      expect(crashPoint(last + 1)).toBeLessThan(m);
      expect(crashOutcome(last, m).cashedOut).toBe(true);
      expect(crashOutcome(last + 1, m).cashedOut).toBe(false);
      // P(crash >= m) = 0.96 / m within one part in N.
      expect(Math.abs(reaching(m) / CRASH_RANGE - CRASH_RTP_PERCENT / m)).toBeLessThanOrEqual(1 / CRASH_RANGE);
    }
  });

  it('returns 96 % for every cash-out target', () => {
    for (let m = MIN_CASH_OUT; m <= MAX_CASH_OUT; m += 997) {
      const expectedReturn = (m / 100) * (reaching(m) / CRASH_RANGE);
      expect(expectedReturn).toBeLessThanOrEqual(0.96);
      expect(expectedReturn).toBeGreaterThan(0.96 - 1e-6);
    }
  });

  it('never crashes below 1.00x, and pays the target in whole cents rounded down', () => {
    expect(crashPoint(CRASH_RANGE - 1)).toBe(100);
    expect(crashPoint(0)).toBe(CRASH_RTP_PERCENT * CRASH_RANGE);
    const won = roundOutcome('crash', 333, [0], 150);
    expect(won).toMatchObject({ cashedOut: true, multiplier: 150, winCents: 499 });
    expect(roundOutcome('crash', 333, [CRASH_RANGE - 1], 150)).toMatchObject({ cashedOut: false, winCents: 0 });
    expect(() => crashOutcome(0, 100)).toThrow();
    expect(() => crashPoint(CRASH_RANGE)).toThrow();
  });
});
