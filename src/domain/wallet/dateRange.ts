/**
 * The records' date ranges (issue 14 item 4: today, 7 days, 30 days), computed from a given "now" and the player's
 * time zone offset, so a machine or a test never reads the clock. A range covers whole local days up to the end of
 * today: `from` inclusive, `to` exclusive, both as ISO instants (server/README.md "Money records", "Game rounds").
 */

export const RANGE_KEYS = ['today', '7d', '30d'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** What the records show when the address names no range. */
export const DEFAULT_RANGE: RangeKey = 'today';

const DAYS: Record<RangeKey, number> = { today: 1, '7d': 7, '30d': 30 };
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface Period {
  from: string;
  to: string;
}

export function isRangeKey(value: unknown): value is RangeKey {
  return typeof value === 'string' && (RANGE_KEYS as readonly string[]).includes(value);
}

/**
 * The period of a range at `nowMs`, for a player whose clock is `tzOffsetMinutes` behind UTC (as
 * `Date#getTimezoneOffset`: UTC+7 is -420). Today starts at the player's local midnight; 7 days are today and the six
 * days before it.
 */
export function periodOf(range: RangeKey, nowMs: number, tzOffsetMinutes: number): Period {
  const offsetMs = tzOffsetMinutes * MINUTE_MS;
  const localNow = nowMs - offsetMs;
  const startOfToday = Math.floor(localNow / DAY_MS) * DAY_MS + offsetMs;
  return {
    from: new Date(startOfToday - (DAYS[range] - 1) * DAY_MS).toISOString(),
    to: new Date(startOfToday + DAY_MS).toISOString(),
  };
}
