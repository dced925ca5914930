/**
 * A time-out or self-exclusion refusal (issue 16) in the player's language: the login screen shows it with the end
 * time. Its own small file: the login form loads it, and that form is near the home's first load.
 */
/** A message the site shows in the player's language: a locale key and its values (an end time in epoch ms). */
export interface ExclusionMessage {
  key: string;
  params?: Record<string, number>;
}

function untilOf(error: unknown): number | null {
  const value = (error as { value?: { until?: unknown } } | null)?.value;
  const until = typeof value?.until === 'string' ? Date.parse(value.until) : Number.NaN;
  return Number.isNaN(until) ? null : until;
}

/**
 * The player's-language message of a time-out or self-exclusion refusal (a login, a launch, a shorter request), with
 * the end time; null for any other error.
 */
export function exclusionRefusalMessage(error: unknown): ExclusionMessage | null {
  const code = (error as { code?: unknown } | null)?.code;
  const until = untilOf(error);
  switch (code) {
    case 'ACCOUNT_TIMED_OUT':
      return until === null
        ? { key: 'protection.exclusion.refusals.ACCOUNT_TIMED_OUT_UNKNOWN' }
        : { key: 'protection.exclusion.refusals.ACCOUNT_TIMED_OUT', params: { until } };
    case 'ACCOUNT_SELF_EXCLUDED':
      return until === null
        ? { key: 'protection.exclusion.refusals.ACCOUNT_SELF_EXCLUDED_PERMANENT' }
        : { key: 'protection.exclusion.refusals.ACCOUNT_SELF_EXCLUDED', params: { until } };
    case 'EXCLUSION_CANNOT_SHORTEN':
      return { key: 'protection.exclusion.refusals.EXCLUSION_CANNOT_SHORTEN' };
    default:
      return null;
  }
}
