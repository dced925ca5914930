/** Prize modes and play types of lottery games (spec §3 "Play types", "Prize modes"; §4 "Prize mode", launch). */

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'ModeElott' | 'SEA';
export type PlayType = 'ent' | 'trad';

/** The lottery vendors that use the lottery launcher (§9). */
export const LOTTERY_LAUNCHER_VENDORS = new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']);

export function isLotteryVendor(vendor: string | undefined): boolean {
  return vendor !== undefined && LOTTERY_LAUNCHER_VENDORS.has(vendor.toUpperCase());
}

/** The mapping holds an extended lottery (category ELOTT) for TCG_LOTTO_VN or LOTT. */
export function hasExtendedLottery(mapping: Record<string, readonly string[]>): boolean {
  const elott = mapping.ELOTT ?? [];
  return elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT');
}

/**
 * §4 launch: TCG_LOTTO_VN plays in ModeElott and TCG_SEA in SEA; LOTT and ELOTT take the extended-lottery mode
 * when the mapping holds an extended lottery for TCG_LOTTO_VN or LOTT, otherwise the lottery mode.
 */
export function prizeModeFor(vendor: string, mapping: Record<string, readonly string[]>): PrizeMode {
  const v = vendor.toUpperCase();
  if (v === 'TCG_LOTTO_VN') return 'ModeElott';
  if (v === 'TCG_SEA') return 'SEA';
  return hasExtendedLottery(mapping) ? 'Elott' : 'Lott';
}

/** ent when the lottery mode includes Entertainment, else trad (§4). */
export function playTypeFor(lottoMode: string | undefined): PlayType {
  return /entertainment/i.test(lottoMode ?? '') ? 'ent' : 'trad';
}
