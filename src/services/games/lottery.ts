import type { Game } from '../../domain/games/games';
import { isObject } from '../../domain/loose';
import { language } from '../home/content';
import { call } from '../shell/http';

/** Lottery calls (spec §7): the lottery game list and the launch data of the lottery launcher. */

export interface LotteryLaunch {
  /** The lottery frame's merchant UI id (the {mui} segment of /m/lotto-h5/{mui}/...). */
  mui: string;
  /** The page the frame embeds. */
  url: string;
  gameId: string;
}

/** The lottery games (§7 /lgw/games/mobile). */
export async function fetchLotteryGames(signal?: AbortSignal): Promise<Game[]> {
  const value = await call<unknown>('/lgw/games/mobile', {
    query: { language: language() },
    signal,
  });
  const list = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.games) ? value.games : [];
  return list.filter((g) => isObject(g)) as unknown as Game[];
}

/** The lottery launcher (server/README.md /wps/game/launchLottery): vendor, game code, prize mode, play type. */
export async function launchLottery(
  request: { vendor: string; gameCode: string; prizeMode: string; playType: string; merchant: string },
  signal?: AbortSignal,
): Promise<LotteryLaunch> {
  const value = await call<unknown>('/wps/game/launchLottery', {
    query: {
      vendor: request.vendor,
      gameCode: request.gameCode || 'lobby',
      prizeMode: request.prizeMode,
      playType: request.playType,
      language: language(),
    },
    signal,
  });
  const v = isObject(value) ? value : {};
  const url = typeof v.url === 'string' ? v.url : '';
  if (!url) throw new Error('The requested url is empty. please check your request format.');
  return {
    url,
    mui: typeof v.mui === 'string' ? v.mui : request.merchant || 'm',
    gameId: String(v.gameId ?? request.gameCode),
  };
}
