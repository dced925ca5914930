/**
 * Time-out and self-exclusion (issue 16 tools 3 and 4): the periods, when one ends, and the rule that a block can
 * only be made longer, never cut short. Pure: the server and the site share it.
 */
export type ExclusionTool = 'TIME_OUT' | 'SELF_EXCLUSION';
export const TIME_OUT_PERIODS = ['24h', '7d', '1m', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type ExclusionPeriod = TimeOutPeriod | SelfExclusionPeriod;

/** A restricted session's kind, as the login answer and member info name it. */
export const SELF_EXCLUDED = 'SELF_EXCLUDED';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function periodsOf(tool: ExclusionTool): readonly ExclusionPeriod[] {
  return tool === 'TIME_OUT' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
}

export function isPeriodOf(tool: ExclusionTool, period: string): period is ExclusionPeriod {
  return (periodsOf(tool) as readonly string[]).includes(period);
}

/** The same day of the month `months` later (UTC), or that month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
function addMonths(from: Date, months: number): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** When a block of `period` started at `from` ends; null: permanent (it never ends). */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '6w':
      return new Date(from.getTime() + 42 * DAY_MS);
    case '1m':
      return addMonths(from, 1);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}

/** A block that runs: permanent, or ending after `now`. */
export function isActive(block: { until: Date | null } | null | undefined, now: Date): boolean {
  return block != null && (block.until === null || block.until.getTime() > now.getTime());
}

/**
 * A new block may replace the running one only when it ends no sooner (a second request may lengthen, never shorten);
 * with none running any block may start.
 */
export function mayReplace(running: { until: Date | null } | null, next: { until: Date | null }): boolean {
  if (running === null) return true;
  if (running.until === null) return next.until === null;
  return next.until === null || next.until.getTime() >= running.until.getTime();
}

/**
 * The server calls a self-excluded account's restricted session may still make: member info, the balance, what
 * withdrawing needs (settings, bank cards, payment password, game wallets back to the main one, the withdrawal, the
 * list), a longer exclusion, and logout. Every other call answers 403 ACCOUNT_SELF_EXCLUDED.
 */
export const SELF_EXCLUDED_ALLOWED_PATHS: readonly string[] = [
  '/wps/member/info',
  '/wps/wallets/gcs',
  '/wps/wallets/transfer/all',
  '/wps/transaction/withdraw/settings',
  '/wps/member/bankCards',
  '/wps/member/paymentPassword',
  '/wps/transaction/withdraw',
  '/wps/transaction/withdrawals',
  '/wps/protection/exclusion',
  '/wps/session/logout',
];

/** Reads the restricted kind from a login answer or member info (anything else: not restricted). */
export function restrictedOf(value: unknown): typeof SELF_EXCLUDED | null {
  return value === SELF_EXCLUDED ? SELF_EXCLUDED : null;
}
