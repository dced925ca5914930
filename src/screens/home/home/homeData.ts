import type { SiteConfig } from '../../../domain/shell/site-config';
import type { DownloadLinks } from '../../../machines/home/download.machine';
import type { Banner } from '../../../services/messages/announcements';

/** Banners of groups m_home and m_live; m_live is dropped without the live model feature (spec §2 Home). */
export function homeBanners(banners: readonly Banner[], liveModel: boolean): Banner[] {
  return banners.filter((b) => b.groupName === 'm_home' || (liveModel && b.groupName === 'm_live'));
}

type Loose = Record<string, unknown>;

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
