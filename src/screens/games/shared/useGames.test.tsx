// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../../../../tests/support/testRoot';
import { normaliseConfig } from '../../../domain/shell/site-config';
import { useVendors } from './useGames';

describe('useVendors', () => {
  it('gives every component the same directory: one mapping and one vendor table, not one per hook', () => {
    const { actor, wrapper } = testRoot();
    actor('siteConfig').send({
      type: 'CONFIG_LOADED',
      config: normaliseConfig({
        merchantCode: 'demo',
        vendors: [{ vassalage: 'PGX', displayName: 'Pixel Gold' }],
        categories: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Slot' }] }],
      }),
    });
    const tiles = renderHook(() => useVendors(), { wrapper }).result.current;
    const handlers = renderHook(() => useVendors(), { wrapper }).result.current;
    expect(tiles.mapping).toEqual({ RNG: ['PGX'] });
    expect(handlers.mapping).toBe(tiles.mapping);
    expect(handlers.byCode).toBe(tiles.byCode);
    expect(handlers.sorting).toBe(tiles.sorting);
    expect(tiles.name('PGX')).toBe('Pixel Gold');
  });
});
