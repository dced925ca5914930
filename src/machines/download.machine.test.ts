import { beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type DownloadInput, downloadMachine, rememberedDismissals } from './download.machine';

const links = { android: '/a.apk', ios: '/ios', profile: '/p.mobileconfig' };
const android: DownloadInput = { available: true, safari: false, ios: false, links };
const iosSafari: DownloadInput = { available: true, safari: true, ios: true, links };

/** One visit to home: a new actor that reads what earlier visits remembered. */
const visit = (input: DownloadInput) => createActor(downloadMachine, { input }).start();
const offer = (actor: ReturnType<typeof visit>) => {
  const s = actor.getSnapshot();
  if (s.matches('unavailable')) return 'unavailable';
  return (['popup', 'guide', 'profileMessage', 'idle'] as const).find((o) => s.matches({ available: { offer: o } }));
};
const bannerShown = (actor: ReturnType<typeof visit>) =>
  actor.getSnapshot().matches({ available: { banner: 'shown' } });

beforeEach(() => localStorage.clear());

describe('download offers are remembered when dismissed (issue 5, spec §2 popups)', () => {
  it('the banner: dismissed once, it does not come back on the next visit', () => {
    const first = visit(android);
    expect(bannerShown(first)).toBe(true);
    first.send({ type: 'DISMISS_BANNER' });
    expect(bannerShown(first)).toBe(false);
    expect(bannerShown(visit(android))).toBe(false);
    expect(rememberedDismissals()).toEqual({ bannerDismissed: true, popupDismissed: false, guideDismissed: false });
  });

  it('the popup: offered by itself until closed; the download button still opens it', () => {
    const first = visit(android);
    expect(offer(first)).toBe('popup');
    first.send({ type: 'CLOSE' });
    expect(rememberedDismissals().popupDismissed).toBe(true);
    const next = visit(android);
    expect(offer(next)).toBe('idle');
    expect(bannerShown(next)).toBe(true);
    next.send({ type: 'OPEN' });
    expect(offer(next)).toBe('popup');
  });

  it('the popup: an answered popup is not offered again either', () => {
    const first = visit(android);
    first.send({ type: 'CHOOSE', option: 'android' });
    expect(offer(first)).toBe('idle');
    expect(offer(visit(android))).toBe('idle');
  });

  it('the guide: offered by itself in Safari on iOS until closed or finished', () => {
    const first = visit(iosSafari);
    expect(offer(first)).toBe('guide');
    first.send({ type: 'CLOSE' });
    expect(rememberedDismissals().guideDismissed).toBe(true);
    expect(offer(visit(iosSafari))).toBe('idle');

    localStorage.clear();
    const finished = visit(iosSafari);
    finished.send({ type: 'NEXT' });
    finished.send({ type: 'NEXT' });
    expect(offer(finished)).toBe('idle');
    expect(offer(visit(iosSafari))).toBe('idle');
  });

  it('a dismissed guide still opens when the player asks for it from the popup', () => {
    localStorage.setItem('a2hsGuideDismissed', '1');
    const actor = visit(iosSafari);
    expect(offer(actor)).toBe('idle');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHOOSE', option: 'homeScreen' });
    expect(offer(actor)).toBe('guide');
  });

  it('nothing shows in the app shell or the installed web app', () => {
    const actor = visit({ ...android, available: false });
    expect(offer(actor)).toBe('unavailable');
    expect(bannerShown(actor)).toBe(false);
  });
});
