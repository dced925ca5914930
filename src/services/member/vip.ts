import { isObject, type Loose } from '../../domain/loose';
import {
  isLeaderboardPeriod,
  type LeaderboardBoard,
  type LeaderboardPeriod,
  type LeaderboardRow,
} from '../../domain/member/leaderboard';
import type { VipInfo, VipLevel } from '../../domain/member/vip';
import { call } from '../shell/http';
import { amount, count, text } from '../wallet/lenient';

/** The VIP and leaderboard calls (server/README.md "VIP", "Leaderboard"), read leniently. */

const objects = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter(isObject) : []);

function levelOf(l: Loose): VipLevel {
  return {
    level: count(l.level),
    name: text(l.name),
    threshold: amount(l.threshold),
    rebatePercent: amount(l.rebatePercent),
    upgradeBonus: amount(l.upgradeBonus),
    birthdayBonus: amount(l.birthdayBonus),
    monthlySalary: amount(l.monthlySalary),
  };
}

export async function fetchVipInfo(signal?: AbortSignal): Promise<VipInfo> {
  const v = await call<unknown>('/wps/member/vip', { signal });
  const o = isObject(v) ? v : {};
  const current = isObject(o.current) ? o.current : {};
  const next = isObject(o.next) ? o.next : null;
  const p = isObject(o.progress) ? o.progress : {};
  return {
    levels: objects(o.levels).map(levelOf),
    current: { level: count(current.level), name: text(current.name) },
    next: next ? { level: count(next.level), name: text(next.name), threshold: amount(next.threshold) } : null,
    progress: {
      turnover: amount(p.turnover),
      deposits: amount(p.deposits),
      total: amount(p.total),
      toNext: amount(p.toNext),
      percent: Math.min(Math.max(amount(p.percent), 0), 100),
    },
    credited: objects(o.credited).map((c) => ({ level: count(c.level), name: text(c.name), bonus: amount(c.bonus) })),
  };
}

export async function fetchLeaderboard(period: LeaderboardPeriod, signal?: AbortSignal): Promise<LeaderboardBoard> {
  const v = await call<unknown>('/wps/relay/GCSGAME_getRankList', {
    query: { gameCategory: 'ALL', limitNum: 20, period },
    signal,
  });
  const o = isObject(v) ? v : {};
  const own = isObject(o.own) ? o.own : null;
  return {
    period: isLeaderboardPeriod(o.period) ? o.period : period,
    currencySymbol: text(o.currencySymbol),
    rows: objects(o.rows).map(
      (r): LeaderboardRow => ({
        rank: count(r.rank),
        customerName: text(r.customerName),
        winAmount: amount(r.winAmount),
        rounds: count(r.rounds),
      }),
    ),
    own: own
      ? { rank: count(own.rank) || null, customerName: text(own.customerName), winAmount: amount(own.winAmount) }
      : null,
  };
}
