/**
 * An account's time-out or self-exclusion (issue 16 tools 3 and 4) as the server enforces it: the running block, the
 * refusals it causes (login, launches, bets, deposits, a restricted session's other calls) and setting a new one.
 * Every time is the protection clock's (`ctx.clock.now()`), never SQL now().
 */

import {
  type ExclusionPeriod,
  type ExclusionTool,
  exclusionEnd,
  mayReplace,
} from '../../../src/domain/protection/exclusion';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/db';
import { AppError } from '../../http/envelope';
import { deleteMemberSessions } from '../../security/sessions';
import { recordProtectionEvent } from '../audit';
import { ProtectionRefusal } from '../guards';

type Queryable = Pick<Db, 'query'>;

export interface Exclusion {
  tool: ExclusionTool;
  period: ExclusionPeriod;
  startedAt: Date;
  /** null: permanent. */
  until: Date | null;
}

/** The block running at `now`, or null. */
export async function currentExclusion(db: Queryable, memberId: number, now: Date): Promise<Exclusion | null> {
  const { rows } = await db.query<{
    tool: ExclusionTool;
    period: ExclusionPeriod;
    started_at: Date;
    until: Date | null;
  }>(
    `SELECT tool, period, started_at, until FROM protection_exclusions
      WHERE member_id = $1 AND (until IS NULL OR until > $2)`,
    [memberId, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    tool: row.tool,
    period: row.period,
    startedAt: new Date(row.started_at),
    until: row.until === null ? null : new Date(row.until),
  };
}

const untilText = (until: Date | null) => (until ? until.toISOString() : null);

/** The refusal a running block answers: ACCOUNT_TIMED_OUT or ACCOUNT_SELF_EXCLUDED, with `{ until }` (null: permanent). */
export function exclusionError(block: Exclusion): AppError {
  const until = untilText(block.until);
  if (block.tool === 'TIME_OUT') {
    return new AppError('ACCOUNT_TIMED_OUT', `Your account is taking a time-out until ${until}`, 403, { until });
  }
  return new AppError(
    'ACCOUNT_SELF_EXCLUDED',
    until ? `Your account is self-excluded until ${until}` : 'Your account is self-excluded permanently',
    403,
    { until },
  );
}

/** The same refusal for a money call: the guards write its audit row (what was refused) once its transaction rolled back. */
function exclusionRefusal(block: Exclusion, memberId: number, refused: string, ctx: ServerContext): ProtectionRefusal {
  const error = exclusionError(block);
  return new ProtectionRefusal(error.code, error.message, error.status, error.value, {
    memberId,
    tool: block.tool,
    oldValue: null,
    newValue: { refused, until: untilText(block.until) },
    source: 'SYSTEM',
    at: ctx.clock.now(),
  });
}

/** Bets and deposits (guards.ts): refused while the account is timed out or self-excluded. */
export async function refuseWhileExcluded(
  tx: Queryable,
  ctx: ServerContext,
  memberId: number,
  refused: 'BET' | 'DEPOSIT',
): Promise<void> {
  const block = await currentExclusion(tx, memberId, ctx.clock.now());
  if (block) throw exclusionRefusal(block, memberId, refused, ctx);
}

/** Writes the audit row of a refusal outside a money call: what was refused, and the block's end. */
export async function recordRefusal(
  ctx: ServerContext,
  memberId: number,
  block: Exclusion,
  refused: { refused: string; path?: string },
): Promise<void> {
  await recordProtectionEvent(ctx.db, {
    memberId,
    tool: block.tool,
    action: 'REFUSAL',
    newValue: { ...refused, until: untilText(block.until) },
    source: 'SYSTEM',
    at: ctx.clock.now(),
  });
}

/** Records a refused login or game launch and answers the error to throw. */
export async function refusedByExclusion(
  ctx: ServerContext,
  memberId: number,
  block: Exclusion,
  refused: 'LOGIN' | 'LAUNCH',
): Promise<AppError> {
  await recordRefusal(ctx, memberId, block, { refused });
  return exclusionError(block);
}

/**
 * At login: a time-out refuses it (ACCOUNT_TIMED_OUT with its end); a self-exclusion lets it open a restricted
 * session (withdraw and logout only); otherwise nothing.
 */
export async function loginRestriction(
  ctx: ServerContext,
  db: Queryable,
  memberId: number,
): Promise<{ restricted: 'SELF_EXCLUDED' | null; restrictedUntil: string | null }> {
  const block = await currentExclusion(db, memberId, ctx.clock.now());
  if (!block) return { restricted: null, restrictedUntil: null };
  if (block.tool === 'TIME_OUT') throw await refusedByExclusion(ctx, memberId, block, 'LOGIN');
  return { restricted: 'SELF_EXCLUDED', restrictedUntil: untilText(block.until) };
}

/** The running self-exclusion of a session's member (the restricted session's gate), or null. */
export async function selfExclusionOf(ctx: ServerContext, memberId: number): Promise<Exclusion | null> {
  const block = await currentExclusion(ctx.db, memberId, ctx.clock.now());
  return block?.tool === 'SELF_EXCLUSION' ? block : null;
}

/**
 * Starts a time-out or self-exclusion at once: the block is written (replacing the running one only when it ends no
 * sooner), the change audited, and every session of the account on every device ended, in one transaction.
 */
export async function startExclusion(
  ctx: ServerContext,
  memberId: number,
  tool: ExclusionTool,
  period: ExclusionPeriod,
): Promise<Exclusion> {
  const now = ctx.clock.now();
  const next: Exclusion = { tool, period, startedAt: now, until: exclusionEnd(period, now) };
  return ctx.db.transaction(async (tx) => {
    // The member's row is the lock: two requests of one account are decided one after the other.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const running = await currentExclusion(tx, memberId, now);
    if (!mayReplace(running, next)) {
      throw new AppError(
        'EXCLUSION_CANNOT_SHORTEN',
        'A time-out or self-exclusion cannot be cut short: choose a period that ends later',
        409,
        { until: untilText(running?.until ?? null), tool: running?.tool },
      );
    }
    await tx.query(
      `INSERT INTO protection_exclusions (member_id, tool, period, started_at, until) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id) DO UPDATE
         SET tool = EXCLUDED.tool, period = EXCLUDED.period, started_at = EXCLUDED.started_at, until = EXCLUDED.until`,
      [memberId, tool, period, now.toISOString(), untilText(next.until)],
    );
    await recordProtectionEvent(tx, {
      memberId,
      tool,
      action: 'SET',
      oldValue: running ? { tool: running.tool, period: running.period, until: untilText(running.until) } : null,
      newValue: { period, until: untilText(next.until) },
      source: 'PLAYER',
      at: now,
    });
    await deleteMemberSessions(tx, memberId);
    return next;
  });
}

/** Member info's restricted-session fields: `restricted` 'SELF_EXCLUDED' and its end (null: permanent), else nulls. */
export async function restrictionOf(
  ctx: ServerContext,
  memberId: number,
): Promise<{ restricted: 'SELF_EXCLUDED' | null; restrictedUntil: string | null }> {
  const block = await selfExclusionOf(ctx, memberId);
  return block
    ? { restricted: 'SELF_EXCLUDED', restrictedUntil: untilText(block.until) }
    : { restricted: null, restrictedUntil: null };
}
