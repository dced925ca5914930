/**
 * VIP levels (issue 15 item 2): a member's level is the highest level whose threshold the member's total reaches.
 * The total is the turnover (bets of settled, non-trial game rounds) plus approved deposits, in cents. A level the
 * operator granted (the member's seeded label) is a floor: play can raise the level above it, never below it.
 * Shared by the server (which answers the level) and the site (which shows the progress bar).
 */

export interface VipLevel {
  level: number;
  name: string;
  /** Total (turnover + deposits) that reaches this level, in currency units. */
  threshold: number;
  /** Share of turnover paid back, in percent. */
  rebatePercent: number;
  upgradeBonus: number;
  birthdayBonus: number;
  monthlySalary: number;
}

export interface VipProgress {
  current: VipLevel;
  next: VipLevel | null;
  /** What is still missing to the next level, in cents (0 at the top level). */
  toNextCents: number;
  /** How far from the current level's threshold to the next one, 0-100 (100 at the top level). */
  percent: number;
}

const cents = (amount: number): number => Math.round(amount * 100);

/** Levels by rising threshold (the config may list them in any order). */
export function sortedLevels(levels: readonly VipLevel[]): VipLevel[] {
  return [...levels].sort((a, b) => a.threshold - b.threshold || a.level - b.level);
}

/** The highest level whose threshold `totalCents` reaches (the lowest level when none is reached). */
export function levelForTotal(levels: readonly VipLevel[], totalCents: number): VipLevel {
  const sorted = sortedLevels(levels);
  const first = sorted[0];
  if (!first) throw new Error('no VIP levels');
  let reached = first;
  for (const level of sorted) if (totalCents >= cents(level.threshold)) reached = level;
  return reached;
}

/** The level named by a label ("VIP1"), or null when no level has that name. */
export function levelNamed(levels: readonly VipLevel[], name: string): VipLevel | null {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return null;
  return levels.find((level) => level.name.toLowerCase() === wanted) ?? null;
}

/** The member's level: the one the total reaches, or the granted one when that is higher. */
export function memberLevel(levels: readonly VipLevel[], totalCents: number, granted: VipLevel | null): VipLevel {
  const earned = levelForTotal(levels, totalCents);
  return granted && granted.level > earned.level ? granted : earned;
}

/** The levels whose upgrade bonus the total has earned above the granted floor (those are paid once each). */
export function earnedUpgrades(levels: readonly VipLevel[], totalCents: number, granted: VipLevel | null): VipLevel[] {
  const floor = granted?.level ?? Number.NEGATIVE_INFINITY;
  return sortedLevels(levels).filter(
    (level) => level.level > floor && level.threshold > 0 && totalCents >= cents(level.threshold),
  );
}

/** Progress from the member's level to the next one. */
export function progressOf(levels: readonly VipLevel[], current: VipLevel, totalCents: number): VipProgress {
  const next = sortedLevels(levels).find((level) => level.level > current.level && level.threshold > current.threshold);
  if (!next) return { current, next: null, toNextCents: 0, percent: 100 };
  const from = cents(current.threshold);
  const to = cents(next.threshold);
  const done = Math.min(Math.max(totalCents - from, 0), to - from);
  return {
    current,
    next,
    toNextCents: Math.max(to - totalCents, 0),
    percent: Math.floor((done / (to - from)) * 100),
  };
}

/** The answer of GET /wps/member/vip, as the benefits screen reads it (amounts in currency units). */
export interface VipInfo {
  levels: VipLevel[];
  current: { level: number; name: string };
  next: { level: number; name: string; threshold: number } | null;
  progress: { turnover: number; deposits: number; total: number; toNext: number; percent: number };
  /** Levels whose upgrade bonus this read paid: the wallet is refreshed when any. */
  credited: { level: number; name: string; bonus: number }[];
}
