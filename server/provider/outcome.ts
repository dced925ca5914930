/**
 * Which demo game a catalogue game plays, and a round's outcome and win from its random numbers (pure; the draw of
 * the random numbers is `drawRound`, the only impure part).
 */
import { randomInt } from 'node:crypto';
import { CRASH_RANGE, type CrashOutcome, crashOutcome } from './crash';
import { REEL_STRIP, type SlotOutcome, slotOutcome } from './slot';

export type DemoGameKind = 'slot' | 'crash';
export type RoundOutcome = (SlotOutcome | CrashOutcome) & { winCents: number };

/** Slots, fishing and bingo play the slot; every other game type (live, game shows, table, sports...) the crash game. */
const SLOT_TYPES = new Set(['RNG', 'FISH', 'BG']);

export function demoGameKind(gameType: string): DemoGameKind {
  return SLOT_TYPES.has(gameType.toUpperCase()) ? 'slot' : 'crash';
}

/** The round's random numbers: three reel stops, or the crash game's one number. */
export function drawRandoms(kind: DemoGameKind): number[] {
  return kind === 'slot' ? [0, 1, 2].map(() => randomInt(REEL_STRIP.length)) : [randomInt(CRASH_RANGE)];
}

/**
 * The outcome of a round from its random numbers: the multiplier and the win in cents (rounded down to the cent;
 * the crash game's multiplier is in hundredths).
 */
export function roundOutcome(
  kind: DemoGameKind,
  betCents: number,
  randoms: readonly number[],
  cashOutAt = 0,
): RoundOutcome {
  if (kind === 'slot') {
    const outcome = slotOutcome(randoms);
    return { ...outcome, winCents: betCents * outcome.multiplier };
  }
  const outcome = crashOutcome(randoms[0] ?? -1, cashOutAt);
  return { ...outcome, winCents: Math.floor((betCents * outcome.multiplier) / 100) };
}
