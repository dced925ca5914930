import { JACKPOT } from '../constants';

/** Jackpot counter rules (spec §9): start, step and interval, each drawn at random within its bounds. */

export type Random = () => number;

/** One draw of a seeded generator (mulberry32): a value in [0, 1) and the seed of the next draw. Pure. */
export function draw(seed: number): { value: number; seed: number } {
  const next = (seed + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: next };
}

function between(min: number, max: number, random: Random): number {
  return Math.floor(min + random() * (max - min + 1));
}

/** A start value in 20,000,000 .. 21,000,000. */
export function jackpotStart(random: Random = Math.random): number {
  return Math.min(JACKPOT.startMax, between(JACKPOT.startMin, JACKPOT.startMax, random));
}

/** A step of 100 .. 500. */
export function jackpotStep(random: Random = Math.random): number {
  return Math.min(JACKPOT.stepMax, between(JACKPOT.stepMin, JACKPOT.stepMax, random));
}

/** The next wait: 3, 4 or 5 s. */
export function jackpotInterval(random: Random = Math.random): number {
  const list = JACKPOT.intervalsMs;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? list[0];
}

// Formatted by hand, not with toLocaleString: the first Intl call loads locale data, a 30 ms stall on a cheap
// phone in the middle of the home screen's first render.
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Thousands separators, no decimals. */
export function formatJackpot(value: number): string {
  // A minus sign is no digit: the grouping leaves it in front.
  return groupThousands(String(Math.floor(value)));
}

/** The balance widget (§2): 2 decimals (rounded half away from zero), thousands separators. */
export function formatBalance(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  const cents = Math.round(Math.abs(Number.isFinite(n) ? n : 0) * 100);
  const text = `${groupThousands(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
  return n < 0 && cents > 0 ? `-${text}` : text;
}
