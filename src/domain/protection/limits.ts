/**
 * Deposit, loss and wager limits (issue 16 tool 1), the rules the server enforces and the site shows. Pure: the
 * server and the site share them. Each kind has at most one limit per period; the windows are rolling (the last 24
 * hours, 7 days, 30 days on the server's protection clock). The lowest applicable limit wins: what the player may
 * still deposit or stake is the smallest remaining allowance of the kind's limits. A first limit or a lower one
 * applies at once; a higher one or a removal waits out the cooling-off and must then be confirmed by the player.
 */
import type { ValidationMessage } from '../account/validation';

export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "1 month" is a rolling 30 days (calendar months differ in length; a rolling window must not). */
export const MONTH_DAYS = 30;

/** The length of a period's rolling window. */
export function periodMs(period: LimitPeriod): number {
  return period === 'DAY' ? DAY_MS : period === 'WEEK' ? 7 * DAY_MS : MONTH_DAYS * DAY_MS;
}

/** When a rolling window that starts counting at `firstAt` (its oldest counted entry) frees that entry again. */
export function windowResetsAt(period: LimitPeriod, firstAt: Date | null, now: Date): Date {
  return new Date((firstAt ?? now).getTime() + periodMs(period));
}

/** When a raise or removal requested at `requestedAt` may be confirmed. */
export function coolingOffEnd(requestedAt: Date, coolingOffHours: number): Date {
  return new Date(requestedAt.getTime() + coolingOffHours * HOUR_MS);
}

/** A pending change may be confirmed once its cooling-off has ended (at the end itself, too). */
export function coolingOffOver(dueAt: Date, now: Date): boolean {
  return now.getTime() >= dueAt.getTime();
}

/**
 * How a change applies: a first limit or a lower one at once (SET); a higher one or a removal waits out the
 * cooling-off (REQUEST); the same amount changes nothing (SAME). Amounts in cents; null is "no limit".
 */
export type LimitChange = 'SET' | 'REQUEST' | 'SAME';
export function changeOf(currentCents: number | null, nextCents: number | null): LimitChange {
  if (currentCents === nextCents) return 'SAME';
  if (currentCents === null) return 'SET';
  if (nextCents === null) return 'REQUEST';
  return nextCents < currentCents ? 'SET' : 'REQUEST';
}

/** One limit with what the window has used of it, in cents. */
export interface LimitUse {
  period: LimitPeriod;
  limitCents: number;
  usedCents: number;
  resetsAt: Date;
}

/** What is left of one limit (never below 0). */
export const remainingOf = (use: LimitUse): number => Math.max(0, use.limitCents - use.usedCents);

/**
 * The lowest applicable limit wins: of a kind's limits, the one with the least left binds (on a tie, the shorter
 * period: it resets first). Null when the kind has no limit.
 */
export function bindingLimit(uses: readonly LimitUse[]): LimitUse | null {
  let best: LimitUse | null = null;
  for (const use of uses) {
    if (!best) best = use;
    else {
      const left = remainingOf(use);
      const bestLeft = remainingOf(best);
      if (left < bestLeft || (left === bestLeft && periodMs(use.period) < periodMs(best.period))) best = use;
    }
  }
  return best;
}

/** The limit that `amountCents` more would pass, if any (the binding one among those it passes). */
export function passedLimit(uses: readonly LimitUse[], amountCents: number): LimitUse | null {
  return bindingLimit(uses.filter((use) => use.usedCents + amountCents > use.limitCents));
}

/** The largest limit the site accepts (a sane bound; the server's config may lower it). */
export const LIMIT_MAX_AMOUNT = 10_000_000;

/** A limit amount typed as free text: digits with at most two decimals, above 0, at most `max`. */
export function parseLimitAmount(
  text: string,
  max: number = LIMIT_MAX_AMOUNT,
): { cents: number } | { error: ValidationMessage } {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return { error: { key: 'protection.limits.errors.required' } };
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) return { error: { key: 'protection.limits.errors.format' } };
  const cents = Math.round(Number(value) * 100);
  if (cents <= 0) return { error: { key: 'protection.limits.errors.positive' } };
  if (cents > max * 100) return { error: { key: 'protection.limits.errors.tooLarge', params: { max } } };
  return { cents };
}

/** The refusal codes of a deposit or bet that would pass a limit, by kind. */
export const LIMIT_REFUSAL_CODES = {
  DEPOSIT: 'DEPOSIT_LIMIT_REACHED',
  LOSS: 'LOSS_LIMIT_REACHED',
  WAGER: 'WAGER_LIMIT_REACHED',
} as const satisfies Record<LimitKind, string>;
