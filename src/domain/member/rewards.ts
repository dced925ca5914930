/**
 * Points and rewards (issue 15 item 3): points earned from turnover, the claim state of a reward from its dates,
 * the points-to-bonus exchange's check and amount. Shared by the site and the reference server.
 */

import type { ValidationMessage } from '../account/validation';

export type RewardStatus = 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';

export interface Reward {
  id: string;
  /** The title's key under member.rewards.titles (the site translates it); `title` is the server's English text. */
  titleKey: string;
  title: string;
  amount: number;
  status: RewardStatus;
  /** ISO time, '' when it never expires. */
  expiresAt: string;
  /** ISO time, '' until claimed. */
  claimedAt: string;
}

export type PointsEntryKind = 'ROUND' | 'EXCHANGE';

export interface PointsEntry {
  id: string;
  kind: PointsEntryKind;
  /** Signed: earned points are positive, exchanged ones negative. */
  points: number;
  /** The round's bet (ROUND rows). */
  turnover: number;
  createdAt: string;
}

/** The exchange's terms (site config `rewards.exchange`): at least `minPoints`, in steps of `pointsPerUnit`. */
export interface ExchangeRule {
  minPoints: number;
  /** Points that make one `unitAmount` of bonus money. */
  pointsPerUnit: number;
  unitAmount: number;
}

export interface PointsPage {
  balance: number;
  content: PointsEntry[];
  pageNum: number;
  totalPages: number;
  exchange: ExchangeRule;
}

/**
 * Points a round earns: the whole points the member's turnover crosses with this bet (`turnoverPerPoint` of bets make
 * one point). Counting on the running turnover, small bets add up instead of each rounding down to nothing.
 */
export function pointsForRound(turnoverBeforeCents: number, betCents: number, turnoverPerPoint: number): number {
  const unit = Math.round(turnoverPerPoint * 100);
  if (unit <= 0 || betCents <= 0) return 0;
  return Math.floor((turnoverBeforeCents + betCents) / unit) - Math.floor(turnoverBeforeCents / unit);
}

/** A reward's claim state at `nowMs`: claimed once claimed, else expired from its expiry on, else available. */
export function rewardStatusAt(reward: { claimedAt: string; expiresAt: string }, nowMs: number): RewardStatus {
  if (reward.claimedAt !== '') return 'CLAIMED';
  if (reward.expiresAt !== '' && Date.parse(reward.expiresAt) <= nowMs) return 'EXPIRED';
  return 'AVAILABLE';
}

/** The bonus money, in cents, that `points` buy (whole steps only: see checkExchangePoints). */
export function exchangeCents(points: number, rule: ExchangeRule): number {
  if (rule.pointsPerUnit <= 0) return 0;
  return Math.floor((points * Math.round(rule.unitAmount * 100)) / rule.pointsPerUnit);
}

/** What was typed, as whole points; null when it is not a whole number. */
export function parsePoints(value: string): number | null {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The exchange field's message: whole points, at least the minimum, in steps of the rate, not more than held. */
export function checkExchangePoints(value: string, rule: ExchangeRule, held: number): ValidationMessage | null {
  if (value.trim() === '') return { key: 'member.rewards.exchange.required' };
  const points = parsePoints(value);
  if (points === null) return { key: 'member.rewards.exchange.wholePoints' };
  if (points < rule.minPoints) return { key: 'member.rewards.exchange.belowMin', params: { min: rule.minPoints } };
  if (rule.pointsPerUnit > 0 && points % rule.pointsPerUnit !== 0) {
    return { key: 'member.rewards.exchange.step', params: { step: rule.pointsPerUnit } };
  }
  if (points > held) return { key: 'member.rewards.exchange.notEnough', params: { held } };
  return null;
}

/** The ISO week a time falls in, e.g. '2026-W48' (the weekly bonus's grant key: one per member and week). */
export function isoWeekKey(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The server's refusals of the reward centre that have a message in the player's language. */
export const REWARD_ERROR_CODES = [
  'REWARD_NOT_FOUND',
  'REWARD_ALREADY_CLAIMED',
  'REWARD_EXPIRED',
  'POINTS_INSUFFICIENT',
  'TRIAL_REFUSED',
  'REQUEST_IN_PROGRESS',
] as const;

/** The message of a failed claim or exchange: a known code in the player's language, else the server's words. */
export function rewardRefusal(error: unknown): ValidationMessage {
  const e =
    typeof error === 'object' && error !== null
      ? (error as { code?: unknown; message?: unknown; status?: unknown })
      : {};
  if (typeof e.code === 'string' && (REWARD_ERROR_CODES as readonly string[]).includes(e.code)) {
    return { key: `member.rewards.errors.${e.code}` };
  }
  const answered = typeof e.status === 'number' && e.status > 0;
  if (answered && typeof e.message === 'string' && e.message !== '') return { text: e.message };
  return { key: 'member.rewards.errors.failed' };
}

/** Refusals a retry cannot change (the reward is gone, or the account may not claim). */
export function isFinalClaimRefusal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return (
    code === 'REWARD_NOT_FOUND' ||
    code === 'REWARD_ALREADY_CLAIMED' ||
    code === 'REWARD_EXPIRED' ||
    code === 'TRIAL_REFUSED'
  );
}

/** The claim call's answer: the reward, now claimed, and the main wallet's balance after. */
export interface ClaimResult {
  reward: Reward;
  balance: number;
}

export interface ExchangePayload {
  points: number;
}

/** The exchange call's answer. */
export interface ExchangeResult {
  /** Points left. */
  points: number;
  /** Bonus money credited. */
  amount: number;
  /** The main wallet's balance after. */
  balance: number;
}
