import { isTrialMember, type MemberType } from '../account/member';
import { lottoFramePath as framePath, pathTo } from '../shell/paths';
import { type Game, isProviderEntry, supportsFreePlay } from './games';
import { isLotteryVendor, type PlayType, type PrizeMode, playTypeFor, prizeModeFor } from './prizeMode';

/** What tapping a game leads to (spec §4 "Launch flow"). */
export type LaunchPlan =
  | { kind: 'login' }
  | { kind: 'providerList'; path: string }
  | { kind: 'lotteryList'; path: string }
  | {
      kind: 'lottery';
      vendor: string;
      gameCode: string;
      prizeMode: PrizeMode;
      playType: PlayType;
      /** The lottery launcher route with its query (§2 /m/launchGame, plus the catalogue's nodeId). */
      path: string;
    }
  | {
      kind: 'generic';
      gameCategory: string;
      vendor: string;
      gameId: string;
      nodeId: string;
      supportFreePlay: boolean;
      /** Play for free: a trial member (§6) on a game that supports free play (§3 supportPlay 0). */
      freePlay: boolean;
    };

export interface LaunchContext {
  loggedIn: boolean;
  /** The member type (§3); trial members launch in free-play mode where the game allows it. */
  memberType?: MemberType | null;
  /** Vendor mapping by category (§3), for the prize mode rule. */
  mapping: Record<string, readonly string[]>;
  /** Came from home: the lottery frame's close control goes back there (§2 pageBack). */
  fromHome?: boolean;
}

export function vendorOf(game: Game): string {
  return (game.vassalage || game.vendorCode || '').toUpperCase();
}

/**
 * A game of the catalogue (a numeric node id) goes into the member's recent games when launched (§7 recent game
 * add); lottery lobbies opened by vendor and code alone are not games of the list.
 */
export function isRecentCandidate(game: Pick<Game, 'nodeId'>): boolean {
  return /^\d+$/.test(String(game.nodeId));
}

/** The lottery game type of the filter leads to /m/lottery (§4). */
export function isLotteryListEntry(game: Game): boolean {
  return (game.gameType ?? '').toUpperCase() === 'LOTTERY' && !game.gameId && !game.gameCode;
}

export function planLaunch(game: Game, ctx: LaunchContext): LaunchPlan {
  if (isProviderEntry(game)) {
    return { kind: 'providerList', path: pathTo('gameList', { gameType: game.gameType, vassalage: game.vassalage }) };
  }
  if (isLotteryListEntry(game)) return { kind: 'lotteryList', path: pathTo('lottery') };
  if (!ctx.loggedIn) return { kind: 'login' };
  const vendor = vendorOf(game);
  if (isLotteryVendor(vendor)) {
    const gameCode = game.gameCode || 'lobby';
    const prizeMode = prizeModeFor(vendor, ctx.mapping);
    const playType = playTypeFor(game.lottoMode);
    const path = pathTo('launchGame', {
      vendor,
      code: gameCode,
      prize_mode: prizeMode,
      playType,
      gameId: String(game.gameId ?? gameCode),
      gameGroupId: game.gameGroupId,
      pageBack: ctx.fromHome ? 'home' : undefined,
      // Our addition: the launcher adds a game of the catalogue to the recent games once it has answered (§7).
      nodeId: isRecentCandidate(game) ? String(game.nodeId) : undefined,
    });
    return { kind: 'lottery', vendor, gameCode, prizeMode, playType, path };
  }
  return {
    kind: 'generic',
    gameCategory: (game.gameCategory || game.gameType || '').toUpperCase(),
    vendor,
    gameId: String(game.gameId ?? game.gameCode ?? ''),
    nodeId: String(game.nodeId),
    supportFreePlay: supportsFreePlay(game),
    freePlay: supportsFreePlay(game) && isTrialMember(ctx.memberType),
  };
}

/**
 * The lottery frame route (§2): /m/lotto-h5/{mui}/{playType}/games/{gameId}, with the lottery launcher's `mui` and
 * game id. The query keeps prize_mode and pageBack, and the vendor so that a reloaded frame can launch again.
 */
export function lottoFramePath(frame: {
  mui: string;
  playType: PlayType;
  gameId: string;
  prizeMode: string;
  pageBack: boolean;
  vendor: string;
}) {
  return framePath(frame, {
    prize_mode: frame.prizeMode,
    pageBack: frame.pageBack ? 'home' : undefined,
    vendor: frame.vendor,
  });
}

/** Where the lottery frame's close control goes (§2): home with pageBack, else /m/game. */
export function lottoFrameClosePath(pageBack: string | null | undefined): string {
  return pageBack ? pathTo('home') : pathTo('game');
}

/** The generic launcher call's request (§4, §7 /wps/game/launchGame). */
export interface LaunchRequest {
  gameCategory: string;
  vendor: string;
  gameId: string;
  nodeId: string;
  supportFreePlay: boolean;
  /** Launch in free-play mode (a trial member on a game that supports it, domain/launch.ts). */
  freePlay: boolean;
}

/** What /m/startLottery's query names (§2): vendor (or vassalage, default LOTT), code (or gameCode, default lobby). */
export function startLotteryInput(query: URLSearchParams): { vendor: string; code: string; lottoMode: string } {
  return {
    vendor: (query.get('vendor') || query.get('vassalage') || 'LOTT').toUpperCase(),
    code: query.get('code') || query.get('gameCode') || 'lobby',
    lottoMode: query.get('lottoMode') ?? '',
  };
}
