// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { assign, createActor, emit, SimulatedClock, setup, transition } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import { TOAST_MS } from '../../domain/constants';
import type { DownloadDismissals } from '../../domain/home/download';
import { normaliseConfig } from '../../domain/shell/site-config';
import { type DownloadInput, downloadMachine } from './download.machine';

/** A site config with the given download links (§3 "Download link") and app window flag. */
const siteConfig = (links: Record<string, string>, appWindow = true) =>
  normaliseConfig({
    merchantCode: 'demo',
    appWindow,
    downloadLinks: Object.entries(links).map(([resourceType, url]) => ({ resourceType, url })),
  });
const links = { android: '/a.apk', ios: '/ios', profile: '/p.mobileconfig' };
const allLinks = siteConfig({ ANDROID: links.android, IOS: links.ios, MOBILECONFIG: links.profile });
const browser = { appShell: false, installedWebApp: false };
const android: DownloadInput = { run: browser, safari: false, ios: false, config: allLinks };
const iosSafari: DownloadInput = { run: browser, safari: true, ios: true, config: allLinks };
/** A newer site config, as `followConfig` hands it over after a background refresh. */
const configRefresh = (actor: DownloadActor, config: ReturnType<typeof siteConfig>) =>
  actor.send({ type: 'CONFIG_LOADED', config });
const nothingDismissed: DownloadDismissals = { bannerDismissed: false, popupDismissed: false, guideDismissed: false };

type DownloadActor = ReturnType<typeof createActor<typeof downloadMachine>>;

/** What earlier visits remembered: the root's storeDismissals writes here, the next visit's input reads it. */
let remembered: DownloadDismissals = nothingDismissed;
const readDownloadDismissals = () => remembered;
const remembering = downloadMachine.provide({
  actions: {
    storeDismissals: ({ context }) => {
      remembered = {
        bannerDismissed: remembered.bannerDismissed || context.bannerDismissed,
        popupDismissed: remembered.popupDismissed || context.popupDismissed,
        guideDismissed: remembered.guideDismissed || context.guideDismissed,
      };
    },
  },
});

/** One visit to home: a new actor given what earlier visits remembered. */
async function visit(input: DownloadInput) {
  return createActor(remembering, { input: { ...input, dismissed: remembered } }).start();
}
const offer = (actor: DownloadActor) => {
  const s = actor.getSnapshot();
  if (s.matches('unavailable')) return 'unavailable';
  return (['popup', 'guide', 'profileMessage', 'idle'] as const).find((o) => s.matches({ available: { offer: o } }));
};
const bannerShown = (actor: DownloadActor) => actor.getSnapshot().matches({ available: { banner: 'shown' } });

/** The machine with nothing dismissed before and the profile URL it opens recorded, on a SimulatedClock. */
function stubbed(input: DownloadInput) {
  const clock = new SimulatedClock();
  const opened: string[] = [];
  const machine = remembering.provide({
    actions: { goToProfile: ({ context }) => opened.push(context.links.profile ?? '') },
  });
  const actor = createActor(machine, { input: { ...input, dismissed: nothingDismissed }, clock }).start();
  return { actor, clock, opened };
}

beforeEach(() => {
  remembered = nothingDismissed;
});

describe('download offers are remembered when dismissed (issue 5, spec §2 popups)', () => {
  it('the banner: dismissed once, it does not come back on the next visit', async () => {
    const first = await visit(android);
    expect(bannerShown(first)).toBe(true);
    first.send({ type: 'DISMISS_BANNER' });
    expect(bannerShown(first)).toBe(false);
    expect(bannerShown(await visit(android))).toBe(false);
    expect(readDownloadDismissals()).toEqual({ bannerDismissed: true, popupDismissed: false, guideDismissed: false });
  });

  it('the popup: offered by itself until closed; the download button still opens it', async () => {
    const first = await visit(android);
    expect(offer(first)).toBe('popup');
    first.send({ type: 'CLOSE' });
    expect(readDownloadDismissals().popupDismissed).toBe(true);
    const next = await visit(android);
    expect(offer(next)).toBe('idle');
    expect(bannerShown(next)).toBe(true);
    next.send({ type: 'OPEN' });
    expect(offer(next)).toBe('popup');
  });

  it('the popup: an answered popup is not offered again either', async () => {
    const first = await visit(android);
    first.send({ type: 'CHOOSE', option: 'android' });
    expect(offer(first)).toBe('idle');
    expect(offer(await visit(android))).toBe('idle');
  });

  it('the guide: offered by itself in Safari on iOS until closed or finished', async () => {
    const first = await visit(iosSafari);
    expect(offer(first)).toBe('guide');
    first.send({ type: 'CLOSE' });
    expect(readDownloadDismissals().guideDismissed).toBe(true);
    expect(offer(await visit(iosSafari))).toBe('idle');

    localStorage.clear();
    const finished = await visit(iosSafari);
    finished.send({ type: 'NEXT' });
    finished.send({ type: 'NEXT' });
    expect(offer(finished)).toBe('idle');
    expect(offer(await visit(iosSafari))).toBe('idle');
  });

  it('a dismissed guide still opens when the player asks for it from the popup', async () => {
    remembered = { ...nothingDismissed, guideDismissed: true };
    const actor = await visit(iosSafari);
    expect(offer(actor)).toBe('idle');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHOOSE', option: 'homeScreen' });
    expect(offer(actor)).toBe('guide');
  });

  it('nothing shows in the app shell or the installed web app', async () => {
    const actor = await visit({ ...android, run: { appShell: true, installedWebApp: false } });
    expect(offer(actor)).toBe('unavailable');
    expect(bannerShown(actor)).toBe(false);
    const installed = await visit({ ...android, run: { appShell: false, installedWebApp: true } });
    expect(offer(installed)).toBe('unavailable');
  });

  it('nothing shows without a download link or with the app window off (§2)', async () => {
    expect(offer(await visit({ ...android, config: siteConfig({}) }))).toBe('unavailable');
    expect(offer(await visit({ ...android, config: siteConfig({ ANDROID: '/a.apk' }, false) }))).toBe('unavailable');
    expect(offer(await visit({ ...android, config: null }))).toBe('unavailable');
    // One link is enough.
    const actor = await visit({ ...android, config: siteConfig({ ANDROID: '/a.apk' }) });
    expect(offer(actor)).toBe('popup');
    expect(bannerShown(actor)).toBe(true);
  });
});

describe('download: what earlier visits dismissed is known from the first snapshot; writes are a named action', () => {
  it("decides the banner in the very first snapshot (home's first render), from the input", () => {
    const dismissed = { ...nothingDismissed, bannerDismissed: true };
    const earlier = createActor(downloadMachine, { input: { ...android, dismissed } });
    expect(earlier.getSnapshot().matches({ available: { banner: 'hidden' } })).toBe(true);
    const given = createActor(downloadMachine, { input: { ...android, dismissed: nothingDismissed } });
    expect(given.getSnapshot().matches({ available: { banner: 'shown' } })).toBe(true);
    expect(given.getSnapshot().matches({ available: { offer: 'popup' } })).toBe(true);
  });

  it('computing a dismissal writes nothing; the named action storeDismissals does', async () => {
    const { actor } = stubbed(android);
    const [next, actions] = transition(downloadMachine, actor.getSnapshot(), { type: 'CLOSE' });
    expect(next.context.popupDismissed).toBe(true);
    expect(readDownloadDismissals().popupDismissed).toBe(false);
    expect(actions.map((a) => a.type)).toContain('storeDismissals');
    actor.send({ type: 'CLOSE' });
    expect(readDownloadDismissals().popupDismissed).toBe(true);
  });
});

describe('download: the site config refreshing in the background (CONFIG_LOADED) disturbs nothing', () => {
  it('keeps the go-to-settings timer running: the profile URL still opens 4 s after the choice', async () => {
    const { actor, clock, opened } = stubbed(iosSafari);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHOOSE', option: 'iosProfile' });
    expect(offer(actor)).toBe('profileMessage');
    clock.increment(TOAST_MS.iosSettings - 1000);
    configRefresh(
      actor,
      siteConfig({ ...{ IOS: links.ios, ANDROID: links.android }, MOBILECONFIG: '/new.mobileconfig' }),
    );
    expect(offer(actor)).toBe('profileMessage');
    clock.increment(1000);
    expect(offer(actor)).toBe('idle');
    expect(opened).toEqual(['/new.mobileconfig']);
  });

  it('keeps a guide on its step and a popup the player opened', async () => {
    const guide = stubbed(iosSafari).actor;
    guide.send({ type: 'NEXT' });
    configRefresh(guide, allLinks);
    expect(guide.getSnapshot().matches({ available: { offer: { guide: 'step2' } } })).toBe(true);

    const popup = stubbed(android).actor;
    popup.send({ type: 'CLOSE' });
    popup.send({ type: 'OPEN' });
    configRefresh(popup, siteConfig({ ANDROID: '/b.apk' }));
    expect(offer(popup)).toBe('popup');
    expect(popup.getSnapshot().context.links).toEqual({ android: '/b.apk', ios: null, profile: null });
  });

  it('decides again when availability changes', async () => {
    const { actor } = stubbed({ ...android, config: null });
    expect(offer(actor)).toBe('unavailable');
    configRefresh(actor, allLinks);
    expect(offer(actor)).toBe('popup');
    expect(bannerShown(actor)).toBe(true);
    configRefresh(actor, siteConfig({ ANDROID: '/a.apk' }, false));
    expect(offer(actor)).toBe('unavailable');
  });

  it("hears the site config from the root's siteConfig actor, now and after each refresh", () => {
    type Config = ReturnType<typeof siteConfig>;
    const holder = setup({
      types: {} as { context: { config: Config }; events: { type: 'SET'; config: Config } },
    }).createMachine({
      context: { config: siteConfig({}) },
      on: {
        SET: {
          actions: [
            assign({ config: ({ event }) => event.config }),
            emit(({ event }) => ({ type: 'configChanged', config: event.config })),
          ],
        },
      },
    });
    const root = standInRoot({ siteConfig: holder });
    const actor = createActor(remembering, { input: { ...android, config: null }, parent: root }).start();
    // The config held now has no link: nothing to offer.
    expect(offer(actor)).toBe('unavailable');
    root.system.get('siteConfig').send({ type: 'SET', config: allLinks });
    expect(offer(actor)).toBe('popup');
    expect(actor.getSnapshot().context.links).toEqual(links);
  });
});
