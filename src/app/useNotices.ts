import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Announcement } from '../domain/messages/announcements';
import { selectNotices, selectUnreadNoticeCount } from '../machines/messages/announcements.view';
import * as noticeReadView from '../machines/messages/noticeRead.view';
import * as contentView from '../machines/shell/content.view';
import { useAppActor } from './system';

/**
 * The notices (§7 value.player) with their read flags, the server's and this visit's local ones (§4), and how many
 * are unread: what the notice list and the message centre's announcements badge show.
 */
export function useNotices(): { notices: Announcement[]; unread: number } {
  const announcements = useSelector(useAppActor('announcements'), contentView.data);
  const reads = useSelector(useAppActor('noticeRead'), noticeReadView.localReads);
  return useMemo(() => {
    const snapshot = { context: { data: announcements } };
    return { notices: selectNotices(snapshot, reads), unread: selectUnreadNoticeCount(snapshot, reads) };
  }, [announcements, reads]);
}

/** The unread notice count alone (the message centre's announcements badge): it falls as soon as one is read. */
export function useUnreadNoticeCount(): number {
  return useNotices().unread;
}
