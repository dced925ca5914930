import { describe, expect, it } from 'vitest';
import { normaliseConfig } from '../shell/site-config';
import {
  appWindowOn,
  downloadAvailable,
  downloadLinks,
  downloadOptions,
  footerCategories,
  homeBanners,
  homeSections,
  socialLinks,
} from './homeData';

describe('home data rules (§2 Home)', () => {
  it('keeps m_home and m_live banners, dropping m_live without the live model feature', () => {
    const banners = [
      { url: 'a', groupName: 'm_home' },
      { url: 'b', groupName: 'm_live' },
      { url: 'c', groupName: 'm_reg' },
    ];
    expect(homeBanners(banners, true).map((b) => b.url)).toEqual(['a', 'b']);
    expect(homeBanners(banners, false).map((b) => b.url)).toEqual(['a']);
  });
  it('shows social icons only for supplied links, in the footer order', () => {
    const config = normaliseConfig({
      socialLinks: [
        { type: 'TWITTER', url: 'https://x.example' },
        { type: 'KWAI', url: '' },
        { type: 'FACEBOOK', url: 'https://fb.example' },
      ],
    });
    expect(socialLinks(config).map((l) => l.type)).toEqual(['FACEBOOK', 'TWITTER']);
  });
  it('reads the download links by resource type', () => {
    const config = normaliseConfig({
      downloads: [
        { resourceType: 'Android', url: '/a.apk' },
        { resourceType: 'MOBILECONFIG', url: '/p' },
      ],
    });
    expect(downloadLinks(config)).toEqual({ ios: null, android: '/a.apk', profile: '/p' });
  });
});

describe('download availability and options (§2 Home popups)', () => {
  const links = { android: '/a.apk', ios: null, profile: '/p.mobileconfig' };
  const browser = { appShell: false, installedWebApp: false };
  it('is offered in a browser with a link, never in the app shell or the installed web app', () => {
    expect(downloadAvailable(browser, null, links)).toBe(true);
    expect(downloadAvailable({ ...browser, appShell: true }, null, links)).toBe(false);
    expect(downloadAvailable({ ...browser, installedWebApp: true }, null, links)).toBe(false);
    expect(downloadAvailable(browser, null, {})).toBe(false);
  });
  it('offers Android off iOS only, and the iOS options with their links', () => {
    expect(downloadOptions(links, false)).toEqual(['homeScreen', 'android', 'iosProfile']);
    expect(downloadOptions(links, true)).toEqual(['homeScreen', 'iosProfile']);
    expect(downloadOptions({ ios: '/ios' }, true)).toEqual(['homeScreen', 'iosApp']);
  });
});

describe('home sections and footer categories (§2)', () => {
  it('drops the lobby and slots from the sections, NEW and CRASH from the footer, which ends with slots', () => {
    const sections = homeSections(['LOBBY', 'RNG', 'LIVE', 'NEW', 'CRASH', 'SPORTS']);
    expect(sections).toEqual(['LIVE', 'NEW', 'CRASH', 'SPORTS']);
    expect(footerCategories(sections)).toEqual(['LIVE', 'SPORTS', 'RNG']);
  });
});

describe('home data edges (§2 Home footer and download button, §3 download link)', () => {
  it('has no download links before the config, and none when the config lists none', () => {
    expect(downloadLinks(null)).toEqual({});
    expect(downloadLinks(normaliseConfig({}))).toEqual({ ios: null, android: null, profile: null });
  });

  it('reads each kind, by resource type in any case, only with a url', () => {
    const config = normaliseConfig({
      downloadLinks: [
        { resourceType: 'ios', url: '/ios' },
        { resourceType: 'ANDROID', url: '/a.apk' },
        { resourceType: 'MobileConfig', url: '/p' },
      ],
    });
    expect(downloadLinks(config)).toEqual({ ios: '/ios', android: '/a.apk', profile: '/p' });
    expect(downloadLinks(normaliseConfig({ downloads: [{ resourceType: 'IOS' }, { url: '/x' }] }))).toEqual({
      ios: null,
      android: null,
      profile: null,
    });
  });

  it('turns the app window off only when the config says false', () => {
    expect(appWindowOn(null)).toBe(true);
    expect(appWindowOn(normaliseConfig({}))).toBe(true);
    expect(appWindowOn(normaliseConfig({ appWindow: false }))).toBe(false);
    const browser = { appShell: false, installedWebApp: false };
    expect(downloadAvailable(browser, normaliseConfig({ appWindow: false }), { android: '/a.apk' })).toBe(false);
  });

  it('offers the download with any one link', () => {
    const browser = { appShell: false, installedWebApp: false };
    expect(downloadAvailable(browser, null, { android: '/a.apk' })).toBe(true);
    expect(downloadAvailable(browser, null, { ios: '/ios' })).toBe(true);
    expect(downloadAvailable(browser, null, { profile: '/p' })).toBe(true);
    expect(downloadAvailable(browser, null, { android: null, ios: null, profile: null })).toBe(false);
  });

  it('lists the social icons of the footer in its order, none before the config', () => {
    const all = ['TWITTER', 'KWAI', 'TIKTOK', 'WHATSAPP', 'YOUTUBE', 'TELEGRAM', 'INSTAGRAM', 'FACEBOOK'];
    const config = normaliseConfig({ socialLinks: all.map((type) => ({ type, url: `https://${type}.example` })) });
    expect(socialLinks(config).map((l) => l.type)).toEqual([
      'FACEBOOK',
      'INSTAGRAM',
      'TELEGRAM',
      'YOUTUBE',
      'WHATSAPP',
      'TIKTOK',
      'KWAI',
      'TWITTER',
    ]);
    expect(socialLinks(config)[0]).toEqual({ type: 'FACEBOOK', url: 'https://FACEBOOK.example' });
    expect(socialLinks(null)).toEqual([]);
  });
});
