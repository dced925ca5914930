/** Announcements, banners and help items as the site uses them (spec §3, §7). */

export interface Announcement {
  id: string;
  title: string;
  content: string;
  startDate?: string;
  execution?: string;
  promotionType?: string;
  read?: boolean;
}

export interface Banner {
  url: string;
  groupName: string;
  /** Where a tap leads, when the platform gives one. */
  link?: string;
  title?: string;
}

export interface AnnouncementList {
  player: Announcement[];
  promotion: Announcement[];
  popup: Announcement[];
  banners: Banner[];
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
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

export interface HelpItem {
  title: string;
  content: string;
}
