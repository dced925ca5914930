/**
 * Game calls against the real server on PGlite (server/README.md "Content calls"): the seeded catalogue, paging,
 * every game-list filter, hot games, winner board, favourites, recent games, launch and the demo pages, vendor
 * game types, vendor sorting (and its agreement with the site config) and the generated images.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_PATH } from '../../server/config/site-config';
import { type Answer, type ContentServer, call, startContentServer } from './content-server';

interface Game {
  nodeId: number;
  gameName: string;
  nodeName: string;
  displayName: string;
  iconUrl: string;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  gameClassifyNew: string;
  gameCategory: string;
  gameCode: string;
  lottoMode: string;
  supportPlay: number;
  isGameH5: string;
  minBet: number;
  minLine: number;
  isNew: boolean;
  isHot: boolean;
  categories: string[];
}
interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
}

let s: ContentServer;
let demo: string;

const list = (query: Record<string, string | number>) =>
  call<GamePage>(s.url, '/wps/relay/GCSGAME_gameList', {
    query: { merchant: 'demo', platform: 'html5', clientType: 2, language: 'EN', ...query },
  });
const value = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.value as T;
};

beforeAll(async () => {
  s = await startContentServer();
  demo = await s.tokenOf('demo');
});
afterAll(async () => {
  await s?.stop();
});

describe('the seeded catalogue', () => {
  it('has at least 600 games from at least 20 vendors', async () => {
    const page = value(await list({ pageSize: 100 }));
    expect(page.total).toBeGreaterThanOrEqual(600);
    expect(page.games).toHaveLength(100);
    expect(page.games.every((g) => g.isGameH5 !== 'VASSALAGE')).toBe(true);
    const vendors = value(await call<{ vassalage: string; gameCount: number }[]>(s.url, '/wps/relay/GCSGAME_vendors'));
    expect(vendors.filter((v) => v.gameCount > 0).length).toBeGreaterThanOrEqual(20);
    expect(vendors.map((v) => v.vassalage)).toEqual(
      expect.arrayContaining(['BGS', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
    );
  });

  const categories: [string, Record<string, string | number>][] = [
    ['CRASH (RNG + Crash)', { gameType: 'RNG', gameClassify: 'Crash' }],
    ['NEW (RNG, isNew)', { gameType: 'RNG', isNew: 1 }],
    ['PROVIDER', { gameType: 'PROVIDER' }],
    ['MEGAWAY', { gameType: 'MEGAWAY' }],
    ['FEATUREBUY', { gameType: 'FEATUREBUY' }],
    ['BONUSGAME', { gameType: 'BONUSGAME' }],
    ['GAMESHOW', { gameType: 'GAMESHOW' }],
    ['SPORTS', { gameType: 'SPORTS' }],
    ['RNG', { gameType: 'RNG', gameClassify: 'ALL' }],
    ['LIVE', { gameType: 'LIVE', gameClassify: 'ALL' }],
    ['FISH', { gameType: 'FISH', gameClassify: 'ALL' }],
    ['TG', { gameType: 'TG' }],
    ['BG', { gameType: 'BG' }],
    ['ELOTT (category TCG_SEA)', { gameType: 'TCG_SEA' }],
    ['COCKFIGHT', { gameType: 'COCKFIGHT' }],
    ['ESPORTS', { gameType: 'ESPORTS' }],
    ['lottery TCG_LOTTO_VN', { vassalage: 'TCG_LOTTO_VN' }],
    ['lottery TCG_SEA', { vassalage: 'TCG_SEA' }],
    ['lottery LOTT', { vassalage: 'LOTT' }],
    ['lottery ELOTT', { vassalage: 'ELOTT' }],
    ['BGS slots', { vassalage: 'BGS', gameType: 'RNG' }],
  ];
  it.each(categories)('category %s is not empty', async (_name, query) => {
    const page = value(await list({ ...query, pageSize: 100 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.games.length).toBeGreaterThan(0);
  });

  it('crash games carry Crash in gameClassifyNew; some lottery games play as Entertainment', async () => {
    const crash = value(await list({ gameType: 'CRASH', pageSize: 100 }));
    expect(crash.games.length).toBeGreaterThan(0);
    expect(crash.games.every((g) => g.gameClassifyNew.split(',').includes('Crash'))).toBe(true);
    const lotteries = value(await call<{ games: Game[] }>(s.url, '/lgw/games/mobile')).games;
    expect(lotteries.some((g) => g.lottoMode.includes('Entertainment'))).toBe(true);
    expect(lotteries.some((g) => !g.lottoMode.includes('Entertainment'))).toBe(true);
    expect(lotteries.filter((g) => g.vassalage === 'TCG_SEA').every((g) => g.gameCategory === 'TCG_SEA')).toBe(true);
  });

  it('every game has the fields of spec §3 "Game" and a served icon', async () => {
    const fields = [
      'nodeId',
      'gameName',
      'nodeName',
      'displayName',
      'iconUrl',
      'mobileSmallIcon',
      'mobileLargeIcon',
      'showIcon',
      'vassalage',
      'vendorCode',
      'gameType',
      'gameClassify',
      'gameClassifyNew',
      'gameCategory',
      'gameId',
      'roomId',
      'gameCode',
      'gameGroupId',
      'telNodeId',
      'lottoMode',
      'supportPlay',
      'gameCount',
      'isGameH5',
      'minBet',
      'minLine',
    ];
    const page = value(await list({ pageSize: 100, pageNo: 3 }));
    for (const game of page.games) {
      for (const field of fields) expect(game, field).toHaveProperty(field);
      expect(game.iconUrl).toBe(`/assets-api/img/games/${game.nodeId}.svg`);
    }
    const first = page.games[0];
    if (!first) throw new Error('empty page');
    const res = await fetch(new URL(first.iconUrl, s.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<script|href="http/i);
  });
});

describe('paging', () => {
  it('pageSize 9 gives the right totalPages, a short last page and every game once', async () => {
    const first = value(await list({ gameType: 'LIVE', pageSize: 9 }));
    expect(first.total % 9).not.toBe(0);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    expect(first.pageNum).toBe(1);
    const seen = new Set<number>();
    for (let page = 1; page <= first.totalPages; page++) {
      const p = value(await list({ gameType: 'LIVE', pageSize: 9, pageNo: page }));
      expect(p.pageNum).toBe(page);
      expect(p.games.length).toBe(page < first.totalPages ? 9 : first.total - 9 * (first.totalPages - 1));
      for (const g of p.games) seen.add(g.nodeId);
    }
    expect(seen.size).toBe(first.total);
    const past = value(await list({ gameType: 'LIVE', pageSize: 9, pageNo: first.totalPages + 1 }));
    expect(past.games).toEqual([]);
  });

  it('no match gives totalPages 0', async () => {
    const none = value(await list({ gameName: 'no such game at all' }));
    expect(none).toMatchObject({ games: [], totalPages: 0, total: 0 });
  });

  it.each([
    ['pageSize 101', { pageSize: 101 }],
    ['pageSize 0', { pageSize: 0 }],
    ['pageNo 0', { pageNo: 0 }],
    ['pageNo abc', { pageNo: 'abc' }],
    ['minBet text', { minBet: 'cheap' }],
    ['isNew maybe', { isNew: 'maybe' }],
    ['gameType with SQL', { gameType: "RNG' OR '1'='1" }],
  ])('%s is refused with INVALID_INPUT', async (_name, query) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(answer.body.message).toBeTruthy();
  });
});

describe('game-list filters', () => {
  it('gameName matches a part of the name, case-insensitive, with % taken literally', async () => {
    const page = value(await list({ gameName: 'drAGon', pageSize: 100 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    expect(value(await list({ gameName: '%' })).total).toBe(0);
  });

  it('gameType, vassalage, gameClassify, isNew, minBet and minLine each narrow the list', async () => {
    const all = value(await list({ pageSize: 1 })).total;
    const checks: [Record<string, string | number>, (g: Game) => boolean][] = [
      [{ gameType: 'MEGAWAY' }, (g) => g.categories.includes('MEGAWAY')],
      [{ vassalage: 'PRG' }, (g) => g.vassalage === 'PRG'],
      [{ vassalage: 'prg,BTX' }, (g) => g.vassalage === 'PRG' || g.vassalage === 'BTX'],
      [{ gameType: 'LIVE', gameClassify: 'Baccarat' }, (g) => g.gameClassify === 'Baccarat'],
      [{ gameClassify: 'jackpot' }, (g) => g.gameClassifyNew.split(',').includes('Jackpot')],
      [{ isNew: 1 }, (g) => g.isNew],
      [{ isNew: 'false' }, (g) => !g.isNew],
      [{ minBet: '0.05' }, (g) => g.minBet === 0.05],
      [{ minLine: 243 }, (g) => g.minLine === 243],
      [
        { gameType: 'RNG', vassalage: 'BGS', minBet: '0.01', isNew: 0 },
        (g) => g.vassalage === 'BGS' && g.minBet === 0.01,
      ],
    ];
    for (const [query, holds] of checks) {
      const page = value(await list({ ...query, pageSize: 100 }));
      expect(page.total, JSON.stringify(query)).toBeGreaterThan(0);
      expect(page.total, JSON.stringify(query)).toBeLessThan(all);
      expect(page.games.every(holds), JSON.stringify(query)).toBe(true);
    }
    const isNew = value(await list({ isNew: 1 })).total;
    const notNew = value(await list({ isNew: 0 })).total;
    expect(isNew + notNew).toBe(all);
  });
});

describe('hot games and winner board', () => {
  it('hot games are marked hot', async () => {
    const hot = value(await call<Game[]>(s.url, '/wps/relay/GCSGAME_hotGamesV2', { query: { isPlatform: 2 } }));
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.length).toBeLessThanOrEqual(30);
    expect(hot.every((g) => g.isHot)).toBe(true);
  });

  it('winner board: limitNum, masked names, real games, biggest first', async () => {
    type Entry = Game & {
      vo: { customerName: string; gameName: string; iconUrl: string; winAmount: string };
      game: Game;
    };
    const board = value(
      await call<Entry[]>(s.url, '/wps/relay/GCSGAME_getRankList', { query: { gameCategory: 'ALL', limitNum: 20 } }),
    );
    expect(board).toHaveLength(20);
    const amounts = board.map((e) => Number(e.vo.winAmount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const entry of board) {
      expect(entry.vo.customerName).toContain('***');
      expect(entry.vo.gameName).toBe(entry.game.gameName);
      expect(entry.nodeId).toBe(entry.game.nodeId);
      expect(entry.vo.iconUrl).toBe(entry.game.iconUrl);
    }
    const five = value(await call<Entry[]>(s.url, '/wps/relay/GCSGAME_getRankList', { query: { limitNum: 5 } }));
    expect(five).toHaveLength(5);
    const live = value(
      await call<Entry[]>(s.url, '/wps/relay/GCSGAME_getRankList', { query: { gameCategory: 'LIVE', limitNum: 20 } }),
    );
    expect(live.every((e) => e.categories.includes('LIVE'))).toBe(true);
    expect((await call(s.url, '/wps/relay/GCSGAME_getRankList', { query: { limitNum: 21 } })).status).toBe(400);
  });
});

describe('favourites', () => {
  it('a visitor is refused (and has no favourite ids)', async () => {
    const add = await call(s.url, '/wps/relay/GCSGAME_favourites', { method: 'POST', body: { nodeId: 1001 } });
    expect(add.status).toBe(401);
    expect(add.body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const remove = await call(s.url, '/wps/relay/GCSGAME_favourites', { method: 'DELETE', query: { nodeId: 1001 } });
    expect(remove.status).toBe(401);
    expect((await call(s.url, '/wps/relay/GCSGAME_favourites')).status).toBe(401);
    expect(value(await call<string[]>(s.url, '/wps/relay/GCSGAME_favouriteIds'))).toEqual([]);
  });

  it('add, list and remove round-trip for the demo member', async () => {
    const add = async (nodeId: number | string) =>
      call(s.url, '/wps/relay/GCSGAME_favourites', { method: 'POST', token: demo, body: { nodeId, vendor: 'X' } });
    expect((await add(1010)).body).toEqual({ success: true });
    expect((await add('1020')).body).toEqual({ success: true });
    expect((await add(1020)).body).toEqual({ success: true });
    expect(value(await call<string[]>(s.url, '/wps/relay/GCSGAME_favouriteIds', { token: demo }))).toEqual([
      '1010',
      '1020',
    ]);
    const favs = value(
      await call<{ content: Game[]; pageNum: number; totalPages: number }>(s.url, '/wps/relay/GCSGAME_favourites', {
        token: demo,
        query: { pageNo: 1, pageSize: 24, language: 'EN' },
      }),
    );
    expect(favs.content.map((g) => g.nodeId)).toEqual([1020, 1010]);
    expect(favs).toMatchObject({ pageNum: 1, totalPages: 1 });
    const removed = await call(s.url, '/wps/relay/GCSGAME_favourites', {
      method: 'DELETE',
      token: demo,
      query: { nodeId: 1020 },
    });
    expect(removed.body).toEqual({ success: true });
    expect(value(await call<string[]>(s.url, '/wps/relay/GCSGAME_favouriteIds', { token: demo }))).toEqual(['1010']);
    const byBody = await call(s.url, '/wps/relay/GCSGAME_favourites', {
      method: 'DELETE',
      token: demo,
      body: { nodeId: '1010' },
    });
    expect(byBody.body.success).toBe(true);
    expect(value(await call<string[]>(s.url, '/wps/relay/GCSGAME_favouriteIds', { token: demo }))).toEqual([]);
  });

  it('an unknown game is 404 and a bad node id 400', async () => {
    const unknown = await call(s.url, '/wps/relay/GCSGAME_favourites', {
      method: 'POST',
      token: demo,
      body: { nodeId: 999999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('GAME_NOT_FOUND');
    const bad = await call(s.url, '/wps/relay/GCSGAME_favourites', {
      method: 'POST',
      token: demo,
      body: { nodeId: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
  });
});

describe('recent games and launch', () => {
  it('recent games: visitor gets [] and cannot add; a member sees newest first', async () => {
    expect(value(await call<Game[]>(s.url, '/wps/relay/GCSGAME_recentGames'))).toEqual([]);
    expect((await call(s.url, '/wps/relay/GCSGAME_recentGames/add', { query: { nodeId: 1001 } })).status).toBe(401);
    const token = (await s.newMember('recentone', 0)).token;
    for (const nodeId of [1001, 1002, 1003, 1001]) {
      const answer = await call(s.url, '/wps/relay/GCSGAME_recentGames/add', { token, query: { nodeId } });
      expect(answer.body.success).toBe(true);
    }
    const recent = value(await call<Game[]>(s.url, '/wps/relay/GCSGAME_recentGames', { token }));
    expect(recent.map((g) => g.nodeId)).toEqual([1001, 1003, 1002]);
    const unknown = await call(s.url, '/wps/relay/GCSGAME_recentGames/add', { token, query: { nodeId: 999999 } });
    expect(unknown.status).toBe(404);
  });

  it('launch is refused without a session and gives a working demo page with one', async () => {
    const slot = value(await list({ gameType: 'RNG', vassalage: 'CQX', pageSize: 1 })).games[0];
    if (!slot) throw new Error('no CQX slot');
    expect(slot.supportPlay).toBe(1);
    const refused = await call(s.url, '/wps/game/launchGame', {
      query: { nodeId: slot.nodeId, vendor: slot.vassalage, category: 'RNG', freePlay: 1 },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('NOT_LOGGED_IN');

    const token = (await s.newMember('launcher', 0)).token;
    const launched = value(
      await call<{ url: string }>(s.url, '/wps/game/launchGame', {
        token,
        query: { category: 'RNG', vendor: slot.vassalage, gameId: 'ignored', nodeId: slot.nodeId },
      }),
    );
    expect(launched.url).toMatch(
      new RegExp(`^/demo-game/${slot.nodeId}\\?mode=real&ticket=[\\w-]+\\.[0-9a-f]{64}&lang=EN$`),
    );
    const page = await fetch(new URL(launched.url, s.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain(slot.gameName.replace(/'/g, '&#39;'));
    expect(html).toContain(slot.displayName);
    expect(html).toContain('href="/m/home"');
    expect(html).toContain(slot.iconUrl);
    // The game's script is a file of the site (CSP), no inline script: only a JSON data block.
    expect(html).toContain('<script src="/demo-provider/assets/demo-game.js" defer></script>');
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/gi)).toBeNull();
    // The launch records no recent game: the site adds it with GCSGAME_recentGames/add (§7), so it counts once.
    expect(value(await call<Game[]>(s.url, '/wps/relay/GCSGAME_recentGames', { token }))).toEqual([]);
  });

  it('free play works without a session only for games that support it', async () => {
    const free = value(await list({ gameType: 'RNG', vassalage: 'BGS', pageSize: 1 })).games[0];
    if (!free) throw new Error('no BGS slot');
    expect(free.supportPlay).toBe(0);
    const launched = value(
      await call<{ url: string }>(s.url, '/wps/game/launchGame', { query: { nodeId: free.nodeId, freePlay: 'true' } }),
    );
    expect(launched.url).toBe(`/demo-game/${free.nodeId}?mode=free&lang=EN`);
    expect((await call(s.url, '/wps/game/launchGame', { query: { nodeId: free.nodeId } })).status).toBe(401);
  });

  it('lottery games launch into the lottery demo page; provider entries are not games', async () => {
    const lottery = value(await list({ vassalage: 'ELOTT', pageSize: 1 })).games[0];
    if (!lottery) throw new Error('no ELOTT game');
    const launched = value(
      await call<{ url: string }>(s.url, '/wps/game/launchGame', { token: demo, query: { nodeId: lottery.nodeId } }),
    );
    expect(launched.url).toMatch(/^\/demo-game\/lottery\/ELOTT\//);
    const page = await fetch(new URL(launched.url, s.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(lottery.gameName);
    const viaLauncher = value(
      await call<{ url: string; mui: string; gameId: string }>(s.url, '/wps/game/launchLottery', {
        token: demo,
        query: { vendor: 'TCG_LOTTO_VN', prizeMode: 'ModeElott', playType: 'trad' },
      }),
    );
    // The page knows its player by a signed launch ticket (tests/api/lottery.test.ts places orders with it).
    expect(viaLauncher.url).toMatch(
      /^\/demo-game\/lottery\/TCG_LOTTO_VN\/lobby\?playType=trad&prizeMode=ModeElott&ticket=[\w-]+\.[0-9a-f]+$/,
    );
    expect(viaLauncher).toMatchObject({ mui: 'demo', gameId: 'lobby' });
    const lotteryMember = (await s.newMember('lotteryone', 0)).token;
    const lotto = value(await list({ vassalage: 'LOTT', pageSize: 1 })).games[0];
    if (!lotto) throw new Error('no LOTT game');
    // Neither launcher records a recent game: the site adds it with GCSGAME_recentGames/add (§7), so it counts once.
    const launchedLotto = value(
      await call<{ gameId: string }>(s.url, '/wps/game/launchLottery', {
        token: lotteryMember,
        query: { vendor: 'LOTT', gameCode: lotto.gameCode, prizeMode: 'Lott', playType: 'trad' },
      }),
    );
    expect(launchedLotto.gameId).toBe(lotto.gameCode);
    value(await call(s.url, '/wps/game/launchGame', { token: lotteryMember, query: { nodeId: lottery.nodeId } }));
    expect(value(await call<Game[]>(s.url, '/wps/relay/GCSGAME_recentGames', { token: lotteryMember }))).toEqual([]);
    expect((await fetch(new URL(viaLauncher.url, s.url))).status).toBe(200);
    expect((await call(s.url, '/wps/game/launchLottery', { query: { vendor: 'LOTT' } })).status).toBe(401);
    const provider = value(await list({ gameType: 'PROVIDER', pageSize: 1 })).games[0];
    if (!provider) throw new Error('no provider entry');
    expect(provider.isGameH5).toBe('VASSALAGE');
    const refused = await call(s.url, '/wps/game/launchGame', { token: demo, query: { nodeId: provider.nodeId } });
    expect(refused.status).toBe(400);
  });
});

describe('vendor game types and vendor sorting', () => {
  it('game types list the slot classify list and their vendors', async () => {
    const types = value(
      await call<{ gameType: string; classifies: string[]; vendors: { vassalage: string }[] }[]>(
        s.url,
        '/wps/relay/GCSGAME_gameTypes',
        { query: { typeId: '1', merchant_code: 'demo', merchant: 'demo', clientType: 2 } },
      ),
    );
    const rng = types.find((t) => t.gameType === 'RNG');
    expect(rng?.classifies).toEqual(expect.arrayContaining(['Slots', 'Crash', 'Jackpot']));
    expect(rng?.vendors.map((v) => v.vassalage)).toContain('BGS');
    expect(types.map((t) => t.gameType)).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT']));
  });

  it('vendor sorting is the site config categories, with BGS in RNG and cockfight/esports in SPORTS', async () => {
    type Item = { gameCategory: string; vendorNames: { vassalage: string; accountTypeName: string }[] };
    const sorting = value(await call<Item[]>(s.url, '/wps/relay/GCSGAME_vendorSorting'));
    const config = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG_PATH, 'utf8')) as {
      categories: Item[];
      vendors: { vassalage: string; displayName: string; logoUrl: string; categories: string[] }[];
    };
    expect(sorting).toEqual(config.categories);
    expect(sorting.find((i) => i.gameCategory === 'RNG')?.vendorNames.map((v) => v.vassalage)).toContain('BGS');
    const sports = sorting.find((i) => i.gameCategory === 'SPORTS')?.vendorNames.map((v) => v.accountTypeName) ?? [];
    expect(sports.some((n) => /cockfight/i.test(n))).toBe(true);
    expect(sports.some((n) => /esport/i.test(n))).toBe(true);
    const vendors = value(
      await call<{ vassalage: string; displayName: string; logoUrl: string; categories: string[] }[]>(
        s.url,
        '/wps/relay/GCSGAME_vendors',
      ),
    );
    expect(
      vendors.map(({ vassalage, displayName, logoUrl, categories }) => ({
        vassalage,
        displayName,
        logoUrl,
        categories,
      })),
    ).toEqual(config.vendors);
    const logo = await fetch(new URL(config.vendors[0]?.logoUrl ?? '/', s.url));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('generated images', () => {
  it('large icons, vendor logos and unknown or hostile names', async () => {
    expect((await fetch(`${s.url}/assets-api/img/games/1001-l.svg`)).status).toBe(200);
    for (const path of [
      '/assets-api/img/games/999999.svg',
      '/assets-api/img/games/1001.png',
      '/assets-api/img/games/..%2F..%2Fetc%2Fpasswd',
      '/assets-api/img/vendors/NOPE.svg',
      '/assets-api/img/vendors/%3Cscript%3E.svg',
      '/assets-api/img/banners/1.svg.svg',
    ]) {
      const res = await fetch(`${s.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
  });
});
