import { type MouseEvent, type TouchEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { CloseIcon } from '../icons';
import { SafeHtml } from '../SafeHtml';
import './popup.css';

/** One announcement as the popup shows it: the content's pixel sizes already in rem (§2). */
export interface PopupEntryView {
  id: string;
  title: string;
  /** year/month/day */
  date: string;
  /** The server's date, for <time dateTime>. */
  dateTime: string;
  html: string;
}

interface Props {
  entries: PopupEntryView[];
  /** The entry the carousel shows (several entries), else every entry is shown. */
  index: number;
  /** The carousel moves by itself: its changes are not announced. */
  playing: boolean;
  /** The closing animation is playing. */
  closing: boolean;
  onClose: () => void;
  onBackdrop: () => void;
  /** The player followed a link of the content (its raw href). */
  onLink: (href: string) => void;
  /** The player touched, swiped or typed in the entries (the autoplay stops). */
  onInteract: () => void;
  /** The player picked the entry `index` (a dot or a swipe). */
  onPick: (index: number) => void;
}

const SWIPE_PX = 40;

/**
 * The announcement popup (spec §2 "Announcement popup"): a welcome heading and the entries, each with its title, start
 * date and an accordion body of sanitized HTML; with several entries, a carousel with one dot per entry.
 */
export function AnnouncementPopupPanel({
  entries,
  index,
  playing,
  closing,
  onClose,
  onBackdrop,
  onLink,
  onInteract,
  onPick,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const touchX = useRef<number | null>(null);
  const many = entries.length > 1;
  const current = Math.min(index, entries.length - 1);

  const toggle = (entryId: string) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });
  // Links of the content act through the popup machine: http opens outside, a path navigates and closes (§2).
  const onContentClick = (e: MouseEvent<HTMLElement>) => {
    const link = (e.target as Element).closest?.('a[href]');
    if (!link || !e.currentTarget.contains(link)) return;
    e.preventDefault();
    onLink(link.getAttribute('href') ?? '');
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (!many || start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    const step = end < start ? 1 : -1;
    onPick((current + step + entries.length) % entries.length);
  };

  return (
    <Dialog variant="alert" labelledBy={`${id}-title`} onDismiss={onClose} onBackdrop={onBackdrop} closing={closing}>
      <div className="popup-panel" data-testid="announcement-popup">
        <header className="popup-head">
          <h2 id={`${id}-title`}>{t('announcementPopup.welcome')}</h2>
          <button type="button" className="popup-close" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        {/* Clicks are the links' (delegated); keys and touches stop the autoplay. */}
        <section
          className="popup-entries"
          aria-roledescription={many ? t('announcementPopup.carousel') : undefined}
          aria-label={t('announcementPopup.entries')}
          aria-live={many && !playing ? 'polite' : 'off'}
          onPointerDown={onInteract}
          onKeyDown={onInteract}
          onClick={onContentClick}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          {entries.map((entry, i) => {
            const open = !collapsed.has(entry.id);
            const bodyId = `${id}-body-${i}`;
            return (
              <article
                key={entry.id}
                className="popup-entry"
                hidden={many && i !== current}
                aria-roledescription={many ? t('announcementPopup.slide') : undefined}
                aria-label={many ? t('announcementPopup.entryN', { n: i + 1, count: entries.length }) : undefined}
              >
                <h3 className="popup-entry-title">
                  <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => toggle(entry.id)}>
                    <span>{entry.title}</span>
                    <span className="popup-chevron" aria-hidden="true" />
                  </button>
                </h3>
                {entry.date && (
                  <p className="popup-date">
                    <time dateTime={entry.dateTime}>{entry.date}</time>
                  </p>
                )}
                <div id={bodyId} className="popup-body" hidden={!open}>
                  <SafeHtml html={entry.html} styles className="popup-content" />
                </div>
              </article>
            );
          })}
        </section>
        {many && (
          <div className="popup-dots">
            {entries.map((entry, i) => (
              <button
                key={entry.id}
                type="button"
                className="popup-dot"
                aria-label={t('announcementPopup.goToEntry', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onPick(i)}
              />
            ))}
          </div>
        )}
      </div>
    </Dialog>
  );
}
