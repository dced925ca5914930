import type { StateValue } from 'xstate';
import { normaliseConfig } from '../../../src/domain/shell/site-config';
import type { Journey } from '../journey-types';
import { contentJourney } from './content';

/** Spec journeys of the home machines (§2 Home, §4 Home pageType, iOS profile download). */

const browser = { appShell: false, installedWebApp: false };
/** A site config with the three download links of §3 ("Download link"), the app window on unless told. */
const config = (appWindow = true) =>
  normaliseConfig({
    merchantCode: 'demo',
    appWindow,
    downloadLinks: [
      { resourceType: 'ANDROID', url: '/a.apk' },
      { resourceType: 'IOS', url: '/ios' },
      { resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' },
    ],
  });
const stored = { effect: 'storeDismissals' };
const opened = (url: string) => ({ to: 'navigator', event: { type: 'OPEN_EXTERNAL', url } });
const none = { bannerDismissed: false, popupDismissed: false, guideDismissed: false };
const offers = (banner: string, offer: StateValue) => ({ available: { banner, offer } });

export const homeJourneys: Journey[] = [
  {
    machine: 'bannerAutoplay',
    name: 'every 5000 ms the next banner, looping; a touch holds one period; a hidden page stops it',
    spec: '§2 Home banner carousel (autoplay 5000 ms, looping when more than one)',
    start: { state: 'still', context: { count: 0, index: 0 } },
    steps: [
      { send: { type: 'SET_COUNT', count: 3 }, state: 'playing', context: { count: 3 } },
      { wait: 4999, state: 'playing', context: { index: 0 } },
      { wait: 1, state: 'playing', context: { index: 1 } },
      { wait: 5000, state: 'playing', context: { index: 2 } },
      { wait: 5000, state: 'playing', context: { index: 0 } },
      { send: { type: 'HOLD' }, state: 'held' },
      { wait: 4999, state: 'held', context: { index: 0 } },
      { wait: 1, state: 'playing', context: { index: 0 } },
      { send: { type: 'GO_TO', index: 2 }, state: 'held', context: { index: 2 } },
      { send: { type: 'PAUSE' }, state: 'paused' },
      { wait: 10_000, state: 'paused', context: { index: 2 } },
      { send: { type: 'RESUME' }, state: 'playing' },
      { send: { type: 'SCROLLED', index: 1 }, state: 'playing', context: { index: 1 } },
      { send: { type: 'SET_COUNT', count: 1 }, state: 'still' },
      { wait: 10_000, state: 'still' },
    ],
  },
  {
    machine: 'bannerAutoplay',
    name: 'Pause stops the banners until Play, through a hidden page and new banners (WCAG 2.2.2)',
    spec: '§2 Home banner carousel; issue 11 "Motion": a pause control',
    start: { state: 'still', context: { stopped: false } },
    steps: [
      { send: { type: 'SET_COUNT', count: 3 }, state: 'playing' },
      { wait: 5000, state: 'playing', context: { index: 1 } },
      { send: { type: 'STOP' }, state: 'stopped', context: { stopped: true, index: 1 } },
      { wait: 20_000, state: 'stopped', context: { index: 1 } },
      { send: { type: 'HOLD' }, state: 'stopped' },
      { send: { type: 'PAUSE' }, state: 'stopped' },
      { send: { type: 'RESUME' }, state: 'stopped' },
      { send: { type: 'GO_TO', index: 2 }, state: 'stopped', context: { index: 2 } },
      { send: { type: 'SCROLLED', index: 0 }, state: 'stopped', context: { index: 0 } },
      { send: { type: 'SET_COUNT', count: 4 }, state: 'stopped', context: { count: 4 } },
      { wait: 10_000, state: 'stopped', context: { index: 0 } },
      { send: { type: 'PLAY' }, state: 'playing', context: { stopped: false } },
      { wait: 5000, state: 'playing', context: { index: 1 } },
      { send: { type: 'HOLD' }, state: 'held' },
      { send: { type: 'STOP' }, state: 'stopped', context: { stopped: true } },
      { wait: 10_000, state: 'stopped', context: { index: 1 } },
      { send: { type: 'PLAY' }, state: 'playing' },
      { send: { type: 'PAUSE' }, state: 'paused' },
      { send: { type: 'STOP' }, state: 'stopped' },
      { send: { type: 'RESUME' }, state: 'stopped' },
    ],
  },
  {
    machine: 'bannerAutoplay',
    name: 'a player who prefers reduced motion gets still banners until they press Play',
    spec: '§2 Home banner carousel; issue 11 "Motion": stop under prefers-reduced-motion',
    input: { reducedMotion: true },
    start: { state: 'still', context: { stopped: true, index: 0 } },
    steps: [
      { send: { type: 'SET_COUNT', count: 3 }, state: 'stopped', context: { count: 3 } },
      { wait: 20_000, state: 'stopped', context: { index: 0 } },
      { send: { type: 'SET_COUNT', count: 1 }, state: 'still', context: { stopped: true } },
      { send: { type: 'PLAY' }, state: 'still', context: { stopped: false } },
      { send: { type: 'STOP' }, state: 'still', context: { stopped: true } },
      { send: { type: 'PLAY' }, state: 'still', context: { stopped: false } },
      { send: { type: 'SET_COUNT', count: 2 }, state: 'playing' },
      { wait: 5000, state: 'playing', context: { index: 1 } },
    ],
  },
  {
    machine: 'winnerScroll',
    name: 'above three entries it moves up a row at a time and wraps to the top; hover holds it',
    spec: '§2 Winner board (vertical auto-scrolling list), §9',
    start: { state: 'still', context: { offset: 0 } },
    steps: [
      { send: { type: 'SET_COUNT', count: 3 }, state: 'still' },
      { send: { type: 'SET_COUNT', count: 4 }, state: { moving: 'waiting' }, context: { count: 4, offset: 0 } },
      { wait: 2500, state: { moving: 'waiting' }, context: { offset: 1 } },
      { wait: 2500, state: { moving: 'waiting' }, context: { offset: 2 } },
      { wait: 2500, state: { moving: 'waiting' }, context: { offset: 3 } },
      { wait: 2500, state: { moving: 'moved' }, context: { offset: 4 } },
      { wait: 1500, state: { moving: 'waiting' }, context: { offset: 0 } },
      { send: { type: 'HOLD' }, state: 'held' },
      { wait: 10_000, state: 'held', context: { offset: 0 } },
      { send: { type: 'RELEASE' }, state: { moving: 'waiting' } },
      { send: { type: 'SET_COUNT', count: 2 }, state: 'still' },
    ],
  },
  {
    machine: 'homeView',
    name: 'Lobby gives all, any other category gives list, the search gives filter',
    spec: '§4 Home pageType',
    input: {},
    start: { state: 'lobby', context: { category: 'LOBBY' } },
    steps: [
      { send: { type: 'SELECT', category: 'LIVE' }, state: 'list', context: { category: 'LIVE' } },
      { send: { type: 'OPEN_SEARCH' }, state: 'filter', context: { gameName: '' } },
      { send: { type: 'SEARCH', gameName: 'gold' }, state: 'filter', context: { gameName: 'gold' } },
      { send: { type: 'CLOSE_SEARCH' }, state: 'lobby', context: { category: 'LOBBY' } },
      { send: { type: 'SELECT', category: 'FISH' }, state: 'list', context: { category: 'FISH' } },
      { send: { type: 'SELECT', category: 'LOBBY' }, state: 'lobby', context: { category: 'LOBBY' } },
    ],
  },
  {
    machine: 'homeView',
    name: '?pageType=list&gameType=live opens the live list',
    spec: '§4 Home pageType',
    input: { pageType: 'list', gameType: 'live' },
    start: { state: 'list', context: { category: 'LIVE' } },
    steps: [],
  },
  {
    machine: 'jackpot',
    name: 'grows while seen, stops while the page is hidden',
    spec: '§2 Home jackpot banner, §9',
    start: { state: 'counting' },
    steps: [
      { send: { type: 'PAUSE' }, state: 'paused' },
      { send: { type: 'RESUME' }, state: 'counting' },
      { wait: 5000, state: 'counting' },
    ],
  },
  {
    machine: 'download',
    name: 'Android: banner and popup show; closing and choosing are remembered',
    spec: '§2 Popups (app-download popup), download banner',
    input: { run: browser, safari: false, config: config(), dismissed: none },
    start: {
      state: offers('shown', 'popup'),
      context: { available: true, links: { ios: '/ios', android: '/a.apk', profile: '/p.mobileconfig' } },
    },
    steps: [
      {
        send: { type: 'CLOSE' },
        state: offers('shown', 'idle'),
        context: { popupDismissed: true, bannerDismissed: false, guideDismissed: false },
        effects: [stored],
        sent: [],
      },
      {
        send: { type: 'DISMISS_BANNER' },
        state: offers('hidden', 'idle'),
        context: { bannerDismissed: true, guideDismissed: false },
        effects: [stored],
      },
      { send: { type: 'OPEN' }, state: offers('hidden', 'popup'), effects: [] },
      {
        send: { type: 'CHOOSE', option: 'android' },
        state: offers('hidden', 'idle'),
        effects: [stored],
        sent: [opened('/a.apk')],
      },
      { send: { type: 'OPEN' }, state: offers('hidden', 'popup') },
      // Outside Safari an iOS profile only gets 'Please use Safari for download App.'
      {
        send: { type: 'CHOOSE', option: 'iosProfile' },
        state: offers('hidden', 'idle'),
        effects: [stored],
        sent: [
          {
            to: 'notifications',
            event: { type: 'ALERT', message: { key: 'home.useSafari' }, confirmLabel: { key: 'common.confirm' } },
          },
        ],
      },
      { send: { type: 'OPEN' }, state: offers('hidden', 'popup') },
      {
        send: { type: 'CHOOSE', option: 'iosApp' },
        state: offers('hidden', 'idle'),
        effects: [stored],
        sent: [opened('/ios')],
      },
      { send: { type: 'OPEN' }, state: offers('hidden', 'popup') },
      {
        send: { type: 'CHOOSE', option: 'homeScreen' },
        state: offers('hidden', { guide: 'step1' }),
        effects: [stored],
        sent: [],
      },
      {
        send: { type: 'CLOSE' },
        state: offers('hidden', 'idle'),
        context: { guideDismissed: true },
        effects: [stored],
      },
      // A refresh with other links keeps what shows; the app window turned off hides every offer.
      {
        send: {
          type: 'CONFIG_LOADED',
          config: normaliseConfig({ downloadLinks: [{ resourceType: 'ANDROID', url: '/b.apk' }] }),
        },
        state: offers('hidden', 'idle'),
        context: { available: true, links: { ios: null, android: '/b.apk', profile: null } },
      },
      { send: { type: 'CONFIG_LOADED', config: config(false) }, state: 'unavailable', context: { available: false } },
      { send: { type: 'OPEN' }, state: 'unavailable' },
      {
        send: { type: 'CONFIG_LOADED', config: config() },
        state: offers('hidden', 'idle'),
        context: { available: true },
      },
    ],
  },
  {
    machine: 'download',
    name: 'Safari on iOS: the guide in two steps; an iOS profile shows the settings message 4 s',
    spec: '§4 iOS profile download, §2 add-to-home-screen two-step guide',
    input: { run: browser, safari: true, ios: true, config: config(), dismissed: none },
    start: { state: offers('shown', { guide: 'step1' }) },
    steps: [
      { send: { type: 'NEXT' }, state: offers('shown', { guide: 'step2' }), effects: [] },
      {
        send: { type: 'NEXT' },
        state: offers('shown', 'idle'),
        context: { guideDismissed: true, popupDismissed: false },
        effects: [stored],
      },
      { send: { type: 'OPEN' }, state: offers('shown', 'popup') },
      {
        send: { type: 'CHOOSE', option: 'iosProfile' },
        state: offers('shown', 'profileMessage'),
        context: { popupDismissed: true },
        effects: [stored],
        sent: [
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'home.goToSettings' }, durationMs: 4000 },
          },
        ],
      },
      { wait: 3999, state: offers('shown', 'profileMessage'), sent: [] },
      { wait: 1, state: offers('shown', 'idle'), sent: [opened('/p.mobileconfig')] },
    ],
  },
  {
    machine: 'download',
    name: 'what earlier visits dismissed stays dismissed',
    spec: '§2 Popups',
    input: {
      run: browser,
      safari: false,
      config: config(),
      dismissed: { bannerDismissed: true, popupDismissed: true, guideDismissed: true },
    },
    start: { state: offers('hidden', 'idle') },
    steps: [],
  },
  {
    machine: 'download',
    name: 'the app shell and the installed web app offer no download',
    spec: '§2 Popups (hidden in the app and the installed web app)',
    input: { run: { appShell: true, installedWebApp: false }, safari: false, config: config(), dismissed: none },
    start: { state: 'unavailable', context: { available: false } },
    steps: [{ send: { type: 'CONFIG_LOADED', config: config() }, state: 'unavailable', context: { available: false } }],
  },
  {
    machine: 'download',
    name: 'the installed web app offers no download',
    spec: '§2 Popups (hidden in the app and the installed web app)',
    input: { run: { appShell: false, installedWebApp: true }, safari: false, config: config(), dismissed: none },
    start: { state: 'unavailable', context: { available: false } },
    steps: [],
  },
  contentJourney('announcements', '§4 Language change reloads announcements (250 ms)', 250, {
    player: [{ id: '1', title: 'Hello', content: '' }],
    promotion: [],
    popup: [],
    banners: [],
  }),
  contentJourney('winnerBoard', '§4 Language change reloads the winner board (250 ms)', 250, [
    { vo: { customerName: 'de***o', gameName: 'Lucky 7', winAmount: '12.00' } },
  ]),
  contentJourney('help', '§2 Footer help list (reloads on language change, debounced 200 ms)', 200, [
    { title: 'FAQ', content: '<p>Hi</p>' },
  ]),
];
