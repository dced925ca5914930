/**
 * Reality checks on the server (issue 16 tool 2): the member's interval, the play of each login session (from its
 * first bet), its status on the protection clock, the player's answers, and the refusal of a bet while a check is due
 * and unanswered. The provider's bets name a player, not a session: they count in the member's latest live session.
 */

import { playedSecondsOf, realityCheckDue } from '../../../src/domain/protection/realityCheck';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/db';
import { centsOf } from '../../ledger/journal';
import { hashToken, SESSION_IDLE_MS } from '../../security/sessions';
import { recordProtectionEvent } from '../audit';
import { ProtectionRefusal } from '../guards';

type Tx = Pick<Db, 'query'>;

/** The journal's rows of play: what the session's net position (wins minus bets) sums. */
const PLAY_KINDS = ['BET', 'WIN', 'LOTTERY_BET', 'LOTTERY_WIN', 'LOTTERY_REFUND'];

export const REALITY_CHECK_DUE_MESSAGE = 'Please answer the reality check on the site before you play on';

export interface RealityCheckStatus {
  intervalMinutes: number;
  sessionStartedAt: string | null;
  playedSeconds: number;
  /** Wins minus bets of this session, in money with two decimals. */
  net: number;
  dueAt: string | null;
  due: boolean;
}

interface PlayRow {
  token_hash: string;
  started_at: Date | string;
  journal_after: string | number;
  last_answered_at: Date | string | null;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The member's chosen interval, or the site's default. */
export async function intervalOf(tx: Tx, ctx: ServerContext, memberId: number): Promise<number> {
  const { rows } = await tx.query<{ interval_minutes: number }>(
    'SELECT interval_minutes FROM reality_check_settings WHERE member_id = $1',
    [memberId],
  );
  return rows[0]?.interval_minutes ?? ctx.config.get().protection.realityCheck.defaultIntervalMinutes;
}

/** Sets the interval and records the change in the audit trail, in one transaction. */
export async function setInterval(ctx: ServerContext, memberId: number, intervalMinutes: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Locks the member's setting (or its absence) so two changes are recorded one after the other.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const old = await intervalOf(tx, ctx, memberId);
    const at = ctx.clock.now();
    await tx.query(
      `INSERT INTO reality_check_settings (member_id, interval_minutes, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET interval_minutes = EXCLUDED.interval_minutes, updated_at = EXCLUDED.updated_at`,
      [memberId, intervalMinutes, at.toISOString()],
    );
    if (old !== intervalMinutes) {
      await recordProtectionEvent(tx, {
        memberId,
        tool: 'REALITY_CHECK',
        action: 'SET',
        oldValue: { intervalMinutes: old },
        newValue: { intervalMinutes },
        source: 'PLAYER',
        at,
      });
    }
  });
}

async function playOf(tx: Tx, tokenHash: string): Promise<PlayRow | null> {
  const { rows } = await tx.query<PlayRow>(
    'SELECT token_hash, started_at, journal_after, last_answered_at FROM reality_check_sessions WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] ?? null;
}

async function netCentsOf(tx: Tx, memberId: number, journalAfter: string | number): Promise<number> {
  const { rows } = await tx.query<{ net: string }>(
    `SELECT COALESCE(SUM(amount), 0)::text AS net FROM transactions
      WHERE member_id = $1 AND id > $2 AND kind = ANY($3::text[])`,
    [memberId, String(journalAfter), PLAY_KINDS],
  );
  return centsOf(rows[0]?.net ?? '0');
}

async function statusOfPlay(tx: Tx, ctx: ServerContext, memberId: number, play: PlayRow | null) {
  const intervalMinutes = await intervalOf(tx, ctx, memberId);
  const now = ctx.clock.now();
  const startedAt = play ? dateOf(play.started_at) : null;
  const { dueAt, due } = realityCheckDue(
    { intervalMinutes, startedAt, lastAnsweredAt: play ? dateOf(play.last_answered_at) : null },
    now,
  );
  const netCents = play ? await netCentsOf(tx, memberId, play.journal_after) : 0;
  const status: RealityCheckStatus = {
    intervalMinutes,
    sessionStartedAt: startedAt?.toISOString() ?? null,
    playedSeconds: playedSecondsOf(startedAt, now),
    net: netCents / 100,
    dueAt: dueAt?.toISOString() ?? null,
    due,
  };
  return status;
}

/**
 * The live session of `token` without refreshing its idle timer: the site reads the status about once a minute on its
 * own, and that must not keep an idle session alive (the session's idle expiry and the inactivity logout).
 */
export async function peekSession(
  db: Tx,
  token: string | undefined,
): Promise<{ memberId: number; token: string } | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const { rows } = await db.query<{ member_id: number }>(
    `SELECT s.member_id FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.expires_at > now() AND m.status = 'ACTIVE'
        AND s.last_seen_at > now() - ($2::integer * interval '1 millisecond')`,
    [hashToken(token), SESSION_IDLE_MS],
  );
  const row = rows[0];
  return row ? { memberId: row.member_id, token } : null;
}

/** The status of the session of `token`. */
export async function statusOf(ctx: ServerContext, memberId: number, token: string): Promise<RealityCheckStatus> {
  return statusOfPlay(ctx.db, ctx, memberId, await playOf(ctx.db, hashToken(token)));
}

/**
 * Answers the due check of the session of `token`: CONTINUE starts the next interval now; LOGOUT ends the session.
 * Null when no check is due (nothing to answer).
 */
export async function answerCheck(
  ctx: ServerContext,
  memberId: number,
  token: string,
  action: 'CONTINUE' | 'LOGOUT',
): Promise<RealityCheckStatus | null> {
  const tokenHash = hashToken(token);
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<PlayRow>(
      `SELECT token_hash, started_at, journal_after, last_answered_at FROM reality_check_sessions
        WHERE token_hash = $1 FOR UPDATE`,
      [tokenHash],
    );
    const play = rows[0] ?? null;
    const status = await statusOfPlay(tx, ctx, memberId, play);
    if (!status.due) return null;
    const at = ctx.clock.now();
    await recordProtectionEvent(tx, {
      memberId,
      tool: 'REALITY_CHECK',
      action: 'CONFIRM',
      newValue: { answer: action, playedSeconds: status.playedSeconds, net: status.net },
      source: 'PLAYER',
      at,
    });
    if (action === 'LOGOUT') {
      await tx.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
      return status;
    }
    await tx.query('UPDATE reality_check_sessions SET last_answered_at = $2 WHERE token_hash = $1', [
      tokenHash,
      at.toISOString(),
    ]);
    return statusOfPlay(tx, ctx, memberId, await playOf(tx, tokenHash));
  });
}

/**
 * A bet (inside its transaction, after the wallet lock): the first bet of the member's latest live session starts its
 * play time; a bet while that session's check is due and unanswered is refused.
 */
export async function checkRealityCheck(tx: Tx, ctx: ServerContext, memberId: number): Promise<void> {
  if (!ctx.config.get().protection.realityCheck.enabled) return;
  const { rows } = await tx.query<{ token_hash: string }>(
    `SELECT token_hash FROM sessions
      WHERE member_id = $1 AND expires_at > now() AND last_seen_at > now() - ($2::integer * interval '1 millisecond')
      ORDER BY created_at DESC, token_hash LIMIT 1`,
    [memberId, SESSION_IDLE_MS],
  );
  const tokenHash = rows[0]?.token_hash;
  // A bet without a live session (a tool's round) belongs to no play session.
  if (!tokenHash) return;
  let play = await playOf(tx, tokenHash);
  if (!play) {
    await tx.query(
      `INSERT INTO reality_check_sessions (token_hash, member_id, started_at, journal_after)
       VALUES ($1, $2, $3, (SELECT COALESCE(MAX(id), 0) FROM transactions WHERE member_id = $2))
       ON CONFLICT (token_hash) DO NOTHING`,
      [tokenHash, memberId, ctx.clock.now().toISOString()],
    );
    play = await playOf(tx, tokenHash);
  }
  const status = await statusOfPlay(tx, ctx, memberId, play);
  if (!status.due) return;
  throw new ProtectionRefusal(
    'REALITY_CHECK_DUE',
    REALITY_CHECK_DUE_MESSAGE,
    403,
    { dueAt: status.dueAt },
    {
      memberId,
      tool: 'REALITY_CHECK',
      oldValue: { intervalMinutes: status.intervalMinutes, dueAt: status.dueAt },
      newValue: { refused: 'BET' },
      source: 'SYSTEM',
      at: ctx.clock.now(),
    },
  );
}
