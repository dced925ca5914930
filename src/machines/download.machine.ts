import { assign, setup } from 'xstate';
import { TOAST_MS } from '../domain/constants';
import { openExternal } from '../services/navigation';
import { local, STORAGE_KEYS } from '../services/storage';
import { notify } from './appSystem';

/**
 * App download (spec §2 Home "Popups", §4 iOS profile): the download banner and button, the download popup
 * (home-screen install, Android package, iOS profile, iOS app) and the two-step add-to-home-screen guide. Hidden
 * in the app shell and in the installed web app (input `available` false); the banner's dismissal is remembered.
 * An iOS profile outside Safari gets 'Please use Safari for download App.'; after a profile download the
 * go-to-settings message shows 4 s, then the profile URL opens.
 */
export interface DownloadLinks {
  android?: string | null;
  ios?: string | null;
  profile?: string | null;
}

export interface DownloadInput {
  /** Not in the app shell nor the installed web app, the app window is on and a link is configured (§2). */
  available: boolean;
  safari: boolean;
  links: DownloadLinks;
  /** The banner was dismissed on an earlier visit; when left out, the machine reads what it remembered. */
  bannerDismissed?: boolean;
}

export type DownloadContext = Required<DownloadInput>;

/** Whether the banner was dismissed before (remembered in local storage). */
export function wasBannerDismissed(): boolean {
  return local.get(STORAGE_KEYS.downloadDismissed) === '1';
}

function contextOf({ available, safari, links, bannerDismissed }: DownloadInput): DownloadContext {
  return { available, safari, links, bannerDismissed: bannerDismissed ?? wasBannerDismissed() };
}

export type DownloadEvent =
  /** The screen sends what it knows (run mode, browser, links) whenever that changes: the site config may come late. */
  | ({ type: 'CONFIGURE' } & DownloadInput)
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS_BANNER' }
  | { type: 'CHOOSE'; option: 'homeScreen' | 'android' | 'iosProfile' | 'iosApp' }
  | { type: 'NEXT' };

const optionIs =
  (option: string) =>
  ({ event }: { event: DownloadEvent }) =>
    event.type === 'CHOOSE' && event.option === option;

export const downloadMachine = setup({
  types: {} as { context: DownloadContext; events: DownloadEvent; input: DownloadInput | undefined },
  delays: { settingsMessage: TOAST_MS.iosSettings },
  guards: {
    unavailable: ({ context }) => !context.available,
    bannerDismissed: ({ context }) => context.bannerDismissed,
    choseHomeScreen: optionIs('homeScreen'),
    choseAndroid: optionIs('android'),
    choseIosApp: optionIs('iosApp'),
    choseProfileOutsideSafari: ({ context, event }) =>
      event.type === 'CHOOSE' && event.option === 'iosProfile' && !context.safari,
    choseProfile: optionIs('iosProfile'),
  },
  actions: {
    configure: assign(({ event }) => (event.type === 'CONFIGURE' ? contextOf(event) : {})),
    rememberBannerDismissed: assign(() => {
      local.set(STORAGE_KEYS.downloadDismissed, '1');
      return { bannerDismissed: true };
    }),
    rememberGuideSeen: () => local.set(STORAGE_KEYS.a2hsDismissed, '1'),
    openAndroid: ({ context }) => {
      if (context.links.android) openExternal(context.links.android);
    },
    openIosApp: ({ context }) => {
      if (context.links.ios) openExternal(context.links.ios);
    },
    goToProfile: ({ context }) => {
      if (context.links.profile) openExternal(context.links.profile);
    },
    useSafari: ({ system }) =>
      notify(system, { type: 'ALERT', message: { key: 'home.useSafari' }, confirmLabel: { key: 'common.confirm' } }),
    showSettingsMessage: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'home.goToSettings' }, durationMs: TOAST_MS.iosSettings }),
  },
}).createMachine({
  id: 'download',
  description: 'The app download banner, button and popup, and the add-to-home-screen guide.',
  // Configured from the first render on (input), so the banner does not push home down a moment later.
  context: ({ input }) => contextOf(input ?? { available: false, safari: false, links: {} }),
  initial: 'start',
  on: { CONFIGURE: { target: '.start', actions: 'configure' } },
  states: {
    start: {
      description: 'Decides whether download offers show at all and whether the banner was dismissed before.',
      always: [
        { guard: 'unavailable', target: 'unavailable' },
        { guard: 'bannerDismissed', target: 'idle' },
        { target: 'banner' },
      ],
    },
    unavailable: { description: 'In the app shell, the installed web app, or with no download link: nothing shows.' },
    banner: {
      description: 'The download banner shows on home.',
      on: { OPEN: 'popup', DISMISS_BANNER: { target: 'idle', actions: 'rememberBannerDismissed' } },
    },
    idle: {
      description: 'Only the download button shows.',
      on: { OPEN: 'popup' },
    },
    popup: {
      description: 'The download popup with its options.',
      on: {
        CLOSE: 'idle',
        CHOOSE: [
          { guard: 'choseHomeScreen', target: 'guide' },
          { guard: 'choseAndroid', target: 'idle', actions: 'openAndroid' },
          { guard: 'choseIosApp', target: 'idle', actions: 'openIosApp' },
          { guard: 'choseProfileOutsideSafari', target: 'idle', actions: 'useSafari' },
          { guard: 'choseProfile', target: 'profileMessage', actions: 'showSettingsMessage' },
        ],
      },
    },
    profileMessage: {
      description: 'The go-to-settings message shows for 4 s, then the profile URL opens.',
      after: { settingsMessage: { target: 'idle', actions: 'goToProfile' } },
    },
    guide: {
      description: 'The add-to-home-screen guide.',
      initial: 'step1',
      on: { CLOSE: { target: 'idle', actions: 'rememberGuideSeen' } },
      states: {
        step1: { description: 'Step 1: tap the share button.', on: { NEXT: 'step2' } },
        step2: {
          description: 'Step 2: choose "Add to Home Screen".',
          on: { NEXT: { target: '#download.idle', actions: 'rememberGuideSeen' } },
        },
      },
    },
  },
});
