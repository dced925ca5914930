/**
 * The platform's seamless wallet for the game provider (issue 14): server-to-server calls signed with the provider
 * secret (`X-Provider-Signature`: hex HMAC-SHA256 of the raw body, `secretFor(db, 'provider')`). A bet opens a round
 * and debits the player's MAIN wallet (journal kind BET), a settle closes it and credits the win (WIN), both with the
 * round as reference. A bet is idempotent per round id and per Idempotency-Key; a settle per round id. A wrong
 * signature is 401 and changes nothing. Trial members bet their own (free credit) MAIN wallet like anyone, so real
 * money is never touched; their rounds are flagged trial from the member's type, whatever the caller says.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { RouteModule } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, parseWith } from '../http/envelope';
import { amount, text } from '../http/schemas';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import { centsOf, decimalOf, lockWallet, postEntry } from '../ledger/journal';
import { auditingRefusals, checkBet } from '../protection/guards';
import { secretFor, signatureValid } from '../security/signing';
import { findGame } from './games';

export const PROVIDER_SIGNATURE_HEADER = 'X-Provider-Signature';
export const ROUND_ID = /^R[0-9a-f]{16}$/;
/** The largest win the platform accepts for a bet (the crash game's 1000x cap). */
const MAX_WIN_MULTIPLIER = 1000;

const playerId = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a player id')
  .transform(Number);
const roundId = z.string().regex(ROUND_ID, 'must be a round id');

const balanceBody = z.object({ playerId, nodeId: z.number().int().positive().max(2_147_483_647).optional() });
const betBody = z.object({
  roundId,
  playerId,
  nodeId: z.number().int().positive().max(2_147_483_647),
  amount,
  language: text(17).pipe(z.string().regex(/^[A-Z]{2,8}(-[A-Z0-9]{2,8})?$/, 'must be a language code such as EN')),
  outcome: z.record(z.string(), z.unknown()),
});
const settleBody = z.object({
  roundId,
  playerId,
  win: z.number().min(0).max(1_000_000_000),
});

/** Types 0, 1 and 2 are real players; any other type plays on free credit (spec §6). */
export function isTrialType(type: number): boolean {
  return ![0, 1, 2].includes(type);
}

/** The verified, validated body of a provider call: the signature is checked on the raw bytes before anything. */
async function signedBody<S extends z.ZodType>(c: Context, db: Db, schema: S): Promise<z.infer<S>> {
  const raw = await c.req.text();
  if (!signatureValid(await secretFor(db, 'provider'), raw, c.req.header(PROVIDER_SIGNATURE_HEADER))) {
    throw new AppError('BAD_SIGNATURE', 'The provider signature is missing or wrong', 401);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON', 400);
  }
  return parseWith(schema, data);
}

interface RoundRow {
  id: string;
  member_id: number;
  node_id: number;
  bet: string;
  win: string;
  status: 'OPEN' | 'SETTLED';
  outcome: Record<string, unknown>;
  trial: boolean;
  language: string;
  created_at: Date;
  settled_at: Date | null;
}

/** A round as the provider sees it. */
export function roundJson(row: RoundRow) {
  return {
    roundId: row.id,
    playerId: String(row.member_id),
    nodeId: row.node_id,
    bet: Number(row.bet),
    win: Number(row.win),
    status: row.status,
    outcome: row.outcome,
    trial: row.trial,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}
export type ProviderRound = ReturnType<typeof roundJson>;

async function memberOf(db: Db, memberId: number) {
  const { rows } = await db.query<{ type: number; currency_symbol: string; status: string }>(
    'SELECT type, currency_symbol, status FROM members WHERE id = $1',
    [memberId],
  );
  const member = rows[0];
  if (!member) throw new AppError('PLAYER_NOT_FOUND', 'Sorry, the user does not exist or is disabled.', 404);
  return member;
}

async function findRound(db: Db, id: string, lock = false): Promise<RoundRow | undefined> {
  const { rows } = await db.query<RoundRow>(`SELECT * FROM game_rounds WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return rows[0];
}

/** The player's open round of a game, if any. */
export async function openRoundOf(db: Db, memberId: number, nodeId: number): Promise<ProviderRound | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT * FROM game_rounds WHERE member_id = $1 AND node_id = $2 AND status = 'OPEN'`,
    [memberId, nodeId],
  );
  return rows[0] ? roundJson(rows[0]) : null;
}

export const providerWalletRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  // -> { playerId, balance, currencySymbol, trial, openRound /* of nodeId, when given */ }
  app.post('/wps/provider/balance', async (c) => {
    const body = await signedBody(c, db, balanceBody);
    const member = await memberOf(db, body.playerId);
    const { rows } = await db.query<{ balance: string }>(
      `SELECT balance FROM wallets WHERE member_id = $1 AND wallet_code = 'MAIN'`,
      [body.playerId],
    );
    return ok(c, {
      playerId: String(body.playerId),
      balance: Number(rows[0]?.balance ?? 0),
      currencySymbol: member.currency_symbol,
      trial: isTrialType(member.type),
      openRound: body.nodeId ? await openRoundOf(db, body.playerId, body.nodeId) : null,
    });
  });

  // Header Idempotency-Key (the player's attempt). -> { round, balance }
  app.post('/wps/provider/bet', async (c) => {
    const body = await signedBody(c, db, betBody);
    const key = idempotencyKeyOf(c);
    const member = await memberOf(db, body.playerId);
    if (member.status !== 'ACTIVE') throw new AppError('PLAYER_DISABLED', 'The player is disabled', 403);
    const game = await findGame(db, body.nodeId);
    if (!game || game.is_game_h5 === 'VASSALAGE') throw new AppError('GAME_NOT_FOUND', 'Unknown game', 404);
    const betCents = centsOf(body.amount);
    // The player's attempt: which game, how much (the provider numbers each try's round anew).
    const claim = {
      memberId: body.playerId,
      scope: 'provider-bet',
      key,
      request: { nodeId: body.nodeId, amount: body.amount },
    };
    const answer = await auditingRefusals(ctx, () =>
      once(db, claim, async (tx) => {
        const balance = await lockWallet(tx, body.playerId, 'MAIN');
        const known = await findRound(tx, body.roundId);
        if (known) {
          if (known.member_id !== body.playerId) throw new AppError('ROUND_CONFLICT', 'Round id in use', 409);
          return { round: roundJson(known), balance: balance / 100 };
        }
        const open = await openRoundOf(tx, body.playerId, body.nodeId);
        if (open) {
          throw new AppError('ROUND_OPEN', 'A round of this game is still open: settle it first', 409, { round: open });
        }
        await checkBet(tx, ctx, { memberId: body.playerId, betCents });
        if (balance < betCents) throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400);
        const { rows } = await tx.query<RoundRow>(
          `INSERT INTO game_rounds (id, member_id, node_id, bet, status, outcome, trial, language)
         VALUES ($1, $2, $3, $4::numeric, 'OPEN', $5::jsonb, $6, $7) RETURNING *`,
          [
            body.roundId,
            body.playerId,
            body.nodeId,
            decimalOf(betCents),
            JSON.stringify(body.outcome),
            isTrialType(member.type),
            body.language,
          ],
        );
        const posted = await postEntry(tx, {
          memberId: body.playerId,
          walletCode: 'MAIN',
          deltaCents: -betCents,
          kind: 'BET',
          remark: game.game_name,
          ref: { kind: 'ROUND', id: body.roundId },
        });
        const row = rows[0];
        if (!row) throw new Error('round insert returned nothing');
        return { round: roundJson(row), balance: posted.balanceAfterCents / 100 };
      }),
    );
    return ok(c, answer);
  });

  // -> { round, balance }; settling a settled round answers it again and moves nothing.
  app.post('/wps/provider/settle', async (c) => {
    const body = await signedBody(c, db, settleBody);
    await memberOf(db, body.playerId);
    const winCents = centsOf(body.win);
    const answer = await db.transaction(async (tx) => {
      // The wallet first, then the round: the same lock order as a bet.
      let balance = await lockWallet(tx, body.playerId, 'MAIN');
      const round = await findRound(tx, body.roundId, true);
      if (!round || round.member_id !== body.playerId) {
        throw new AppError('ROUND_NOT_FOUND', 'No such round of this player', 404);
      }
      if (round.status === 'SETTLED') return { round: roundJson(round), balance: balance / 100 };
      if (winCents > centsOf(round.bet) * MAX_WIN_MULTIPLIER) {
        throw new AppError('INVALID_INPUT', 'win: is larger than the game can pay', 400, {
          fields: { win: 'is larger than the game can pay' },
        });
      }
      if (winCents > 0) {
        const game = await findGame(tx, round.node_id);
        balance = (
          await postEntry(tx, {
            memberId: round.member_id,
            walletCode: 'MAIN',
            deltaCents: winCents,
            kind: 'WIN',
            remark: game?.game_name ?? '',
            ref: { kind: 'ROUND', id: round.id },
          })
        ).balanceAfterCents;
      }
      const { rows } = await tx.query<RoundRow>(
        `UPDATE game_rounds SET status = 'SETTLED', win = $2::numeric, settled_at = now() WHERE id = $1 RETURNING *`,
        [round.id, decimalOf(winCents)],
      );
      const row = rows[0];
      if (!row) throw new Error('round update returned nothing');
      return { round: roundJson(row), balance: balance / 100 };
    });
    return ok(c, answer);
  });
};
