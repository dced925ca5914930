import { normaliseConfig } from '../../domain/shell/site-config';
import { type CatalogEntry, catalogEntry } from '../catalog-types';
import { bannerAutoplayMachine } from '../home/bannerAutoplay.machine';
import { downloadMachine } from '../home/download.machine';
import { homeViewMachine } from '../home/homeView.machine';
import { jackpotMachine } from '../home/jackpot.machine';
import { winnerBoardMachine } from '../home/winnerBoard.machine';
import { winnerScrollMachine } from '../home/winnerScroll.machine';
import { announcementsMachine } from '../messages/announcements.machine';
import { helpMachine } from '../messages/help.machine';
import { favouriteMachine } from './favourite.machine';
import { gameFilterMachine } from './gameFilter.machine';
import { gameRowMachine } from './gameRow.machine';
import { gameTypesMachine } from './gameTypes.machine';
import { launchMachine } from './launch.machine';
import { lobbyMachine } from './lobby.machine';
import { lotteryGamesMachine } from './lotteryGames.machine';
import { lotteryLaunchMachine } from './lotteryLaunch.machine';
import { startLotteryMachine } from './startLottery.machine';
import { vendorsMachine } from './vendors.machine';

const slot = { nodeId: 7, gameId: 'g7', gameName: 'Lucky 7', vassalage: 'PGX', gameType: 'RNG', supportPlay: 0 };
const page = (pageNum: number, totalPages: number) => ({ games: [{ ...slot, nodeId: pageNum }], pageNum, totalPages });

const browser = { appShell: false, installedWebApp: false };
const noLinks = normaliseConfig({ merchantCode: 'demo' });
const withLinks = normaliseConfig({
  merchantCode: 'demo',
  downloadLinks: [
    { resourceType: 'ANDROID', url: '/a.apk' },
    { resourceType: 'IOS', url: '/ios' },
    { resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' },
  ],
});
const dismissed = (bannerDismissed: boolean, popupDismissed: boolean, guideDismissed: boolean) => ({
  bannerDismissed,
  popupDismissed,
  guideDismissed,
});

const contentFixtures = <T>(sample: T) => ({
  events: [{ type: 'START' }, { type: 'LANGUAGE_CHANGED' }, { type: 'RELOAD' }, { type: 'RETRY' }] as const,
  outputs: { load: [sample] },
});

/** The lottery game the lottery launcher fixtures open. */
const lotteryGame = {
  vendor: 'LOTT',
  gameCode: 'LT_645',
  prizeMode: 'Lott',
  playType: 'trad' as const,
  pageBack: false,
};

/** Catalog entries of the home and games machines (issue 5); catalog.ts spreads them in. */
export const gamesCatalog: CatalogEntry[] = [
  catalogEntry(lobbyMachine, {
    title: 'Game lobby',
    purpose:
      'One category of games (spec §4 "Lobby", §2 "Game lobby"): tabs, vendor, filter and search reset to page 1 ' +
      "and reload; 'more games' appends the next page and stops at the last; SPORTS and COCKFIGHT show vendors; " +
      'a visitor choosing the favourites goes to login (§6).',
    fixtures: {
      // A visitor in the slots lobby.
      input: { category: 'RNG' },
      // SPORTS (and COCKFIGHT) show vendor tiles instead of games.
      inputs: [{ category: 'SPORTS' }],
      events: [
        { type: 'SET_TAB', tab: 'NEW' },
        { type: 'SET_TAB', tab: 'FAV' },
        { type: 'SET_TAB', tab: 'Classic' },
        { type: 'SEARCH', gameName: '  lucky ' },
        { type: 'SET_VENDOR', vassalage: 'PGX' },
        { type: 'APPLY_FILTER', vassalage: 'PRG', gameClassify: 'Classic', minBet: '0.05' },
        // Only a minimum bet: the tab stays.
        { type: 'APPLY_FILTER', vassalage: '', gameClassify: '', minBet: '0.1' },
        { type: 'MORE' },
        { type: 'RETRY' },
        { type: 'FAVOURITE_REMOVED', nodeId: '1' },
        { type: 'SESSION_CHANGED', loggedIn: true },
        { type: 'SESSION_CHANGED', loggedIn: false },
      ],
      outputs: { loadPage: [page(1, 2)], loadMore: [page(2, 2)] },
      abstractContext: (c: { tab: string; page: number; totalPages: number; loggedIn: boolean }) => ({
        fav: c.tab === 'FAV',
        more: c.page < c.totalPages,
        loggedIn: c.loggedIn,
      }),
    },
  }),
  catalogEntry(gameFilterMachine, {
    title: 'Game filter',
    purpose:
      'The filter panel (spec §2 "Game tile and filter", §4 "Filter"): a selected vendor chip clears on a second ' +
      'tap, reset clears every field, submit hands the values to the lobby.',
    fixtures: {
      events: [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'TOGGLE_VENDOR', vassalage: 'PGX' },
        { type: 'SET_GAME_TYPE', gameClassify: 'Classic' },
        { type: 'SET_MIN_BET', minBet: '0.1' },
        { type: 'SET_NAME', gameName: 'gold' },
        { type: 'RESET' },
        { type: 'SUBMIT' },
      ],
      abstractContext: (c: { vassalage: string }) => ({ vendor: c.vassalage !== '' }),
    },
  }),
  catalogEntry(favouriteMachine, {
    title: 'Favourites',
    purpose:
      'The favourite star (spec §4 "Favourite toggle", §8): visitors go to login; add shows loading 2 s then the ' +
      'saved message; remove shows loading 1 s and drops the game; a failure only hides the loading.',
    fixtures: {
      events: [
        { type: 'SESSION_CHANGED', loggedIn: true },
        { type: 'SESSION_CHANGED', loggedIn: false },
        { type: 'TOGGLE', game: slot },
        { type: 'RELOAD' },
      ],
      outputs: { loadIds: [['7'], []], addCall: [true, false], removeCall: [true, false] },
      abstractContext: (c: { ids: string[]; pending: unknown }) => ({
        fav: c.ids.includes('7'),
        busy: c.pending !== null,
      }),
    },
  }),
  catalogEntry(launchMachine, {
    title: 'Game launch',
    purpose:
      'Launch flow (spec §4): no session goes to login; lottery vendors use the lottery launcher; provider entries ' +
      'open their game list; other games get a URL from the launch call (free play for a trial member where the ' +
      'game allows it) and open in a new window; a launched game joins the recent games (§7): a lottery game once ' +
      'the lottery launcher reports that it answered.',
    fixtures: {
      events: [
        { type: 'LAUNCH', game: slot, loggedIn: false, mapping: {} },
        { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} },
        { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 4, mapping: {} },
        { type: 'LAUNCH', game: { nodeId: 3, vassalage: 'LOTT', gameType: 'LOTT' }, loggedIn: true, mapping: {} },
        {
          type: 'LAUNCH',
          game: { nodeId: 'LOTT-lobby', vassalage: 'LOTT', gameCode: 'lobby' },
          loggedIn: true,
          mapping: {},
        },
        // The lottery launcher answered for a game of the catalogue, and for a lottery lobby opened by code.
        { type: 'LOTTERY_LAUNCHED', nodeId: '3' },
        { type: 'FACTS_CHANGED', loggedIn: true, memberType: 0, mapping: {} },
        { type: 'LOTTERY_LAUNCHED', nodeId: '' },
      ],
      outputs: { launchCall: ['/demo-game/7?mode=real'], recordRecent: [undefined] },
      abstractContext: (c: { request: unknown }) => ({ busy: c.request !== null }),
      ignoreContextKeys: ['error'],
    },
  }),
  catalogEntry(startLotteryMachine, {
    title: 'Start a lottery game',
    purpose:
      '/m/startLottery (spec §2): hands the lottery game the address names to the launch flow of §4 once, when the ' +
      'screen opens.',
    fixtures: {
      input: { vendor: 'TCG_LOTTO_VN', code: 'VN_ST45', lottoMode: '' },
      events: [],
    },
  }),
  catalogEntry(jackpotMachine, {
    title: 'Jackpot counter',
    purpose:
      'The home jackpot banner (spec §2, §9): a random start of 20-21 million that grows by 100-500 every 3, 4 or 5 s.',
    fixtures: {
      events: [{ type: 'PAUSE' }, { type: 'RESUME' }],
      abstractContext: () => null,
      ignoreContextKeys: ['value'],
    },
  }),
  catalogEntry(bannerAutoplayMachine, {
    title: 'Banner autoplay',
    purpose:
      'The home carousel (spec §2): with more than one banner, the next every 5000 ms, looping; a touch or a dot ' +
      'holds it one period; hidden pages do not move it; the player can pause it, and it starts paused for a player ' +
      'who prefers reduced motion.',
    fixtures: {
      input: {},
      inputs: [{ reducedMotion: true }],
      events: [
        { type: 'SET_COUNT', count: 3 },
        { type: 'SET_COUNT', count: 1 },
        { type: 'SCROLLED', index: 1 },
        { type: 'GO_TO', index: 2 },
        { type: 'HOLD' },
        { type: 'PAUSE' },
        { type: 'RESUME' },
        { type: 'STOP' },
        { type: 'PLAY' },
      ],
    },
  }),
  catalogEntry(winnerScrollMachine, {
    title: 'Winner board scroll',
    purpose:
      'The winner board (spec §2, §9): above 3 entries it moves up a row at a time (1500 ms a move) and wraps to ' +
      'the top; hover or focus holds it; the player can pause it, and it starts paused for a player who prefers ' +
      'reduced motion.',
    fixtures: {
      input: {},
      inputs: [{ reducedMotion: true }],
      events: [
        { type: 'SET_COUNT', count: 4 },
        { type: 'SET_COUNT', count: 2 },
        { type: 'HOLD' },
        { type: 'RELEASE' },
        { type: 'STOP' },
        { type: 'PLAY' },
      ],
    },
  }),
  catalogEntry(homeViewMachine, {
    title: 'Home view',
    purpose:
      'The home pageType (spec §4): the Lobby menu entry gives all, any other category gives list, and the search ' +
      'gives filter; ?pageType=list&gameType=X opens that list directly.',
    fixtures: {
      input: {},
      // ?pageType=list&gameType=live opens the live list directly.
      inputs: [{ pageType: 'list', gameType: 'live' }],
      events: [
        { type: 'SELECT', category: 'LOBBY' },
        { type: 'SELECT', category: 'LIVE' },
        { type: 'OPEN_SEARCH' },
        { type: 'SEARCH', gameName: ' gold ' },
        { type: 'CLOSE_SEARCH' },
      ],
      abstractContext: (c: { category: string }) => c.category === 'LOBBY',
    },
  }),
  catalogEntry(gameRowMachine, {
    title: 'Home game block',
    purpose:
      'One home game block (spec §2 "Game blocks"): four placeholders while loading, then a row of up to 20 games; ' +
      'the slot block reloads when another provider is picked.',
    fixtures: {
      input: { category: 'RNG' },
      events: [{ type: 'SET_VENDOR', vassalage: 'PGX' }, { type: 'RETRY' }, { type: 'RELOAD' }],
      outputs: { loadRow: [[slot]] },
      abstractContext: () => null,
    },
  }),
  catalogEntry(announcementsMachine, {
    title: 'Announcements',
    purpose:
      'Announcement titles for the home ticker and the carousel banners (spec §2, §7), reloaded 250 ms after a ' +
      'language change and on login or logout.',
    fixtures: contentFixtures({
      player: [{ id: '1', title: 'Hello', content: '' }],
      promotion: [],
      popup: [],
      banners: [],
    }),
  }),
  catalogEntry(vendorsMachine, {
    title: 'Vendors',
    purpose:
      'The vendor sorting by category and the vendor names (spec §3, §7 GCSGAME_vendorSorting and GCSGAME_vendors), ' +
      "reloaded 250 ms after a language change (§4); the site config's vendors stand in until it answers.",
    fixtures: contentFixtures({
      sorting: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Pixel Gold Slot' }] }],
      vendors: [{ vassalage: 'PGX', displayName: 'Pixel Gold' }],
    }),
  }),
  catalogEntry(winnerBoardMachine, {
    title: 'Winner board',
    purpose: 'The home winner board (spec §2, §7): up to 20 wins, reloaded 250 ms after a language change.',
    fixtures: contentFixtures([
      { vo: { customerName: 'de***o', gameName: 'Lucky 7', winAmount: '12.00' }, game: slot },
    ]),
  }),
  catalogEntry(helpMachine, {
    title: 'Help list',
    purpose:
      'The help items of the footer and the help centre (spec §2): the footer shows them only when there are some; ' +
      'reloaded 200 ms after a language change.',
    fixtures: contentFixtures([{ title: 'FAQ', content: '<p>Hi</p>' }]),
  }),
  catalogEntry(gameTypesMachine, {
    title: 'Game types',
    purpose: 'The vendor game types (spec §7): classes for the lobby tabs and the slot filter, and vendors per type.',
    fixtures: contentFixtures([{ gameType: 'LIVE', name: 'Live', classifies: ['Baccarat', 'Roulette'], vendors: [] }]),
  }),
  catalogEntry(lotteryGamesMachine, {
    title: 'Lottery games',
    purpose: 'The lottery page (spec §2 /m/lottery, §7 /lgw/games/mobile): every lottery game by vendor.',
    fixtures: contentFixtures([{ nodeId: 3, gameName: 'Lotto', vassalage: 'LOTT', gameCode: 'lobby' }]),
  }),
  catalogEntry(downloadMachine, {
    title: 'App download',
    purpose:
      'Download banner, button and popup and the add-to-home-screen guide (spec §2 popups, §4 iOS profile): hidden ' +
      'in the app and the installed web app; the banner and one offer (the guide in Safari on iOS, the popup ' +
      "elsewhere) show by themselves until dismissed, which is remembered; outside Safari an iOS profile gets 'Please " +
      "use Safari for download App.'",
    fixtures: {
      // Android Chrome; Safari on iOS, where the guide is the offer that shows by itself; each with what earlier
      // visits dismissed (none, every offer, the guide).
      input: { run: browser, safari: false, config: withLinks, dismissed: dismissed(false, false, false) },
      inputs: [
        { run: browser, safari: true, ios: true, config: withLinks, dismissed: dismissed(false, false, false) },
        { run: browser, safari: false, config: withLinks, dismissed: dismissed(true, true, true) },
        { run: browser, safari: true, ios: true, config: withLinks, dismissed: dismissed(false, false, true) },
      ],
      events: [
        { type: 'CONFIG_LOADED', config: noLinks },
        { type: 'CONFIG_LOADED', config: withLinks },
        // The site config refreshed with other links: availability unchanged.
        {
          type: 'CONFIG_LOADED',
          config: normaliseConfig({ downloadLinks: [{ resourceType: 'ANDROID', url: '/b.apk' }] }),
        },
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'DISMISS_BANNER' },
        { type: 'CHOOSE', option: 'homeScreen' },
        { type: 'CHOOSE', option: 'android' },
        { type: 'CHOOSE', option: 'iosProfile' },
        { type: 'CHOOSE', option: 'iosApp' },
        { type: 'NEXT' },
      ],
    },
  }),
  catalogEntry(lotteryLaunchMachine, {
    title: 'Lottery launcher and frame',
    purpose:
      'The lottery launcher and frame (spec §2 /m/launchGame and "Lottery frame", §4 launch): a visitor goes to ' +
      'login; a member asks the lottery launcher for vendor, game, prize mode and play type, then sees the game in ' +
      "the frame at the answer's mui and game id, handed over once (a reloaded frame asks again); a launched game " +
      'of the catalogue joins the recent games; a failure offers a retry.',
    fixtures: {
      // A member on /m/launchGame, from a game tile.
      input: { ...lotteryGame, loggedIn: true, nodeId: '3' },
      inputs: [
        // A visitor: sent to login.
        { ...lotteryGame, loggedIn: false },
        // The frame the launcher opened, with its answer handed over.
        { ...lotteryGame, loggedIn: true, inFrame: true, url: '/demo-game/lottery/LOTT/LT_645' },
        // A reloaded frame: nothing handed over, it asks itself.
        { ...lotteryGame, loggedIn: true, inFrame: true },
      ],
      events: [{ type: 'RETRY' }],
      outputs: { launchLottery: [{ url: '/demo-game/lottery/LOTT/LT_645', mui: 'demo', gameId: 'LT_645' }] },
    },
  }),
];
