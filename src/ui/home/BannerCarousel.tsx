import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerAutoplayMachine } from '../../machines/bannerAutoplay.machine';

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
  /** Called once the first banner has loaded or failed: the picture is there (or will not come). */
  onFirstSettled?: () => void;
}

/**
 * Home banner carousel (spec §2): autoplay every 5000 ms, looping only with more than one banner
 * (machines/bannerAutoplay); a swipe moves it by hand and holds the autoplay for one period. Native scroll snapping
 * instead of a carousel library: the first banner is the page's largest paint and nothing has to load or run
 * before it shows.
 */
export function BannerCarousel({ banners, onOpen, label, onFirstSettled }: Props) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const autoplay = useActorRef(bannerAutoplayMachine);
  const index = useSelector(autoplay, (s) => s.context.index);
  const many = banners.length > 1;

  const goTo = useCallback((i: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => autoplay.send({ type: 'SET_COUNT', count: banners.length }), [autoplay, banners.length]);
  useEffect(() => {
    const sub = autoplay.on('show', (e) => goTo(e.index));
    return () => sub.unsubscribe();
  }, [autoplay, goTo]);
  useEffect(() => {
    const onVisibility = () => autoplay.send({ type: document.hidden ? 'PAUSE' : 'RESUME' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [autoplay]);

  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
    if (i !== index) autoplay.send({ type: 'SCROLLED', index: i });
  };

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        className="banner-track"
        ref={track}
        onScroll={many ? onScroll : undefined}
        onPointerDown={() => autoplay.send({ type: 'HOLD' })}
      >
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
              onClick={() => autoplay.send({ type: 'GO_TO', index: i })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
