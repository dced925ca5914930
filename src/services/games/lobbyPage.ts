import { PAGE_SIZE } from '../../domain/constants';
import { categoryQuery } from '../../domain/games/categories';
import type { Game, GamePage } from '../../domain/games/games';
import { type LobbyState, lobbyRequest, wholeListPage } from '../../domain/games/lobby';
import { fetchFavourites, fetchGameList, fetchHotGames, fetchRecentGames } from './games';

/** Makes the call a page of the lobby needs (domain/lobby.ts `lobbyRequest`). */
export async function loadLobbyPage(
  state: LobbyState,
  pageNo: number,
  merchant: string,
  signal?: AbortSignal,
): Promise<GamePage> {
  const request = lobbyRequest(state, pageNo);
  switch (request.kind) {
    case 'favourites':
      return fetchFavourites(request.query, signal);
    case 'hot':
      return wholeListPage(await fetchHotGames(merchant, signal), request.keep);
    case 'recent':
      return wholeListPage((await fetchRecentGames(signal)).games, request.keep);
    case 'list':
      return fetchGameList(request.query, merchant, signal);
  }
}

/** A home game row (§2 "Game blocks"): the hot games, or the first page of a category (home page size). */
export async function loadRow(
  category: string,
  vassalage: string,
  merchant: string,
  signal?: AbortSignal,
): Promise<Game[]> {
  if (category === 'HOT') return (await fetchHotGames(merchant, signal)).slice(0, PAGE_SIZE.home);
  const q = categoryQuery(category);
  const page = await fetchGameList(
    { ...q, isNew: q.isNew, vassalage, pageNo: 1, pageSize: PAGE_SIZE.home },
    merchant,
    signal,
  );
  return page.games;
}
