import { describe, expect, it } from 'vitest';
import type { Game } from './games';
import {
  filterSelectsAllTab,
  type LobbyState,
  lobbyCategory,
  lobbyRequest,
  lobbyTabs,
  matchesGame,
  openingLobbyState,
  selectedTab,
  startTab,
  tabChoice,
  wholeListPage,
} from './lobby';

const state = (over: Partial<LobbyState> = {}): LobbyState => ({ ...openingLobbyState({ category: 'RNG' }), ...over });

describe('lobby tabs (§4 Lobby)', () => {
  it("opens the tab the address's gameClassify names, in any case; anything else opens ALL", () => {
    expect(startTab('RNG', 'new')).toBe('NEW');
    expect(startTab('RNG', 'Fav')).toBe('FAV');
    expect(startTab('LIVE', 'HOT')).toBe('HOT');
    expect(startTab('RNG', ' recent ')).toBe('RECENT');
    expect(startTab('RNG', 'all')).toBe('ALL');
    expect(startTab('RNG', 'Classic')).toBe('ALL');
    expect(startTab('RNG', '')).toBe('ALL');
    expect(startTab('RNG', null)).toBe('ALL');
    // NEW is a slot tab; vendor-tile categories have no tabs.
    expect(startTab('LIVE', 'new')).toBe('ALL');
    expect(startTab('SPORTS', 'fav')).toBe('ALL');
  });

  it('shows NEW only for slots, HOT or RECENT while shown, and extra classes only for RNG, LIVE, FISH (§3)', () => {
    expect(lobbyTabs('RNG', ['Crash'])).toEqual(['ALL', 'NEW', 'FAV']);
    expect(lobbyTabs('LIVE', ['Baccarat', 'Roulette'])).toEqual(['ALL', 'FAV', 'Baccarat', 'Roulette']);
    expect(lobbyTabs('FISH', ['Fishing', 'Arcade'], 'HOT')).toEqual(['ALL', 'FAV', 'HOT', 'Fishing', 'Arcade']);
    expect(lobbyTabs('RNG', [], 'RECENT')).toEqual(['ALL', 'NEW', 'FAV', 'RECENT']);
    expect(lobbyTabs('MEGAWAY', ['Slots', 'Video Slots'])).toEqual(['ALL', 'FAV']);
    expect(lobbyTabs('CRASH', ['Crash', 'Arcade'])).toEqual(['ALL', 'FAV']);
  });

  it('has no tabs where vendor tiles show instead of games (§2)', () => {
    expect(lobbyTabs('SPORTS', ['A', 'B'])).toEqual([]);
    expect(lobbyTabs('COCKFIGHT', [])).toEqual([]);
  });

  it('makes a class tab and the filter game type one choice: the classify', () => {
    expect(tabChoice('Classic')).toEqual({ tab: 'ALL', gameClassify: 'Classic' });
    expect(tabChoice('NEW')).toEqual({ tab: 'NEW', gameClassify: '' });
    expect(tabChoice('ALL')).toEqual({ tab: 'ALL', gameClassify: '' });
    const tabs = ['ALL', 'FAV', 'Baccarat', 'Roulette'];
    expect(selectedTab('ALL', 'Roulette', tabs)).toBe('Roulette');
    expect(selectedTab('ALL', '', tabs)).toBe('ALL');
    expect(selectedTab('FAV', '', tabs)).toBe('FAV');
    // A classify with no tab of its own (only one class): ALL stays selected.
    expect(selectedTab('ALL', 'Slots', ['ALL', 'NEW', 'FAV'])).toBe('ALL');
  });

  it('selects ALL on a filter that changes the vendor or chooses a game type, not on a minimum bet alone (§4)', () => {
    const lobby = { category: 'RNG', vassalage: '' };
    expect(filterSelectsAllTab(lobby, { vassalage: '', gameClassify: '' })).toBe(false);
    expect(filterSelectsAllTab({ ...lobby, vassalage: 'PGX' }, { vassalage: 'PGX', gameClassify: '' })).toBe(false);
    expect(filterSelectsAllTab(lobby, { vassalage: 'PGX', gameClassify: '' })).toBe(true);
    expect(filterSelectsAllTab({ ...lobby, vassalage: 'PGX' }, { vassalage: '', gameClassify: '' })).toBe(true);
    expect(filterSelectsAllTab(lobby, { vassalage: '', gameClassify: 'Classic' })).toBe(true);
    // A category that keeps no classify (§3) drops the game type: the tab stays.
    const megaway = { category: 'MEGAWAY', vassalage: '' };
    expect(filterSelectsAllTab(megaway, { vassalage: '', gameClassify: 'Classic' })).toBe(false);
  });
});

describe('lobby calls (§4 Lobby, §7)', () => {
  it('asks the favourites list for 24 a page whatever the lobby page size (§7)', () => {
    expect(lobbyRequest(state({ tab: 'FAV' }), 2)).toEqual({
      kind: 'favourites',
      query: { gameType: 'RNG', pageNo: 2, pageSize: 24 },
    });
    expect(lobbyRequest(state({ category: 'ALL', tab: 'FAV', pageSize: 20 }), 1)).toEqual({
      kind: 'favourites',
      query: { gameType: '', pageNo: 1, pageSize: 24 },
    });
  });

  it('sends the classify only for RNG, LIVE and FISH; other categories keep their own (§3)', () => {
    const live = lobbyRequest(state({ category: 'LIVE', gameClassify: 'Baccarat' }), 1);
    expect(live.kind === 'list' && live.query.gameClassify).toBe('Baccarat');
    const crash = lobbyRequest(state({ category: 'CRASH', gameClassify: 'Arcade' }), 1);
    expect(crash.kind === 'list' && crash.query.gameClassify).toBe('Crash');
    const mega = lobbyRequest(state({ category: 'MEGAWAY', gameClassify: 'Classic' }), 1);
    expect(mega.kind === 'list' && mega.query.gameClassify).toBe('');
    const rng = lobbyRequest(state(), 1);
    expect(rng.kind === 'list' && rng.query.gameClassify).toBe('ALL');
  });

  it("lists the BGS category's vendor only, unless a vendor is chosen", () => {
    const bgs = lobbyRequest(state({ category: 'BGS', vendorScope: ['BGS'] }), 1);
    expect(bgs).toMatchObject({ kind: 'list', query: { gameType: 'RNG', vassalage: 'BGS', pageSize: 9 } });
    const chosen = lobbyRequest(state({ category: 'BGS', vendorScope: ['BGS'], vassalage: 'PGX' }), 1);
    expect(chosen.kind === 'list' && chosen.query.vassalage).toBe('PGX');
  });

  it('asks for new games on the NEW tab and in the NEW category', () => {
    const tab = lobbyRequest(state({ tab: 'NEW' }), 1);
    expect(tab.kind === 'list' && tab.query.isNew).toBe(true);
    const category = lobbyRequest(state({ category: 'NEW' }), 1);
    expect(category.kind === 'list' && category.query.isNew).toBe(true);
  });

  it("takes HOT and RECENT from the hot and recent lists, keeping the category's games", () => {
    expect(lobbyRequest(state({ category: 'LIVE', tab: 'HOT' }), 1)).toEqual({
      kind: 'hot',
      keep: { gameType: 'LIVE', gameClassify: 'ALL', isNew: false, vendors: [], gameName: '' },
    });
    expect(lobbyRequest(state({ category: 'ALL', tab: 'RECENT' }), 1)).toMatchObject({
      kind: 'recent',
      keep: { gameType: '', vendors: [] },
    });
    expect(lobbyRequest(state({ category: 'BGS', tab: 'HOT', vendorScope: ['BGS'] }), 1)).toMatchObject({
      kind: 'hot',
      keep: { gameType: 'RNG', vendors: ['BGS'] },
    });
  });
});

describe('whole lists in the lobby (hot, recent)', () => {
  const slot: Game = { nodeId: 1, gameName: 'Gold Rush', vassalage: 'PGX', gameType: 'RNG', categories: ['RNG'] };
  const crash: Game = {
    nodeId: 2,
    gameName: 'Rocket',
    vassalage: 'SPX',
    gameType: 'RNG',
    gameClassify: 'Slots',
    gameClassifyNew: 'Slots,Crash',
    categories: ['RNG', 'CRASH'],
  };
  const live: Game = { nodeId: 3, gameName: 'Baccarat A', vassalage: 'EVX', gameType: 'LIVE', isNew: false };
  const any = { gameType: '', gameClassify: '', isNew: false, vendors: [], gameName: '' };

  it('keeps the games of the type, classify, vendor and name asked for', () => {
    expect(matchesGame(slot, { ...any, gameType: 'RNG' })).toBe(true);
    expect(matchesGame(live, { ...any, gameType: 'RNG' })).toBe(false);
    expect(matchesGame(live, { ...any, gameType: 'LIVE' })).toBe(true);
    expect(matchesGame(crash, { ...any, gameType: 'CRASH' })).toBe(true);
    expect(matchesGame(crash, { ...any, gameClassify: 'crash' })).toBe(true);
    expect(matchesGame(slot, { ...any, gameClassify: 'Crash' })).toBe(false);
    expect(matchesGame(slot, { ...any, gameClassify: 'ALL' })).toBe(true);
    expect(matchesGame(slot, { ...any, vendors: ['BGS'] })).toBe(false);
    expect(matchesGame(slot, { ...any, vendors: ['pgx'] })).toBe(true);
    expect(matchesGame(slot, { ...any, gameName: ' gold ' })).toBe(true);
    expect(matchesGame(live, { ...any, isNew: true })).toBe(false);
    expect(matchesGame(slot, { ...any, isNew: true })).toBe(true);
  });

  it('makes one page of what is kept, and no page when nothing is', () => {
    expect(wholeListPage([slot, crash, live], { ...any, gameType: 'RNG' })).toEqual({
      games: [slot, crash],
      pageNum: 1,
      totalPages: 1,
    });
    expect(wholeListPage([live], { ...any, gameType: 'FISH' })).toEqual({ games: [], pageNum: 1, totalPages: 0 });
  });
});

describe('the category an address opens (§2 /m/gameLobbyCenter)', () => {
  it('reads gameCategory, else gameType, in any case, else slots', () => {
    expect(lobbyCategory(new URLSearchParams('gameCategory=live&gameType=FISH'))).toBe('LIVE');
    expect(lobbyCategory(new URLSearchParams('gameType=fish'))).toBe('FISH');
    expect(lobbyCategory(new URLSearchParams(''))).toBe('RNG');
  });
});

describe('lobby rules, details (§4 Lobby, §7 game list)', () => {
  it('opens with the trimmed name, the vendor, no classify or bet, 9 a page and its own copy of the scope', () => {
    const scope = ['BGS'];
    const opened = openingLobbyState({
      category: 'bgs',
      tab: 'hot',
      vassalage: 'BGS',
      gameName: ' gold ',
      vendorScope: scope,
    });
    expect(opened).toEqual({
      category: 'BGS',
      tab: 'HOT',
      gameName: 'gold',
      vassalage: 'BGS',
      gameClassify: '',
      minBet: '',
      pageSize: 9,
      vendorScope: ['BGS'],
    });
    expect(opened.vendorScope).not.toBe(scope);
    expect(openingLobbyState({ category: 'RNG', pageSize: 20 })).toMatchObject({
      gameName: '',
      vassalage: '',
      pageSize: 20,
    });
    // NEW is a slot tab in any case of the category's name.
    expect(startTab('rng', 'NEW')).toBe('NEW');
    expect(lobbyTabs('rng', [])).toEqual(['ALL', 'NEW', 'FAV']);
  });
  it('shows extra class tabs only when there is more than one, leaving out those named like a tab', () => {
    expect(lobbyTabs('LIVE', ['Baccarat'])).toEqual(['ALL', 'FAV']);
    expect(lobbyTabs('LIVE', ['Baccarat', 'all', 'New', 'Roulette'])).toEqual(['ALL', 'FAV', 'Baccarat', 'Roulette']);
    expect(lobbyTabs('LIVE', [], 'FAV')).toEqual(['ALL', 'FAV']);
  });
  it('asks the game list with every field of the lobby', () => {
    expect(
      lobbyRequest(
        state({ gameName: 'gold', vassalage: 'PGX', minBet: '0.5', gameClassify: 'Classic', pageSize: 20 }),
        3,
      ),
    ).toEqual({
      kind: 'list',
      query: {
        gameType: 'RNG',
        gameClassify: 'Classic',
        isNew: false,
        gameName: 'gold',
        vassalage: 'PGX',
        minBet: '0.5',
        pageNo: 3,
        pageSize: 20,
      },
    });
    expect(lobbyRequest(state({ category: 'BGS', vendorScope: ['BGS', 'BGS2'] }), 1)).toMatchObject({
      query: { vassalage: 'BGS,BGS2' },
    });
  });
  it("keeps the recent list's games by the lobby's category, classify, vendor and name", () => {
    expect(
      lobbyRequest(state({ tab: 'RECENT', gameClassify: 'Classic', vassalage: 'PGX', gameName: 'gold' }), 1),
    ).toEqual({
      kind: 'recent',
      keep: { gameType: 'RNG', gameClassify: 'Classic', isNew: false, vendors: ['PGX'], gameName: 'gold' },
    });
  });
  it('matches whole-list games by type (listed or own), classify lists, vendor and name', () => {
    const any = { gameType: '', gameClassify: '', isNew: false, vendors: [], gameName: '' };
    const game: Game = { nodeId: 5, gameType: 'rng', gameClassify: 'Classic', gameName: 'Gold Rush', vassalage: 'pgx' };
    expect(matchesGame(game, { ...any, gameType: 'RNG' })).toBe(true);
    expect(matchesGame({ ...game, categories: ['LIVE'] }, { ...any, gameType: 'RNG' })).toBe(true);
    expect(matchesGame({ ...game, gameType: 'FISH', categories: ['LIVE'] }, { ...any, gameType: 'RNG' })).toBe(false);
    expect(matchesGame(game, { ...any, gameClassify: 'classic' })).toBe(true);
    expect(
      matchesGame(
        { ...game, gameClassify: '', gameClassifyNew: 'Jackpot,Classic' },
        { ...any, gameClassify: 'Classic' },
      ),
    ).toBe(true);
    expect(matchesGame(game, { ...any, gameClassify: 'Jackpot' })).toBe(false);
    expect(matchesGame(game, { ...any, vendors: ['EVX', 'PGX'] })).toBe(true);
    expect(matchesGame(game, { ...any, gameName: 'RUSH' })).toBe(true);
    expect(matchesGame(game, { ...any, gameName: 'silver' })).toBe(false);
    expect(matchesGame({ nodeId: 6 }, { ...any, gameName: 'gold' })).toBe(false);
    expect(matchesGame({ nodeId: 6 }, any)).toBe(true);
    expect(matchesGame({ ...game, isNew: true }, { ...any, isNew: true })).toBe(true);
  });
});

describe('lobby selection and matching, edges', () => {
  it('shows a class tab selected only under ALL', () => {
    expect(selectedTab('FAV', 'Roulette', ['ALL', 'FAV', 'Baccarat', 'Roulette'])).toBe('FAV');
  });
  it('compares types, vendors and classes ignoring case and surrounding spaces on both sides', () => {
    const any = { gameType: '', gameClassify: '', isNew: false, vendors: [], gameName: '' };
    const game: Game = { nodeId: 5, gameType: ' rng ', vassalage: ' pgx ', gameClassify: ' Classic ' };
    expect(matchesGame(game, { ...any, gameType: ' RNG ' })).toBe(true);
    expect(matchesGame(game, { ...any, vendors: [' PGX '] })).toBe(true);
    expect(matchesGame(game, { ...any, gameClassify: ' classic ' })).toBe(true);
  });
});
