/**
 * Every route of spec §2 under `/m`: its path patterns (the route table matches them) and one typed builder per
 * route (machines, screens and the server build addresses only with these; no literal '/m/...' elsewhere).
 */

/** The path patterns of each route; the first is the one the builder makes. `:param` matches one segment. */
export const ROUTE_PATHS = {
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
  // the member centre's own screens (issue 15; not in the spec's route table)
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
} as const satisfies Record<string, readonly string[]>;

export type RouteName = keyof typeof ROUTE_PATHS;

/** A query: absent values are left out; the order of the keys is kept. */
export type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The address of a route without path parameters, with an optional query. */
export function pathTo(name: Exclude<RouteName, 'lottoFrame'>, query?: Query): string {
  return withQuery(ROUTE_PATHS[name][0], query);
}

/** The lobby of one category (§2 "Game lobby": gameCategory, gameType, gameClassify, vassalage). */
export function lobbyPath(query: {
  gameCategory: string;
  gameType?: string;
  gameClassify?: string;
  vassalage?: string;
}): string {
  return pathTo('gameLobbyCenter', query);
}

/** The lottery frame (§2): /m/lotto-h5/{mui}/{playType}/games/{gameId}, with its query. */
export function lottoFramePath(frame: { mui: string; playType: string; gameId: string }, query?: Query): string {
  const path = `/m/lotto-h5/${encodeURIComponent(frame.mui)}/${encodeURIComponent(frame.playType)}/games/${encodeURIComponent(frame.gameId)}`;
  return withQuery(path, query);
}

/** Home and its aliases, which the server also serves as home (its first view). */
export const HOME_PATHS = ROUTE_PATHS.home;
