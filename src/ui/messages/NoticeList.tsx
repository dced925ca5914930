import { RichContent } from './RichContent';
import './messages-notices.css';

export interface NoticeView {
  key: string;
  title: string;
  /** The start date as year/month/day, or ''. */
  date: string;
  /** HTML from the server: shown only through SafeHtml. */
  content: string;
  read: boolean;
}

interface Props {
  notices: NoticeView[];
  /** The index of the open notice (the query's `i`), or null. */
  openIndex: number | null;
  /** A tap on a notice's title: opens it, or closes it when open. */
  onToggle: (index: number) => void;
  label: string;
  /** A link of this site in the content was tapped. */
  onInternalLink: (path: string) => void;
  /** How many are unread ("Unread: 3"), said again to a screen reader when it changes. */
  unreadText: string;
  texts: { read: string; unread: string };
}

/**
 * The notice list of /m/notice (spec §2 "Announcements"): each title opens its HTML content below it. A read notice
 * looks read (muted, no dot) and says so to a screen reader; an unread one has a dot and says "Unread".
 */
export function NoticeList({ notices, openIndex, onToggle, label, onInternalLink, unreadText, texts }: Props) {
  return (
    <>
      <p className="notice-summary" role="status">
        {unreadText}
      </p>
      <ul className="notice-list" aria-label={label}>
        {notices.map((n, i) => {
          const open = openIndex === i;
          const bodyId = `notice-body-${i}`;
          return (
            <li key={n.key} className={`notice-item${n.read ? ' notice-read' : ' notice-unread'}`} data-read={n.read}>
              <h2 className="notice-heading">
                <button
                  type="button"
                  id={`notice-title-${i}`}
                  aria-expanded={open}
                  aria-controls={open ? bodyId : undefined}
                  onClick={() => onToggle(i)}
                >
                  <span className="notice-dot" aria-hidden="true" />
                  <span className="notice-title">{n.title}</span>
                  <span className="visually-hidden">, {n.read ? texts.read : texts.unread}</span>
                  {n.date && <span className="notice-date">{n.date}</span>}
                </button>
              </h2>
              {open && (
                <section id={bodyId} className="notice-body" aria-labelledby={`notice-title-${i}`}>
                  <RichContent html={n.content} onInternalLink={onInternalLink} />
                </section>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
