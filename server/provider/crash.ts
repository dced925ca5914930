/**
 * The demo crash game: a multiplier climbs from 1.00x and crashes at a point drawn so that
 * P(crash >= m) = 0.96 / m; the player names a cash-out multiplier with the bet and wins bet x m when the crash comes
 * at or after it. Pure given the random number, so a test can check the distribution and the expected return.
 */

/** The random number is uniform in 0..CRASH_RANGE-1. */
export const CRASH_RANGE = 2 ** 32;
/** Return to player in percent: P(crash >= m) = RTP/100 / m. */
export const CRASH_RTP_PERCENT = 96;
/** Cash-out multipliers in hundredths: 1.01x .. 1000x. */
export const MIN_CASH_OUT = 101;
export const MAX_CASH_OUT = 100_000;

/**
 * The crash point in hundredths of a multiplier for random `r`: floor(0.96 / u) with u = (r + 1) / CRASH_RANGE,
 * so crash >= m exactly when u <= 0.96 / m. Below 1.00x it crashes at once (shown as 1.00x).
 */
export function crashPoint(r: number): number {
  if (!Number.isInteger(r) || r < 0 || r >= CRASH_RANGE) throw new Error('random number out of range');
  return Math.max(100, Math.floor((CRASH_RTP_PERCENT * CRASH_RANGE) / (r + 1)));
}

export interface CrashOutcome {
  game: 'crash';
  /** Crash point and cash-out target, in hundredths (250 = 2.50x). */
  crashAt: number;
  cashOutAt: number;
  /** Whether the multiplier reached the target before the crash. */
  cashedOut: boolean;
  /** Multiplier paid in hundredths (the target when cashed out, else 0). */
  multiplier: number;
}

export function crashOutcome(r: number, cashOutAt: number): CrashOutcome {
  if (!Number.isInteger(cashOutAt) || cashOutAt < MIN_CASH_OUT || cashOutAt > MAX_CASH_OUT) {
    throw new Error('cash-out multiplier out of range');
  }
  const crashAt = crashPoint(r);
  const cashedOut = crashAt >= cashOutAt;
  return { game: 'crash', crashAt, cashOutAt, cashedOut, multiplier: cashedOut ? cashOutAt : 0 };
}
