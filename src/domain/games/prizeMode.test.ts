import { describe, expect, it } from 'vitest';
import { hasExtendedLottery, isLotteryVendor, playTypeFor, prizeModeFor } from './prizeMode';

describe('prize mode and play type (§4)', () => {
  it('uses the fixed modes of TCG_LOTTO_VN and TCG_SEA', () => {
    expect(prizeModeFor('TCG_LOTTO_VN', {})).toBe('ModeElott');
    expect(prizeModeFor('TCG_SEA', {})).toBe('SEA');
  });
  it('uses the extended-lottery mode only when the mapping holds one', () => {
    expect(prizeModeFor('LOTT', { ELOTT: ['LOTT'] })).toBe('Elott');
    expect(prizeModeFor('ELOTT', { ELOTT: ['TCG_LOTTO_VN'] })).toBe('Elott');
    expect(prizeModeFor('LOTT', { ELOTT: ['OTHER'] })).toBe('Lott');
  });
  it('plays ent when the lottery mode includes Entertainment', () => {
    expect(playTypeFor('Tradition,Entertainment')).toBe('ent');
    expect(playTypeFor('Tradition')).toBe('trad');
    expect(playTypeFor(undefined)).toBe('trad');
  });
});

describe('lottery vendors (§4 launch flow)', () => {
  it('are TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT, in any case', () => {
    expect(['TCG_LOTTO_VN', 'tcg_sea', 'Lott', 'ELOTT'].map(isLotteryVendor)).toEqual([true, true, true, true]);
    expect(isLotteryVendor('PGX')).toBe(false);
    expect(isLotteryVendor(undefined)).toBe(false);
  });
  it('take their fixed modes in any case; without an extended lottery in the mapping, the lottery mode', () => {
    expect(prizeModeFor('tcg_lotto_vn', { ELOTT: ['LOTT'] })).toBe('ModeElott');
    expect(prizeModeFor('tcg_sea', { ELOTT: ['LOTT'] })).toBe('SEA');
    expect(prizeModeFor('LOTT', {})).toBe('Lott');
    expect(prizeModeFor('LOTT', { LOTT: ['TCG_LOTTO_VN'] })).toBe('Lott');
    expect(hasExtendedLottery({ ELOTT: ['TCG_LOTTO_VN'] })).toBe(true);
    expect(hasExtendedLottery({ ELOTT: [] })).toBe(false);
  });
  it('plays ent for Entertainment in any case', () => {
    expect(playTypeFor('ENTERTAINMENT')).toBe('ent');
    expect(playTypeFor('')).toBe('trad');
  });
});
