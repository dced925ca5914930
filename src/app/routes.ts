import type { ComponentType } from 'react';
import { ROUTE_PATHS, type RouteName } from '../domain/shell/paths';
import type { LateScreenName } from './lateScreens';

/**
 * The route table of spec §2, with the layout rules as data.
 *
 * Layout flags (spec §2 "Layout rules"):
 * - `header`: the shell's title bar (back arrow + title). Home has no title bar: it shows its own top bar with the
 *   logo, Login/Register or balance, Deposit/Withdraw (the "home header" of §2), drawn by the shell on home routes.
 * - `footer`: the shell's bottom bar (Menu, Promotion, Home, Deposit, Member centre). The legal footer of §2 "Home"
 *   belongs to the home screen itself.
 * - `downloadBanner`: the app download banner, home routes only.
 * - `fullScreen`: our addition for the lottery frame (§2 "Lottery frame": full screen), which hides both bars.
 */
export type ScreenModule = { default: ComponentType };

export interface RouteDef {
  /** Stable name, used for titles (`routes.<name>`), tests and the bottom bar's active item. */
  name: RouteName;
  /** The path and its aliases; `:param` segments match one path segment. */
  paths: string[];
  load: () => Promise<ScreenModule>;
  header: boolean;
  footer: boolean;
  downloadBanner: boolean;
  fullScreen?: boolean;
  /** Back goes to home instead of the previous page (§2: login, register, trail, activity, forget). */
  backToHome?: boolean;
  /** The title comes from the `gameCategory` query when present (§2 header). */
  titleFromCategory?: boolean;
  /** Only in dev builds or when the site config enables it. */
  devOnly?: boolean;
}

const comingSoon = () => import('../screens/shell/coming-soon/ComingSoonScreen');

/**
 * Wallet, member-centre and protection screens load through lateScreens.ts with their areas' implementations, out
 * of home's first load.
 */
const late = (name: LateScreenName) => () => import('./lateScreens').then((screens) => screens.loadLateScreen(name));

/** §2 "Layout rules": the header is hidden on these. */
export const HEADER_HIDDEN = [
  'home',
  'login',
  'register',
  'message',
  'app',
  'forget',
  'providers',
  'gameList',
  'lottery',
  'hot',
  'fav',
  'changePsw',
  'activity',
  'activityDetail',
] as const;

/** §2 "Layout rules": the footer is hidden on these. */
export const FOOTER_HIDDEN = [
  'login',
  'register',
  'providers',
  'gameList',
  'hot',
  'fav',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'help',
  'helpDetail',
  'gameLobbyCenter',
] as const;

type RouteSeed = Pick<RouteDef, 'name' | 'load'> &
  Partial<Pick<RouteDef, 'fullScreen' | 'backToHome' | 'titleFromCategory' | 'devOnly'>>;

function route(seed: RouteSeed): RouteDef {
  const header = !(HEADER_HIDDEN as readonly string[]).includes(seed.name);
  const footer = !(FOOTER_HIDDEN as readonly string[]).includes(seed.name);
  const full = seed.fullScreen === true;
  return {
    ...seed,
    paths: [...ROUTE_PATHS[seed.name]],
    header: header && !full,
    footer: footer && !full,
    downloadBanner: seed.name === 'home',
  };
}

/** A route whose screen loads through lateScreens.ts (its layout flags come from the rules above, like any other). */
const lateRoute = (name: LateScreenName) => route({ name, load: late(name) });

export const ROUTES: RouteDef[] = [
  route({ name: 'home', load: () => import('../screens/home/home/HomeScreen') }),
  route({
    name: 'login',
    load: () => import('../screens/account/login/LoginScreen'),
    backToHome: true,
  }),
  route({
    name: 'register',
    load: () => import('../screens/account/register/RegisterScreen'),
    backToHome: true,
  }),
  route({
    name: 'forget',
    load: () => import('../screens/account/forget/ForgetScreen'),
    backToHome: true,
  }),
  route({
    name: 'changePsw',
    load: () => import('../screens/account/changePsw/ChangePswScreen'),
  }),
  route({ name: 'help', load: () => import('../screens/messages/help/HelpScreen') }),
  route({ name: 'helpDetail', load: () => import('../screens/messages/help/HelpScreen') }),
  route({ name: 'feedback', load: () => import('../screens/account/feedback/FeedbackScreen') }),
  route({ name: 'notice', load: () => import('../screens/messages/notice/NoticeScreen') }),
  route({ name: 'message', load: () => import('../screens/messages/message/MessageScreen') }),
  route({ name: 'activity', load: comingSoon, backToHome: true }),
  route({ name: 'activityDetail', load: comingSoon }),
  route({ name: 'signIn', load: comingSoon }),
  route({
    name: 'providers',
    load: () => import('../screens/games/providers/ProvidersScreen'),
  }),
  route({
    name: 'gameLobbyCenter',
    load: () => import('../screens/games/gameLobbyCenter/GameLobbyCenterScreen'),
    titleFromCategory: true,
  }),
  route({ name: 'gameList', load: () => import('../screens/games/gameList/GameListScreen') }),
  route({ name: 'lottery', load: () => import('../screens/games/lottery/LotteryScreen') }),
  route({
    name: 'startLottery',
    load: () => import('../screens/games/startLottery/StartLotteryScreen'),
  }),
  route({ name: 'hot', load: () => import('../screens/games/hot/HotScreen') }),
  route({ name: 'fav', load: () => import('../screens/games/fav/FavScreen') }),
  route({
    name: 'game',
    load: () => import('../screens/games/shared/GameScreen'),
    titleFromCategory: true,
  }),
  route({
    name: 'launchGame',
    load: () => import('../screens/games/launchGame/LaunchGameScreen'),
  }),
  route({
    name: 'lottoFrame',
    load: () => import('../screens/games/lottoFrame/LottoFrameScreen'),
    fullScreen: true,
  }),
  lateRoute('rewardCenter'),
  route({ name: 'inviteFriends', load: comingSoon }),
  route({ name: 'agentRegister', load: comingSoon }),
  lateRoute('memberHome'),
  lateRoute('memberBenefits'),
  lateRoute('memberProfile'),
  lateRoute('memberVerification'),
  lateRoute('memberSecurity'),
  lateRoute('responsibleGaming'),
  lateRoute('protectionLimits'),
  lateRoute('protectionRealityCheck'),
  lateRoute('protectionTimeOut'),
  lateRoute('protectionSelfExclusion'),
  lateRoute('accountActivity'),
  lateRoute('protectionHistory'),
  route({ name: 'salaryContract', load: comingSoon }),
  route({ name: 'dividendContract', load: comingSoon }),
  route({ name: 'hourContract', load: comingSoon }),
  lateRoute('voucherCenter'),
  lateRoute('withdraw'),
  lateRoute('leaderBoard'),
  lateRoute('gameRecord'),
  route({ name: 'app', load: comingSoon }),
  route({
    name: 'trail',
    load: () => import('../screens/account/trail/TrailScreen'),
    backToHome: true,
  }),
  route({
    name: 'flows',
    load: () => import('../screens/shell/flows/FlowsScreen'),
    devOnly: true,
  }),
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (!pattern.includes(':')) return pattern === pathname ? {} : null;
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

const homeRoute = ROUTES[0]!;

/** The route for a path; unknown paths fall back to home (spec §2). */
export function matchRoute(pathname: string): RouteMatch {
  for (const r of ROUTES) {
    for (const p of r.paths) {
      const params = matchPath(p, pathname);
      if (params) return { route: r, params };
    }
  }
  return { route: homeRoute, params: {} };
}

export function isHomePath(pathname: string): boolean {
  return matchRoute(pathname).route.name === 'home';
}
