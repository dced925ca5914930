/**
 * A member's VIP status (issue 15 item 2), computed on read: the total is the bets of the member's settled, non-trial
 * game rounds plus its approved deposits; the level is the highest one the total reaches, or the level its label
 * names (granted by the operator, e.g. the demo member's VIP1) when that is higher. Each level reached by play above
 * the granted one pays its upgrade bonus once (journal kind VIP_BONUS, ref VIP_LEVEL "<memberId>:<level>"), credited
 * lazily by whichever read sees it first: the wallet lock orders concurrent reads and vip_upgrades' key makes the
 * second one a no-op. Trial members earn nothing (their rounds are trial credit).
 */
import {
  earnedUpgrades,
  levelNamed,
  memberLevel,
  progressOf,
  sortedLevels,
  type VipLevel,
} from '../../src/domain/member/vip';
import type { SiteConfigStore } from '../config/site-config';
import type { Db } from '../db/db';
import { centsOf, lockWallet, postEntry } from '../ledger/journal';

const TRIAL_TYPE = 4;

export interface VipStatus {
  levels: VipLevel[];
  current: VipLevel;
  next: VipLevel | null;
  turnoverCents: number;
  depositsCents: number;
  totalCents: number;
  toNextCents: number;
  percent: number;
  /** Levels whose bonus this read credited (the site refreshes the wallet when any). */
  credited: { level: number; name: string; bonusCents: number }[];
  upgrades: { level: number; name: string; bonusCents: number; createdAt: string }[];
}

interface MemberRow {
  id: number;
  type: number;
  vip_label: string;
}

async function totalsOf(db: Db, memberId: number): Promise<{ turnoverCents: number; depositsCents: number }> {
  const { rows } = await db.query<{ turnover: string; deposits: string }>(
    `SELECT
       (SELECT COALESCE(sum(bet), 0)::text FROM game_rounds
         WHERE member_id = $1 AND status = 'SETTLED' AND NOT trial) AS turnover,
       (SELECT COALESCE(sum(amount), 0)::text FROM deposits
         WHERE member_id = $1 AND status = 'APPROVED') AS deposits`,
    [memberId],
  );
  return {
    turnoverCents: centsOf(rows[0]?.turnover ?? '0'),
    depositsCents: centsOf(rows[0]?.deposits ?? '0'),
  };
}

/** Pays the upgrade bonus of each earned level not paid yet; answers the ones this call paid. */
async function creditUpgrades(db: Db, memberId: number, earned: VipLevel[]): Promise<VipStatus['credited']> {
  if (earned.length === 0) return [];
  const { rows: paid } = await db.query<{ level: number }>('SELECT level FROM vip_upgrades WHERE member_id = $1', [
    memberId,
  ]);
  const paidLevels = new Set(paid.map((row) => Number(row.level)));
  const missing = earned.filter((level) => !paidLevels.has(level.level));
  if (missing.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockWallet(tx, memberId, 'MAIN');
    const credited: VipStatus['credited'] = [];
    for (const level of missing) {
      const bonusCents = Math.round(level.upgradeBonus * 100);
      const { rows } = await tx.query<{ level: number }>(
        `INSERT INTO vip_upgrades (member_id, level, name, bonus) VALUES ($1, $2, $3, $4::numeric)
         ON CONFLICT (member_id, level) DO NOTHING RETURNING level`,
        [memberId, level.level, level.name, (bonusCents / 100).toFixed(2)],
      );
      if (rows.length === 0) continue;
      if (bonusCents > 0) {
        await postEntry(tx, {
          memberId,
          walletCode: 'MAIN',
          deltaCents: bonusCents,
          kind: 'VIP_BONUS',
          remark: `${level.name} upgrade bonus`,
          ref: { kind: 'VIP_LEVEL', id: `${memberId}:${level.level}` },
        });
      }
      credited.push({ level: level.level, name: level.name, bonusCents });
    }
    return credited;
  });
}

/** The member's VIP status; `award` false reads it without paying bonuses (the programme is switched off). */
export async function vipStatus(
  db: Db,
  config: SiteConfigStore,
  memberId: number,
  award = config.flag('VIP'),
): Promise<VipStatus> {
  const levels = sortedLevels(config.get().vip.levels);
  const { rows } = await db.query<MemberRow>('SELECT id, type, vip_label FROM members WHERE id = $1', [memberId]);
  const member = rows[0];
  if (!member) throw new Error(`no member ${memberId}`);
  const granted = levelNamed(levels, member.vip_label);
  const totals = member.type === TRIAL_TYPE ? { turnoverCents: 0, depositsCents: 0 } : await totalsOf(db, memberId);
  const totalCents = totals.turnoverCents + totals.depositsCents;
  const current = memberLevel(levels, totalCents, granted);
  const credited =
    award && member.type !== TRIAL_TYPE
      ? await creditUpgrades(db, memberId, earnedUpgrades(levels, totalCents, granted))
      : [];
  const progress = progressOf(levels, current, totalCents);
  const { rows: upgrades } = await db.query<{ level: number; name: string; bonus: string; created_at: Date }>(
    'SELECT level, name, bonus::text AS bonus, created_at FROM vip_upgrades WHERE member_id = $1 ORDER BY level',
    [memberId],
  );
  return {
    levels,
    current,
    next: progress.next,
    ...totals,
    totalCents,
    toNextCents: progress.toNextCents,
    percent: progress.percent,
    credited,
    upgrades: upgrades.map((u) => ({
      level: Number(u.level),
      name: u.name,
      bonusCents: centsOf(u.bonus),
      createdAt: new Date(u.created_at).toISOString(),
    })),
  };
}
