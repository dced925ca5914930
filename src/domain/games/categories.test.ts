import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  categoryQuery,
  categoryVendors,
  filterOtherCategories,
  hasViewAll,
  keepsClassify,
  lobbyMenuCategories,
  menuCategories,
  pageTypeFor,
} from './categories';
import { mappingOf, rebuildVendorSorting } from './vendorSorting';

describe('category map and menus (§2, §3, §4)', () => {
  it('maps categories to game list queries', () => {
    expect(categoryQuery('CRASH')).toEqual({ gameType: 'RNG', gameClassify: 'Crash' });
    expect(categoryQuery('LIVE').gameClassify).toBe('ALL');
    expect(categoryQuery('ELOTT').gameType).toBe('TCG_SEA');
    expect(categoryQuery('NEW').isNew).toBe(true);
  });
  it('orders the menu home first then lobby, hiding categories the mapping lacks', () => {
    const mapping = { RNG: ['PG'], LIVE: ['EVO'], FISH: ['JDB'], SPORTS: ['SABA'], MEGAWAY: [], BG: ['BG'] };
    expect(menuCategories(mapping)).toEqual(['LOBBY', 'NEW', 'LIVE', 'SPORTS', 'FISH', 'BG']);
    expect(menuCategories({ ...mapping, CRASH: ['SPX'] })[1]).toBe('CRASH');
  });
  it('gives pageType all for the lobby and list for any other category', () => {
    expect(pageTypeFor('LOBBY')).toBe('all');
    expect(pageTypeFor('LIVE')).toBe('list');
  });
  it('has no view-all for SPORTS and COCKFIGHT', () => {
    expect(hasViewAll('SPORTS')).toBe(false);
    expect(hasViewAll('COCKFIGHT')).toBe(false);
    expect(hasViewAll('RNG')).toBe(true);
  });
  it('keeps the classify only for RNG, LIVE and FISH (§3)', () => {
    expect(['RNG', 'live', 'FISH'].map(keepsClassify)).toEqual([true, true, true]);
    expect(['CRASH', 'MEGAWAY', 'TG', 'BGS', 'SPORTS'].map(keepsClassify)).toEqual([false, false, false, false, false]);
  });
  it('fixes the BGS category to the BGS vendor of the rebuilt mapping, and no other category to a vendor', () => {
    const mapping = mappingOf(
      rebuildVendorSorting([
        {
          gameCategory: 'RNG',
          vendorNames: [
            { vassalage: 'BGS', accountTypeName: 'BGS Slot' },
            { vassalage: 'PGX', accountTypeName: 'Pixel Gold Slot' },
          ],
        },
      ]),
    );
    expect(categoryVendors('BGS', mapping)).toEqual(['BGS']);
    expect(categoryVendors('bgs', mapping)).toEqual(['BGS']);
    expect(categoryVendors('RNG', mapping)).toEqual([]);
    // Without a BGS entry the list is still the BGS vendor's only, never every slot.
    expect(categoryVendors('BGS', {})).toEqual(['BGS']);
  });
  it("orders the lobby centre's menu slots first, with BGS and NEW, and always holds the current category", () => {
    const mapping = { BGS: ['BGS'], RNG: ['PGX'], LIVE: ['EVX'], SPORTS: ['SBX'], ESPORTS: ['TFX'], FISH: ['JDX'] };
    expect(lobbyMenuCategories(mapping, 'RNG')).toEqual(['RNG', 'BGS', 'NEW', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH']);
    expect(lobbyMenuCategories(mapping, 'NEW')).toContain('NEW');
    expect(lobbyMenuCategories({ LIVE: ['EVX'] }, 'RNG')).toEqual(['RNG', 'LIVE']);
    expect(lobbyMenuCategories({ LIVE: ['EVX'] }, 'ELOTT')).toEqual(['LIVE', 'ELOTT']);
    expect(lobbyMenuCategories({ RNG: ['PGX'] }, 'BGS')).toEqual(['RNG', 'BGS', 'NEW']);
  });
  it('lists other categories without electronic lottery, and routes each', () => {
    expect(filterOtherCategories('RNG', { RNG: ['a'], LIVE: ['b'], ELOTT: ['c'], FISH: [] })).toEqual(['LIVE']);
    expect(categoryPath('PROVIDER')).toBe('/m/providers?gameCategory=PROVIDER');
    expect(categoryPath('HOT')).toBe('/m/hot');
    expect(categoryPath('LIVE')).toBe('/m/gameLobbyCenter?gameCategory=LIVE');
  });
});
