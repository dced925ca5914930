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
