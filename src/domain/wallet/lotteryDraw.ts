/**
 * The reference lottery stand-in's rules (issue 14), shared by the server and the site: draws on a fixed schedule,
 * the bets a sub-order can hold, a draw's result as a pure function of its number and game (seeded, so tests can
 * know it) and what a sub-order pays.
 */

/** A draw every 5 minutes, at whole multiples of this interval since the epoch; draw N is drawn at N x interval. */
export const DRAW_INTERVAL_MS = 5 * 60 * 1000;
/** An order joins the first draw at least this far away, so each order can be cancelled for at least this long. */
export const MIN_OPEN_MS = 60 * 1000;

export interface Draw {
  drawNo: number;
  /** Epoch milliseconds when it is drawn; its sub-orders can be cancelled until then. */
  drawAtMs: number;
}

/** The draw an order placed at `nowMs` joins. */
export function drawFor(nowMs: number): Draw {
  const drawNo = Math.floor((nowMs + MIN_OPEN_MS) / DRAW_INTERVAL_MS) + 1;
  return { drawNo, drawAtMs: drawNo * DRAW_INTERVAL_MS };
}

/** Whether a draw still takes cancellations (and has not been drawn). */
export const drawOpen = (drawAtMs: number, nowMs: number): boolean => nowMs < drawAtMs;

/** 3D: the three digits exactly (pays 900 x the amount); 1D: the last digit (pays 9 x). */
export const BET_TYPES = ['3D', '1D'] as const;
export type BetType = (typeof BET_TYPES)[number];
export const PAYOUT: Record<BetType, number> = { '3D': 900, '1D': 9 };
export const NUMBER_PATTERN: Record<BetType, RegExp> = { '3D': /^\d{3}$/, '1D': /^\d$/ };

/** Limits of one sub-order's amount and of the sub-orders of one order. */
export const MIN_STAKE = 1;
export const MAX_STAKE = 10_000;
export const MAX_SUB_ORDERS = 20;

/** A 32-bit mix of a text (FNV-1a), so the result does not depend on any library. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A draw's result: three digits, a pure function of the draw number and the game (`VENDOR/CODE`). */
export function drawResult(drawNo: number, game: string): string {
  let x = (hashText(`${game}#${drawNo}`) ^ Math.imul(drawNo, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  return String(x % 1000).padStart(3, '0');
}

/** Whether a bet wins against a result. */
export function betWins(betType: BetType, number: string, result: string): boolean {
  return betType === '3D' ? number === result : number === result.slice(-1);
}

/** What a sub-order pays, in cents (0 when it loses). */
export function winCents(betType: BetType, number: string, amountCents: number, result: string): number {
  return betWins(betType, number, result) ? amountCents * PAYOUT[betType] : 0;
}
