/**
 * The `vip` field of member info: the member's computed level (server/vip/status.ts). Reading it pays upgrade
 * bonuses not paid yet while the VIP flag is on; with the flag off the level is still shown, nothing is paid.
 */
import type { SiteConfigStore } from '../config/site-config';
import type { Db } from '../db/db';
import { vipStatus } from './status';

export async function memberVip(
  db: Db,
  config: SiteConfigStore,
  memberId: number,
): Promise<{ level: number; name: string }> {
  const { current } = await vipStatus(db, config, memberId);
  return { level: current.level, name: current.name };
}
