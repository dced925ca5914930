import { describe, expect, it } from 'vitest';
import {
  isRecentCandidate,
  lottoFrameClosePath,
  lottoFramePath,
  planLaunch,
  startLotteryInput,
  vendorOf,
} from './launch';

describe('launch plan (§4 launch flow)', () => {
  const slot = { nodeId: 7, gameId: 'pg-1', vassalage: 'PG', gameType: 'RNG', supportPlay: 0 };
  it('sends visitors to login', () => {
    expect(planLaunch(slot, { loggedIn: false, mapping: {} })).toEqual({ kind: 'login' });
  });
  it('uses the generic launcher for ordinary vendors', () => {
    expect(planLaunch(slot, { loggedIn: true, mapping: {} })).toEqual({
      kind: 'generic',
      gameCategory: 'RNG',
      vendor: 'PG',
      gameId: 'pg-1',
      nodeId: '7',
      supportFreePlay: true,
      freePlay: false,
    });
  });
  it('launches a trial member in free-play mode only where the game supports it (§3 supportPlay 0, §6)', () => {
    const plan = (game: typeof slot, memberType: number | null) => {
      const p = planLaunch(game, { loggedIn: true, mapping: {}, memberType });
      return p.kind === 'generic' ? p.freePlay : undefined;
    };
    expect(plan(slot, 4)).toBe(true);
    expect(plan({ ...slot, supportPlay: 1 }, 4)).toBe(false);
    expect(plan(slot, 0)).toBe(false);
    expect(plan(slot, 1)).toBe(false);
    expect(plan(slot, null)).toBe(false);
  });
  it('uses the lottery launcher for lottery vendors with prize mode and play type', () => {
    const plan = planLaunch(
      { nodeId: 9, vassalage: 'TCG_LOTTO_VN', lottoMode: 'Entertainment', gameType: 'LOTT' },
      { loggedIn: true, mapping: {}, fromHome: true },
    );
    expect(plan.kind).toBe('lottery');
    if (plan.kind !== 'lottery') return;
    expect(plan.gameCode).toBe('lobby');
    expect(plan.prizeMode).toBe('ModeElott');
    expect(plan.playType).toBe('ent');
    expect(plan.path).toContain('/m/launchGame?');
    expect(plan.path).toContain('pageBack=home');
    // The launcher adds a game of the catalogue to the recent games once it answered; a lobby by code is none.
    expect(new URLSearchParams(plan.path.split('?')[1]).get('nodeId')).toBe('9');
    const lobby = planLaunch({ nodeId: 'LOTT-lobby', vassalage: 'LOTT' }, { loggedIn: true, mapping: {} });
    expect(lobby.kind === 'lottery' && lobby.path).not.toContain('nodeId=');
  });
  it('opens a provider entry as its game list, even for visitors', () => {
    const plan = planLaunch(
      { nodeId: 1, isGameH5: 'VASSALAGE', vassalage: 'PG', gameType: 'RNG' },
      { loggedIn: false, mapping: {} },
    );
    expect(plan).toEqual({ kind: 'providerList', path: '/m/gameList?gameType=RNG&vassalage=PG' });
  });
  it('builds the lottery frame paths', () => {
    expect(
      lottoFramePath({ mui: 'm1', playType: 'trad', gameId: 'g1', prizeMode: 'Lott', pageBack: true, vendor: 'LOTT' }),
    ).toBe('/m/lotto-h5/m1/trad/games/g1?prize_mode=Lott&pageBack=home&vendor=LOTT');
    expect(lottoFrameClosePath('home')).toBe('/m/home');
    expect(lottoFrameClosePath(null)).toBe('/m/game');
  });
});

describe('startLotteryInput (§2 /m/startLottery)', () => {
  it('reads vendor and code, with their aliases and defaults', () => {
    expect(startLotteryInput(new URLSearchParams('vendor=tcg_lotto_vn&code=VN_ST45&lottoMode=ent'))).toEqual({
      vendor: 'TCG_LOTTO_VN',
      code: 'VN_ST45',
      lottoMode: 'ent',
    });
    expect(startLotteryInput(new URLSearchParams('vassalage=lott&gameCode=X1'))).toEqual({
      vendor: 'LOTT',
      code: 'X1',
      lottoMode: '',
    });
    expect(startLotteryInput(new URLSearchParams(''))).toEqual({ vendor: 'LOTT', code: 'lobby', lottoMode: '' });
  });
});

describe('launch plan, details (§4 launch flow, §3 Game)', () => {
  it('names the vendor by vassalage, else vendor code, in capitals', () => {
    expect(vendorOf({ nodeId: 1, vassalage: 'pgx', vendorCode: 'OTHER' })).toBe('PGX');
    expect(vendorOf({ nodeId: 1, vendorCode: 'evx' })).toBe('EVX');
    expect(vendorOf({ nodeId: 1 })).toBe('');
  });
  it('counts only catalogue games (numeric node ids) as recent games', () => {
    expect(isRecentCandidate({ nodeId: 31 })).toBe(true);
    expect(isRecentCandidate({ nodeId: '31' })).toBe(true);
    expect(isRecentCandidate({ nodeId: 'LOTT-lobby' })).toBe(false);
    expect(isRecentCandidate({ nodeId: '31a' })).toBe(false);
    expect(isRecentCandidate({ nodeId: 'a31' })).toBe(false);
    expect(isRecentCandidate({ nodeId: '' })).toBe(false);
  });
  it('sends the lottery game type of the filter to /m/lottery, also for visitors', () => {
    expect(planLaunch({ nodeId: 0, gameType: 'lottery' }, { loggedIn: false, mapping: {} })).toEqual({
      kind: 'lotteryList',
      path: '/m/lottery',
    });
    // A lottery game with an id or a code is launched, not listed.
    expect(planLaunch({ nodeId: 0, gameType: 'LOTTERY', gameId: 'g' }, { loggedIn: false, mapping: {} }).kind).toBe(
      'login',
    );
    expect(planLaunch({ nodeId: 0, gameType: 'LOTTERY', gameCode: 'c' }, { loggedIn: false, mapping: {} }).kind).toBe(
      'login',
    );
    expect(planLaunch({ nodeId: 0 }, { loggedIn: false, mapping: {} }).kind).toBe('login');
  });
  it('gives the generic launcher the game category (else type), the game id (else code), in capitals', () => {
    const plan = planLaunch(
      { nodeId: 3, gameCategory: 'live', gameType: 'RNG', gameCode: 'c3', vendorCode: 'evx', supportPlay: 1 },
      { loggedIn: true, mapping: {}, memberType: 4 },
    );
    expect(plan).toEqual({
      kind: 'generic',
      gameCategory: 'LIVE',
      vendor: 'EVX',
      gameId: 'c3',
      nodeId: '3',
      supportFreePlay: false,
      freePlay: false,
    });
    expect(planLaunch({ nodeId: 4 }, { loggedIn: true, mapping: {} })).toMatchObject({ gameCategory: '', gameId: '' });
  });
  it('gives the lottery launcher its whole query: vendor, code, prize mode, play type, game id and group', () => {
    const plan = planLaunch(
      { nodeId: 12, vassalage: 'elott', gameCode: 'E1', gameId: 99, gameGroupId: 5, lottoMode: 'Entertainment' },
      { loggedIn: true, mapping: { ELOTT: ['LOTT'] } },
    );
    expect(plan).toEqual({
      kind: 'lottery',
      vendor: 'ELOTT',
      gameCode: 'E1',
      prizeMode: 'Elott',
      playType: 'ent',
      path: '/m/launchGame?vendor=ELOTT&code=E1&prize_mode=Elott&playType=ent&gameId=99&gameGroupId=5&nodeId=12',
    });
  });
  it('closes a frame opened elsewhere than home to /m/game, without pageBack in its path', () => {
    expect(
      lottoFramePath({
        mui: 'm1',
        playType: 'ent',
        gameId: 'g1',
        prizeMode: 'SEA',
        pageBack: false,
        vendor: 'TCG_SEA',
      }),
    ).toBe('/m/lotto-h5/m1/ent/games/g1?prize_mode=SEA&vendor=TCG_SEA');
    expect(lottoFrameClosePath('')).toBe('/m/game');
    expect(lottoFrameClosePath(undefined)).toBe('/m/game');
  });
  it('reads code before gameCode and vendor before vassalage', () => {
    expect(startLotteryInput(new URLSearchParams('vendor=tcg_sea&vassalage=lott&code=A&gameCode=B'))).toEqual({
      vendor: 'TCG_SEA',
      code: 'A',
      lottoMode: '',
    });
  });
});

describe('startLotteryInput, vassalage alias', () => {
  it('reads the vendor from vassalage when vendor is missing', () => {
    expect(startLotteryInput(new URLSearchParams('vassalage=elott')).vendor).toBe('ELOTT');
  });
});
