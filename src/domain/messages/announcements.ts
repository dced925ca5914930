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

export interface HelpItem {
  /** The item's stable name, the same in every language (`terms`, `about`...), when the server gives one. */
  key?: string;
  title: string;
  content: string;
}
