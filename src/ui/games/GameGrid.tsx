import { useEffect, useRef, useState } from 'react';
import type { Game } from '../../domain/games/games';
import { GameTile, PlaceholderTiles, type TileView } from './GameTile';

interface Props {
  tiles: TileView[];
  favourites: ReadonlySet<string>;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  loading: boolean;
  columns?: number;
  /** Rows kept above and below the viewport. */
  overscan?: number;
  /** Called once the first tile's picture has loaded or failed (or at once when it has none). */
  onFirstPicture?: () => void;
}

/**
 * The lobby grid, windowed: only the rows near the viewport are in the DOM, so paging through hundreds of games
 * keeps the page light on a cheap phone (issue 5 "Speed"). Rows have one measured height; the page scrolls.
 */
export function GameGrid({
  tiles,
  favourites,
  onOpen,
  onToggleFavourite,
  loading,
  columns = 3,
  overscan = 3,
  onFirstPicture,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const firstRow = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(0);
  const [range, setRange] = useState({ start: 0, end: 6 });
  const rows = Math.ceil(tiles.length / columns);

  // The row height comes from a ResizeObserver, which reports after the browser's own layout; measuring in a
  // layout effect would force an extra layout of the page on every render.
  const firstKey = tiles[Math.min(range.start, Math.max(0, rows - 1)) * columns]?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first row is a new element to observe
  useEffect(() => {
    const el = firstRow.current;
    if (!el) return;
    const measure = (h: number) => {
      if (h > 0) setRowHeight((old) => (Math.abs(old - h) > 0.5 ? h : old));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure(el.getBoundingClientRect().height);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [firstKey]);

  useEffect(() => {
    if (!rowHeight) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = box.current?.getBoundingClientRect().top ?? 0;
      const start = Math.max(0, Math.floor(-top / rowHeight) - overscan);
      const end = Math.min(rows, Math.ceil((window.innerHeight - top) / rowHeight) + overscan);
      setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rowHeight, rows, overscan]);

  const firstHasPicture = tiles[0] ? Boolean(tiles[0].icon) : null;
  useEffect(() => {
    if (firstHasPicture === false) onFirstPicture?.();
  }, [firstHasPicture, onFirstPicture]);

  const start = rowHeight ? range.start : 0;
  const end = rowHeight ? Math.max(range.end, start + 1) : Math.min(rows, 6);
  const shown: TileView[][] = [];
  for (let r = start; r < Math.min(end, rows); r++) shown.push(tiles.slice(r * columns, r * columns + columns));

  return (
    <div
      ref={box}
      className="game-grid"
      style={rowHeight ? { height: rows * rowHeight, position: 'relative' } : undefined}
    >
      <div style={rowHeight ? { transform: `translateY(${start * rowHeight}px)` } : undefined}>
        {shown.map((row, i) => (
          <div key={row[0]?.key ?? 'empty'} ref={i === 0 ? firstRow : undefined} className="game-grid-row">
            {row.map((tile) => (
              <div key={tile.key} className="game-grid-cell">
                <GameTile
                  tile={tile}
                  favourite={favourites.has(tile.key)}
                  onOpen={onOpen}
                  onToggleFavourite={onToggleFavourite}
                  eager={start + i < 2}
                  onPictureSettled={tile === tiles[0] ? onFirstPicture : undefined}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      {loading && tiles.length === 0 && (
        <div className="game-grid-row" aria-busy="true">
          <PlaceholderTiles count={3} />
        </div>
      )}
    </div>
  );
}
