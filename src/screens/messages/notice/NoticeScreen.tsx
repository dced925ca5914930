import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAppActor } from '../../../app/system';
import { useNavigator } from '../../../app/useNavigator';
import { useNotices } from '../../../app/useNotices';
import { noticeDate, queryIndex } from '../../../domain/messages/selection';
import { pathTo } from '../../../domain/shell/paths';
import * as contentView from '../../../machines/shell/content.view';
import { ContentState } from '../../../ui/messages/ContentState';
import { NoticeList, type NoticeView } from '../../../ui/messages/NoticeList';

/**
 * /m/notice (spec §2 "Announcements"): the notice list; the query's `i` is the index of the open notice (the home
 * ticker links `?i=<index>`). Opening an unread notice marks it read (§4, the noticeRead actor): it looks read at
 * once, the member's mark is saved on the server, then the list reloads.
 */
export default function NoticeScreen() {
  const { t } = useTranslation();
  const nav = useNavigator();
  const announcements = useAppActor('announcements');
  const noticeRead = useAppActor('noticeRead');
  const { notices, unread } = useNotices();
  const settled = useSelector(announcements, contentView.settled);
  const failed = useSelector(announcements, contentView.failed);
  const openIndex = queryIndex(new URLSearchParams(useSearch()).get('i'), notices.length);
  const open = openIndex === null ? undefined : notices[openIndex];

  // The open notice is read: on a tap, and when the address opens it (the ticker), once the list has arrived.
  useEffect(() => {
    if (open && !open.read) noticeRead.send({ type: 'MARK_READ', id: open.id });
  }, [open, noticeRead]);

  // A notice the address opens may be further down the list: bring it into view once.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || openIndex === null) return;
    scrolled.current = true;
    document.getElementById(`notice-title-${openIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [openIndex]);

  const views = useMemo<NoticeView[]>(
    () =>
      notices.map((n, i) => ({
        key: n.id || String(i),
        title: n.title,
        date: noticeDate(n.startDate),
        content: n.content,
        read: n.read === true,
      })),
    [notices],
  );

  return (
    <div className="notice-page">
      {notices.length > 0 ? (
        <NoticeList
          notices={views}
          openIndex={openIndex}
          onToggle={(i) => nav.go(pathTo('notice', { i: i === openIndex ? null : i }), { replace: true })}
          label={t('notice.list')}
          onInternalLink={(path) => nav.go(path)}
          unreadText={t('notice.unreadCount', { count: unread })}
          texts={{ read: t('notice.read'), unread: t('notice.unread') }}
        />
      ) : (
        <ContentState
          loading={!settled}
          failed={failed}
          empty={settled}
          texts={{
            loading: t('common.loading'),
            failed: t('notice.loadFailed'),
            retry: t('common.retry'),
            empty: t('errors.in_no_data'),
          }}
          onRetry={() => announcements.send({ type: 'RETRY' })}
        />
      )}
    </div>
  );
}
