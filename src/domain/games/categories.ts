import { lobbyPath, pathTo } from '../shell/paths';
import { BGS } from './vendorSorting';

/** The game category map (spec §3) and the menu rules of §2 "Home", §2 "Game lobby" and §4 "Home pageType". */

export interface CategoryQuery {
  /** The gameType sent to the game list. */
  gameType: string;
  /** The gameClassify sent with it ('' when none). */
  gameClassify: string;
  /** Ask only for new games. */
  isNew?: boolean;
}

/**
 * §3 "Game category map": CRASH (RNG, Crash), NEW (RNG), PROVIDER, MEGAWAY, FEATUREBUY, BONUSGAME, GAMESHOW,
 * SPORTS (SPORTS), RNG, LIVE, FISH (each classify ALL), TG, BG, ELOTT (category TCG_SEA).
 */
export const CATEGORY_MAP: Record<string, CategoryQuery> = {
  CRASH: { gameType: 'RNG', gameClassify: 'Crash' },
  NEW: { gameType: 'RNG', gameClassify: '', isNew: true },
  PROVIDER: { gameType: 'PROVIDER', gameClassify: '' },
  MEGAWAY: { gameType: 'MEGAWAY', gameClassify: '' },
  FEATUREBUY: { gameType: 'FEATUREBUY', gameClassify: '' },
  BONUSGAME: { gameType: 'BONUSGAME', gameClassify: '' },
  GAMESHOW: { gameType: 'GAMESHOW', gameClassify: '' },
  SPORTS: { gameType: 'SPORTS', gameClassify: '' },
  COCKFIGHT: { gameType: 'COCKFIGHT', gameClassify: '' },
  ESPORTS: { gameType: 'ESPORTS', gameClassify: '' },
  RNG: { gameType: 'RNG', gameClassify: 'ALL' },
  LIVE: { gameType: 'LIVE', gameClassify: 'ALL' },
  FISH: { gameType: 'FISH', gameClassify: 'ALL' },
  TG: { gameType: 'TG', gameClassify: '' },
  BG: { gameType: 'BG', gameClassify: '' },
  BGS: { gameType: 'RNG', gameClassify: '' },
  ELOTT: { gameType: 'TCG_SEA', gameClassify: '' },
  LOTT: { gameType: 'LOTT', gameClassify: '' },
};

/** Game classify is kept only for RNG, LIVE and FISH (§3). */
export const CLASSIFY_KEPT: ReadonlySet<string> = new Set(['RNG', 'LIVE', 'FISH']);

/** §3: only RNG, LIVE and FISH keep a game classify (extra class tabs, a classify chosen in the lobby). */
export function keepsClassify(category: string): boolean {
  return CLASSIFY_KEPT.has(category.toUpperCase());
}

export function categoryQuery(category: string): CategoryQuery {
  return CATEGORY_MAP[category.toUpperCase()] ?? { gameType: category.toUpperCase(), gameClassify: '' };
}

/**
 * Categories that are one vendor's games rather than a game type (§4 "Vendor sorting rebuild": the BGS slot vendor
 * becomes its own category): their lists hold only the vendors the rebuilt mapping gives them.
 */
const VENDOR_CATEGORIES: ReadonlySet<string> = new Set([BGS]);

/**
 * The vendors a category's list is fixed to ([] = any vendor). For BGS: the vendors of the rebuilt mapping's BGS
 * entry; without one, the vendor whose code is the category's name (never every slot).
 */
export function categoryVendors(category: string, mapping: Record<string, readonly string[]>): string[] {
  const key = category.toUpperCase();
  if (!VENDOR_CATEGORIES.has(key)) return [];
  const vendors = mapping[key] ?? [];
  return vendors.length > 0 ? [...vendors] : [key];
}

/** §2 "Horizontal menu" orders. */
export const HOME_MENU_ORDER = ['CRASH', 'NEW', 'LIVE', 'GAMESHOW', 'SPORTS'] as const;
export const LOBBY_MENU_ORDER = ['MEGAWAY', 'FEATUREBUY', 'COCKFIGHT', 'BONUSGAME', 'FISH', 'TG', 'BG'] as const;
export const LOBBY = 'LOBBY';

/**
 * NEW is a slot view, so it is present when RNG is; CRASH needs its own mapping entry.
 */
const MAPPING_KEY: Record<string, string> = { NEW: 'RNG' };

/** A category shows only when the vendor mapping has an entry for it (§2). */
export function hasCategory(category: string, mapping: Record<string, readonly string[]>): boolean {
  if ((mapping[category]?.length ?? 0) > 0) return true;
  const key = MAPPING_KEY[category];
  return key !== undefined && (mapping[key]?.length ?? 0) > 0;
}

/** Lobby plus the categories the mapping has, home order first, then lobby order (§2). */
export function menuCategories(mapping: Record<string, readonly string[]>): string[] {
  return [LOBBY, ...[...HOME_MENU_ORDER, ...LOBBY_MENU_ORDER].filter((c) => hasCategory(c, mapping))];
}

/**
 * The lobby centre's sticky category menu (§2 "Game lobby"): slots first, then BGS (its own category, §4 "Vendor
 * sorting rebuild"), then the home order and the lobby order of §2 "Horizontal menu", with ESPORTS right after
 * SPORTS (§4 rebuild). NEW is there when slots are (it is a slot view).
 */
export const LOBBY_CENTER_MENU_ORDER: readonly string[] = [
  'RNG',
  BGS,
  ...HOME_MENU_ORDER.flatMap((c) => (c === 'SPORTS' ? [c, 'ESPORTS'] : [c])),
  ...LOBBY_MENU_ORDER,
];

/**
 * The categories of the lobby centre's menu that the rebuilt vendor mapping has, in LOBBY_CENTER_MENU_ORDER; the
 * current category is always there (in its place, or last when the order does not name it) so it can be highlighted.
 */
export function lobbyMenuCategories(mapping: Record<string, readonly string[]>, current: string): string[] {
  const menu = LOBBY_CENTER_MENU_ORDER.filter((c) => c === current || hasCategory(c, mapping));
  return menu.includes(current) ? menu : [...menu, current];
}

export type HomePageType = 'all' | 'list' | 'filter';

/** §4 "Home pageType": the lobby gives all; any other category gives list. */
export function pageTypeFor(category: string): HomePageType {
  return category === LOBBY ? 'all' : 'list';
}

/** §2 "Game blocks": no view-all link for SPORTS or COCKFIGHT. */
export function hasViewAll(category: string): boolean {
  return category !== 'SPORTS' && category !== 'COCKFIGHT';
}

/** §2 lobby: SPORTS and COCKFIGHT show vendor tiles instead of games. */
export function showsVendorTiles(category: string): boolean {
  return category === 'SPORTS' || category === 'COCKFIGHT' || category === 'ESPORTS';
}

/** §2 lobby: a game-name search box only for LIVE. */
export function hasNameSearch(category: string): boolean {
  return category === 'LIVE';
}

/** Filter: game type only for the slot category, never for FISH; minimum bet only for RNG (§2). */
export function filterHasGameType(category: string): boolean {
  return category === 'RNG';
}
export function filterHasMinBet(category: string): boolean {
  return category === 'RNG';
}

/** The other categories listed in the filter, excluding electronic lottery (§2). */
export function filterOtherCategories(current: string, mapping: Record<string, readonly string[]>): string[] {
  return Object.entries(mapping)
    .filter(([c, vendors]) => c !== current && c !== 'ELOTT' && vendors.length > 0)
    .map(([c]) => c);
}

/** Where a category leads: PROVIDER to the providers page, HOT to hot games, others to the lobby centre (§2). */
export function categoryPath(category: string): string {
  if (category === 'PROVIDER') return pathTo('providers', { gameCategory: 'PROVIDER' });
  if (category === 'HOT') return pathTo('hot');
  if (category === 'ELOTT' || category === 'LOTT') return pathTo('lottery');
  return lobbyPath({ gameCategory: category });
}
