import { LOBBY } from '../games/categories';
import type { Loose } from '../loose';
import type { Banner } from '../messages/announcements';
import type { SiteConfig } from '../shell/site-config';

/** The app's download links by kind (§3 "Download link"). */
export interface DownloadLinks {
  android?: string | null;
  ios?: string | null;
  profile?: string | null;
}

/** Banners of groups m_home and m_live; m_live is dropped without the live model feature (spec §2 Home). */
export function homeBanners(banners: readonly Banner[], liveModel: boolean): Banner[] {
  return banners.filter((b) => b.groupName === 'm_home' || (liveModel && b.groupName === 'm_live'));
}

/** Download links by kind (§3 "Download link"), from the config's download list. */
export function downloadLinks(config: SiteConfig | null): DownloadLinks {
  if (!config) return {};
  const raw = Array.isArray(config.raw.downloads) ? (config.raw.downloads as Loose[]) : [];
  const list = config.downloadLinks.length
    ? config.downloadLinks
    : raw.map((d) => ({ resourceType: String(d.resourceType ?? ''), url: String(d.url ?? '') }));
  const find = (type: string) => list.find((d) => d.resourceType.toUpperCase() === type && d.url)?.url ?? null;
  return { ios: find('IOS'), android: find('ANDROID'), profile: find('MOBILECONFIG') };
}

/** The app window flag of the config (default on). */
export function appWindowOn(config: SiteConfig | null): boolean {
  return config?.raw.appWindow !== false;
}

/** Social link types of the footer (§2), each shown only with a link. */
export const SOCIAL_TYPES = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'YOUTUBE', 'WHATSAPP', 'TIKTOK', 'KWAI', 'TWITTER'];

export function socialLinks(config: SiteConfig | null): { type: string; url: string }[] {
  const links = config?.socialLinks ?? [];
  return SOCIAL_TYPES.flatMap((type) => {
    const url = links.find((l) => l.type === type && l.url)?.url;
    return url ? [{ type, url }] : [];
  });
}

/** Where the site runs: the app shell and the installed web app offer no download (§2). */
export interface RunFacts {
  appShell: boolean;
  installedWebApp: boolean;
}

/** The download offers show outside the app shell and the installed web app, with the app window on and a link. */
export function downloadAvailable(run: RunFacts, config: SiteConfig | null, links: DownloadLinks): boolean {
  return (
    !(run.appShell || run.installedWebApp) &&
    appWindowOn(config) &&
    Boolean(links.android || links.ios || links.profile)
  );
}

export type DownloadOption = 'homeScreen' | 'android' | 'iosProfile' | 'iosApp';

/** The download popup's options (§2): home screen always; Android off iOS; the iOS profile and app with a link. */
export function downloadOptions(links: DownloadLinks, ios: boolean): DownloadOption[] {
  return (['homeScreen', 'android', 'iosProfile', 'iosApp'] as const).filter((o) => {
    if (o === 'homeScreen') return true;
    if (o === 'android') return Boolean(links.android) && !ios;
    if (o === 'iosProfile') return Boolean(links.profile);
    return Boolean(links.ios);
  });
}

/** Home's game sections below the menu (§2): every menu category but the lobby and slots (RNG has its own row). */
export function homeSections(menu: readonly string[]): string[] {
  return menu.filter((c) => c !== LOBBY && c !== 'RNG');
}

/** The footer's categories (§2): the sections without NEW and CRASH, and slots. */
export function footerCategories(sections: readonly string[]): string[] {
  return sections.filter((c) => c !== 'NEW' && c !== 'CRASH').concat('RNG');
}
