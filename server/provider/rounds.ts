/**
 * A round of the demo provider: draw the outcome on the provider's server, bet through the platform's wallet, settle
 * the win. An open round of the game (a settle that never came: a closed tab, a lost connection) is settled with the
 * outcome stored at its bet, instead of a second bet.
 */
import { randomBytes } from 'node:crypto';
import { type DemoGameKind, drawRandoms, type RoundOutcome, roundOutcome } from './outcome';
import { type Platform, PlatformError, type RoundAnswer } from './platform-client';

export interface PlayRequest {
  playerId: number;
  nodeId: number;
  kind: DemoGameKind;
  betCents: number;
  /** Crash game only: the cash-out multiplier in hundredths. */
  cashOutAt: number;
  language: string;
  idempotencyKey: string;
}

export interface PlayAnswer extends RoundAnswer {
  /** True when the answer is an earlier open round settled now, not a new bet. */
  resumed: boolean;
}

export function newRoundId(): string {
  return `R${randomBytes(8).toString('hex')}`;
}

/** The win a stored outcome decided, in currency units. */
function winOf(answer: RoundAnswer): number {
  const cents = Number((answer.round.outcome as Partial<RoundOutcome>).winCents ?? 0);
  return cents / 100;
}

async function settle(platform: Platform, opened: RoundAnswer): Promise<RoundAnswer> {
  const { round } = opened;
  if (round.status === 'SETTLED')
    return platform.settle({ roundId: round.roundId, playerId: Number(round.playerId), win: round.win });
  return platform.settle({ roundId: round.roundId, playerId: Number(round.playerId), win: winOf(opened) });
}

/** Settles the player's open round of the game, if there is one. */
export async function resumeOpenRound(
  platform: Platform,
  playerId: number,
  nodeId: number,
): Promise<RoundAnswer | null> {
  const state = await platform.balance(playerId, nodeId);
  if (!state.openRound) return null;
  return settle(platform, { round: state.openRound, balance: state.balance });
}

export async function playRound(platform: Platform, request: PlayRequest): Promise<PlayAnswer> {
  const outcome = roundOutcome(request.kind, request.betCents, drawRandoms(request.kind), request.cashOutAt);
  let opened: RoundAnswer;
  try {
    opened = await platform.bet(
      {
        roundId: newRoundId(),
        playerId: request.playerId,
        nodeId: request.nodeId,
        amount: request.betCents / 100,
        language: request.language,
        outcome,
      },
      request.idempotencyKey,
    );
  } catch (error) {
    if (!(error instanceof PlatformError) || error.code !== 'ROUND_OPEN') throw error;
    const open = (error.value as { round?: RoundAnswer['round'] } | undefined)?.round;
    if (!open) throw error;
    return { ...(await settle(platform, { round: open, balance: 0 })), resumed: true };
  }
  // A retried attempt (same key) answers the round of its first try, with that try's outcome.
  return { ...(await settle(platform, opened)), resumed: false };
}
