/**
 * The audit of money decisions: every approval, rejection and expiry of a deposit or withdrawal, with who made it
 * (an operator's name, 'gateway', 'expiry'), when, on what, and from which address. Written in the decision's own
 * transaction, so a decision without its audit row cannot exist.
 */
import type { Db } from '../db/db';
import { decimalOf } from './journal';

export interface DecisionActor {
  /** The operator's name, or 'gateway' / 'expiry' for the automatic decisions. */
  name: string;
  /** The address the decision came from ('' for the automatic ones). */
  address: string;
}

export interface Decision {
  action: 'APPROVE' | 'REJECT' | 'EXPIRE';
  targetKind: 'DEPOSIT' | 'WITHDRAWAL';
  targetId: string;
  memberId: number;
  amountCents: number;
  reason: string;
}

export async function auditDecision(tx: Db, actor: DecisionActor, decision: Decision): Promise<void> {
  await tx.query(
    `INSERT INTO money_decisions (actor, action, target_kind, target_id, member_id, amount, reason, address)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8)`,
    [
      actor.name,
      decision.action,
      decision.targetKind,
      decision.targetId,
      decision.memberId,
      decimalOf(decision.amountCents),
      decision.reason,
      actor.address,
    ],
  );
}

export interface DecisionRecord {
  id: number;
  actor: string;
  action: string;
  targetKind: string;
  targetId: string;
  amount: number;
  reason: string;
  address: string;
  createdAt: string;
}

/** The decisions on one deposit or withdrawal, oldest first. */
export async function decisionsOf(db: Db, targetKind: 'DEPOSIT' | 'WITHDRAWAL', targetId: string) {
  const { rows } = await db.query<{
    id: number;
    actor: string;
    action: string;
    target_kind: string;
    target_id: string;
    amount: string;
    reason: string;
    address: string;
    created_at: Date;
  }>(
    `SELECT id, actor, action, target_kind, target_id, amount, reason, address, created_at FROM money_decisions
      WHERE target_kind = $1 AND target_id = $2 ORDER BY id`,
    [targetKind, targetId],
  );
  return rows.map(
    (row): DecisionRecord => ({
      id: Number(row.id),
      actor: row.actor,
      action: row.action,
      targetKind: row.target_kind,
      targetId: row.target_id,
      amount: Number(row.amount),
      reason: row.reason,
      address: row.address,
      createdAt: row.created_at.toISOString(),
    }),
  );
}

/** A new id of a deposit ('D'), withdrawal ('W') or transfer ('T'): D100001, W100002, ... */
export async function newMoneyId(tx: Db, prefix: 'D' | 'W' | 'T'): Promise<string> {
  const { rows } = await tx.query<{ n: number }>(`SELECT nextval('money_ref_seq') AS n`);
  return `${prefix}${rows[0]?.n}`;
}
