import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfigActor } from '../../../app/actors';
import { normaliseConfig } from '../../../domain/shell/site-config';
import { useVendors } from './useGames';

describe('useVendors', () => {
  it('gives every component the same directory: one mapping and one vendor table, not one per hook', () => {
    siteConfigActor.send({
      type: 'CONFIG_LOADED',
      config: normaliseConfig({
        merchantCode: 'demo',
        vendors: [{ vassalage: 'PGX', displayName: 'Pixel Gold' }],
        categories: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Slot' }] }],
      }),
    });
    const tiles = renderHook(() => useVendors()).result.current;
    const handlers = renderHook(() => useVendors()).result.current;
    expect(tiles.mapping).toEqual({ RNG: ['PGX'] });
    expect(handlers.mapping).toBe(tiles.mapping);
    expect(handlers.byCode).toBe(tiles.byCode);
    expect(handlers.sorting).toBe(tiles.sorting);
    expect(tiles.name('PGX')).toBe('Pixel Gold');
  });
});
