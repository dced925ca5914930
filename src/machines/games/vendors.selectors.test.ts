import { describe, expect, it } from 'vitest';
import type { VendorCatalogue } from '../../domain/games/vendorSorting';
import { normaliseConfig } from '../../domain/shell/site-config';
import { vendorDirectoryOf } from './vendors.selectors';

const config = normaliseConfig({
  merchantCode: 'demo',
  vendors: [{ vassalage: 'PGX', displayName: 'Pixel Gold (config)' }],
  categories: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Slot' }] }],
});
const answer = (name: string): VendorCatalogue => ({
  sorting: [{ gameCategory: 'LIVE', vendorNames: [{ vassalage: 'LVX', accountTypeName: 'Live' }] }],
  vendors: [{ vassalage: 'LVX', displayName: name }],
});

describe('the shared vendor directory (§3 mapping, §4 sorting rebuild)', () => {
  it('is built once per (site config, vendors answer) pair', () => {
    const first = vendorDirectoryOf(config, null);
    expect(vendorDirectoryOf(config, null)).toBe(first);
    expect(first.mapping).toEqual({ RNG: ['PGX'] });
    expect(first.byCode.get('PGX')?.displayName).toBe('Pixel Gold (config)');

    const loaded = answer('Live X');
    const fromAnswer = vendorDirectoryOf(config, loaded);
    expect(fromAnswer).not.toBe(first);
    expect(vendorDirectoryOf(config, loaded)).toBe(fromAnswer);
    expect(fromAnswer.mapping).toEqual({ LIVE: ['LVX'] });

    // A new answer (a language change) builds a new directory.
    expect(vendorDirectoryOf(config, answer('Live X (vi)')).byCode.get('LVX')?.displayName).toBe('Live X (vi)');
  });

  it('has no vendors before the site config and the answer', () => {
    expect(vendorDirectoryOf(null, null)).toMatchObject({ sorting: [], mapping: {} });
  });
});

describe('the shared vendor directory: what it is built from', () => {
  it('is built again for another site config, even with the same answer', () => {
    const loaded = answer('Live X');
    const other = normaliseConfig({ merchantCode: 'other', vendors: [], categories: [] });
    const first = vendorDirectoryOf(config, loaded);
    const second = vendorDirectoryOf(other, loaded);
    expect(second).not.toBe(first);
    expect(second.mapping).toEqual({ LIVE: ['LVX'] });
    expect(vendorDirectoryOf(other, null).mapping).toEqual({});
    expect(vendorDirectoryOf(null, null).byCode.size).toBe(0);
  });

  it("takes the answer without a site config, and the config's vendors again once the answer is gone", () => {
    expect(vendorDirectoryOf(null, answer('Live X')).mapping).toEqual({ LIVE: ['LVX'] });
    expect(vendorDirectoryOf(config, null).mapping).toEqual({ RNG: ['PGX'] });
  });
});
