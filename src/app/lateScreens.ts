import {
  loadMemberImplementations,
  loadProtectionImplementations,
  loadWalletImplementations,
} from './implementations/lateImplementations';
import type { RouteDef, ScreenModule } from './routes';

type HubScreenName = keyof typeof import('../screens/protection/hubScreens');

/** Responsible gaming, account activity and protection history share one chunk. */
const hub = (name: HubScreenName) => () =>
  import('../screens/protection/hubScreens').then((screens): ScreenModule => ({ default: screens[name] }));

interface LateScreen {
  /** Registers the area's implementations (the wallet's, the member centre's, player protection's). */
  area: () => Promise<void>;
  load: () => Promise<ScreenModule>;
}

/**
 * The screens of the wallet, the member centre and player protection: each loads with its area's implementations.
 * Their imports live here, in a chunk of its own, so that home's first load carries one import for all of them
 * (home's size budget, issue 2).
 */
export const LATE_SCREENS = {
  rewardCenter: {
    area: loadMemberImplementations,
    load: () => import('../screens/member/reward-centre/RewardCentreScreen'),
  },
  memberHome: { area: loadMemberImplementations, load: () => import('../screens/member/home/MemberHomeScreen') },
  memberBenefits: { area: loadMemberImplementations, load: () => import('../screens/member/benefits/BenefitsScreen') },
  memberProfile: { area: loadMemberImplementations, load: () => import('../screens/member/profile/ProfileScreen') },
  memberVerification: {
    area: loadMemberImplementations,
    load: () => import('../screens/member/verification/VerificationScreen'),
  },
  memberSecurity: {
    area: loadMemberImplementations,
    load: () => import('../screens/member/security/MemberSecurityScreen'),
  },
  leaderBoard: {
    area: loadMemberImplementations,
    load: () => import('../screens/member/leaderboard/LeaderboardScreen'),
  },
  responsibleGaming: { area: loadProtectionImplementations, load: hub('ResponsibleGamingScreen') },
  protectionLimits: {
    area: loadProtectionImplementations,
    load: () => import('../screens/protection/limits/LimitsScreen'),
  },
  protectionRealityCheck: {
    area: loadProtectionImplementations,
    load: () => import('../screens/protection/realityCheck/RealityCheckScreen'),
  },
  protectionTimeOut: {
    area: loadProtectionImplementations,
    load: () => import('../screens/protection/timeOut/TimeOutScreen'),
  },
  protectionSelfExclusion: {
    area: loadProtectionImplementations,
    load: () => import('../screens/protection/selfExclusion/SelfExclusionScreen'),
  },
  accountActivity: { area: loadProtectionImplementations, load: hub('AccountActivityScreen') },
  protectionHistory: { area: loadProtectionImplementations, load: hub('ProtectionHistoryScreen') },
  voucherCenter: {
    area: loadWalletImplementations,
    load: () => import('../screens/wallet/voucher-center/VoucherCenterScreen'),
  },
  withdraw: { area: loadWalletImplementations, load: () => import('../screens/wallet/withdraw/WithdrawScreen') },
  gameRecord: { area: loadWalletImplementations, load: () => import('../screens/wallet/game-record/GameRecordScreen') },
} satisfies Record<string, LateScreen>;

export type LateScreenName = keyof typeof LATE_SCREENS;

/** The screen renders once its area's implementations are in the root's map (every actor it starts finds them). */
export async function loadLateScreen(name: LateScreenName): Promise<ScreenModule> {
  const { area, load } = LATE_SCREENS[name];
  const [screen] = await Promise.all([load(), area()]);
  return screen;
}

/** The loader of a route's own screen module, for the size report: a late screen's, not this module's. */
export function screenLoaderOf(route: Pick<RouteDef, 'name' | 'load'>): () => Promise<ScreenModule> {
  return (LATE_SCREENS as Partial<Record<string, LateScreen>>)[route.name]?.load ?? route.load;
}
