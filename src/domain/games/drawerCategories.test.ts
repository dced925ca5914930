import { describe, expect, it } from 'vitest';
import { drawerCategories } from './drawerCategories';
import { type VendorSorting, vendorDirectory } from './vendorSorting';

const vendor = (vassalage: string, accountTypeName: string) => ({ vassalage, accountTypeName });

/** The shape of the shipped site config: cock fight and esports vendors sit inside SPORTS until the §4 rebuild. */
const rawSorting: VendorSorting[] = [
  { gameCategory: 'LIVE', vendorNames: [vendor('EVX', 'Evo Live')] },
  { gameCategory: 'FISH', vendorNames: [] },
  {
    gameCategory: 'SPORTS',
    vendorNames: [vendor('SBX', 'SportBet Sportsbook'), vendor('TFX', 'TF Esports'), vendor('CF88', 'CF88 Cockfight')],
  },
];

describe('side menu categories (spec §2 over the §4 rebuild)', () => {
  it('lists cock fight when the rebuild splits a cock fight vendor out of sports', () => {
    const { mapping } = vendorDirectory({ sorting: rawSorting, vendors: [] });
    expect(drawerCategories(mapping)).toEqual(['LIVE', 'SPORTS', 'COCKFIGHT']);
  });

  it('leaves out sports when all its vendors move to cock fight, and categories without vendors', () => {
    const sorting: VendorSorting[] = [{ gameCategory: 'SPORTS', vendorNames: [vendor('SV388', 'SV388')] }];
    expect(drawerCategories(vendorDirectory({ sorting, vendors: [] }).mapping)).toEqual(['COCKFIGHT']);
    expect(drawerCategories({ FISH: [], ELOTT: ['LOT'], RNG: ['PGX'] })).toEqual(['ELOTT']);
  });
});
