import { PAGE_SIZE } from '../constants';
import { categoryQuery, keepsClassify, showsVendorTiles } from './categories';
import type { Game, GamePage } from './games';

/**
 * The lobby's rules (spec §4 "Lobby", §2 "Game lobby", §7 page sizes): its tabs, the tab an address opens, how a
 * tab and the filter's game type make one choice, and the call each tab makes.
 */

/** §4 "Lobby": the category is gameClassify all, new, fav, hot or recent. */
export const LOBBY_TABS = ['ALL', 'NEW', 'FAV', 'HOT', 'RECENT'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

function asLobbyTab(value: string | null | undefined): LobbyTab | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (LOBBY_TABS as readonly string[]).includes(upper) ? (upper as LobbyTab) : null;
}

/** §4 "Tabs are ALL, NEW (slots only), FAV": NEW is a slot tab. */
export function hasNewTab(category: string): boolean {
  return category.toUpperCase() === 'RNG';
}

/**
 * The tab an address opens (§2 game lobby, query gameClassify): all, new, fav, hot or recent in any case.
 * Anything else gives ALL, and so do NEW outside slots and any value where the category shows vendor tiles (no tabs).
 */
export function startTab(category: string, gameClassify: string | null | undefined): LobbyTab {
  const tab = asLobbyTab(gameClassify);
  if (!tab || showsVendorTiles(category.toUpperCase())) return 'ALL';
  if (tab === 'NEW' && !hasNewTab(category)) return 'ALL';
  return tab;
}

/**
 * The tab row (§4): ALL, NEW (slots only), FAV, then HOT or RECENT while the lobby shows it (an address opened it),
 * then the extra classes when there is more than one and the category keeps its classify (RNG, LIVE, FISH, §3).
 * No tabs where the category shows vendor tiles (§2: SPORTS and COCKFIGHT show vendor tiles instead of games).
 */
export function lobbyTabs(category: string, extraClasses: readonly string[], current: LobbyTab = 'ALL'): string[] {
  if (showsVendorTiles(category.toUpperCase())) return [];
  const tabs: string[] = ['ALL'];
  if (hasNewTab(category)) tabs.push('NEW');
  tabs.push('FAV');
  if (current === 'HOT' || current === 'RECENT') tabs.push(current);
  if (keepsClassify(category) && extraClasses.length > 1) {
    tabs.push(...extraClasses.filter((c) => !asLobbyTab(c)));
  }
  return tabs;
}

/**
 * What choosing a tab means. The extra class tabs and the filter's game type are one choice, the classify: a class
 * tab is the ALL tab with that classify, so the filter shows it as its game type and a game type chosen in the filter
 * selects that class's tab (or ALL for "all types"); choosing ALL, NEW, FAV, HOT or RECENT clears the classify.
 */
export function tabChoice(label: string): { tab: LobbyTab; gameClassify: string } {
  const tab = asLobbyTab(label);
  return tab ? { tab, gameClassify: '' } : { tab: 'ALL', gameClassify: label };
}

/** The tab shown selected: the class tab when the ALL tab has a classify that the row shows, else the tab. */
export function selectedTab(tab: LobbyTab, gameClassify: string, tabs: readonly string[]): string {
  return tab === 'ALL' && gameClassify && tabs.includes(gameClassify) ? gameClassify : tab;
}

/** The classify a category keeps from a choice (§3: only RNG, LIVE and FISH keep one). */
export function keptClassify(category: string, gameClassify: string): string {
  return keepsClassify(category) ? gameClassify : '';
}

/**
 * Whether applying the filter selects the ALL tab (§4: choosing a vendor resets the tab to ALL): a vendor change
 * does, and so does a chosen game type, which is one choice with the class tabs (`tabChoice`: a class shows under
 * ALL). A filter that changes only the minimum bet or the name keeps the tab (NEW stays NEW).
 */
export function filterSelectsAllTab(
  state: Pick<LobbyState, 'category' | 'vassalage'>,
  filter: { vassalage: string; gameClassify: string },
): boolean {
  return filter.vassalage !== state.vassalage || keptClassify(state.category, filter.gameClassify) !== '';
}

/** What the lobby knows when it asks for a page. */
export interface LobbyState {
  category: string;
  tab: LobbyTab;
  gameName: string;
  /** The vendor chosen in the filter ('' = none). */
  vassalage: string;
  /** The classify: a class tab or the filter's game type ('' = none). */
  gameClassify: string;
  minBet: string;
  /** Page size of the game list (9 in the lobby, 20 on home). */
  pageSize: number;
  /** The vendors the category is fixed to (BGS), [] for any. */
  vendorScope: readonly string[];
}

/** The category an address opens the lobby on (§2 /m/gameLobbyCenter query gameCategory or gameType; slots). */
export function lobbyCategory(query: URLSearchParams): string {
  return (query.get('gameCategory') || query.get('gameType') || 'RNG').toUpperCase();
}

/** Where a lobby opens: its category and starting tab (the address's gameClassify), no filter, first page size. */
export interface LobbyOpening {
  category: string;
  /** The address's gameClassify (all, new, fav, hot, recent, any case; anything else gives ALL). */
  tab?: string | null;
  vassalage?: string;
  gameName?: string;
  pageSize?: number;
  /** The vendors the category is fixed to (categories.ts `categoryVendors`: BGS). */
  vendorScope?: readonly string[];
}

/** The state a lobby opens in; the lobby machine starts from it and the server's first view draws its first page. */
export function openingLobbyState(opening: LobbyOpening): LobbyState {
  const category = opening.category.toUpperCase();
  return {
    category,
    tab: startTab(category, opening.tab),
    gameName: (opening.gameName ?? '').trim(),
    vassalage: opening.vassalage ?? '',
    gameClassify: '',
    minBet: '',
    pageSize: opening.pageSize ?? PAGE_SIZE.lobby,
    vendorScope: [...(opening.vendorScope ?? [])],
  };
}

/** Which games of a whole list (hot, recent) belong to the lobby's category: the game list's own filters. */
export interface GameMatch {
  /** '' for any type. */
  gameType: string;
  /** '' or ALL for any classify. */
  gameClassify: string;
  isNew: boolean;
  /** [] for any vendor. */
  vendors: readonly string[];
  gameName: string;
}

export type LobbyRequest =
  /** §7 "Favourite games list: gameType, pageNo, pageSize (24)". */
  | { kind: 'favourites'; query: { gameType: string; pageNo: number; pageSize: number } }
  /** §7 hot games, one list: the lobby keeps those of its category. */
  | { kind: 'hot'; keep: GameMatch }
  /** §7 recent games, one list: the lobby keeps those of its category. */
  | { kind: 'recent'; keep: GameMatch }
  /** §7 game list. */
  | {
      kind: 'list';
      query: {
        gameType: string;
        gameClassify: string;
        isNew: boolean;
        gameName: string;
        vassalage: string;
        minBet: string;
        pageNo: number;
        pageSize: number;
      };
    };

/** The call a page of the lobby needs, by tab (§4 "Lobby", §7). */
export function lobbyRequest(state: LobbyState, pageNo: number): LobbyRequest {
  const base = categoryQuery(state.category);
  const anyType = state.category.toUpperCase() === 'ALL';
  if (state.tab === 'FAV') {
    return {
      kind: 'favourites',
      query: { gameType: anyType ? '' : base.gameType, pageNo, pageSize: PAGE_SIZE.favourites },
    };
  }
  const gameClassify = keptClassify(state.category, state.gameClassify) || base.gameClassify;
  const vassalage = state.vassalage || state.vendorScope.join(',');
  const isNew = state.tab === 'NEW' || base.isNew === true;
  if (state.tab === 'HOT' || state.tab === 'RECENT') {
    const keep: GameMatch = {
      gameType: anyType ? '' : base.gameType,
      gameClassify,
      isNew,
      vendors: vassalage ? vassalage.split(',') : [],
      gameName: state.gameName,
    };
    return state.tab === 'HOT' ? { kind: 'hot', keep } : { kind: 'recent', keep };
  }
  return {
    kind: 'list',
    query: {
      gameType: base.gameType,
      gameClassify,
      isNew,
      gameName: state.gameName,
      vassalage,
      minBet: state.minBet,
      pageNo,
      pageSize: state.pageSize,
    },
  };
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();

/** Whether a game of a whole list passes the game list's filters (a game that does not say is not dropped). */
export function matchesGame(game: Game, match: GameMatch): boolean {
  if (
    match.gameType &&
    !(game.categories?.some((c) => same(c, match.gameType)) || same(game.gameType, match.gameType))
  ) {
    return false;
  }
  if (match.gameClassify && !same(match.gameClassify, 'ALL')) {
    const classes = [game.gameClassify, ...(game.gameClassifyNew ?? '').split(',')];
    if (!classes.some((c) => same(c, match.gameClassify))) return false;
  }
  if (match.isNew && game.isNew === false) return false;
  if (match.vendors.length > 0 && !match.vendors.some((v) => same(game.vassalage, v))) return false;
  const name = match.gameName.trim().toLowerCase();
  return !name || (game.gameName ?? '').toLowerCase().includes(name);
}

/** A whole list (hot, recent) as the lobby's one page: the games of its category; no page when there are none. */
export function wholeListPage(games: readonly Game[], keep: GameMatch): GamePage {
  const kept = games.filter((g) => matchesGame(g, keep));
  return { games: kept, pageNum: 1, totalPages: kept.length > 0 ? 1 : 0 };
}
