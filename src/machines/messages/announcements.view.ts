import type { Announcement, AnnouncementList } from '../../domain/messages/announcements';

/** What screens read of the announcements actor beyond the generic content view (machines/shell/content.view.ts). */
interface AnnouncementsSnapshot {
  context: { data: AnnouncementList };
}

/** The notices of /m/notice and the home ticker (§7 value.player). */
export const selectNotices = (s: AnnouncementsSnapshot): Announcement[] => s.context.data.player;

/** Notices not yet read: the announcements badge of the message centre. */
export const selectUnreadNoticeCount = (s: AnnouncementsSnapshot): number =>
  s.context.data.player.filter((a) => !a.read).length;
