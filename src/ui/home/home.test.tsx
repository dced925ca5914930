// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameTile, type TileView } from '../games/GameTile';
import { Footer } from './Footer';
import { LanguagePicker } from './LanguagePicker';
import { Marquee } from './Marquee';
import { WinnerBoard } from './WinnerBoard';

/** The board standing at the top (its machine is the screen's; see machines/winnerScroll). */
const atTop = {
  offset: 0,
  animate: true,
  onHold: () => undefined,
  onRelease: () => undefined,
  stopped: false,
  onToggle: () => undefined,
  motionLabels: { pause: 'Pause', play: 'Play' },
};
const row = (n: number) => ({ key: `r${n}`, icon: '', customer: `pl***${n}`, game: `Game ${n}`, amount: '$1.00' });

describe('home ui (§2 Home)', () => {
  it('winner board scrolls (repeats the first rows) only above 3 entries, and a row tap reports its index', () => {
    const onOpen = vi.fn();
    const { container, rerender } = render(
      <WinnerBoard
        title="Winners"
        rows={[row(1), row(2), row(3)]}
        emptyText="none"
        onOpen={onOpen}
        playLabel={(g) => `Play ${g}`}
        {...atTop}
      />,
    );
    expect(container.querySelectorAll('li')).toHaveLength(3);
    rerender(
      <WinnerBoard
        title="Winners"
        rows={[row(1), row(2), row(3), row(4)]}
        emptyText="none"
        onOpen={onOpen}
        playLabel={(g) => `Play ${g}`}
        {...atTop}
      />,
    );
    expect(container.querySelectorAll('li')).toHaveLength(7);
    const second = screen.getByRole('button', { name: 'pl***2 Game 2 $1.00', description: 'Play Game 2' });
    fireEvent.click(second);
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('winner board offers Pause while it scrolls and Play while stopped, without holding it (WCAG 2.2.2)', () => {
    const on = { onToggle: vi.fn(), onHold: vi.fn() };
    const rows = [row(1), row(2), row(3), row(4)];
    const props = { title: 'Winners', emptyText: 'none', onOpen: vi.fn(), playLabel: (g: string) => `Play ${g}` };
    const { rerender } = render(<WinnerBoard {...props} rows={rows} {...atTop} {...on} />);
    const pause = screen.getByRole('button', { name: 'Pause' });
    fireEvent.focus(pause);
    fireEvent.pointerEnter(pause);
    fireEvent.click(pause);
    expect(on.onToggle).toHaveBeenCalledTimes(1);
    expect(on.onHold).not.toHaveBeenCalled();
    rerender(<WinnerBoard {...props} rows={rows} {...atTop} {...on} stopped />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // Three rows or fewer never move: nothing to pause.
    rerender(<WinnerBoard {...props} rows={rows.slice(0, 3)} {...atTop} {...on} />);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('ticker shows the no-announcement text when empty and opens an item by index', () => {
    const onOpen = vi.fn();
    const { rerender } = render(
      <Marquee
        items={[]}
        emptyText="No announcement"
        label="News"
        pauseLabel="Pause"
        playLabel="Play"
        onOpen={onOpen}
      />,
    );
    expect(screen.getByText('No announcement')).toBeInTheDocument();
    rerender(
      <Marquee
        items={[
          { key: 'a', title: 'A' },
          { key: 'b', title: 'B' },
        ]}
        emptyText="x"
        label="News"
        pauseLabel="Pause"
        playLabel="Play"
        onOpen={onOpen}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('ticker: Pause stops the scrolling until Play', () => {
    const { container } = render(
      <Marquee
        items={[{ key: 'a', title: 'A' }]}
        emptyText="x"
        label="News"
        pauseLabel="Pause"
        playLabel="Play"
        onOpen={vi.fn()}
      />,
    );
    const track = container.querySelector('.marquee-track');
    expect(track).not.toHaveClass('paused');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(track).toHaveClass('paused');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(track).not.toHaveClass('paused');
  });

  it('footer shows help only with items and the social icons it is given', () => {
    const props = {
      social: [{ type: 'FACEBOOK', url: 'https://fb.example' }],
      categories: [],
      providers: [],
      help: [],
      age: 18,
      languagePicker: null,
      onOpenExternal: vi.fn(),
    };
    const { rerender } = render(<Footer {...props} />);
    expect(screen.queryByRole('navigation', { name: 'home.footer.help' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    rerender(<Footer {...props} help={[{ key: '0', title: 'FAQ', href: '/m/helpDetail?i=0' }]} />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/m/helpDetail?i=0');
    fireEvent.click(screen.getByRole('button', { name: 'FACEBOOK' }));
    expect(props.onOpenExternal).toHaveBeenCalledWith('https://fb.example');
  });

  it('language picker marks the current language', () => {
    const onChange = vi.fn();
    render(
      <LanguagePicker
        current="TH"
        onChange={onChange}
        languages={[
          { code: 'EN', name: 'English', flag: 'us' },
          { code: 'TH', name: 'Thai', flag: 'th' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /Thai/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(onChange).toHaveBeenCalledWith('EN');
  });

  it('game tile: the star is a named toggle and the tile opens its game', () => {
    const tile: TileView = {
      key: '7',
      name: 'Lucky 7',
      vendor: 'Pixel Gold',
      icon: '/i.svg',
      styleNo: 2,
      crash: false,
      game: { nodeId: 7 },
    };
    const onOpen = vi.fn();
    const onStar = vi.fn();
    const { container } = render(<GameTile tile={tile} favourite onOpen={onOpen} onToggleFavourite={onStar} />);
    expect(container.querySelector('.tile-style-2')).not.toBeNull();
    const star = screen.getByRole('button', { name: 'games.removeFavourite' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(star);
    fireEvent.click(screen.getByRole('button', { name: /Lucky 7/ }));
    expect(onStar).toHaveBeenCalledWith(tile.game);
    expect(onOpen).toHaveBeenCalledWith(tile.game);
  });
});
