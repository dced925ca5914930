import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { AUTOPLAY_MS } from '../../domain/constants';
import type { BannerView } from './BannerCarousel';

/** The swiper part of the carousel, in its own chunk (loaded when idle and only with more than one banner). */
export default function BannerSwiper({ banners, onOpen }: { banners: BannerView[]; onOpen: (b: BannerView) => void }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false }}
      loop={banners.length > 1}
      pagination={{ clickable: true }}
      className="banner-swiper"
    >
      {banners.map((b, i) => (
        <SwiperSlide key={b.key}>
          <button type="button" className="banner-slide" onClick={() => onOpen(b)} aria-label={b.alt}>
            <img src={b.src} alt="" width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
