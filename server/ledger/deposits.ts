/**
 * Deposits: created PENDING with the channel's pay-to details and a reference code; decided once: APPROVED (MAIN
 * credited DEPOSIT, minus DEPOSIT_FEE, plus BONUS of an accepted promotion), REJECTED, or EXPIRED (a pending one past
 * its expiry, decided lazily when read). Every decision is audited (decisions.ts).
 */
import { randomInt } from 'node:crypto';
import type { WalletConfig } from '../config/site-config';
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';
import { auditDecision, type DecisionActor, newMoneyId } from './decisions';
import { centsOf, decimalOf, lockWallet, postEntry } from './journal';

export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';
type Channel = WalletConfig['channels'][number];
type Promotion = WalletConfig['promotions'][number];

export interface Deposit {
  id: string;
  channel: string;
  channelName: string;
  kind: Channel['kind'];
  amount: number;
  fee: number;
  bonus: number;
  promotionId: string | null;
  status: DepositStatus;
  referenceCode: string;
  payTo?: Channel['payTo'];
  proofCount: number;
  reason: string;
  createdAt: string;
  decidedAt: string | null;
  expiresAt: string;
}

interface DepositRow {
  id: string;
  member_id: number;
  channel: string;
  channel_name: string;
  kind: Channel['kind'];
  amount: string;
  fee: string;
  bonus: string;
  promotion_id: string | null;
  status: DepositStatus;
  reference_code: string;
  pay_to: Channel['payTo'] | null;
  reason: string;
  created_at: Date;
  decided_at: Date | null;
  expires_at: Date;
  proof_count: number;
}

const SELECT_DEPOSIT = `SELECT d.*, (SELECT count(*) FROM deposit_proofs p WHERE p.deposit_id = d.id) AS proof_count
  FROM deposits d`;

function depositOf(row: DepositRow): Deposit {
  return {
    id: row.id,
    channel: row.channel,
    channelName: row.channel_name,
    kind: row.kind,
    amount: Number(row.amount),
    fee: Number(row.fee),
    bonus: Number(row.bonus),
    promotionId: row.promotion_id,
    status: row.status,
    referenceCode: row.reference_code,
    ...(row.pay_to ? { payTo: row.pay_to } : {}),
    proofCount: Number(row.proof_count),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** The fee of an amount on a channel, in cents (rounded half up). */
export function feeCents(channel: Channel, amountCents: number): number {
  return Math.round((amountCents * channel.feePercent) / 100);
}

/** The bonus a promotion gives a deposit, in cents: its percent of the amount, at most its maximum. */
export function bonusCents(promotion: Promotion, amountCents: number): number {
  return Math.min(Math.floor((amountCents * promotion.bonusPercent) / 100), Math.round(promotion.maxBonus * 100));
}

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The code the player writes in the transfer's memo so the operator can match it (no 0/O, 1/I). */
function referenceCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)];
  return code;
}

function invalid(field: string, message: string): AppError {
  return new AppError('INVALID_INPUT', `${field}: ${message}`, 400, { fields: { [field]: message } });
}

/** Checks a deposit request against the wallet config: the channel, its limits, the promotion's minimum. */
export function depositTerms(
  wallet: WalletConfig,
  request: { channel: string; amountCents: number; promotionId: string | null },
): { channel: Channel; feeCents: number; bonusCents: number; promotionId: string | null } {
  const channel = wallet.channels.find((candidate) => candidate.code === request.channel);
  if (!channel) throw invalid('channel', 'Unknown deposit channel');
  if (request.amountCents < Math.round(channel.min * 100)) throw invalid('amount', `must be at least ${channel.min}`);
  if (request.amountCents > Math.round(channel.max * 100)) throw invalid('amount', `must be at most ${channel.max}`);
  let bonus = 0;
  if (request.promotionId !== null) {
    const promotion = wallet.promotions.find((candidate) => candidate.id === request.promotionId);
    if (!promotion) throw invalid('promotionId', 'Unknown promotion');
    if (request.amountCents < Math.round(promotion.minDeposit * 100)) {
      throw invalid('promotionId', `The promotion needs a deposit of at least ${promotion.minDeposit}`);
    }
    bonus = bonusCents(promotion, request.amountCents);
  }
  return {
    channel,
    feeCents: feeCents(channel, request.amountCents),
    bonusCents: bonus,
    promotionId: request.promotionId,
  };
}

export async function createDeposit(
  tx: Db,
  wallet: WalletConfig,
  memberId: number,
  request: { channel: string; amountCents: number; promotionId: string | null },
): Promise<Deposit> {
  const terms = depositTerms(wallet, request);
  const id = await newMoneyId(tx, 'D');
  const minutes = terms.channel.kind === 'gateway' ? wallet.expiry.gatewayMinutes : wallet.expiry.manualHours * 60;
  await tx.query(
    `INSERT INTO deposits (id, member_id, channel, channel_name, kind, amount, fee, bonus, promotion_id,
                           reference_code, pay_to, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8::numeric, $9, $10, $11::jsonb,
             now() + make_interval(mins => $12::int))`,
    [
      id,
      memberId,
      terms.channel.code,
      terms.channel.name,
      terms.channel.kind,
      decimalOf(request.amountCents),
      decimalOf(terms.feeCents),
      decimalOf(terms.bonusCents),
      terms.promotionId,
      referenceCode(),
      terms.channel.payTo ? JSON.stringify(terms.channel.payTo) : null,
      minutes,
    ],
  );
  const deposit = await findDeposit(tx, id);
  if (!deposit) throw new Error(`deposit ${id} vanished`);
  return deposit.deposit;
}

/**
 * Marks pending deposits past their expiry EXPIRED (all of them, or one member's), each with its audit row.
 * Runs before every read so a player never sees a pending deposit that can no longer be paid.
 */
export async function expireDueDeposits(db: Db, memberId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; member_id: number; amount: string }>(
      `UPDATE deposits SET status = 'EXPIRED', decided_at = expires_at
        WHERE status = 'PENDING' AND expires_at <= now()${memberId === undefined ? '' : ' AND member_id = $1'}
        RETURNING id, member_id, amount`,
      memberId === undefined ? [] : [memberId],
    );
    for (const row of rows) {
      await auditDecision(
        tx,
        { name: 'expiry', address: '' },
        {
          action: 'EXPIRE',
          targetKind: 'DEPOSIT',
          targetId: row.id,
          memberId: row.member_id,
          amountCents: centsOf(row.amount),
          reason: 'Not paid in time',
        },
      );
    }
  });
}

/** A deposit with its owner (no expiry applied: call expireDueDeposits first). */
export async function findDeposit(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ memberId: number; deposit: Deposit } | null> {
  if (options.forUpdate) await db.query('SELECT id FROM deposits WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<DepositRow>(`${SELECT_DEPOSIT} WHERE d.id = $1`, [id]);
  const row = rows[0];
  return row ? { memberId: row.member_id, deposit: depositOf(row) } : null;
}

/** A member's own deposit, else NOT_FOUND (another member's deposit is not told apart from a missing one). */
export async function memberDeposit(db: Db, memberId: number, id: string): Promise<Deposit> {
  await expireDueDeposits(db, memberId);
  const found = await findDeposit(db, id);
  if (!found || found.memberId !== memberId) throw new AppError('DEPOSIT_NOT_FOUND', 'The deposit does not exist', 404);
  return found.deposit;
}

export async function depositPage(db: Db, memberId: number, pageNo: number, pageSize: number) {
  await expireDueDeposits(db, memberId);
  const { rows: count } = await db.query<{ n: number }>('SELECT count(*) AS n FROM deposits WHERE member_id = $1', [
    memberId,
  ]);
  const total = Number(count[0]?.n ?? 0);
  const { rows } = await db.query<DepositRow>(
    `${SELECT_DEPOSIT} WHERE d.member_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return { content: rows.map(depositOf), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), total };
}

/** Pending deposits waiting for the operator (bank and crypto; the gateway decides its own), oldest first. */
export async function pendingManualDeposits(db: Db): Promise<Array<Deposit & { memberId: number; username: string }>> {
  await expireDueDeposits(db);
  const { rows } = await db.query<DepositRow & { username: string }>(
    `SELECT d.*, m.username, (SELECT count(*) FROM deposit_proofs p WHERE p.deposit_id = d.id) AS proof_count
       FROM deposits d JOIN members m ON m.id = d.member_id
      WHERE d.status = 'PENDING' AND d.kind <> 'gateway' ORDER BY d.created_at, d.id`,
  );
  return rows.map((row) => ({ ...depositOf(row), memberId: row.member_id, username: row.username }));
}

export class DepositNotPending extends AppError {
  constructor(status: DepositStatus) {
    super('DEPOSIT_NOT_PENDING', `The deposit is already ${status.toLowerCase()}`, 409, { status });
  }
}

/**
 * Decides a pending deposit in the caller's transaction: APPROVE credits MAIN (DEPOSIT, DEPOSIT_FEE, BONUS),
 * REJECT credits nothing. Refuses (DEPOSIT_NOT_PENDING) a deposit that is decided or expired.
 */
export async function decideDeposit(
  tx: Db,
  id: string,
  decision: { action: 'APPROVE' | 'REJECT'; reason: string; gatewayRef?: string; kinds?: Channel['kind'][] },
  actor: DecisionActor,
): Promise<Deposit> {
  const found = await findDeposit(tx, id, { forUpdate: true });
  if (!found || (decision.kinds && !decision.kinds.includes(found.deposit.kind))) {
    throw new AppError('DEPOSIT_NOT_FOUND', 'The deposit does not exist', 404);
  }
  const { memberId, deposit } = found;
  if (deposit.status === 'PENDING' && Date.parse(deposit.expiresAt) <= Date.now()) {
    await expireDueDeposits(tx, memberId);
    throw new DepositNotPending('EXPIRED');
  }
  if (deposit.status !== 'PENDING') throw new DepositNotPending(deposit.status);
  const amountCents = Math.round(deposit.amount * 100);
  if (decision.action === 'APPROVE') {
    await lockWallet(tx, memberId, 'MAIN');
    const ref = { kind: 'DEPOSIT' as const, id };
    await postEntry(tx, {
      memberId,
      walletCode: 'MAIN',
      deltaCents: amountCents,
      kind: 'DEPOSIT',
      remark: `Deposit ${id} (${deposit.channelName})`,
      ref,
    });
    const fee = Math.round(deposit.fee * 100);
    if (fee > 0) {
      await postEntry(tx, {
        memberId,
        walletCode: 'MAIN',
        deltaCents: -fee,
        kind: 'DEPOSIT_FEE',
        remark: `Fee of deposit ${id}`,
        ref,
      });
    }
    const bonus = Math.round(deposit.bonus * 100);
    if (bonus > 0) {
      await postEntry(tx, {
        memberId,
        walletCode: 'MAIN',
        deltaCents: bonus,
        kind: 'BONUS',
        remark: `Promotion ${deposit.promotionId} of deposit ${id}`,
        ref,
      });
    }
  }
  await tx.query(
    `UPDATE deposits SET status = $2, reason = $3, decided_at = now(), gateway_ref = coalesce($4, gateway_ref)
      WHERE id = $1`,
    [id, decision.action === 'APPROVE' ? 'APPROVED' : 'REJECTED', decision.reason, decision.gatewayRef ?? null],
  );
  await auditDecision(tx, actor, {
    action: decision.action,
    targetKind: 'DEPOSIT',
    targetId: id,
    memberId,
    amountCents,
    reason: decision.reason,
  });
  const decided = await findDeposit(tx, id);
  if (!decided) throw new Error(`deposit ${id} vanished`);
  return decided.deposit;
}
