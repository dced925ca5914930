import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './routes';

/** Spec §2 "Routes" and "Layout rules", restated here so the table is checked against the spec, not itself. */
const SPEC_PATHS: Record<string, string[]> = {
  // The builder makes the first: home itself; the rest are its aliases.
  home: ['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html'],
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  forget: ['/m/forget'],
  changePsw: ['/m/changePsw'],
  help: ['/m/help'],
  helpDetail: ['/m/helpDetail'],
  feedback: ['/m/feedback'],
  notice: ['/m/notice'],
  message: ['/m/message', '/m/messages', '/m/webEmail'],
  activity: ['/m/activity'],
  activityDetail: ['/m/activityDetail'],
  signIn: ['/m/activity/signIn'],
  providers: ['/m/providers'],
  gameLobbyCenter: ['/m/gameLobbyCenter'],
  gameList: ['/m/gameList'],
  lottery: ['/m/lottery'],
  startLottery: ['/m/startLottery'],
  hot: ['/m/hot'],
  fav: ['/m/fav'],
  game: ['/m/game'],
  launchGame: ['/m/launchGame'],
  lottoFrame: ['/m/lotto-h5/:mui/:playType/games/:gameId'],
  rewardCenter: ['/m/rewardCenter'],
  inviteFriends: ['/m/inviteFriends'],
  agentRegister: ['/m/agentRegister'],
  memberHome: ['/m/member/home'],
  memberBenefits: ['/m/member/benefits'],
  // the member centre's own screens (issue 15), beyond the spec's table
  memberProfile: ['/m/member/profile'],
  memberVerification: ['/m/member/verification'],
  memberSecurity: ['/m/member/security'],
  // player protection (issue 16; not in the spec's route table)
  responsibleGaming: ['/m/responsibleGaming'],
  protectionLimits: ['/m/member/limits'],
  protectionRealityCheck: ['/m/member/realityCheck'],
  protectionTimeOut: ['/m/member/timeOut'],
  protectionSelfExclusion: ['/m/member/selfExclusion'],
  accountActivity: ['/m/member/activity'],
  protectionHistory: ['/m/member/protectionHistory'],
  salaryContract: ['/m/member/agent/getSalaryContract'],
  dividendContract: ['/m/member/agent/getDevidendContract'],
  hourContract: ['/m/member/agent/getHourContract'],
  voucherCenter: ['/m/voucherCenter'],
  withdraw: ['/m/withdraw'],
  leaderBoard: ['/m/leaderBoard'],
  gameRecord: ['/m/gameRecord'],
  app: ['/m/app'],
  trail: ['/m/trail'],
  flows: ['/m/flows'],
};

const HEADER_HIDDEN_SPEC =
  'home login register message app forget providers gameList lottery hot fav changePsw activity activityDetail'.split(
    ' ',
  );
const FOOTER_HIDDEN_SPEC =
  'login register providers gameList hot fav lottery forget changePsw app notice help helpDetail gameLobbyCenter'.split(
    ' ',
  );
const BACK_TO_HOME_SPEC = ['login', 'register', 'trail', 'activity', 'forget'];

describe('route table (spec §2)', () => {
  it('has exactly the routes and aliases of the spec', () => {
    expect(Object.fromEntries(ROUTES.map((r) => [r.name, r.paths]))).toEqual(SPEC_PATHS);
  });

  it.each(ROUTES.map((r) => [r.name, r]))('%s has the header, footer and banner of the layout rules', (name, r) => {
    const fullScreen = r.fullScreen === true;
    expect(r.header).toBe(!HEADER_HIDDEN_SPEC.includes(name) && !fullScreen);
    expect(r.footer).toBe(!FOOTER_HIDDEN_SPEC.includes(name) && !fullScreen);
    expect(r.downloadBanner).toBe(name === 'home');
    expect(r.backToHome === true).toBe(BACK_TO_HOME_SPEC.includes(name));
  });

  it('only the lottery frame is full screen', () => {
    expect(ROUTES.filter((r) => r.fullScreen).map((r) => r.name)).toEqual(['lottoFrame']);
  });

  it('matches every alias and the frame parameters', () => {
    for (const [name, paths] of Object.entries(SPEC_PATHS)) {
      for (const p of paths) {
        const concrete = p.replace(':mui', 'm1').replace(':playType', 'ent').replace(':gameId', '42');
        expect(matchRoute(concrete).route.name).toBe(name);
      }
    }
    expect(matchRoute('/m/lotto-h5/m1/ent/games/42').params).toEqual({ mui: 'm1', playType: 'ent', gameId: '42' });
  });

  it('falls back to home for unknown paths', () => {
    expect(matchRoute('/m/nope').route.name).toBe('home');
    expect(matchRoute('/elsewhere/entirely').route.name).toBe('home');
    expect(matchRoute('/m/lotto-h5/m1/ent/games').route.name).toBe('home');
  });

  it('takes the title from gameCategory on the lobby and game list', () => {
    expect(ROUTES.filter((r) => r.titleFromCategory).map((r) => r.name)).toEqual(['gameLobbyCenter', 'game']);
  });
});
