import type { Announcement, AnnouncementList } from '../../domain/messages/announcements';

/** What screens read of the announcements actor beyond the generic content view (machines/shell/content.view.ts). */
interface AnnouncementsSnapshot {
  context: { data: AnnouncementList };
}

/**
 * The notices of /m/notice and the home ticker (§7 value.player), each read when the server says so or when it was
 * flagged read on this visit (`localReads`, the noticeRead actor's flags: §4 "flagged read locally at once").
 */
export const selectNotices = (s: AnnouncementsSnapshot, localReads: readonly string[] = []): Announcement[] => {
  const notices = s.context.data.player;
  if (localReads.length === 0) return notices;
  return notices.map((a) => (!a.read && localReads.includes(a.id) ? { ...a, read: true } : a));
};

/**
 * Notices not yet read: the announcements badge of the message centre. Pass the noticeRead actor's `localReads` so
 * the count falls at once, before the mark-read call and the reload (app/useNotices.ts does both).
 */
export const selectUnreadNoticeCount = (s: AnnouncementsSnapshot, localReads: readonly string[] = []): number =>
  s.context.data.player.filter((a) => !a.read && !localReads.includes(a.id)).length;
