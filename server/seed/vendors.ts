/**
 * The demo game vendors (providers) of the reference platform: fictional studios with platform-style codes.
 * One table drives the seed (`vendors` rows and their games), the vendor logos, the site config's `vendors` and
 * `categories` (vendor sorting, spec §3) and the vendor-sorting call, so they can never disagree.
 */

/** The game types a vendor's games are listed under (server/README.md "Content calls"). */
export type PrimaryType =
  | 'RNG'
  | 'LIVE'
  | 'FISH'
  | 'GAMESHOW'
  | 'SPORTS'
  | 'ESPORTS'
  | 'COCKFIGHT'
  | 'TG'
  | 'BG'
  | 'ELOTT'
  | 'LOTT';

export interface VendorSeed {
  /** Provider code (`vassalage`). */
  vassalage: string;
  vendorCode: string;
  displayName: string;
  /** The platform's account type name (the site uses it to split sports into sports, cockfight and esports). */
  accountTypeName: string;
  /** Brand colour of the logo and of the game icons' accent. */
  color: string;
  /** Game types this vendor has games of; the first is its main type. */
  types: PrimaryType[];
  /** How many games to generate (lottery and sports vendors list theirs by hand in games.ts). */
  gameCount: number;
  /** Extra slot tags some of its slots carry. */
  slotTags?: ('MEGAWAY' | 'FEATUREBUY' | 'BONUSGAME' | 'CRASH')[];
  /** Free play offered (supportPlay 0) on its games. */
  freePlay: boolean;
}

export const VENDORS: readonly VendorSeed[] = [
  {
    vassalage: 'BGS',
    vendorCode: 'BGS',
    displayName: 'BGS Slots',
    accountTypeName: 'BGS Slot',
    color: '#f5b301',
    types: ['RNG'],
    gameCount: 40,
    slotTags: ['FEATUREBUY', 'BONUSGAME'],
    freePlay: true,
  },
  {
    vassalage: 'PGX',
    vendorCode: 'PGX',
    displayName: 'Pixel Gold',
    accountTypeName: 'Pixel Gold Slot',
    color: '#e8486b',
    types: ['RNG'],
    gameCount: 52,
    slotTags: ['FEATUREBUY', 'BONUSGAME'],
    freePlay: true,
  },
  {
    vassalage: 'PRG',
    vendorCode: 'PRG',
    displayName: 'Pragma Reels',
    accountTypeName: 'Pragma Reels Slot',
    color: '#ff7a00',
    types: ['RNG'],
    gameCount: 56,
    slotTags: ['MEGAWAY', 'FEATUREBUY', 'BONUSGAME'],
    freePlay: true,
  },
  {
    vassalage: 'JLX',
    vendorCode: 'JLX',
    displayName: 'Jolly X',
    accountTypeName: 'Jolly X Slot',
    color: '#c2185b',
    types: ['RNG', 'FISH', 'TG'],
    gameCount: 46,
    slotTags: ['CRASH', 'BONUSGAME'],
    freePlay: true,
  },
  {
    vassalage: 'JDX',
    vendorCode: 'JDX',
    displayName: 'Jade Dragon',
    accountTypeName: 'Jade Dragon Slot',
    color: '#1aa260',
    types: ['RNG', 'FISH'],
    gameCount: 40,
    slotTags: ['FEATUREBUY'],
    freePlay: true,
  },
  {
    vassalage: 'CQX',
    vendorCode: 'CQX',
    displayName: 'Cue Nine',
    accountTypeName: 'Cue Nine Slot',
    color: '#ff5722',
    types: ['RNG', 'FISH'],
    gameCount: 40,
    slotTags: ['BONUSGAME'],
    freePlay: false,
  },
  {
    vassalage: 'BTX',
    vendorCode: 'BTX',
    displayName: 'Big Thunder',
    accountTypeName: 'Big Thunder Slot',
    color: '#7c4dff',
    types: ['RNG'],
    gameCount: 36,
    slotTags: ['MEGAWAY', 'FEATUREBUY'],
    freePlay: true,
  },
  {
    vassalage: 'NLX',
    vendorCode: 'NLX',
    displayName: 'No Limit Lab',
    accountTypeName: 'No Limit Lab Slot',
    color: '#263238',
    types: ['RNG'],
    gameCount: 34,
    slotTags: ['FEATUREBUY', 'MEGAWAY'],
    freePlay: false,
  },
  {
    vassalage: 'RTG',
    vendorCode: 'RTG',
    displayName: 'Red Tiger Gaming',
    accountTypeName: 'Red Tiger Slot',
    color: '#d32f2f',
    types: ['RNG'],
    gameCount: 38,
    slotTags: ['MEGAWAY', 'BONUSGAME'],
    freePlay: true,
  },
  {
    vassalage: 'HBX',
    vendorCode: 'HBX',
    displayName: 'Habanix',
    accountTypeName: 'Habanix Slot',
    color: '#00897b',
    types: ['RNG'],
    gameCount: 36,
    slotTags: ['BONUSGAME'],
    freePlay: true,
  },
  {
    vassalage: 'SPX',
    vendorCode: 'SPX',
    displayName: 'Spribex',
    accountTypeName: 'Spribex Crash',
    color: '#e53935',
    types: ['RNG'],
    gameCount: 10,
    slotTags: ['CRASH'],
    freePlay: true,
  },
  {
    vassalage: 'FCX',
    vendorCode: 'FCX',
    displayName: 'Fa Choy',
    accountTypeName: 'Fa Choy Fishing',
    color: '#0288d1',
    types: ['FISH', 'RNG'],
    gameCount: 24,
    slotTags: ['CRASH'],
    freePlay: true,
  },
  {
    vassalage: 'EVX',
    vendorCode: 'EVX',
    displayName: 'Evo Live',
    accountTypeName: 'Evo Live Casino',
    color: '#3949ab',
    types: ['LIVE', 'GAMESHOW'],
    gameCount: 36,
    freePlay: false,
  },
  {
    vassalage: 'SXY',
    vendorCode: 'SXY',
    displayName: 'Sexy Live',
    accountTypeName: 'Sexy Live Casino',
    color: '#ad1457',
    types: ['LIVE'],
    gameCount: 20,
    freePlay: false,
  },
  {
    vassalage: 'DGX',
    vendorCode: 'DGX',
    displayName: 'Dream Live',
    accountTypeName: 'Dream Live Casino',
    color: '#6a1b9a',
    types: ['LIVE', 'GAMESHOW'],
    gameCount: 22,
    freePlay: false,
  },
  {
    vassalage: 'SBX',
    vendorCode: 'SBX',
    displayName: 'SportBet X',
    accountTypeName: 'SportBet Sportsbook',
    color: '#2e7d32',
    types: ['SPORTS'],
    gameCount: 3,
    freePlay: false,
  },
  {
    vassalage: 'SAB',
    vendorCode: 'SAB',
    displayName: 'Saber Sports',
    accountTypeName: 'Saber Sportsbook',
    color: '#1565c0',
    types: ['SPORTS'],
    gameCount: 2,
    freePlay: false,
  },
  {
    vassalage: 'TFX',
    vendorCode: 'TFX',
    displayName: 'TF Esports',
    accountTypeName: 'TF Esports',
    color: '#00bcd4',
    types: ['ESPORTS'],
    gameCount: 3,
    freePlay: false,
  },
  {
    vassalage: 'CF88',
    vendorCode: 'CF88',
    displayName: 'CF88 Cockfight',
    accountTypeName: 'CF88 Cockfight',
    color: '#bf360c',
    types: ['COCKFIGHT'],
    gameCount: 2,
    freePlay: false,
  },
  {
    vassalage: 'KMX',
    vendorCode: 'KMX',
    displayName: 'King Maker X',
    accountTypeName: 'King Maker Table Games',
    color: '#8d6e63',
    types: ['TG'],
    gameCount: 24,
    freePlay: true,
  },
  {
    vassalage: 'BNG',
    vendorCode: 'BNG',
    displayName: 'Bingo Land',
    accountTypeName: 'Bingo Land Bingo',
    color: '#43a047',
    types: ['BG'],
    gameCount: 18,
    freePlay: true,
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    vendorCode: 'TCG_LOTTO_VN',
    displayName: 'TCG Vietnam Lottery',
    accountTypeName: 'TCG Lotto VN',
    color: '#c62828',
    types: ['LOTT'],
    gameCount: 0,
    freePlay: false,
  },
  {
    vassalage: 'LOTT',
    vendorCode: 'LOTT',
    displayName: 'Lotto Plus',
    accountTypeName: 'Lotto Plus Lottery',
    color: '#ef6c00',
    types: ['LOTT'],
    gameCount: 0,
    freePlay: false,
  },
  {
    vassalage: 'TCG_SEA',
    vendorCode: 'TCG_SEA',
    displayName: 'TCG SEA Lottery',
    accountTypeName: 'TCG SEA Lottery',
    color: '#00838f',
    types: ['ELOTT'],
    gameCount: 0,
    freePlay: false,
  },
  {
    vassalage: 'ELOTT',
    vendorCode: 'ELOTT',
    displayName: 'E-Lotto',
    accountTypeName: 'E-Lotto Lottery',
    color: '#5e35b1',
    types: ['ELOTT'],
    gameCount: 0,
    freePlay: false,
  },
];

export function vendorByCode(vassalage: string): VendorSeed | undefined {
  return VENDORS.find((v) => v.vassalage === vassalage);
}

export const vendorLogoUrl = (vassalage: string) => `/assets-api/img/vendors/${encodeURIComponent(vassalage)}.svg`;

/** Display order of the vendor-sorting categories (spec §3 "Vendor sorting item"). */
export const SORTING_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'MEGAWAY',
  'FEATUREBUY',
  'BONUSGAME',
  'GAMESHOW',
  'CRASH',
  'TG',
  'BG',
  'PROVIDER',
  'ELOTT',
  'LOTT',
] as const;

/** The categories a vendor is sorted under; esports and cockfight vendors are sent inside SPORTS, as platforms do. */
export function vendorCategories(vendor: VendorSeed): string[] {
  const out = new Set<string>();
  for (const type of vendor.types) {
    if (type === 'ESPORTS' || type === 'COCKFIGHT') out.add('SPORTS');
    else out.add(type);
  }
  for (const tag of vendor.slotTags ?? []) out.add(tag);
  if (vendor.types.includes('RNG')) out.add('PROVIDER');
  return SORTING_CATEGORIES.filter((c) => out.has(c));
}

export interface VendorSortingItem {
  gameCategory: string;
  vendorNames: { vassalage: string; accountTypeName: string }[];
}

/** Vendor sorting by category (the `categories` of the site config and the answer of GCSGAME_vendorSorting). */
export function vendorSorting(vendors: readonly VendorSeed[] = VENDORS): VendorSortingItem[] {
  return SORTING_CATEGORIES.map((gameCategory) => ({
    gameCategory,
    vendorNames: vendors
      .filter((v) => vendorCategories(v).includes(gameCategory))
      .map((v) => ({ vassalage: v.vassalage, accountTypeName: v.accountTypeName })),
  })).filter((item) => item.vendorNames.length > 0);
}

/** The `vendors` of the site config. */
export function configVendors(vendors: readonly VendorSeed[] = VENDORS) {
  return vendors.map((v) => ({
    vassalage: v.vassalage,
    displayName: v.displayName,
    logoUrl: vendorLogoUrl(v.vassalage),
    categories: vendorCategories(v),
  }));
}
