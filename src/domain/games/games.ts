/** Games as the platform describes them (spec §3 "Game"), and the tile rules of §2 "Game tile and filter". */

export interface Game {
  nodeId: number | string;
  gameName?: string;
  nodeName?: string;
  displayName?: string;
  iconUrl?: string;
  mobileSmallIcon?: string;
  mobileLargeIcon?: string;
  showIcon?: string;
  /** Provider code. */
  vassalage?: string;
  vendorCode?: string;
  gameType?: string;
  gameClassify?: string;
  /** May contain `Crash`. */
  gameClassifyNew?: string;
  gameCategory?: string;
  gameId?: string | number;
  roomId?: string | number;
  gameCode?: string;
  gameGroupId?: string | number;
  telNodeId?: string | number;
  lottoMode?: string;
  /** 0 means free play is supported. */
  supportPlay?: number | string;
  gameCount?: number;
  /** `VASSALAGE` means the entry is a provider, not a game. */
  isGameH5?: string;
  /** Every game type the game is listed under (the reference platform sends it; server/README.md "The Game object"). */
  categories?: string[];
  /** A new game (the game list's isNew filter). */
  isNew?: boolean;
}

/** One page of a game list (§3 "Game responses"). */
export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

/** The tile's style number: node id modulo 6 plus 1 (§2). */
export function tileStyle(nodeId: Game['nodeId']): number {
  const n = Math.abs(Math.trunc(Number(nodeId)));
  return Number.isFinite(n) ? (n % 6) + 1 : 1;
}

/** Crash games use their own tile style (§2); `gameClassifyNew` may contain Crash (§3). */
export function isCrashGame(game: Pick<Game, 'gameClassifyNew' | 'gameClassify'>): boolean {
  return /crash/i.test(game.gameClassifyNew ?? '') || /^crash$/i.test(game.gameClassify ?? '');
}

/** The name on the tile: the game name, else the node name (§2). */
export function gameTitle(game: Pick<Game, 'gameName' | 'nodeName' | 'displayName'>): string {
  return game.gameName || game.nodeName || game.displayName || '';
}

/** The icon to show, most specific first. */
export function gameIcon(game: Game): string {
  return game.mobileSmallIcon || game.iconUrl || game.showIcon || game.mobileLargeIcon || '';
}

/** A provider entry rather than a game (§3 isGameH5 VASSALAGE): it leads to that provider's game list. */
export function isProviderEntry(game: Pick<Game, 'isGameH5'>): boolean {
  return game.isGameH5 === 'VASSALAGE';
}

/** Free play is supported when supportPlay is 0 (§3). */
export function supportsFreePlay(game: Pick<Game, 'supportPlay'>): boolean {
  // Number(undefined) is NaN: a game that does not say is not free to play.
  return Number(game.supportPlay) === 0;
}

/** Favourites are a list of node id strings (§3). */
export function favouriteKey(game: Pick<Game, 'nodeId'>): string {
  return String(game.nodeId);
}

/** Appends a page to a list without repeating a node (a page boundary can shift while paging). */
export function appendPage(shown: readonly Game[], page: readonly Game[]): Game[] {
  const seen = new Set(shown.map(favouriteKey));
  return [...shown, ...page.filter((g) => !seen.has(favouriteKey(g)))];
}

/** 'more games' is possible until the last page (§4 lobby). */
export function hasMorePages(page: number, totalPages: number): boolean {
  return page < totalPages;
}

/** A winner board entry (§3 "Winner entry"): `vo` with the display data, plus the launch data. */
export interface WinnerEntry {
  vo: { customerName: string; gameName: string; iconUrl?: string; winAmount: number | string; currencySymbol?: string };
  game: Game;
}

/** Masks the middle of a customer name (winner boards never show a whole account name). */
export function maskName(name: string): string {
  if (name.includes('*')) return name;
  if (name.length <= 2) return `${name.slice(0, 1)}*`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** A vendor game type (§7 GCSGAME_gameTypes): its classes and vendors. */
export interface GameTypeInfo {
  gameType: string;
  name: string;
  /** The classify list of that type: the filter's game-type options for RNG (§2). */
  classifies: string[];
  vendors: { vassalage: string; displayName: string; logoUrl?: string }[];
}
