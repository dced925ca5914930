/**
 * A deposit or bet refused by a limit (issue 16 tool 1: DEPOSIT_LIMIT_REACHED, LOSS_LIMIT_REACHED,
 * WAGER_LIMIT_REACHED) as a message in the player's language: its key, with the period, the limit, what is left and
 * when it resets as raw values for the screen to format (money with its symbol, the time in the player's language).
 * Pure.
 */
import type { ValidationMessage } from '../account/validation';
import { LIMIT_PERIODS, LIMIT_REFUSAL_CODES } from './limits';

const CODES: readonly string[] = Object.values(LIMIT_REFUSAL_CODES);
export const LIMIT_REFUSAL_KEY = 'protection.limits.refusal.';

export function limitRefusalMessage(code: string | null, value: unknown): ValidationMessage | null {
  if (!code || !CODES.includes(code)) return null;
  const v = (value ?? {}) as Record<string, unknown>;
  const period = LIMIT_PERIODS.find((p) => p === v.period) ?? 'DAY';
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  return {
    key: `${LIMIT_REFUSAL_KEY}${code}`,
    params: {
      period,
      limit: num(v.limit),
      remaining: num(v.remaining),
      time: typeof v.resetsAt === 'string' ? v.resetsAt : '',
    },
  };
}
