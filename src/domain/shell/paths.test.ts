import { describe, expect, it } from 'vitest';
import { lobbyPath, lottoFramePath, pathTo, ROUTE_PATHS } from './paths';

describe('path builders (§2 routes)', () => {
  it('builds a route with its query, leaving out empty values', () => {
    expect(pathTo('home')).toBe('/m/home');
    expect(pathTo('login', { redirect: undefined })).toBe('/m/login');
    expect(pathTo('notice', { index: 2 })).toBe('/m/notice?index=2');
  });

  it('builds the lobby of a category, encoding what it must', () => {
    expect(lobbyPath({ gameCategory: 'RNG' })).toBe('/m/gameLobbyCenter?gameCategory=RNG');
    expect(lobbyPath({ gameCategory: 'LIVE', gameClassify: 'hot', vassalage: 'A&B' })).toBe(
      '/m/gameLobbyCenter?gameCategory=LIVE&gameClassify=hot&vassalage=A%26B',
    );
  });

  it('builds the lottery frame with encoded segments', () => {
    expect(lottoFramePath({ mui: 'demo', playType: 'ent', gameId: 'VN ST45' }, { pageBack: 'home' })).toBe(
      '/m/lotto-h5/demo/ent/games/VN%20ST45?pageBack=home',
    );
  });

  it('lists every route under /m, each path once', () => {
    const all = Object.values(ROUTE_PATHS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path === '/' || path.startsWith('/m')).toBe(true);
  });
});

describe('queries (§2 routes)', () => {
  it('leaves out null and empty values, keeps false and 0', () => {
    expect(
      pathTo('gameLobbyCenter', { gameCategory: 'RNG', gameType: null, vassalage: '', page: 0, isNew: false }),
    ).toBe('/m/gameLobbyCenter?gameCategory=RNG&page=0&isNew=false');
  });
});
