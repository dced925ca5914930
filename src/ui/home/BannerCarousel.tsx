import { lazy, Suspense, useEffect, useState } from 'react';

export interface BannerView {
  key: string;
  src: string;
  alt: string;
  href?: string;
}

const BannerSwiper = lazy(() => import('./BannerSwiper'));

interface Props {
  banners: BannerView[];
  onOpen: (banner: BannerView) => void;
  label: string;
}

/**
 * Home banner carousel (spec §2): the first banner paints at once as a plain image (the page's largest paint);
 * swiper, with autoplay every 5000 ms and loop only with more than one banner, loads after the page is idle.
 */
export function BannerCarousel({ banners, onOpen, label }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const many = banners.length > 1;
  useEffect(() => {
    if (!many) return;
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
      .requestIdleCallback;
    const start = () => setEnhanced(true);
    if (idle) {
      const id = idle(start, { timeout: 2500 });
      return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id);
    }
    const timer = setTimeout(start, 1200);
    return () => clearTimeout(timer);
  }, [many]);

  const first = banners[0];
  const still = (
    <div className="banner-still">
      {first ? (
        <button type="button" className="banner-slide" onClick={() => onOpen(first)} aria-label={first.alt}>
          <img src={first.src} alt="" width={750} height={300} fetchPriority="high" decoding="async" />
        </button>
      ) : (
        <div className="banner-slide banner-empty" />
      )}
    </div>
  );
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={label}>
      {enhanced && many ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} onOpen={onOpen} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
