import { accountCatalog } from './account/account.catalog';
import type { CatalogEntry } from './catalog-types';
import { gamesCatalog } from './games/games.catalog';
import { memberCatalog } from './member/member.catalog';
import { messagesCatalog } from './messages/messages.catalog';
import { protectionCatalog } from './protection/protection.catalog';
import { appCatalog } from './shell/shell.catalog';
import { walletCatalog } from './wallet/wallet.catalog';

/**
 * Every machine of the app, with what the model-based tests and the diagrams need.
 * A machine missing here has no tests and no diagram: add yours in the same commit as the machine.
 */
export const catalog: CatalogEntry[] = [
  // the shell's machines: notifications, systemStatus, siteConfig, language, theme
  ...appCatalog,
  // accounts (issue 4): session, login, captcha, smsCountdown, registration, changePassword, forgotPassword, feedback,
  // countries; the login popup (issue 13): loginPopup
  ...accountCatalog,
  // home and games (issue 5): lobby, gameFilter, favourite, launch, startLottery, jackpot, bannerAutoplay,
  // winnerScroll, homeView, gameRow, download, lotteryLaunch, and the content loaders built by content.machine.ts:
  // announcements, vendors, winnerBoard, help, gameTypes, lotteryGames
  ...gamesCatalog,
  // messages (issue 13): announcementPopup, popupCarousel, registerBanners, noticeRead, unreadCounts, inbox, liveChat,
  // customerService
  ...messagesCatalog,
  // the wallet (issue 14): deposit, depositProof, depositHistory; withdraw, bankCards, paymentPassword, withdrawals,
  // transfer; gameRecord, gameRounds, moneyRecords; lotteryOrders
  ...walletCatalog,
  // the member centre (issue 15): memberHome; vipBenefits, leaderboard; rewardCentre, rewardClaim, pointsExchange;
  // profileForm, emailBinding, mobileBinding, headIcon; verification; activeSessions
  ...memberCatalog,
  // player protection (issue 16): limitsSettings; realityCheck, realityCheckSetting; timeOut, selfExclusion;
  // inactivity; accountActivity, protectionHistory
  ...protectionCatalog,
];
