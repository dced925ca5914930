// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel, type BannerView } from './BannerCarousel';

const banner = (n: number): BannerView => ({ key: `b${n}`, src: `/img/${n}.svg`, alt: `Banner ${n}` });
const handlers = () => ({
  onOpen: vi.fn(),
  onSwiped: vi.fn(),
  onHold: vi.fn(),
  onPick: vi.fn(),
  onToggle: vi.fn(),
  stopped: false,
});

describe('BannerCarousel (§2 Home)', () => {
  it('shows the first banner as a plain picture, then hands over to swiper once it has loaded', async () => {
    const on = handlers();
    const { container } = render(
      <BannerCarousel banners={[banner(1), banner(2), banner(3)]} label="Promotions" index={0} {...on} />,
    );
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Banner/ })).toHaveLength(1);
    fireEvent.load(container.querySelector('img')!);
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull());
    // Every banner is a slide of its own (looping needs each at least once); only the one in view is reachable.
    await waitFor(() => expect(container.querySelectorAll('.swiper-slide img').length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Banner/ })).toHaveLength(1));
    const hidden = container.querySelectorAll('.swiper-slide button[aria-hidden="true"]');
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const slide of hidden) expect(slide).toHaveAttribute('tabindex', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Banner 1' }));
    expect(on.onOpen).toHaveBeenCalledWith(banner(1));
  });

  it('never loads swiper for one banner and has no dots then', async () => {
    const on = handlers();
    const { container } = render(<BannerCarousel banners={[banner(1)]} label="Promotions" index={0} {...on} />);
    fireEvent.load(container.querySelector('img')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.swiper')).toBeNull();
    expect(container.querySelector('.banner-dots')).toBeNull();
  });

  it('dots name their banner, mark the shown one and pick; a touch holds the autoplay', () => {
    const on = handlers();
    const onFirstSettled = vi.fn();
    const { container } = render(
      <BannerCarousel
        banners={[banner(1), banner(2)]}
        label="Promotions"
        index={1}
        onFirstSettled={onFirstSettled}
        {...on}
      />,
    );
    const dots = container.querySelectorAll('.banner-dots button');
    expect(dots).toHaveLength(2);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    fireEvent.click(dots[0]!);
    expect(on.onPick).toHaveBeenCalledWith(0);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Promotions' }));
    expect(on.onHold).toHaveBeenCalled();
    fireEvent.error(container.querySelector('img')!);
    expect(onFirstSettled).toHaveBeenCalled();
  });

  it('offers Pause while the banners move and Play while they are stopped, without holding them (WCAG 2.2.2)', () => {
    const on = handlers();
    const { rerender } = render(
      <BannerCarousel banners={[banner(1), banner(2)]} label="Promotions" index={0} {...on} />,
    );
    // The i18n keys stand for the texts here (no translations are loaded in these tests).
    const pause = screen.getByRole('button', { name: 'home.pauseBanners' });
    fireEvent.pointerDown(pause);
    fireEvent.click(pause);
    expect(on.onToggle).toHaveBeenCalledTimes(1);
    expect(on.onHold).not.toHaveBeenCalled();
    rerender(<BannerCarousel banners={[banner(1), banner(2)]} label="Promotions" index={0} {...on} stopped />);
    expect(screen.getByRole('button', { name: 'home.playBanners' })).toBeInTheDocument();
  });

  it('has no Pause for a single banner', () => {
    render(<BannerCarousel banners={[banner(1)]} label="Promotions" index={0} {...handlers()} />);
    expect(screen.queryByRole('button', { name: 'home.pauseBanners' })).toBeNull();
  });
});
