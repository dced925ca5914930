import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  categoryQuery,
  categoryVendors,
  filterHasGameType,
  filterHasMinBet,
  filterOtherCategories,
  hasCategory,
  hasNameSearch,
  hasViewAll,
  keepsClassify,
  lobbyMenuCategories,
  menuCategories,
  pageTypeFor,
  showsVendorTiles,
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

describe('category rules, details (§2 Game lobby, Filter panel, §3 category map)', () => {
  it('asks the game list for an unknown category by its own name, in capitals, and knows every mapped query', () => {
    expect(categoryQuery('tg')).toEqual({ gameType: 'TG', gameClassify: '' });
    expect(categoryQuery('xyz')).toEqual({ gameType: 'XYZ', gameClassify: '' });
    expect(categoryQuery('rng')).toEqual({ gameType: 'RNG', gameClassify: 'ALL' });
    expect(categoryQuery('FISH')).toEqual({ gameType: 'FISH', gameClassify: 'ALL' });
    expect(categoryQuery('NEW')).toEqual({ gameType: 'RNG', gameClassify: '', isNew: true });
    expect(categoryQuery('BGS')).toEqual({ gameType: 'RNG', gameClassify: '' });
    expect(categoryQuery('SPORTS')).toEqual({ gameType: 'SPORTS', gameClassify: '' });
  });
  it('fixes BGS to every vendor of its mapping entry', () => {
    expect(categoryVendors('BGS', { BGS: ['BGS', 'BGS2'] })).toEqual(['BGS', 'BGS2']);
    expect(categoryVendors('BGS', { BGS: [] })).toEqual(['BGS']);
  });
  it('shows NEW in the menu when slots have vendors, CRASH only with its own entry', () => {
    expect(hasCategory('NEW', { RNG: ['PGX'] })).toBe(true);
    expect(hasCategory('NEW', { RNG: [] })).toBe(false);
    expect(hasCategory('NEW', {})).toBe(false);
    expect(hasCategory('CRASH', { RNG: ['PGX'] })).toBe(false);
    expect(hasCategory('LIVE', { LIVE: [] })).toBe(false);
    expect(menuCategories({})).toEqual(['LOBBY']);
    expect(menuCategories({ RNG: ['PGX'], CRASH: ['SPX'], TG: ['TGX'], MEGAWAY: ['MX'] })).toEqual([
      'LOBBY',
      'CRASH',
      'NEW',
      'MEGAWAY',
      'TG',
    ]);
  });
  it("orders the lobby centre's whole menu, esports right after sports", () => {
    const all = Object.fromEntries(
      ['RNG', 'BGS', 'CRASH', 'LIVE', 'GAMESHOW', 'SPORTS', 'ESPORTS', 'MEGAWAY', 'FEATUREBUY', 'COCKFIGHT'].map(
        (c) => [c, ['V']],
      ),
    );
    expect(lobbyMenuCategories({ ...all, BONUSGAME: ['V'], FISH: ['V'], TG: ['V'], BG: ['V'] }, 'RNG')).toEqual([
      'RNG',
      'BGS',
      'CRASH',
      'NEW',
      'LIVE',
      'GAMESHOW',
      'SPORTS',
      'ESPORTS',
      'MEGAWAY',
      'FEATUREBUY',
      'COCKFIGHT',
      'BONUSGAME',
      'FISH',
      'TG',
      'BG',
    ]);
  });
  it('shows vendor tiles for SPORTS and COCKFIGHT (and esports, split from sports), games elsewhere', () => {
    expect(['SPORTS', 'COCKFIGHT', 'ESPORTS'].map(showsVendorTiles)).toEqual([true, true, true]);
    expect(['RNG', 'LIVE', 'LOBBY'].map(showsVendorTiles)).toEqual([false, false, false]);
    expect(hasViewAll('ESPORTS')).toBe(true);
  });
  it('searches by name only in LIVE; the filter has a game type and a minimum bet only for RNG (never FISH)', () => {
    expect(['LIVE', 'RNG', 'FISH'].map(hasNameSearch)).toEqual([true, false, false]);
    expect(['RNG', 'FISH', 'LIVE'].map(filterHasGameType)).toEqual([true, false, false]);
    expect(['RNG', 'FISH', 'LIVE'].map(filterHasMinBet)).toEqual([true, false, false]);
  });
  it("lists the filter's other categories in the mapping's order, leaving out the current one", () => {
    expect(filterOtherCategories('LIVE', { RNG: ['a'], LIVE: ['b'], FISH: ['c'] })).toEqual(['RNG', 'FISH']);
  });
  it('routes the lottery categories to /m/lottery, the lobby to list and others to the lobby centre', () => {
    expect(categoryPath('ELOTT')).toBe('/m/lottery');
    expect(categoryPath('LOTT')).toBe('/m/lottery');
    expect(categoryPath('RNG')).toBe('/m/gameLobbyCenter?gameCategory=RNG');
    expect(pageTypeFor('RNG')).toBe('list');
  });
});

describe('the game category map (§3), every entry', () => {
  it('asks each category of its own type by that type, with no classify', () => {
    for (const category of [
      'PROVIDER',
      'MEGAWAY',
      'FEATUREBUY',
      'BONUSGAME',
      'GAMESHOW',
      'COCKFIGHT',
      'ESPORTS',
      'TG',
      'BG',
      'LOTT',
    ]) {
      expect(categoryQuery(category)).toEqual({ gameType: category, gameClassify: '' });
    }
    expect(categoryQuery('ELOTT')).toEqual({ gameType: 'TCG_SEA', gameClassify: '' });
  });
});
