import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface BannerView {
  key: string;
  src: string;
  alt: string;
  href?: string;
}

interface Props {
  banners: BannerView[];
  onOpen: (banner: BannerView) => void;
  label: string;
  /** The banner to show; the carousel scrolls there when it changes (autoplay, a dot). */
  index: number;
  /** A swipe landed on banner `index`. */
  onSwiped: (index: number) => void;
  /** The player touched the carousel. */
  onHold: () => void;
  /** The player tapped the dot of banner `index`. */
  onPick: (index: number) => void;
  /** Called once the first banner has loaded or failed: the picture is there (or will not come). */
  onFirstSettled?: () => void;
}

/**
 * Home banner carousel (spec §2): shows the banner it is given (the screen's bannerAutoplay machine moves it every
 * 5000 ms, looping only with more than one banner); a swipe moves it by hand and holds the autoplay for one period. Native scroll snapping
 * instead of a carousel library: the first banner is the page's largest paint and nothing has to load or run
 * before it shows.
 */
/** The banner a scrolled track shows. */
function shownIndex(track: HTMLElement): number {
  return Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
}

export function BannerCarousel({ banners, onOpen, label, index, onSwiped, onHold, onPick, onFirstSettled }: Props) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const many = banners.length > 1;

  useEffect(() => {
    const el = track.current;
    if (el && shownIndex(el) !== index) el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  }, [index]);

  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const i = shownIndex(el);
    if (i !== index) onSwiped(i);
  };

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="banner-track" ref={track} onScroll={many ? onScroll : undefined} onPointerDown={onHold}>
        {banners.length === 0 ? (
          <div className="banner-slide banner-empty" />
        ) : (
          banners.map((b, i) => (
            <button
              key={b.key}
              type="button"
              className="banner-slide"
              aria-label={b.alt}
              aria-roledescription="slide"
              onClick={() => onOpen(b)}
            >
              <img
                src={b.src}
                alt=""
                width={750}
                height={300}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
                onLoad={i === 0 ? onFirstSettled : undefined}
                onError={i === 0 ? onFirstSettled : undefined}
              />
            </button>
          ))
        )}
      </div>
      {many && (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <button
              key={b.key}
              type="button"
              aria-label={t('home.goToBanner', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onPick(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
