import { describe, expect, it } from 'vitest';
import { lottoFrameClosePath, lottoFramePath, planLaunch, startLotteryInput } from './launch';

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
