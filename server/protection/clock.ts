/**
 * The server's clock for player protection (issue 16): cooling-off ends, time-out and exclusion ends, reality-check
 * intervals and idle sessions are all measured against it. It is the real time; with DEV_TOOLS the e2e tests move it
 * forward (`POST /dev/clock/advance`) instead of waiting 24 hours. Queries compare against `clock.now()` passed as a
 * parameter, never SQL `now()`, so a moved clock moves every rule alike.
 */
export interface ServerClock {
  now(): Date;
  /** DEV_TOOLS only (the dev route is the one caller): moves the clock forward by `ms`. */
  advance(ms: number): void;
  offsetMs(): number;
}

export function createClock(realNow: () => number = Date.now): ServerClock {
  let offset = 0;
  return {
    now: () => new Date(realNow() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
