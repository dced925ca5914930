import { normaliseConfig, normaliseStatus } from '../../../src/domain/shell/site-config';
import { sampleSettings } from '../../../src/machines/account/account.catalog';
import * as captchaView from '../../../src/machines/account/captcha.view';
import * as changePasswordView from '../../../src/machines/account/changePassword.view';
import * as countriesView from '../../../src/machines/account/countries.view';
import * as feedbackView from '../../../src/machines/account/feedback.view';
import * as forgotPasswordView from '../../../src/machines/account/forgotPassword.view';
import * as loginView from '../../../src/machines/account/login.view';
import * as registrationView from '../../../src/machines/account/registration.view';
import * as smsView from '../../../src/machines/account/smsCountdown.view';
import * as favouriteView from '../../../src/machines/games/favourite.view';
import * as gameFilterView from '../../../src/machines/games/gameFilter.view';
import * as gameRowView from '../../../src/machines/games/gameRow.view';
import * as lobbyView from '../../../src/machines/games/lobby.view';
import * as lotteryLaunchView from '../../../src/machines/games/lotteryLaunch.view';
import * as bannerAutoplayView from '../../../src/machines/home/bannerAutoplay.view';
import * as downloadView from '../../../src/machines/home/download.view';
import * as homeView from '../../../src/machines/home/homeView.view';
import * as jackpotView from '../../../src/machines/home/jackpot.view';
import * as winnerScrollView from '../../../src/machines/home/winnerScroll.view';
import * as announcementsView from '../../../src/machines/shell/content.view';
import * as languageView from '../../../src/machines/shell/language.view';
import * as notificationsView from '../../../src/machines/shell/notifications.view';
import * as systemStatusView from '../../../src/machines/shell/systemStatus.view';
import * as themeView from '../../../src/machines/shell/theme.view';
import type { Journey } from '../journey-types';

/**
 * What the screens read of each machine (its `<name>.view.ts`), along journeys from the spec: the selectors a
 * screen renders from must show what the machine's state means.
 */

const ui = (toast: string, dialog: string, loading: string) => ({ toast, dialog, loading });
const open = normaliseStatus({ info: { merchantCode: 'demo' }, maintenance: false, regionRestriction: false });
const status = (maintenance: boolean, regionRestriction: boolean) =>
  normaliseStatus({ info: { merchantCode: 'demo' }, maintenance, regionRestriction });

export const shellViewJourneys: Journey[] = [
  {
    machine: 'notifications',
    name: 'the host shows the toast, then the dialog while it is open and closing, and the loading mask',
    spec: '§9 toasts, popup animation 200 ms, loading indicators',
    reads: notificationsView,
    start: {
      state: ui('hidden', 'closed', 'idle'),
      view: { toast: null, dialog: null, dialogClosing: false, loading: null },
    },
    steps: [
      {
        send: { type: 'TOAST', message: { key: 'free_reject' }, durationMs: 2000 },
        state: ui('visible', 'closed', 'idle'),
        view: { toast: { message: { key: 'free_reject' } } },
      },
      { wait: 2000, state: ui('hidden', 'closed', 'idle'), view: { toast: null } },
      {
        send: { type: 'CONFIRM', message: { key: 'sure to log out?' } },
        state: ui('hidden', 'opening', 'idle'),
        view: { dialog: { message: { key: 'sure to log out?' } }, dialogClosing: false },
      },
      { wait: 300, state: ui('hidden', 'open', 'idle'), view: { dialogClosing: false } },
      {
        send: { type: 'DIALOG_CONFIRM' },
        state: ui('hidden', 'closing', 'idle'),
        view: { dialog: { message: { key: 'sure to log out?' } }, dialogClosing: true },
      },
      { wait: 200, state: ui('hidden', 'closed', 'idle'), view: { dialog: null, dialogClosing: false } },
      {
        send: { type: 'LOADING_SHOW', timeoutMs: 10_000 },
        state: ui('hidden', 'closed', 'showing'),
        view: { loading: { timeoutMs: 10_000 } },
      },
      { send: { type: 'LOADING_HIDE' }, state: ui('hidden', 'closed', 'idle'), view: { loading: null } },
    ],
  },
  {
    machine: 'systemStatus',
    name: 'the gate shows the splash (slow after 6 s), maintenance, offline, then the app',
    spec: '§4 System status, §8 No Internet',
    reads: systemStatusView,
    start: { state: 'booting', view: { gate: 'splash', slow: false } },
    steps: [
      {
        resolve: 'readCachedStatus',
        output: null,
        state: { loading: 'waiting' },
        view: { gate: 'splash', slow: false },
      },
      { wait: 6000, state: { loading: 'slow' }, view: { gate: 'splash', slow: true } },
      { resolve: 'fetchStatus', output: status(true, true), state: 'maintenance', view: { gate: 'maintenance' } },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' }, view: { gate: 'splash' } },
      {
        reject: 'fetchStatus',
        error: { message: 'No Internet', code: 'NETWORK', status: 0 },
        state: 'offline',
        view: { gate: 'offline' },
      },
      { send: { type: 'ONLINE' }, state: { loading: 'waiting' } },
      { resolve: 'fetchStatus', output: status(false, true), state: 'blocked', view: { gate: 'blocked' } },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      { wait: 20_000, state: 'failed', view: { gate: 'failed', slow: false } },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      { resolve: 'fetchStatus', output: open, state: { running: 'current' }, view: { gate: 'app' } },
    ],
  },
  {
    machine: 'language',
    name: 'the texts are ready once the first language loaded; a change keeps the old texts meanwhile',
    spec: '§1 languages, §2 language picker',
    reads: languageView,
    start: { state: 'loading', view: { language: 'EN', textsReady: false } },
    steps: [
      { resolve: 'loadLanguage', output: 'EN', state: 'ready', view: { language: 'EN', textsReady: true } },
      { send: { type: 'CHANGE', language: 'th' }, state: 'loading', view: { language: 'TH', textsReady: true } },
      { resolve: 'loadLanguage', output: 'TH', state: 'ready', view: { language: 'TH', textsReady: true } },
      {
        send: {
          type: 'CONFIG_LOADED',
          config: normaliseConfig({
            languages: [
              { code: 'th', name: 'ไทย' },
              { code: 'en', name: 'English' },
            ],
          }),
        },
        state: 'ready',
        view: {
          languages: [
            { code: 'TH', name: 'ไทย' },
            { code: 'EN', name: 'English' },
          ],
        },
      },
    ],
  },
  {
    machine: 'theme',
    name: 'the settings show the theme in use',
    spec: '§3 local flag theme (dark or light, default dark)',
    reads: themeView,
    start: { state: 'choosing', view: { theme: 'dark' } },
    steps: [
      { resolve: 'readStoredTheme', output: 'light', state: 'light', view: { theme: 'light' } },
      { send: { type: 'TOGGLE' }, state: 'dark', view: { theme: 'dark' } },
    ],
  },
  {
    machine: 'announcements',
    name: 'home reads the list, and whether it has settled: arrived or failed',
    spec: '§2 Home ticker and carousel',
    reads: announcementsView,
    start: { state: 'waiting', view: { loading: false, failed: false, settled: false } },
    steps: [
      { send: { type: 'START' }, state: 'loading', view: { loading: true, settled: false } },
      {
        resolve: 'load',
        output: { player: [{ id: '1', title: 'Hello', content: '' }], promotion: [], popup: [], banners: [] },
        state: 'ready',
        view: { data: { player: [{ id: '1', title: 'Hello', content: '' }] }, loading: false, settled: true },
      },
      { send: { type: 'RELOAD' }, state: 'loading', view: { settled: false, data: { promotion: [] } } },
      { reject: 'load', state: 'failed', view: { failed: true, settled: true, loading: false } },
    ],
  },
];

const browser = { appShell: false, installedWebApp: false };
const withLinks = normaliseConfig({
  downloadLinks: [
    { resourceType: 'ANDROID', url: '/a.apk' },
    { resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' },
  ],
});
const none = { bannerDismissed: false, popupDismissed: false, guideDismissed: false };

export const homeViewJourneys: Journey[] = [
  {
    machine: 'download',
    name: 'home shows the button, the banner, the popup and the guide step the machine is in',
    spec: '§2 Popups (app-download popup, add-to-home-screen two-step guide)',
    reads: downloadView,
    input: { run: browser, safari: false, config: withLinks, dismissed: none },
    start: {
      state: { available: { banner: 'shown', offer: 'popup' } },
      view: {
        offered: true,
        bannerShown: true,
        popupShown: true,
        guideStep: null,
        links: { ios: null, android: '/a.apk', profile: '/p.mobileconfig' },
      },
    },
    steps: [
      {
        send: { type: 'CHOOSE', option: 'homeScreen' },
        state: { available: { banner: 'shown', offer: { guide: 'step1' } } },
        view: { popupShown: false, guideStep: 1 },
      },
      {
        send: { type: 'NEXT' },
        state: { available: { banner: 'shown', offer: { guide: 'step2' } } },
        view: { guideStep: 2 },
      },
      {
        send: { type: 'DISMISS_BANNER' },
        state: { available: { banner: 'hidden', offer: { guide: 'step2' } } },
        view: { bannerShown: false },
      },
      {
        send: { type: 'NEXT' },
        state: { available: { banner: 'hidden', offer: 'idle' } },
        view: { guideStep: null, offered: true },
      },
      {
        send: { type: 'CONFIG_LOADED', config: normaliseConfig({}) },
        state: 'unavailable',
        view: { offered: false, bannerShown: false, popupShown: false, guideStep: null },
      },
    ],
  },
  {
    machine: 'homeView',
    name: 'home shows its lobby, a category list or the search',
    spec: '§4 Home pageType',
    reads: homeView,
    input: {},
    start: { state: 'lobby', view: { shows: 'lobby', category: 'LOBBY', gameName: '' } },
    steps: [
      { send: { type: 'SELECT', category: 'LIVE' }, state: 'list', view: { shows: 'list', category: 'LIVE' } },
      { send: { type: 'OPEN_SEARCH' }, state: 'filter', view: { shows: 'filter' } },
      { send: { type: 'SEARCH', gameName: 'gold' }, state: 'filter', view: { shows: 'filter', gameName: 'gold' } },
    ],
  },
  {
    machine: 'bannerAutoplay',
    name: 'the carousel shows the banner the autoplay is on, and Play while it is stopped',
    spec: '§2 Home banner carousel (autoplay 5000 ms)',
    reads: bannerAutoplayView,
    start: { state: 'still', view: { index: 0, stopped: false } },
    steps: [
      { send: { type: 'SET_COUNT', count: 2 }, state: 'playing', view: { index: 0, stopped: false } },
      { wait: 5000, state: 'playing', view: { index: 1 } },
      { send: { type: 'STOP' }, state: 'stopped', view: { index: 1, stopped: true } },
      { wait: 5000, state: 'stopped', view: { index: 1 } },
      { send: { type: 'PLAY' }, state: 'playing', view: { stopped: false } },
    ],
  },
  {
    machine: 'winnerScroll',
    name: 'the board shows how far it scrolled, whether the move animates, and Play while it is stopped',
    spec: '§2 Winner board (vertical auto-scrolling list)',
    reads: winnerScrollView,
    start: { state: 'still', view: { offset: 0, animate: true, stopped: false } },
    steps: [
      { send: { type: 'SET_COUNT', count: 4 }, state: { moving: 'waiting' }, view: { offset: 0, stopped: false } },
      { wait: 2500, state: { moving: 'waiting' }, view: { offset: 1, animate: true } },
      { wait: 2500, state: { moving: 'waiting' }, view: { offset: 2 } },
      { wait: 2500, state: { moving: 'waiting' }, view: { offset: 3 } },
      { wait: 2500, state: { moving: 'moved' }, view: { offset: 4, animate: true } },
      { wait: 1500, state: { moving: 'waiting' }, view: { offset: 0, animate: false } },
      { wait: 2500, state: { moving: 'waiting' }, view: { offset: 1 } },
      { send: { type: 'STOP' }, state: 'stopped', view: { offset: 1, stopped: true } },
      { wait: 5000, state: 'stopped', view: { offset: 1 } },
      { send: { type: 'PLAY' }, state: { moving: 'waiting' }, view: { stopped: false } },
    ],
  },
  {
    machine: 'jackpot',
    name: 'the banner shows the amount the jackpot holds',
    spec: '§2 Home jackpot banner',
    reads: jackpotView,
    input: { seed: 1 },
    // Seed 1 draws 20,627,074, within the spec's 20,000,000-21,000,000.
    start: { state: 'counting', view: { value: 20_627_074 } },
    steps: [{ send: { type: 'PAUSE' }, state: 'paused', view: { value: 20_627_074 } }],
  },
];

const slot = { nodeId: 7, gameId: 'g7', gameName: 'Lucky 7', vassalage: 'PGX', gameType: 'RNG', supportPlay: 0 };
const page = (pageNum: number, totalPages: number, games = [{ ...slot, nodeId: pageNum }]) => ({
  games,
  pageNum,
  totalPages,
});
const lotteryGame = { vendor: 'LOTT', gameCode: 'LT_645', prizeMode: 'Lott', playType: 'trad', pageBack: false };

export const gamesViewJourneys: Journey[] = [
  {
    machine: 'lobby',
    name: 'the lobby shows its games, the pager, an empty list and a failure with retry',
    spec: '§4 Lobby (more games, empty list, retry)',
    reads: lobbyView,
    input: { category: 'RNG' },
    start: {
      state: { games: 'loading' },
      view: {
        loading: true,
        failed: false,
        empty: false,
        showsVendorTiles: false,
        query: { category: 'RNG', tab: 'ALL' },
      },
    },
    steps: [
      {
        resolve: 'loadPage',
        output: page(1, 2),
        state: { games: 'ready' },
        view: {
          loading: false,
          empty: false,
          games: [{ ...slot, nodeId: 1 }],
          pager: { page: 1, totalPages: 2, shown: 1, canMore: true, busy: false },
        },
      },
      {
        send: { type: 'MORE' },
        state: { games: 'loadingMore' },
        view: { loading: false, pager: { busy: true, canMore: false } },
      },
      {
        resolve: 'loadMore',
        output: page(2, 2),
        state: { games: 'ready' },
        view: { pager: { page: 2, totalPages: 2, shown: 2, canMore: false, busy: false } },
      },
      {
        send: { type: 'SET_TAB', tab: 'NEW' },
        state: { games: 'loading' },
        view: { loading: true, query: { tab: 'NEW' } },
      },
      { resolve: 'loadPage', output: page(1, 1, []), state: { games: 'ready' }, view: { empty: true, games: [] } },
      { send: { type: 'SET_TAB', tab: 'HOT' }, state: { games: 'loading' }, view: { empty: false } },
      { reject: 'loadPage', state: { games: 'failed' }, view: { failed: true, loading: false, empty: false } },
    ],
  },
  {
    machine: 'lobby',
    name: 'SPORTS shows vendor tiles',
    spec: '§2 Game lobby (SPORTS and COCKFIGHT show vendor tiles)',
    reads: lobbyView,
    input: { category: 'SPORTS' },
    start: { state: 'vendorTiles', view: { showsVendorTiles: true, loading: false } },
    steps: [],
  },
  {
    machine: 'gameFilter',
    name: 'the panel shows while open, with the values chosen so far',
    spec: '§2 Filter panel, §4 Filter',
    reads: gameFilterView,
    start: { state: 'closed', view: { open: false } },
    steps: [
      { send: { type: 'OPEN' }, state: 'open', view: { open: true, values: { vassalage: '', minBet: '' } } },
      { send: { type: 'TOGGLE_VENDOR', vassalage: 'PGX' }, state: 'open', view: { values: { vassalage: 'PGX' } } },
      { send: { type: 'CLOSE' }, state: 'closed', view: { open: false } },
    ],
  },
  {
    machine: 'favourite',
    name: "every tile's heart shows the member's favourites",
    spec: '§4 Favourite toggle',
    reads: favouriteView,
    start: { state: 'visitor', view: { ids: [] } },
    steps: [
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { member: 'loadingIds' }, view: { ids: [] } },
      { resolve: 'loadIds', output: ['7', '9'], state: { member: 'ready' }, view: { ids: ['7', '9'] } },
    ],
  },
  {
    machine: 'lotteryLaunch',
    name: 'the frame shows the game page once the launcher answered, a retry after a failure',
    spec: '§2 Lottery frame, §4 Launch flow (lottery launcher)',
    reads: lotteryLaunchView,
    input: { ...lotteryGame, loggedIn: true, nodeId: '3' },
    start: { state: 'loading', view: { playing: null, failed: false } },
    steps: [
      { reject: 'launchLottery', state: 'failed', view: { playing: null, failed: true } },
      { send: { type: 'RETRY' }, state: 'loading', view: { failed: false } },
      {
        resolve: 'launchLottery',
        output: { url: '/demo-game/lottery/LOTT/LT_645', mui: 'demo', gameId: 'LT_645' },
        state: 'playing',
        view: { playing: '/demo-game/lottery/LOTT/LT_645', failed: false },
      },
    ],
  },
  {
    machine: 'gameRow',
    name: 'a home row shows its games and chosen provider, loading and failure',
    spec: '§2 Home game blocks (RNG with provider selection)',
    reads: gameRowView,
    input: { category: 'rng' },
    start: { state: 'loading', view: { loading: true, failed: false, vassalage: '', games: [] } },
    steps: [
      { resolve: 'loadRow', output: [slot], state: 'ready', view: { loading: false, games: [slot] } },
      { send: { type: 'SET_VENDOR', vassalage: 'PGX' }, state: 'loading', view: { vassalage: 'PGX', loading: true } },
      { reject: 'loadRow', state: 'failed', view: { failed: true, loading: false } },
    ],
  },
];

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const loginState = (form: string) => ({ form, revalidate: 'idle' });

export const accountViewJourneys: Journey[] = [
  {
    machine: 'login',
    name: 'the form shows its values, the captcha and SMS widgets, and waits while submitting',
    spec: '§2 /m/login, §4 Login',
    reads: loginView,
    input: { settings: sampleSettings, smsLoginEnabled: true, remembered: null },
    start: {
      state: loginState('editing'),
      view: { submitting: false, form: { method: 'username' }, captcha: { actor: 'captcha' }, sms: { actor: 'sms' } },
    },
    steps: [
      {
        send: change('username', 'alice'),
        state: loginState('editing'),
        view: { form: { values: { username: 'alice' } } },
      },
      { send: change('password', 'secret99'), state: loginState('editing') },
      { send: { type: 'SUBMIT' }, state: loginState('submitting'), view: { submitting: true } },
      { wait: 40_000, state: loginState('editing'), view: { submitting: false } },
    ],
  },
  {
    machine: 'registration',
    name: 'the form shows its values and widgets, and is busy from submit on',
    spec: '§2 /m/register, §4 Registration',
    reads: registrationView,
    input: { settings: sampleSettings, flags: {}, registerMethod: 'H5', hostName: 'localhost', domain: 'localhost' },
    start: {
      state: 'editing',
      view: { busy: false, form: { agreed: false }, captcha: { actor: 'captcha' }, sms: { actor: 'sms' } },
    },
    steps: [
      { send: change('username', 'alice1'), state: 'editing', view: { form: { values: { username: 'alice1' } } } },
      { send: change('password', 'secret123'), state: 'editing' },
      { send: change('confirmPassword', 'secret123'), state: 'editing' },
      { send: change('captcha', '42'), state: 'editing' },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', view: { form: { agreed: true } } },
      { send: { type: 'SUBMIT' }, state: 'submitting', view: { busy: true } },
    ],
  },
  {
    machine: 'forgotPassword',
    name: 'the form shows its values and the SMS widget, and is busy from submit on',
    spec: '§2 /m/forget',
    reads: forgotPasswordView,
    input: { settings: sampleSettings },
    start: { state: 'editing', view: { busy: false, sms: { actor: 'sms' } } },
    steps: [
      {
        send: change('mobileNum', '912345678'),
        state: 'editing',
        view: { form: { values: { mobileNum: '912345678' } } },
      },
      { send: change('verificationCode', '123456'), state: 'editing' },
      { send: change('newPassword', 'better456'), state: 'editing' },
      { send: change('confirmPassword', 'better456'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting', view: { busy: true } },
    ],
  },
  {
    machine: 'changePassword',
    name: 'the form shows its values, and is busy from submit on',
    spec: '§2 /m/changePsw, §4 Change password',
    reads: changePasswordView,
    input: { loggedIn: true, userName: 'alice', passwordLogin: false, settings: sampleSettings },
    start: { state: 'editing', view: { busy: false } },
    steps: [
      {
        send: change('oldPassword', 'secret123'),
        state: 'editing',
        view: { form: { values: { oldPassword: 'secret123' } } },
      },
      { send: change('newPassword', 'better456'), state: 'editing' },
      { send: change('confirmPassword', 'better456'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting', view: { busy: true } },
    ],
  },
  {
    machine: 'feedback',
    name: 'the form shows its values and captcha, and waits while sending',
    spec: '§2 /m/feedback, §4 Feedback',
    reads: feedbackView,
    input: { loggedIn: true, sender: 'alice' },
    start: { state: 'editing', view: { submitting: false, captcha: { actor: 'captcha' }, form: { content: '' } } },
    steps: [
      { send: { type: 'SELECT_TYPE', value: 3 }, state: 'editing', view: { form: { type: 3 } } },
      { send: { type: 'CHANGE_CONTENT', value: 'The game froze.' }, state: 'editing' },
      { send: { type: 'CHANGE_CAPTCHA', value: '12' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting', view: { submitting: true } },
    ],
  },
  {
    machine: 'countries',
    name: 'the phone fields offer the dialing codes once loaded',
    spec: '§7 country list',
    reads: countriesView,
    start: { state: 'loading', view: { countries: [] } },
    steps: [
      {
        resolve: 'fetchCountries',
        output: [{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }],
        state: 'ready',
        view: { countries: [{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }] },
      },
    ],
  },
  {
    machine: 'captcha',
    name: 'the field shows the image, a spinner while loading, and a failure',
    spec: '§4 Captcha',
    reads: captchaView,
    input: { enabled: true },
    start: { state: 'loading', view: { loading: true, failed: false, image: '' } },
    steps: [
      {
        resolve: 'fetchCaptcha',
        output: { image: 'data:x', id: 'c1' },
        state: 'ready',
        view: { image: 'data:x', loading: false, failed: false },
      },
      { send: { type: 'REFRESH' }, state: 'loading', view: { loading: true, image: '' } },
      { reject: 'fetchCaptcha', state: 'failed', view: { failed: true, loading: false } },
    ],
  },
  {
    machine: 'smsCountdown',
    name: 'the button shows sending, then the seconds left',
    spec: '§4 SMS code',
    reads: smsView,
    input: { tickMs: 30_000 },
    start: { state: 'idle', view: { sending: false, counting: false, seconds: 0 } },
    steps: [
      {
        send: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' },
        state: 'sending',
        view: { sending: true },
      },
      {
        resolve: 'sendSms',
        output: { expiredMinutes: 1 },
        state: 'counting',
        view: { sending: false, counting: true, seconds: 60 },
      },
      { wait: 30_000, state: 'counting', view: { seconds: 30 } },
      { wait: 30_000, state: 'idle', view: { counting: false, seconds: 0 } },
    ],
  },
];
