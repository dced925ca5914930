/**
 * The limits' part of the bet and deposit guards (server/protection/guards.ts): a deposit that would pass a deposit
 * limit, or a bet that would pass a wager limit or whose full loss would pass a loss limit, is refused with the limit
 * that binds (the lowest applicable one), what is left of it and when its window frees up again. A deposit or bet
 * that passes leaves its mark for the rolling windows (server/protection/limits/usage.ts).
 */

import {
  LIMIT_REFUSAL_CODES,
  type LimitKind,
  type LimitPeriod,
  type LimitUse,
  passedLimit,
  remainingOf,
} from '../../../src/domain/protection/limits';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/db';
import { ProtectionRefusal } from '../guards';
import { limitUses, storedLimits } from './limits';
import { markUsage } from './usage';

type Tx = Pick<Db, 'query'>;

const PERIOD_WORDS: Record<LimitPeriod, string> = { DAY: '24-hour', WEEK: '7-day', MONTH: '30-day' };
const KIND_WORDS: Record<LimitKind, string> = { DEPOSIT: 'deposit', LOSS: 'loss', WAGER: 'wager' };

const amountText = (cents: number) => (cents / 100).toFixed(2);

function refusal(kind: LimitKind, use: LimitUse, memberId: number, attemptCents: number, now: Date) {
  const remaining = remainingOf(use);
  const resetsAt = use.resetsAt.toISOString();
  const what = kind === 'DEPOSIT' ? 'This deposit' : kind === 'LOSS' ? 'A loss of this bet' : 'This bet';
  return new ProtectionRefusal(
    LIMIT_REFUSAL_CODES[kind],
    `${what} would pass your ${PERIOD_WORDS[use.period]} ${KIND_WORDS[kind]} limit of ${amountText(use.limitCents)}` +
      ` (${amountText(remaining)} left); it resets at ${resetsAt.slice(0, 16).replace('T', ' ')} UTC`,
    403,
    { kind, period: use.period, limit: use.limitCents / 100, remaining: remaining / 100, resetsAt },
    {
      memberId,
      tool: 'LIMIT',
      oldValue: { kind, period: use.period, amount: use.limitCents / 100 },
      newValue: { kind, period: use.period, amount: attemptCents / 100 },
      source: 'PLAYER',
      at: now,
    },
  );
}

/** Refuses a deposit that would pass a deposit limit; else marks it. */
export async function checkDepositLimits(
  tx: Tx,
  ctx: ServerContext,
  attempt: { memberId: number; amountCents: number },
): Promise<void> {
  if (!ctx.config.get().protection.limits.enabled) return;
  const now = ctx.clock.now();
  const passed = passedLimit(await limitUses(tx, attempt.memberId, 'DEPOSIT', now), attempt.amountCents);
  if (passed) throw refusal('DEPOSIT', passed, attempt.memberId, attempt.amountCents, now);
  await markUsage(tx, attempt.memberId, 'DEPOSIT', now);
}

/** Refuses a bet that would pass a wager limit, or whose full loss would pass a loss limit; else marks it. */
export async function checkBetLimits(
  tx: Tx,
  ctx: ServerContext,
  attempt: { memberId: number; betCents: number },
): Promise<void> {
  if (!ctx.config.get().protection.limits.enabled) return;
  const now = ctx.clock.now();
  const stored = await storedLimits(tx, attempt.memberId);
  for (const kind of ['WAGER', 'LOSS'] as const) {
    const passed = passedLimit(await limitUses(tx, attempt.memberId, kind, now, stored), attempt.betCents);
    if (passed) throw refusal(kind, passed, attempt.memberId, attempt.betCents, now);
  }
  await markUsage(tx, attempt.memberId, 'BET', now);
}
