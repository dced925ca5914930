import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useScreenActor } from '../../../app/system';
import { pathTo } from '../../../domain/shell/paths';
import { selectMemberType } from '../../../machines/account/session.view';
import { inboxMachine } from '../../../machines/messages/inbox.machine';
import * as view from '../../../machines/messages/inbox.view';
import * as languageView from '../../../machines/shell/language.view';
import { LoadingState, RetryState } from '../../../ui/LoadingState';
import { MessageReader } from '../../../ui/messages/MessageReader';
import { MessageHead } from './MessageHead';

/** A message's date in the player's language; '' when the server sent none. */
function dateText(iso: string, language: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language.toLowerCase(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}

/**
 * The inbox, /m/messages and /m/webEmail (spec §2 "Message center"): newest first, More for the next page, a tap
 * opens the message (its HTML sanitized) and marks it read; "No data" when empty. Who may see it is the machine's
 * first decision (§6: a visitor goes to /m/login, a trial member back to the hub).
 */
export function Inbox() {
  const { t } = useTranslation();
  const sessionActor = useAppActor('session');
  const languageActor = useAppActor('language');
  const memberType = useSelector(sessionActor, selectMemberType);
  const language = useSelector(languageActor, languageView.language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes the member type as it was on entry
  const input = useMemo(() => ({ memberType }), []);
  const actor = useScreenActor(inboxMachine, { input });
  const messages = useSelector(actor, view.selectMessages);
  const loading = useSelector(actor, view.selectLoading);
  const failed = useSelector(actor, view.selectFailed);
  const showsList = useSelector(actor, view.selectShowsList);
  const canLoadMore = useSelector(actor, view.selectCanLoadMore);
  const loadingMore = useSelector(actor, view.selectLoadingMore);
  const moreFailed = useSelector(actor, view.selectMoreFailed);
  const open = useSelector(actor, view.selectOpenMessage);
  const canMarkAll = useSelector(actor, view.selectCanMarkAll);
  const phase = useSelector(actor, view.selectPhase);
  const leaving = useSelector(actor, (s) => s.matches('leaving'));

  if (leaving) return null;

  return (
    <div className="msg-page" data-testid="inbox" data-inbox={phase}>
      <MessageHead title={t('centre.inboxTitle')} backTo={pathTo('message')} />
      {loading && <LoadingState />}
      {failed && <RetryState label={t('centre.loadFailed')} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {showsList && messages.length === 0 && (
        <div className="centered-state">
          <p>{t('errors.in_no_data')}</p>
        </div>
      )}
      {showsList && messages.length > 0 && (
        <>
          {canMarkAll && (
            <div className="msg-toolbar">
              <button type="button" className="btn btn-ghost" onClick={() => actor.send({ type: 'MARK_ALL' })}>
                {t('centre.markAllRead')}
              </button>
            </div>
          )}
          <ul className="msg-list" aria-label={t('centre.inboxTitle')}>
            {messages.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`msg-item ${m.read ? 'read' : 'unread'}`}
                  data-message={m.id}
                  onClick={() => actor.send({ type: 'OPEN', id: m.id })}
                >
                  <span className="msg-item-dot" aria-hidden="true" />
                  <span className="msg-item-text">
                    <span className="msg-item-title">
                      {!m.read && <span className="visually-hidden">{t('centre.unreadMark')}: </span>}
                      {m.title}
                    </span>
                    <span className="msg-item-date">{dateText(m.createdAt, language)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="msg-list-end">
            {(canLoadMore || loadingMore) && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={loadingMore}
                aria-busy={loadingMore || undefined}
                onClick={() => actor.send({ type: 'MORE' })}
              >
                {t('centre.more')}
              </button>
            )}
            {moreFailed && (
              <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
                {t('centre.loadFailed')}
              </button>
            )}
          </div>
        </>
      )}
      {open && (
        <MessageReader
          message={open}
          date={dateText(open.createdAt, language)}
          closeLabel={t('common.close')}
          onClose={() => actor.send({ type: 'CLOSE' })}
        />
      )}
    </div>
  );
}
