import { describe, expect, it } from 'vitest';
import { playTypeFor, prizeModeFor } from './prizeMode';

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
