import { assign, setup } from 'xstate';
import { TOAST_MS } from '../../domain/constants';
import { type DownloadDismissals, NOTHING_DISMISSED } from '../../domain/home/download';
import { type DownloadLinks, downloadAvailable, downloadLinks, type RunFacts } from '../../domain/home/homeData';
import type { SiteConfig } from '../../domain/shell/site-config';
import { declaredEffect } from '../shell/declared';
import { type ConfigLoaded, followConfig } from '../shell/listeners';
import { requestNavigation } from '../shell/navigator';
import { notify, type SystemLike } from '../shell/notify';

export type { DownloadLinks };

/**
 * App download (spec §2 Home "Popups", §4 iOS profile): the download banner and button, the download popup
 * (home-screen install, Android package, iOS profile, iOS app) and the two-step add-to-home-screen guide. Hidden
 * in the app shell and in the installed web app, and when the site config turns the app window off or has no
 * download link. Home offers the app by itself with the banner and, once, with a popup: the add-to-home-screen guide in Safari on iOS (where adding to the home screen is
 * the way to install), the download popup elsewhere. Each offer's dismissal is remembered (issue 5): a dismissed
 * banner, popup or guide does not come back by itself; the download button still opens the popup on request.
 * An iOS profile outside Safari gets 'Please use Safari for download App.'; after a profile download the
 * go-to-settings message shows 4 s, then the profile URL opens.
 */

export interface DownloadInput {
  /** Whether the site runs in the app shell or as the installed web app: no download is offered there (§2). */
  run: RunFacts;
  safari: boolean;
  /** An iPhone or iPad: in Safari, the add-to-home-screen guide is the offer that shows by itself. */
  ios?: boolean;
  /** What earlier visits dismissed, read from storage by the screen through an implementation (none when not given). */
  dismissed?: DownloadDismissals;
  /** The site config known when home opens (null before it is in); later ones come through `followConfig`. */
  config: SiteConfig | null;
}

export interface DownloadContext extends DownloadDismissals {
  run: RunFacts;
  safari: boolean;
  ios: boolean;
  /** Outside the app shell and the installed web app, the app window is on and a link is configured (§2). */
  available: boolean;
  links: DownloadLinks;
}

/** What a site config says about downloads on this platform (nothing before the config is in). */
function offerOf(run: RunFacts, config: SiteConfig | null): Pick<DownloadContext, 'available' | 'links'> {
  const links = downloadLinks(config);
  return { available: Boolean(config) && downloadAvailable(run, config, links), links };
}

/**
 * The dismissals of earlier visits and the site config are known when the machine is created, so its very first
 * snapshot (home's first render, before the actor starts) already shows the banner or not: a banner decided a moment
 * later would push home down (a layout shift). Hence they come in as input (dismissals read from storage outside the
 * machine; every write is the declared effect `storeDismissals`); newer configs come through `followConfig`.
 */
function contextOf(input: DownloadInput): DownloadContext {
  return {
    run: input.run,
    safari: input.safari,
    ios: input.ios ?? false,
    ...offerOf(input.run, input.config),
    ...(input.dismissed ?? NOTHING_DISMISSED),
  };
}

/** Opens a download link outside the site (the navigator's OPEN_EXTERNAL). */
function openLink(system: SystemLike, url: string | null | undefined): void {
  if (url) requestNavigation(system, { type: 'OPEN_EXTERNAL', url });
}

/** Safari on iOS offers the add-to-home-screen guide by itself; every other browser the download popup. */
const guideIsTheOffer = (context: DownloadContext) => context.ios && context.safari;

export type DownloadEvent =
  | ConfigLoaded
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
  actors: { followConfig },
  delays: { settingsMessage: TOAST_MS.iosSettings },
  guards: {
    unavailable: ({ context }) => !context.available,
    availabilityChanges: ({ context, event }) =>
      event.type === 'CONFIG_LOADED' && offerOf(context.run, event.config).available !== context.available,
    bannerDismissed: ({ context }) => context.bannerDismissed,
    offersGuide: ({ context }) => guideIsTheOffer(context) && !context.guideDismissed,
    offersPopup: ({ context }) => !guideIsTheOffer(context) && !context.popupDismissed,
    choseHomeScreen: optionIs('homeScreen'),
    choseAndroid: optionIs('android'),
    choseIosApp: optionIs('iosApp'),
    choseProfileOutsideSafari: ({ context, event }) =>
      event.type === 'CHOOSE' && event.option === 'iosProfile' && !context.safari,
    choseProfile: optionIs('iosProfile'),
  },
  actions: {
    configure: assign(({ context, event }) =>
      event.type === 'CONFIG_LOADED' ? offerOf(context.run, event.config) : {},
    ),
    markBannerDismissed: assign({ bannerDismissed: true }),
    markPopupDismissed: assign({ popupDismissed: true }),
    markGuideDismissed: assign({ guideDismissed: true }),
    // The root's implementation remembers the context's dismissals (a dismissal is never taken back).
    storeDismissals: declaredEffect(),
    openAndroid: ({ context, system }) => openLink(system, context.links.android),
    openIosApp: ({ context, system }) => openLink(system, context.links.ios),
    goToProfile: ({ context, system }) => openLink(system, context.links.profile),
    useSafari: ({ system }) =>
      notify(system, { type: 'ALERT', message: { key: 'home.useSafari' }, confirmLabel: { key: 'common.confirm' } }),
    showSettingsMessage: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'home.goToSettings' }, durationMs: TOAST_MS.iosSettings }),
  },
}).createMachine({
  id: 'download',
  description: 'The app download banner, button and popup, and the add-to-home-screen guide.',
  // Configured from the first render on (input), so the download button does not appear a moment later.
  context: ({ input }) =>
    contextOf(input ?? { run: { appShell: false, installedWebApp: false }, safari: false, config: null }),
  initial: 'start',
  invoke: { id: 'config', src: 'followConfig' },
  on: {
    // The site config refreshes in the background: only a change of availability decides again; anything else (new
    // links) updates the context and leaves a shown popup or guide, and a running go-to-settings timer, as they are.
    CONFIG_LOADED: [{ guard: 'availabilityChanges', target: '.start', actions: 'configure' }, { actions: 'configure' }],
  },
  states: {
    start: {
      description: 'Decides whether download offers show at all.',
      always: [{ guard: 'unavailable', target: 'unavailable' }, { target: 'available' }],
    },
    unavailable: { description: 'In the app shell, the installed web app, or with no download link: nothing shows.' },
    available: {
      description: 'The download button shows; the banner and the offers follow what was dismissed before.',
      type: 'parallel',
      states: {
        banner: {
          description: 'The download banner at the top of home.',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'The banner shows unless it was dismissed before.',
              always: [{ guard: 'bannerDismissed', target: 'hidden' }, { target: 'shown' }],
            },
            shown: {
              description: 'The download banner shows on home.',
              on: { DISMISS_BANNER: { target: 'hidden', actions: ['markBannerDismissed', 'storeDismissals'] } },
            },
            hidden: { description: 'The banner was dismissed, now or on an earlier visit.' },
          },
        },
        offer: {
          description: 'The download popup and the add-to-home-screen guide.',
          initial: 'deciding',
          states: {
            deciding: {
              description:
                'Offers the guide by itself in Safari on iOS, the popup elsewhere, unless that offer was dismissed before.',
              always: [
                { guard: 'offersGuide', target: 'guide' },
                { guard: 'offersPopup', target: 'popup' },
                { target: 'idle' },
              ],
            },
            idle: {
              description: 'Only the download button (and the banner, if shown) offers the app.',
              on: { OPEN: 'popup' },
            },
            popup: {
              description: 'The download popup with its options; closing it is remembered.',
              on: {
                CLOSE: { target: 'idle', actions: ['markPopupDismissed', 'storeDismissals'] },
                CHOOSE: [
                  {
                    guard: 'choseHomeScreen',
                    target: 'guide',
                    actions: ['markPopupDismissed', 'storeDismissals'],
                  },
                  {
                    guard: 'choseAndroid',
                    target: 'idle',
                    actions: ['markPopupDismissed', 'storeDismissals', 'openAndroid'],
                  },
                  {
                    guard: 'choseIosApp',
                    target: 'idle',
                    actions: ['markPopupDismissed', 'storeDismissals', 'openIosApp'],
                  },
                  {
                    guard: 'choseProfileOutsideSafari',
                    target: 'idle',
                    actions: ['markPopupDismissed', 'storeDismissals', 'useSafari'],
                  },
                  {
                    guard: 'choseProfile',
                    target: 'profileMessage',
                    actions: ['markPopupDismissed', 'storeDismissals', 'showSettingsMessage'],
                  },
                ],
              },
            },
            profileMessage: {
              description: 'The go-to-settings message shows for 4 s, then the profile URL opens.',
              after: { settingsMessage: { target: 'idle', actions: 'goToProfile' } },
            },
            guide: {
              description: 'The add-to-home-screen guide; closing or finishing it is remembered.',
              initial: 'step1',
              on: { CLOSE: { target: 'idle', actions: ['markGuideDismissed', 'storeDismissals'] } },
              states: {
                step1: { description: 'Step 1: tap the share button.', on: { NEXT: 'step2' } },
                step2: {
                  description: 'Step 2: choose "Add to Home Screen".',
                  on: {
                    NEXT: {
                      target: '#download.available.offer.idle',
                      actions: ['markGuideDismissed', 'storeDismissals'],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
