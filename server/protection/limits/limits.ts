/**
 * A member's deposit, loss and wager limits (issue 16 tool 1): reading them with what each window has used, and the
 * changes the player makes (set, raise, lower, remove, confirm, cancel), each recorded in the audit trail in the
 * same transaction. Times are the protection clock's.
 */

import {
  bindingLimit,
  changeOf,
  coolingOffEnd,
  coolingOffOver,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitUse,
  remainingOf,
  windowResetsAt,
} from '../../../src/domain/protection/limits';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/db';
import { AppError } from '../../http/envelope';
import { centsOf, decimalOf } from '../../ledger/journal';
import { recordProtectionEvent } from '../audit';
import { windowUse } from './usage';

type Tx = Pick<Db, 'query'>;

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | null;
  pending_amount: string | null;
  pending_requested_at: Date | string | null;
  pending_due_at: Date | string | null;
}

export interface StoredLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amountCents: number | null;
  pending: { amountCents: number | null; requestedAt: Date; dueAt: Date } | null;
}

function storedOf(row: LimitRow): StoredLimit {
  return {
    kind: row.kind,
    period: row.period,
    amountCents: row.amount === null ? null : centsOf(row.amount),
    pending:
      row.pending_due_at === null
        ? null
        : {
            amountCents: row.pending_amount === null ? null : centsOf(row.pending_amount),
            requestedAt: new Date(row.pending_requested_at ?? row.pending_due_at),
            dueAt: new Date(row.pending_due_at),
          },
  };
}

/** The member's stored limits (rows with neither a limit nor a pending change are left out). */
export async function storedLimits(db: Tx, memberId: number, forUpdate = false): Promise<StoredLimit[]> {
  const { rows } = await db.query<LimitRow>(
    `SELECT kind, period, amount, pending_amount, pending_requested_at, pending_due_at FROM protection_limits
      WHERE member_id = $1 AND (amount IS NOT NULL OR pending_due_at IS NOT NULL)${forUpdate ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows.map(storedOf);
}

/** The `kind` limits in force with what their windows have used. */
export async function limitUses(
  db: Tx,
  memberId: number,
  kind: LimitKind,
  now: Date,
  stored?: StoredLimit[],
): Promise<LimitUse[]> {
  const limits = (stored ?? (await storedLimits(db, memberId))).filter(
    (limit) => limit.kind === kind && limit.amountCents !== null,
  );
  const uses: LimitUse[] = [];
  for (const limit of limits) {
    const use = await windowUse(db, memberId, kind, limit.period, now);
    uses.push({
      period: limit.period,
      limitCents: limit.amountCents ?? 0,
      usedCents: use.usedCents,
      resetsAt: windowResetsAt(limit.period, use.firstAt, now),
    });
  }
  return uses;
}

const money = (cents: number | null) => (cents === null ? null : cents / 100);

/** The limits screen's answer: every kind and period, pending changes with their times, usage and allowance. */
export async function limitsState(ctx: ServerContext, db: Tx, memberId: number) {
  const now = ctx.clock.now();
  const config = ctx.config.get().protection.limits;
  const stored = await storedLimits(db, memberId);
  const limits = [];
  const allowance: Record<string, unknown> = {};
  for (const kind of LIMIT_KINDS) {
    const uses = await limitUses(db, memberId, kind, now, stored);
    const binding = bindingLimit(uses);
    allowance[kind] = binding
      ? {
          period: binding.period,
          limit: binding.limitCents / 100,
          remaining: remainingOf(binding) / 100,
          resetsAt: binding.resetsAt.toISOString(),
        }
      : null;
    for (const period of LIMIT_PERIODS) {
      const limit = stored.find((s) => s.kind === kind && s.period === period);
      const use = uses.find((u) => u.period === period);
      limits.push({
        kind,
        period,
        amount: money(limit?.amountCents ?? null),
        used: use ? use.usedCents / 100 : null,
        remaining: use ? remainingOf(use) / 100 : null,
        resetsAt: use ? use.resetsAt.toISOString() : null,
        pending: limit?.pending
          ? {
              amount: money(limit.pending.amountCents),
              requestedAt: limit.pending.requestedAt.toISOString(),
              dueAt: limit.pending.dueAt.toISOString(),
              confirmable: coolingOffOver(limit.pending.dueAt, now),
            }
          : null,
      });
    }
  }
  const { rows } = await db.query<{ currency_symbol: string; deposits: string | number }>(
    `SELECT m.currency_symbol, (SELECT count(*) FROM deposits d WHERE d.member_id = m.id) AS deposits
       FROM members m WHERE m.id = $1`,
    [memberId],
  );
  return {
    now: now.toISOString(),
    coolingOffHours: config.coolingOffHours,
    maxAmount: config.maxAmount,
    currencySymbol: rows[0]?.currency_symbol ?? '$',
    hasDeposits: Number(rows[0]?.deposits ?? 0) > 0,
    limits,
    allowance,
  };
}

const auditValue = (kind: LimitKind, period: LimitPeriod, cents: number | null) => ({
  kind,
  period,
  amount: money(cents),
});

/** The player's change of one limit in the audit trail: the amounts before and after (null: no limit). */
function recordLimitChange(
  tx: Tx,
  memberId: number,
  change: { action: 'SET' | 'REQUEST' | 'CONFIRM' | 'CANCEL'; kind: LimitKind; period: LimitPeriod },
  cents: { old: number | null; new: number | null },
  at: Date,
) {
  return recordProtectionEvent(tx, {
    memberId,
    tool: 'LIMIT',
    action: change.action,
    oldValue: auditValue(change.kind, change.period, cents.old),
    newValue: auditValue(change.kind, change.period, cents.new),
    source: 'PLAYER',
    at,
  });
}

async function lockedLimit(tx: Tx, memberId: number, kind: LimitKind, period: LimitPeriod, at: Date) {
  await tx.query(
    `INSERT INTO protection_limits (member_id, kind, period, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, kind, period) DO NOTHING`,
    [memberId, kind, period, at.toISOString()],
  );
  const { rows } = await tx.query<LimitRow>(
    `SELECT kind, period, amount, pending_amount, pending_requested_at, pending_due_at FROM protection_limits
      WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [memberId, kind, period],
  );
  const row = rows[0];
  if (!row) throw new Error('limit row vanished');
  return storedOf(row);
}

async function writeLimit(
  tx: Tx,
  memberId: number,
  limit: Pick<StoredLimit, 'kind' | 'period' | 'amountCents' | 'pending'>,
  at: Date,
) {
  await tx.query(
    `UPDATE protection_limits SET amount = $4::numeric, pending_amount = $5::numeric, pending_requested_at = $6,
            pending_due_at = $7, updated_at = $8
      WHERE member_id = $1 AND kind = $2 AND period = $3`,
    [
      memberId,
      limit.kind,
      limit.period,
      limit.amountCents === null ? null : decimalOf(limit.amountCents),
      limit.pending?.amountCents == null ? null : decimalOf(limit.pending.amountCents),
      limit.pending ? limit.pending.requestedAt.toISOString() : null,
      limit.pending ? limit.pending.dueAt.toISOString() : null,
      at.toISOString(),
    ],
  );
}

export type LimitOutcome = 'SET' | 'REQUEST' | 'SAME';

/**
 * Sets, lowers, raises or removes one limit. A first or lower limit applies at once (and drops a pending raise);
 * a raise or a removal becomes the pending change, its cooling-off starting now (a new request replaces the old).
 */
export async function changeLimit(
  tx: Tx,
  ctx: ServerContext,
  memberId: number,
  request: { kind: LimitKind; period: LimitPeriod; amountCents: number | null },
): Promise<LimitOutcome> {
  const now = ctx.clock.now();
  const { kind, period } = request;
  const current = await lockedLimit(tx, memberId, kind, period, now);
  const change = changeOf(current.amountCents, request.amountCents);
  if (change === 'SAME') {
    if (request.amountCents === null) {
      throw new AppError('LIMIT_NOT_SET', 'There is no such limit to remove', 409, { kind, period });
    }
    return 'SAME';
  }
  if (change === 'SET') {
    await writeLimit(tx, memberId, { kind, period, amountCents: request.amountCents, pending: null }, now);
    await recordLimitChange(
      tx,
      memberId,
      { action: 'SET', kind, period },
      { old: current.amountCents, new: request.amountCents },
      now,
    );
    return 'SET';
  }
  const dueAt = coolingOffEnd(now, ctx.config.get().protection.limits.coolingOffHours);
  await writeLimit(
    tx,
    memberId,
    {
      kind,
      period,
      amountCents: current.amountCents,
      pending: { amountCents: request.amountCents, requestedAt: now, dueAt },
    },
    now,
  );
  await recordLimitChange(
    tx,
    memberId,
    { action: 'REQUEST', kind, period },
    { old: current.amountCents, new: request.amountCents },
    now,
  );
  return 'REQUEST';
}

/** The limit with its pending change, locked; without a pending change there is nothing to confirm or cancel. */
async function lockedPendingLimit(
  tx: Tx,
  memberId: number,
  target: { kind: LimitKind; period: LimitPeriod },
  now: Date,
) {
  const current = await lockedLimit(tx, memberId, target.kind, target.period, now);
  if (!current.pending) {
    throw new AppError('NO_PENDING_LIMIT', 'There is no pending change of this limit', 409, target);
  }
  return { current, pending: current.pending };
}

/** Applies a pending raise or removal once its cooling-off is over; before that it is refused with its end. */
export async function confirmLimit(
  tx: Tx,
  ctx: ServerContext,
  memberId: number,
  target: { kind: LimitKind; period: LimitPeriod },
): Promise<void> {
  const now = ctx.clock.now();
  const { current, pending } = await lockedPendingLimit(tx, memberId, target, now);
  if (!coolingOffOver(pending.dueAt, now)) {
    const dueAt = pending.dueAt.toISOString();
    throw new AppError('LIMIT_COOLING_OFF', `This change can be confirmed from ${dueAt}`, 409, { ...target, dueAt });
  }
  await writeLimit(tx, memberId, { ...target, amountCents: pending.amountCents, pending: null }, now);
  await recordLimitChange(
    tx,
    memberId,
    { action: 'CONFIRM', ...target },
    { old: current.amountCents, new: pending.amountCents },
    now,
  );
}

/** Drops a pending raise or removal: the limit in force stays. */
export async function cancelLimit(
  tx: Tx,
  ctx: ServerContext,
  memberId: number,
  target: { kind: LimitKind; period: LimitPeriod },
): Promise<void> {
  const now = ctx.clock.now();
  const { current, pending } = await lockedPendingLimit(tx, memberId, target, now);
  await writeLimit(tx, memberId, { ...target, amountCents: current.amountCents, pending: null }, now);
  await recordLimitChange(
    tx,
    memberId,
    { action: 'CANCEL', ...target },
    { old: pending.amountCents, new: current.amountCents },
    now,
  );
}
