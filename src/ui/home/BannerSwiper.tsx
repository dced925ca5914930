import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { BannerView } from './BannerCarousel';

interface Props {
  banners: BannerView[];
  onOpen: (banner: BannerView) => void;
  index: number;
  onSwiped: (index: number) => void;
}

/**
 * The carousel once swiper is there (its own chunk, loaded after the first banner has shown): loops through the
 * banners (more than one, spec §2), goes to the banner the autoplay machine gives and reports where a swipe landed.
 * Swiper's own autoplay stays off: the bannerAutoplay machine is the one clock.
 */
export default function BannerSwiper({ banners, onOpen, index, onSwiped }: Props) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.realIndex !== index) swiper.slideToLoop(index);
  }, [swiper, index]);

  return (
    <Swiper
      className="banner-swiper"
      loop
      initialSlide={index}
      onSwiper={setSwiper}
      onSlideChange={(s) => {
        if (s.realIndex !== index) onSwiped(s.realIndex);
      }}
    >
      {banners.map((b) => (
        <SwiperSlide key={b.key}>
          {({ isActive }) => (
            // Only the banner in view is reachable: the others are neither announced nor focusable.
            <button
              type="button"
              className="banner-slide"
              aria-label={b.alt}
              aria-roledescription="slide"
              aria-hidden={isActive ? undefined : true}
              tabIndex={isActive ? undefined : -1}
              onClick={() => onOpen(b)}
            >
              <img src={b.src} alt="" width={750} height={300} decoding="async" />
            </button>
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
