/**
 * The one place where bets and deposits ask player protection (issue 16), so the server enforces every tool whatever
 * the client does. Called inside the money call's transaction after the member's wallet lock, so parallel calls of one
 * member are checked one after another; before any money moves. A tool refuses by throwing a ProtectionRefusal (its
 * code, a message that says which rule and until when); `auditingRefusals` records the refusal in the audit trail
 * once the refused transaction has rolled back.
 */
import type { ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';
import { type ProtectionEvent, recordProtectionEvent } from './audit';
import { refuseWhileExcluded } from './exclusion/state';
import { checkBetLimits, checkDepositLimits } from './limits/check';
import { checkRealityCheck } from './reality/realityCheck';

type Tx = Pick<Db, 'query'>;

export interface BetAttempt {
  memberId: number;
  betCents: number;
}

export interface DepositAttempt {
  memberId: number;
  amountCents: number;
}

/** A game round's bet or a lottery order: each tool that can stop play checks it here. */
export async function checkBet(tx: Tx, ctx: ServerContext, bet: BetAttempt): Promise<void> {
  await refuseWhileExcluded(tx, ctx, bet.memberId, 'BET');
  await checkRealityCheck(tx, ctx, bet.memberId);
  await checkBetLimits(tx, ctx, bet);
}

/** A new deposit: each tool that can stop a deposit checks it here. */
export async function checkDeposit(tx: Tx, ctx: ServerContext, deposit: DepositAttempt): Promise<void> {
  await refuseWhileExcluded(tx, ctx, deposit.memberId, 'DEPOSIT');
  await checkDepositLimits(tx, ctx, deposit);
}

/** A refusal by a protection tool: the answer the player gets, and what the audit trail records of it. */
export class ProtectionRefusal extends AppError {
  constructor(
    code: string,
    message: string,
    status: number,
    value: unknown,
    readonly event: Omit<ProtectionEvent, 'action'>,
  ) {
    super(code, message, status, value);
  }
}

/** Runs a money call; a protection refusal is recorded (after its transaction rolled back) and answered as it is. */
export async function auditingRefusals<T>(ctx: ServerContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProtectionRefusal) await recordProtectionEvent(ctx.db, { ...error.event, action: 'REFUSAL' });
    throw error;
  }
}
