import { describe, expect, it } from 'vitest';
import { mappingOf, rebuildVendorSorting, sportsKind, vendorDirectory, vendorsOf } from './vendorSorting';

const v = (vassalage: string, accountTypeName = vassalage) => ({ vassalage, accountTypeName });

describe('vendor sorting rebuild (§4)', () => {
  it('puts BGS first as its own category and splits sports', () => {
    const out = rebuildVendorSorting([
      { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
      { gameCategory: 'RNG', vendorNames: [v('PG'), v('BGS')] },
      { gameCategory: 'SPORTS', vendorNames: [v('SABA'), v('SV388', 'Cockfight'), v('TF', 'Esports')] },
      { gameCategory: 'FISH', vendorNames: [v('JDB')] },
    ]);
    expect(out.map((i) => i.gameCategory)).toEqual(['BGS', 'LIVE', 'RNG', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'FISH']);
    expect(mappingOf(out)).toMatchObject({ BGS: ['BGS'], RNG: ['PG'], SPORTS: ['SABA'], COCKFIGHT: ['SV388'] });
  });
  it('leaves a list without BGS or sports alone', () => {
    const items = [{ gameCategory: 'LIVE', vendorNames: [v('EVO')] }];
    expect(rebuildVendorSorting(items)).toEqual(items);
  });
});

describe('vendor directory (the vendors the games screens show)', () => {
  it("rebuilds the platform's sorting (§4) and finds vendors by code", () => {
    const directory = vendorDirectory({
      sorting: [
        { gameCategory: 'RNG', vendorNames: [v('PG'), v('BGS')] },
        { gameCategory: 'SPORTS', vendorNames: [v('SABA'), v('SV388', 'Cockfight')] },
      ],
      vendors: [{ vassalage: 'PG', displayName: 'Pocket Games' }],
    });
    expect(directory.sorting.map((i) => i.gameCategory)).toEqual(['BGS', 'RNG', 'SPORTS', 'COCKFIGHT']);
    expect(directory.mapping).toEqual({ BGS: ['BGS'], RNG: ['PG'], SPORTS: ['SABA'], COCKFIGHT: ['SV388'] });
    expect(directory.byCode.get('PG')?.displayName).toBe('Pocket Games');
  });
});

describe('which part of sports a vendor is (§4 sports split)', () => {
  it('cock fight by its account type name or a known cock fight code', () => {
    expect(sportsKind(v('X1', 'Cockfight Arena'))).toBe('COCKFIGHT');
    expect(sportsKind(v('X2', 'Sabong Live'))).toBe('COCKFIGHT');
    for (const code of ['SV388', 's128', 'WS168', 'DS88']) expect(sportsKind(v(code, 'Sports'))).toBe('COCKFIGHT');
  });
  it('esports by its account type name or a known esports code', () => {
    expect(sportsKind(v('X3', 'E-Sports'))).toBe('ESPORTS');
    expect(sportsKind(v('X4', 'Pro eSport'))).toBe('ESPORTS');
    for (const code of ['TF', 'ia', 'AVIA']) expect(sportsKind(v(code, 'Games'))).toBe('ESPORTS');
    expect(sportsKind(v('ESPORTX', 'Games'))).toBe('ESPORTS');
  });
  it('sports otherwise (a code only containing TF or IA is no esports code)', () => {
    expect(sportsKind(v('SABA', 'Sportsbook'))).toBe('SPORTS');
    expect(sportsKind(v('TFX', 'Sportsbook'))).toBe('SPORTS');
    expect(sportsKind(v('XIA', 'Sportsbook'))).toBe('SPORTS');
  });
});

describe('vendor sorting rebuild, details (§4)', () => {
  it('puts cock fight and esports where sports was when every sports vendor moves out', () => {
    const out = rebuildVendorSorting([
      { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
      { gameCategory: 'SPORTS', vendorNames: [v('SV388', 'Cockfight'), v('TF', 'Esports')] },
      { gameCategory: 'FISH', vendorNames: [v('JDB')] },
    ]);
    expect(out).toEqual([
      { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
      { gameCategory: 'COCKFIGHT', vendorNames: [v('SV388', 'Cockfight')] },
      { gameCategory: 'ESPORTS', vendorNames: [v('TF', 'Esports')] },
      { gameCategory: 'FISH', vendorNames: [v('JDB')] },
    ]);
  });
  it('merges a cock fight category of its own with the vendors split from sports, without repeats', () => {
    const out = rebuildVendorSorting([
      { gameCategory: 'cockfight', vendorNames: [v('SV388', 'Cockfight'), v('CF1', 'Cockfight')] },
      { gameCategory: 'COCKFIGHT', vendorNames: [v('CF2', 'Cockfight'), v('CF1', 'Cockfight')] },
      { gameCategory: 'SPORTS', vendorNames: [v('SABA'), v('SV388', 'Cockfight'), v('WS168', 'Cockfight')] },
      { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
    ]);
    expect(mappingOf(out)).toEqual({ SPORTS: ['SABA'], COCKFIGHT: ['SV388', 'CF1', 'CF2', 'WS168'], LIVE: ['EVO'] });
    expect(out.map((i) => i.gameCategory)).toEqual(['SPORTS', 'COCKFIGHT', 'LIVE']);
  });
  it('adds cock fight and esports at the end when there is no sports category, and leaves out empty ones', () => {
    const out = rebuildVendorSorting([
      { gameCategory: 'ESPORTS', vendorNames: [v('TF', 'Esports')] },
      { gameCategory: 'COCKFIGHT', vendorNames: [] },
      { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
    ]);
    expect(out.map((i) => i.gameCategory)).toEqual(['LIVE', 'ESPORTS']);
  });
  it('drops slots when BGS was its only vendor; BGS in any case; other categories in capitals', () => {
    const out = rebuildVendorSorting([
      { gameCategory: 'rng', vendorNames: [v('bgs', 'BGS Slot')] },
      { gameCategory: 'live', vendorNames: [v('EVO')] },
    ]);
    expect(out).toEqual([
      { gameCategory: 'BGS', vendorNames: [v('bgs', 'BGS Slot')] },
      { gameCategory: 'LIVE', vendorNames: [v('EVO')] },
    ]);
  });
  it('collects the BGS vendor of every slot list into one category', () => {
    const out = rebuildVendorSorting([
      { gameCategory: 'RNG', vendorNames: [v('BGS', 'A')] },
      { gameCategory: 'RNG', vendorNames: [v('PG'), v('BGS', 'B')] },
    ]);
    expect(out).toEqual([
      { gameCategory: 'BGS', vendorNames: [v('BGS', 'A'), v('BGS', 'B')] },
      { gameCategory: 'RNG', vendorNames: [v('PG')] },
    ]);
  });
  it("finds a category's vendors in sorting order, none for a category it lacks", () => {
    const items = [{ gameCategory: 'LIVE', vendorNames: [v('EVO'), v('AG')] }];
    expect(vendorsOf(items, 'LIVE')).toEqual([v('EVO'), v('AG')]);
    expect(vendorsOf(items, 'FISH')).toEqual([]);
  });
});

describe('esports codes are whole codes', () => {
  it('TF and IA only as the whole code; eSport in either field', () => {
    expect(sportsKind(v('XTF', 'Sportsbook'))).toBe('SPORTS');
    expect(sportsKind(v('IAX', 'Sportsbook'))).toBe('SPORTS');
    expect(sportsKind(v('ESPORTSBOOK', 'Games'))).toBe('ESPORTS');
    expect(sportsKind(v('X5', 'My esports'))).toBe('ESPORTS');
  });
});
