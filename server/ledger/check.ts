/**
 * The ledger's invariants, checked on a whole database (`npm run ledger:check`, and by every API test suite when
 * its server stops):
 * - every wallet's journal sums to its balance, and its newest journal row's balance_after is that balance;
 * - no balance is negative;
 * - each deposit and withdrawal has exactly the journal rows its status calls for (an approved deposit one DEPOSIT
 *   of its amount, others none; a withdrawal one WITHDRAW of minus its amount, a rejected one also one
 *   WITHDRAW_REFUND of its amount).
 */
import type { Db } from '../db/db';
import { centsOf, decimalOf } from './journal';

export interface LedgerProblem {
  memberId: number;
  what: string;
}

export interface LedgerReport {
  wallets: number;
  journalRows: number;
  problems: LedgerProblem[];
}

export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  const { rows: wallets } = await db.query<{
    member_id: number;
    wallet_code: string;
    balance: string;
    total: string | null;
    rows: number;
    last_after: string | null;
  }>(
    `SELECT w.member_id, w.wallet_code, w.balance, j.total, coalesce(j.rows, 0) AS rows,
            (SELECT t.balance_after FROM transactions t WHERE t.member_id = w.member_id AND t.wallet_code = w.wallet_code
              ORDER BY t.id DESC LIMIT 1) AS last_after
       FROM wallets w
       LEFT JOIN (SELECT member_id, wallet_code, sum(amount) AS total, count(*) AS rows
                    FROM transactions GROUP BY member_id, wallet_code) j
         ON j.member_id = w.member_id AND j.wallet_code = w.wallet_code
      ORDER BY w.member_id, w.wallet_code`,
  );
  let journalRows = 0;
  for (const wallet of wallets) {
    journalRows += Number(wallet.rows);
    const balance = centsOf(wallet.balance);
    const total = centsOf(wallet.total ?? '0');
    const where = `wallet ${wallet.wallet_code}`;
    if (balance < 0)
      problems.push({ memberId: wallet.member_id, what: `${where}: negative balance ${wallet.balance}` });
    if (total !== balance) {
      problems.push({
        memberId: wallet.member_id,
        what: `${where}: balance ${decimalOf(balance)} but its journal sums to ${decimalOf(total)}`,
      });
    } else if (wallet.last_after !== null && centsOf(wallet.last_after) !== balance) {
      problems.push({
        memberId: wallet.member_id,
        what: `${where}: balance ${decimalOf(balance)} but its newest journal row says ${wallet.last_after}`,
      });
    }
  }
  const { rows: orphans } = await db.query<{ member_id: number; wallet_code: string }>(
    `SELECT DISTINCT t.member_id, t.wallet_code FROM transactions t
      WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.member_id = t.member_id AND w.wallet_code = t.wallet_code)`,
  );
  for (const orphan of orphans) {
    problems.push({
      memberId: orphan.member_id,
      what: `journal rows of wallet ${orphan.wallet_code}, which does not exist`,
    });
  }
  problems.push(...(await moneyRecordProblems(db)));
  return { wallets: wallets.length, journalRows, problems };
}

/** Deposits and withdrawals whose journal rows do not match their status. */
async function moneyRecordProblems(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await db.query<{ member_id: number; what: string }>(
    `WITH journal AS (
       SELECT ref_kind, ref_id, kind, count(*) AS n, sum(amount) AS total FROM transactions
        WHERE ref_kind IN ('DEPOSIT', 'WITHDRAWAL') GROUP BY ref_kind, ref_id, kind)
     SELECT d.member_id, 'deposit ' || d.id || ' (' || d.status || ') has ' || coalesce(j.n, 0) ||
            ' DEPOSIT rows summing to ' || coalesce(j.total, 0) AS what
       FROM deposits d LEFT JOIN journal j ON j.ref_kind = 'DEPOSIT' AND j.ref_id = d.id AND j.kind = 'DEPOSIT'
      WHERE (d.status = 'APPROVED' AND (j.n IS DISTINCT FROM 1 OR j.total <> d.amount))
         OR (d.status <> 'APPROVED' AND j.n IS NOT NULL)
     UNION ALL
     SELECT w.member_id, 'withdrawal ' || w.id || ' has ' || coalesce(j.n, 0) || ' WITHDRAW rows summing to ' ||
            coalesce(j.total, 0) AS what
       FROM withdrawals w LEFT JOIN journal j ON j.ref_kind = 'WITHDRAWAL' AND j.ref_id = w.id AND j.kind = 'WITHDRAW'
      WHERE j.n IS DISTINCT FROM 1 OR j.total <> -w.amount
     UNION ALL
     SELECT w.member_id, 'withdrawal ' || w.id || ' (' || w.status || ') has ' || coalesce(j.n, 0) ||
            ' WITHDRAW_REFUND rows summing to ' || coalesce(j.total, 0) AS what
       FROM withdrawals w
       LEFT JOIN journal j ON j.ref_kind = 'WITHDRAWAL' AND j.ref_id = w.id AND j.kind = 'WITHDRAW_REFUND'
      WHERE (w.status = 'REJECTED' AND (j.n IS DISTINCT FROM 1 OR j.total <> w.amount))
         OR (w.status <> 'REJECTED' AND j.n IS NOT NULL)`,
  );
  return rows.map((row) => ({ memberId: row.member_id, what: row.what }));
}

/** A readable report: one line per problem, or the all-clear with the counts. */
export function describeLedger(report: LedgerReport): string {
  if (report.problems.length === 0) {
    return `Ledger OK: ${report.wallets} wallets, ${report.journalRows} journal rows; every journal sums to its balance.`;
  }
  return [
    `Ledger BROKEN: ${report.problems.length} problem(s) in ${report.wallets} wallets:`,
    ...report.problems.map((problem) => `  member ${problem.memberId}: ${problem.what}`),
  ].join('\n');
}
