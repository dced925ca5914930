import { GAME_CLIENT_TYPE, GAME_PLATFORM, PAGE_SIZE, WINNER_BOARD_LIMIT } from '../../domain/constants';
import type { Game, GamePage, GameTypeInfo, WinnerEntry } from '../../domain/games/games';
import type { LaunchRequest } from '../../domain/games/launch';
import type { VendorCatalogue } from '../../domain/games/vendorSorting';
import { isObject } from '../../domain/loose';
import type { VendorInfo, VendorSortingItem } from '../../domain/shell/site-config';
import { language } from '../home/content';
import { call, callEnvelope } from '../shell/http';

export type { GameTypeInfo, LaunchRequest, VendorCatalogue };

/** The game calls of spec §7 (paths in server/README.md "Content calls"). */

export interface GameListQuery {
  gameType: string;
  gameClassify?: string;
  gameName?: string;
  vassalage?: string;
  isNew?: boolean;
  minBet?: string;
  minLine?: string;
  pageNo: number;
  pageSize?: number;
}

const toNumber = (v: unknown, fallback: number) => (Number.isFinite(Number(v)) && v !== null ? Number(v) : fallback);

function gamesOf(v: unknown): Game[] {
  return Array.isArray(v) ? (v.filter((g) => isObject(g) && g.nodeId !== undefined) as unknown as Game[]) : [];
}

/** Reads `{ games, pageNum, totalPages }` (or favourites' `{ content, ... }`) into one shape. */
export function toGamePage(value: unknown, pageNo = 1): GamePage {
  if (Array.isArray(value)) return { games: gamesOf(value), pageNum: 1, totalPages: 1 };
  const v = isObject(value) ? value : {};
  const games = gamesOf(v.games ?? v.content ?? v.list);
  return { games, pageNum: toNumber(v.pageNum, pageNo), totalPages: Math.max(0, toNumber(v.totalPages, 1)) };
}

/** GCSGAME_gameList (§7): merchant, platform html5, clientType 2, ... Page size 9 in the lobby, 20 on home. */
export async function fetchGameList(query: GameListQuery, merchant: string, signal?: AbortSignal): Promise<GamePage> {
  const value = await call<unknown>('/wps/relay/GCSGAME_gameList', {
    query: {
      merchant,
      platform: GAME_PLATFORM,
      clientType: GAME_CLIENT_TYPE,
      gameName: query.gameName ?? '',
      gameType: query.gameType,
      pageNo: query.pageNo,
      pageSize: query.pageSize ?? PAGE_SIZE.lobby,
      vassalage: query.vassalage ?? '',
      gameClassify: query.gameClassify ?? '',
      isNew: query.isNew ? 1 : undefined,
      minBet: query.minBet ?? '',
      minLine: query.minLine ?? '',
      language: language(),
    },
    signal,
  });
  return toGamePage(value, query.pageNo);
}

/** Hot games (§7): isPlatform 2, language, platform html5, merchantCode. */
export async function fetchHotGames(merchant: string, signal?: AbortSignal): Promise<Game[]> {
  const value = await call<unknown>('/wps/relay/GCSGAME_hotGamesV2', {
    query: { isPlatform: 2, language: language(), platform: GAME_PLATFORM, merchantCode: merchant },
    signal,
  });
  return toGamePage(value).games;
}

/** Winner board (§7): gameCategory ALL, language, limitNum 20. */
export async function fetchWinners(signal?: AbortSignal): Promise<WinnerEntry[]> {
  const value = await call<unknown>('/wps/relay/GCSGAME_getRankList', {
    query: { gameCategory: 'ALL', language: language(), limitNum: WINNER_BOARD_LIMIT },
    signal,
  });
  const list = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.list) ? value.list : [];
  return list.filter(isObject).map((row) => {
    const vo = isObject(row.vo) ? row.vo : row;
    const game = (isObject(row.game) ? row.game : row) as unknown as Game;
    return {
      vo: {
        customerName: String(vo.customerName ?? ''),
        gameName: String(vo.gameName ?? game.gameName ?? ''),
        currencySymbol: typeof vo.currencySymbol === 'string' ? vo.currencySymbol : undefined,
        iconUrl: typeof vo.iconUrl === 'string' ? vo.iconUrl : undefined,
        winAmount: (vo.winAmount as number | string | undefined) ?? 0,
      },
      game: { ...game, nodeId: game.nodeId ?? String(vo.nodeId ?? '') },
    };
  });
}

/** Favourite ids (§7: empty params): a list of nodeId strings (§3). */
export async function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  const value = await call<unknown>('/wps/relay/GCSGAME_favouriteIds', { signal });
  const list = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.ids) ? value.ids : [];
  return list.map((id) => String(id));
}

/** Favourite games list (§7): gameType, pageNo, pageSize 24, language; answer `content/pageNum/totalPages`. */
export async function fetchFavourites(
  query: { gameType?: string; pageNo: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<GamePage> {
  const value = await call<unknown>('/wps/relay/GCSGAME_favourites', {
    query: {
      gameType: query.gameType ?? '',
      pageNo: query.pageNo,
      pageSize: query.pageSize ?? PAGE_SIZE.favourites,
      language: language(),
    },
    signal,
  });
  return toGamePage(value, query.pageNo);
}

/** Add a favourite (POST with nodeId and vendor); the answer is read at `success` (§7). */
export async function addFavourite(game: Game, signal?: AbortSignal): Promise<boolean> {
  const answer = await callEnvelope<unknown>('/wps/relay/GCSGAME_favourites', {
    method: 'POST',
    body: { nodeId: String(game.nodeId), vendor: game.vassalage ?? game.vendorCode ?? '' },
    signal,
  });
  return answer.success === true;
}

/** Remove a favourite (DELETE); the answer is read at `success` (§7). */
export async function removeFavourite(game: Game, signal?: AbortSignal): Promise<boolean> {
  const answer = await callEnvelope<unknown>('/wps/relay/GCSGAME_favourites', {
    method: 'DELETE',
    query: { nodeId: String(game.nodeId) },
    signal,
  });
  return answer.success === true;
}

/** Recent game add (§7: GET with query): records a launched game in the member's recent games. */
export async function addRecentGame(nodeId: string, signal?: AbortSignal): Promise<void> {
  await call<unknown>('/wps/relay/GCSGAME_recentGames/add', { query: { nodeId }, signal });
}

/** Recent games (§7): newest first, at most 20, one page; the launch flow adds to them (addRecentGame). */
export async function fetchRecentGames(signal?: AbortSignal): Promise<GamePage> {
  const value = await call<unknown>('/wps/relay/GCSGAME_recentGames', { query: { language: language() }, signal });
  return toGamePage(value);
}

/** Vendor game types (§7): typeId '1', merchant_code, merchant, clientType 2. */
export async function fetchGameTypes(merchant: string, signal?: AbortSignal): Promise<GameTypeInfo[]> {
  const value = await call<unknown>('/wps/relay/GCSGAME_gameTypes', {
    query: { typeId: '1', merchant_code: merchant, merchant, clientType: GAME_CLIENT_TYPE },
    signal,
  });
  const list = Array.isArray(value) ? value.filter(isObject) : [];
  return list.map((t) => ({
    gameType: String(t.gameType ?? ''),
    name: String(t.name ?? t.gameType ?? ''),
    classifies: Array.isArray(t.classifies) ? t.classifies.map(String) : [],
    vendors: Array.isArray(t.vendors) ? (t.vendors.filter(isObject) as unknown as GameTypeInfo['vendors']) : [],
  }));
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Vendor sorting (GCSGAME_vendorSorting, language): `[{ gameCategory, vendorNames: [{ vassalage, accountTypeName }] }]`. */
export async function fetchVendorSorting(signal?: AbortSignal): Promise<VendorSortingItem[]> {
  const value = await call<unknown>('/wps/relay/GCSGAME_vendorSorting', { query: { language: language() }, signal });
  const list = Array.isArray(value) ? value.filter(isObject) : [];
  return list
    .filter((item) => typeof item.gameCategory === 'string' && item.gameCategory)
    .map((item) => ({
      gameCategory: text(item.gameCategory),
      vendorNames: (Array.isArray(item.vendorNames) ? item.vendorNames.filter(isObject) : [])
        .filter((v) => text(v.vassalage))
        .map((v) => ({ vassalage: text(v.vassalage), accountTypeName: text(v.accountTypeName) })),
    }));
}

/** Vendors (GCSGAME_vendors, language): code, display name, logo and categories of each. */
export async function fetchVendors(signal?: AbortSignal): Promise<VendorInfo[]> {
  const value = await call<unknown>('/wps/relay/GCSGAME_vendors', { query: { language: language() }, signal });
  const list = Array.isArray(value) ? value.filter(isObject) : [];
  return list
    .filter((v) => text(v.vassalage))
    .map((v) => ({
      vassalage: text(v.vassalage),
      displayName: text(v.displayName) || text(v.vassalage),
      logoUrl: text(v.logoUrl) || undefined,
      categories: Array.isArray(v.categories) ? v.categories.map(String) : undefined,
    }));
}

/** Both vendor calls at once: the sorting and the names come and go together. */
export async function fetchVendorCatalogue(signal?: AbortSignal): Promise<VendorCatalogue> {
  const [sorting, vendors] = await Promise.all([fetchVendorSorting(signal), fetchVendors(signal)]);
  return { sorting, vendors };
}

/**
 * Launch (§4, §7): category, vendor, game id, node id and the free-play flags (server/README.md
 * /wps/game/launchGame: `freePlay` asks for the free mode, `supportFreePlay` says the game has one); answer
 * `value.url`.
 */
export async function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<string> {
  const value = await call<unknown>('/wps/game/launchGame', {
    query: {
      category: request.gameCategory,
      vendor: request.vendor,
      gameId: request.gameId,
      nodeId: request.nodeId,
      supportFreePlay: request.supportFreePlay ? 1 : 0,
      freePlay: request.freePlay ? 1 : 0,
      language: language(),
    },
    signal,
  });
  const url = typeof value === 'string' ? value : isObject(value) && typeof value.url === 'string' ? value.url : '';
  if (!url) throw new Error('The requested url is empty. please check your request format.');
  return url;
}
