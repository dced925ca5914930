/**
 * The journal (migration 008): the only way a balance changes. Callers lock the wallet (`lockWallet`) inside a
 * transaction, check what they need, then post entries; amounts are integer cents here and `numeric` in the database.
 */
import type { Db } from '../db/db';

/** What moved the money: the journal row names it so a deposit, withdrawal, transfer or round can be traced. */
export interface JournalReference {
  kind:
    | 'DEPOSIT'
    | 'WITHDRAWAL'
    | 'TRANSFER'
    | 'ROUND'
    | 'LOTTERY_ORDER'
    | 'ADJUSTMENT'
    | 'VIP_LEVEL'
    | 'REWARD'
    | 'POINTS_EXCHANGE'
    | '';
  id: string;
}

/** Cents of a `numeric(18, 2)` text, exactly (no floating point on the way). */
export function centsOf(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** A `numeric` text of cents: 12345 -> '123.45'. */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Locks a member's wallet row for the rest of the transaction (created empty on first use); its balance in cents. */
export async function lockWallet(tx: Db, memberId: number, code: string): Promise<number> {
  await tx.query(`INSERT INTO wallets (member_id, wallet_code, balance) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [
    memberId,
    code,
  ]);
  const { rows } = await tx.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE member_id = $1 AND wallet_code = $2 FOR UPDATE',
    [memberId, code],
  );
  return centsOf(rows[0]?.balance ?? '0');
}

export interface Entry {
  memberId: number;
  walletCode: string;
  /** Signed: a credit is positive, a debit negative. */
  deltaCents: number;
  /** DEPOSIT, WITHDRAW, WITHDRAW_REFUND, TRANSFER_IN, TRANSFER_OUT, BET, WIN, BONUS, ... */
  kind: string;
  status?: string;
  remark?: string;
  ref?: JournalReference;
}

/**
 * Changes a (locked) wallet's balance and writes its journal row, in the caller's transaction. The balance check
 * (`CHECK (balance >= 0)`) makes an overdraft fail the whole transaction; callers check first to answer clearly.
 * Returns the journal row's id and the balance after, in cents.
 */
export async function postEntry(tx: Db, entry: Entry): Promise<{ id: number; balanceAfterCents: number }> {
  const { rows } = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance + $3::numeric WHERE member_id = $1 AND wallet_code = $2 RETURNING balance',
    [entry.memberId, entry.walletCode, decimalOf(entry.deltaCents)],
  );
  const balance = rows[0]?.balance;
  if (balance === undefined) throw new Error(`wallet ${entry.walletCode} of member ${entry.memberId} is not locked`);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO transactions (member_id, kind, wallet_code, amount, balance_after, status, remark, ref_kind, ref_id)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7, $8, $9) RETURNING id`,
    [
      entry.memberId,
      entry.kind,
      entry.walletCode,
      decimalOf(entry.deltaCents),
      balance,
      entry.status ?? 'SUCCESS',
      entry.remark ?? '',
      entry.ref?.kind ?? '',
      entry.ref?.id ?? '',
    ],
  );
  return { id: Number(inserted.rows[0]?.id), balanceAfterCents: centsOf(balance) };
}
