import { isObject } from '../../domain/loose';
import type { Announcement, AnnouncementList, Banner, HelpItem } from '../../domain/messages/announcements';
import { language } from '../home/content';
import { call } from '../shell/http';

export type { Announcement, AnnouncementList, Banner, HelpItem };

/** Announcements and banners (spec §3, §7): value.promotion, value.banners, value.player, value.popup. */

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function announcementsOf(v: unknown): Announcement[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObject).map((a) => ({
    id: str(a.id),
    title: str(a.title),
    content: str(a.content),
    startDate: str(a.startDate) || undefined,
    execution: str(a.execution) || undefined,
    promotionType: str(a.promotionType) || undefined,
    read: a.read === true,
  }));
}

export function toAnnouncementList(value: unknown): AnnouncementList {
  const v = isObject(value) ? value : {};
  const banners = Array.isArray(v.banners)
    ? v.banners
        .filter(isObject)
        .map((b) => ({
          url: str(b.url ?? b.imageUrl),
          groupName: str(b.groupName),
          link: str(b.linkUrl ?? b.link) || undefined,
          title: str(b.title) || undefined,
        }))
        .filter((b) => b.url)
    : [];
  return {
    player: announcementsOf(v.player),
    promotion: announcementsOf(v.promotion),
    popup: announcementsOf(v.popup),
    banners,
  };
}

/** §7: types 'B,PL,PU', groupName, platform 'M', merchantCode, token (header), language. */
export async function fetchAnnouncements(
  merchant: string,
  signal?: AbortSignal,
  groupName = 'm_home,m_live',
): Promise<AnnouncementList> {
  const value = await call<unknown>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: 'B,PL,PU', groupName, platform: 'M', merchantCode: merchant, language: language() },
    signal,
  });
  return toAnnouncementList(value);
}

/** The registration screen's banners (§7 "types B with groupName m_reg"). */
export async function fetchRegisterBanners(merchant: string, signal?: AbortSignal): Promise<Banner[]> {
  const value = await call<unknown>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: merchant, language: language() },
    signal,
  });
  return toAnnouncementList(value).banners.filter((b) => b.groupName === 'm_reg');
}

/** Help centre (§7): lang. */
export async function fetchHelp(signal?: AbortSignal): Promise<HelpItem[]> {
  const value = await call<unknown>('/wps/system/helpCenter', { query: { lang: language() }, signal });
  const list = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.list) ? value.list : [];
  return list
    .filter(isObject)
    .map((h) => ({ ...(str(h.key) ? { key: str(h.key) } : {}), title: str(h.title), content: str(h.content) }));
}
