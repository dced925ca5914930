import { describe, expect, it } from 'vitest';
import { mappingOf, rebuildVendorSorting, vendorDirectory } from './vendorSorting';

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
