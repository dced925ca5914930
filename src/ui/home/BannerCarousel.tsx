import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../icons';

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
  /** The banner to show (the screen's bannerAutoplay machine moves it every 5000 ms, a dot picks one). */
  index: number;
  /** A swipe landed on banner `index`. */
  onSwiped: (index: number) => void;
  /** The player touched the carousel. */
  onHold: () => void;
  /** The player tapped the dot of banner `index`. */
  onPick: (index: number) => void;
  /** The autoplay waits for the player's Play (they paused it, or prefer reduced motion). */
  stopped: boolean;
  /** The player tapped Pause or Play. */
  onToggle: () => void;
  /** Called once the first banner has loaded or failed: the picture is there (or will not come). */
  onFirstSettled?: () => void;
}

const BannerSwiper = lazy(() => import('./BannerSwiper'));

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `run` when the browser has nothing more urgent to do (at the latest after `timeout` ms). */
function whenIdle(run: () => void, timeout: number): () => void {
  const w = globalThis as IdleWindow;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * Home banner carousel (spec §2): swiper, looping, with more than one banner. The first banner is the page's largest
 * paint, so it shows at once as a plain picture; swiper's chunk loads once that picture is there and the browser is
 * idle, then takes over in place (same box, no shift). One banner never needs swiper.
 */
export function BannerCarousel({
  banners,
  onOpen,
  label,
  index,
  onSwiped,
  onHold,
  onPick,
  stopped,
  onToggle,
  onFirstSettled,
}: Props) {
  const { t } = useTranslation();
  const [firstShown, setFirstShown] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const many = banners.length > 1;
  const first = banners[0];

  useEffect(() => {
    if (!many || !firstShown || enhanced) return;
    return whenIdle(() => startTransition(() => setEnhanced(true)), 2000);
  }, [many, firstShown, enhanced]);

  const settled = () => {
    setFirstShown(true);
    onFirstSettled?.();
  };
  const still = first ? (
    <button
      type="button"
      className="banner-slide"
      aria-label={first.alt}
      aria-roledescription="slide"
      onClick={() => onOpen(first)}
    >
      <img
        src={first.src}
        alt=""
        width={750}
        height={300}
        fetchPriority="high"
        decoding="sync"
        onLoad={settled}
        onError={settled}
      />
    </button>
  ) : (
    <div className="banner-slide banner-empty" />
  );

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={label} onPointerDown={onHold}>
      {/* First in the carousel, so the keyboard reaches it before the banners (WAI carousel pattern). */}
      {many && (
        <button
          type="button"
          className="motion-toggle banner-toggle"
          aria-label={stopped ? t('home.playBanners') : t('home.pauseBanners')}
          onClick={onToggle}
          // The toggle is not a touch on the banners: it must not hold them as well.
          onPointerDown={(e) => e.stopPropagation()}
        >
          {stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
      )}
      {enhanced && many ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} onOpen={onOpen} index={index} onSwiped={onSwiped} />
        </Suspense>
      ) : (
        still
      )}
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
