/**
 * Withdrawals: the amount leaves MAIN when the player asks (journal WITHDRAW, held while PENDING); the operator
 * approves (paid out to the bank card) or rejects (journal WITHDRAW_REFUND gives it back). Audited (decisions.ts).
 */
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';
import { maskAccountNo } from '../routes/member';
import { auditDecision, type DecisionActor, newMoneyId } from './decisions';
import { decimalOf, lockWallet, postEntry } from './journal';

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface Withdrawal {
  id: string;
  amount: number;
  status: WithdrawalStatus;
  bankName: string;
  accountName: string;
  /** Masked: ******7890. */
  accountNo: string;
  reason: string;
  createdAt: string;
  decidedAt: string | null;
}

interface WithdrawalRow {
  id: string;
  member_id: number;
  amount: string;
  status: WithdrawalStatus;
  bank_name: string;
  account_name: string;
  account_no: string;
  reason: string;
  created_at: Date;
  decided_at: Date | null;
}

function withdrawalOf(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: Number(row.amount),
    status: row.status,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNo: maskAccountNo(row.account_no),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  accountNo: string;
}

/**
 * Holds `amountCents` of MAIN for a withdrawal to `card`, in the caller's transaction: INSUFFICIENT_BALANCE when
 * MAIN has less (checked under the wallet's lock, so parallel requests never overdraw).
 */
export async function requestWithdrawal(
  tx: Db,
  memberId: number,
  amountCents: number,
  card: BankCard,
): Promise<Withdrawal> {
  const balance = await lockWallet(tx, memberId, 'MAIN');
  if (balance < amountCents) throw new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400);
  const id = await newMoneyId(tx, 'W');
  await tx.query(
    `INSERT INTO withdrawals (id, member_id, amount, bank_card_id, bank_name, account_name, account_no)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7)`,
    [id, memberId, decimalOf(amountCents), card.id, card.bankName, card.accountName, card.accountNo],
  );
  await postEntry(tx, {
    memberId,
    walletCode: 'MAIN',
    deltaCents: -amountCents,
    kind: 'WITHDRAW',
    status: 'PENDING',
    remark: `Withdrawal ${id} to ${card.bankName} ****${card.accountNo.slice(-4)}`,
    ref: { kind: 'WITHDRAWAL', id },
  });
  const found = await findWithdrawal(tx, id);
  if (!found) throw new Error(`withdrawal ${id} vanished`);
  return found.withdrawal;
}

export async function findWithdrawal(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ memberId: number; withdrawal: Withdrawal } | null> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT * FROM withdrawals WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row ? { memberId: row.member_id, withdrawal: withdrawalOf(row) } : null;
}

export async function withdrawalPage(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const { rows: count } = await db.query<{ n: number }>('SELECT count(*) AS n FROM withdrawals WHERE member_id = $1', [
    memberId,
  ]);
  const total = Number(count[0]?.n ?? 0);
  const { rows } = await db.query<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    content: rows.map(withdrawalOf),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}

export async function pendingWithdrawals(db: Db): Promise<Array<Withdrawal & { memberId: number; username: string }>> {
  const { rows } = await db.query<WithdrawalRow & { username: string }>(
    `SELECT w.*, m.username FROM withdrawals w JOIN members m ON m.id = w.member_id
      WHERE w.status = 'PENDING' ORDER BY w.created_at, w.id`,
  );
  return rows.map((row) => ({ ...withdrawalOf(row), memberId: row.member_id, username: row.username }));
}

/**
 * Decides a pending withdrawal in the caller's transaction: APPROVE pays the held amount out (the WITHDRAW row
 * becomes SUCCESS), REJECT returns it to MAIN (WITHDRAW_REFUND; the WITHDRAW row becomes REJECTED).
 */
export async function decideWithdrawal(
  tx: Db,
  id: string,
  decision: { action: 'APPROVE' | 'REJECT'; reason: string },
  actor: DecisionActor,
): Promise<Withdrawal> {
  const found = await findWithdrawal(tx, id, { forUpdate: true });
  if (!found) throw new AppError('WITHDRAWAL_NOT_FOUND', 'The withdrawal does not exist', 404);
  const { memberId, withdrawal } = found;
  if (withdrawal.status !== 'PENDING') {
    throw new AppError('WITHDRAWAL_NOT_PENDING', `The withdrawal is already ${withdrawal.status.toLowerCase()}`, 409, {
      status: withdrawal.status,
    });
  }
  const amountCents = Math.round(withdrawal.amount * 100);
  const ref = { kind: 'WITHDRAWAL' as const, id };
  if (decision.action === 'REJECT') {
    await lockWallet(tx, memberId, 'MAIN');
    await postEntry(tx, {
      memberId,
      walletCode: 'MAIN',
      deltaCents: amountCents,
      kind: 'WITHDRAW_REFUND',
      remark: `Withdrawal ${id} rejected${decision.reason ? `: ${decision.reason}` : ''}`,
      ref,
    });
  }
  await tx.query(
    `UPDATE transactions SET status = $3 WHERE ref_kind = 'WITHDRAWAL' AND ref_id = $1 AND kind = 'WITHDRAW'
        AND member_id = $2`,
    [id, memberId, decision.action === 'APPROVE' ? 'SUCCESS' : 'REJECTED'],
  );
  await tx.query(`UPDATE withdrawals SET status = $2, reason = $3, decided_at = now() WHERE id = $1`, [
    id,
    decision.action === 'APPROVE' ? 'APPROVED' : 'REJECTED',
    decision.reason,
  ]);
  await auditDecision(tx, actor, {
    action: decision.action,
    targetKind: 'WITHDRAWAL',
    targetId: id,
    memberId,
    amountCents,
    reason: decision.reason,
  });
  const decided = await findWithdrawal(tx, id);
  if (!decided) throw new Error(`withdrawal ${id} vanished`);
  return decided.withdrawal;
}
