/**
 * The limits screen's data (issue 16 tool 1) as the server answers it, read leniently, and the messages of a refused
 * call in the player's language. Pure.
 */
import type { ValidationMessage } from '../account/validation';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from './limits';

export interface PendingLimit {
  /** The amount it becomes; null: the limit is removed. */
  amount: number | null;
  dueAt: string;
  /** The cooling-off is over: the player may confirm it. */
  confirmable: boolean;
}

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  used: number | null;
  remaining: number | null;
  resetsAt: string | null;
  pending: PendingLimit | null;
}

export interface Allowance {
  period: LimitPeriod;
  limit: number;
  remaining: number;
  resetsAt: string;
}

export interface LimitsState {
  coolingOffHours: number;
  maxAmount: number;
  currencySymbol: string;
  hasDeposits: boolean;
  limits: LimitRow[];
  allowance: Record<LimitKind, Allowance | null>;
}

export interface LimitTarget {
  kind: LimitKind;
  period: LimitPeriod;
}

/** What a save did: SET at once, REQUEST pending its cooling-off, SAME nothing. */
export type LimitSaveOutcome = 'SET' | 'REQUEST' | 'SAME';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const isKind = (v: unknown): v is LimitKind => LIMIT_KINDS.includes(v as LimitKind);
const isPeriod = (v: unknown): v is LimitPeriod => LIMIT_PERIODS.includes(v as LimitPeriod);

function allowanceOf(v: unknown): Allowance | null {
  const a = v as Record<string, unknown> | null;
  if (!a || typeof a !== 'object' || !isPeriod(a.period)) return null;
  return { period: a.period, limit: num(a.limit) ?? 0, remaining: num(a.remaining) ?? 0, resetsAt: str(a.resetsAt) };
}

export function parseLimitsState(value: unknown): LimitsState {
  const v = (value ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(v.limits) ? (v.limits as Record<string, unknown>[]) : [];
  const allowance = (v.allowance ?? {}) as Record<string, unknown>;
  return {
    coolingOffHours: num(v.coolingOffHours) ?? 24,
    maxAmount: num(v.maxAmount) ?? 10_000_000,
    currencySymbol: str(v.currencySymbol) || '$',
    hasDeposits: v.hasDeposits === true,
    limits: rows
      .filter((r) => r && isKind(r.kind) && isPeriod(r.period))
      .map((r) => {
        const p = r.pending as Record<string, unknown> | null;
        return {
          kind: r.kind as LimitKind,
          period: r.period as LimitPeriod,
          amount: num(r.amount),
          used: num(r.used),
          remaining: num(r.remaining),
          resetsAt: typeof r.resetsAt === 'string' ? r.resetsAt : null,
          pending:
            p && typeof p === 'object'
              ? { amount: num(p.amount), dueAt: str(p.dueAt), confirmable: p.confirmable === true }
              : null,
        };
      }),
    allowance: {
      DEPOSIT: allowanceOf(allowance.DEPOSIT),
      LOSS: allowanceOf(allowance.LOSS),
      WAGER: allowanceOf(allowance.WAGER),
    },
  };
}

export const limitRowOf = (state: LimitsState | null, target: LimitTarget): LimitRow | undefined =>
  state?.limits.find((r) => r.kind === target.kind && r.period === target.period);

/** The member has set no limit of any kind (nor asked for one). */
export const hasNoLimits = (state: LimitsState): boolean =>
  state.limits.every((r) => r.amount === null && r.pending === null);

/** An amount as the input shows it again ("50.00"), or '' for none. */
export const amountInputText = (amount: number | null): string => (amount === null ? '' : amount.toFixed(2));

/** The protection refusal codes of a deposit or a bet, with their message keys (the value carries the numbers). */
export const LIMIT_REFUSALS = ['DEPOSIT_LIMIT_REACHED', 'LOSS_LIMIT_REACHED', 'WAGER_LIMIT_REACHED'] as const;

/** A refused limits call in the player's language: known codes by their key, else "try again". */
export function limitsRefusal(error: unknown): ValidationMessage {
  const e = error as { code?: unknown; value?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code === 'LIMIT_COOLING_OFF') {
    const dueAt = str((e?.value as { dueAt?: unknown } | null)?.dueAt);
    return { key: 'protection.limits.errors.LIMIT_COOLING_OFF', params: { time: dueAt } };
  }
  if (['NO_PENDING_LIMIT', 'LIMIT_NOT_SET', 'LIMITS_DISABLED', 'TRIAL_REFUSED', 'INVALID_INPUT'].includes(code)) {
    return { key: `protection.limits.errors.${code}` };
  }
  return { key: 'protection.limits.errors.failed' };
}
