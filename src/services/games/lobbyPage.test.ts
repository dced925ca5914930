import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../domain/games/games';
import { type LobbyOpening, openingLobbyState } from '../../domain/games/lobby';
import { fetchFavourites, fetchGameList, fetchHotGames, fetchRecentGames } from './games';
import { loadLobbyPage } from './lobbyPage';

vi.mock('./games', () => ({
  fetchFavourites: vi.fn(async () => ({ games: [], pageNum: 1, totalPages: 0 })),
  fetchGameList: vi.fn(async () => ({ games: [], pageNum: 1, totalPages: 0 })),
  fetchHotGames: vi.fn(async () => []),
  fetchRecentGames: vi.fn(async () => ({ games: [], pageNum: 1, totalPages: 1 })),
}));

const game = (nodeId: number, over: Partial<Game> = {}): Game => ({
  nodeId,
  gameName: `G${nodeId}`,
  vassalage: 'PGX',
  gameType: 'RNG',
  categories: ['RNG'],
  ...over,
});

/** The first page of a lobby opened with `opening`, as the root's loadPage asks for it. */
const loaded = (opening: LobbyOpening & { loggedIn?: boolean }) =>
  loadLobbyPage(openingLobbyState(opening), 1, '', new AbortController().signal);

beforeEach(() => vi.clearAllMocks());

describe('the lobby page loader (§4 Lobby, §7 game list, hot, recent and favourite calls)', () => {
  it('loads the HOT tab from the hot games, keeping those of the category', async () => {
    vi.mocked(fetchHotGames).mockResolvedValueOnce([
      game(1),
      game(2, { gameType: 'LIVE', categories: ['LIVE'] }),
      game(3, { categories: ['RNG', 'CRASH'] }),
    ]);
    const page = await loaded({ category: 'RNG', tab: 'hot' });
    expect(fetchHotGames).toHaveBeenCalledTimes(1);
    expect(fetchGameList).not.toHaveBeenCalled();
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(page.games.map((g) => g.nodeId)).toEqual([1, 3]);
  });

  it("loads the RECENT tab from the member's recent games", async () => {
    vi.mocked(fetchRecentGames).mockResolvedValueOnce({
      games: [game(4, { gameType: 'LIVE', categories: ['LIVE'] }), game(5)],
      pageNum: 1,
      totalPages: 1,
    });
    const page = await loaded({ category: 'LIVE', tab: 'recent', loggedIn: true });
    expect(fetchRecentGames).toHaveBeenCalledTimes(1);
    expect(page.games.map((g) => g.nodeId)).toEqual([4]);
  });

  it('asks the game list for new games on ?gameClassify=new, not for a classify called "new"', async () => {
    await loaded({ category: 'RNG', tab: 'new' });
    expect(fetchGameList).toHaveBeenCalledWith(
      expect.objectContaining({ isNew: true, gameClassify: 'ALL' }),
      '',
      expect.anything(),
    );
  });
  it('asks the favourites list for 24 a page in the lobby, whose game list has 9', async () => {
    await loaded({ category: 'RNG', tab: 'fav', loggedIn: true });
    expect(fetchFavourites).toHaveBeenCalledWith({ gameType: 'RNG', pageNo: 1, pageSize: 24 }, expect.anything());
  });

  it('lists only the BGS vendor in the BGS category', async () => {
    await loaded({ category: 'BGS', vendorScope: ['BGS'] });
    expect(fetchGameList).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'RNG', vassalage: 'BGS', pageSize: 9 }),
      '',
      expect.anything(),
    );
  });
});
