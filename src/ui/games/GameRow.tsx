import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../domain/games/games';
import { GameTile, PlaceholderTiles, type TileView } from './GameTile';

interface Props {
  id: string;
  title: string;
  icon?: ReactNode;
  tiles: TileView[];
  loading: boolean;
  failed?: boolean;
  favourites: ReadonlySet<string>;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** The view-all link target or callback (§2: none for SPORTS and COCKFIGHT). */
  onViewAll?: () => void;
  onRetry?: () => void;
  /** Something between the title and the row (the slot block's provider chips). */
  children?: ReactNode;
  eager?: boolean;
}

/** A home game block (spec §2 "Game blocks"): title, view-all, a horizontal row, four placeholders while loading. */
export function GameRow(props: Props) {
  const { t } = useTranslation();
  // A row of up to 20 tiles arrives from an actor store, whose updates React renders in one go; deferred, the tiles
  // render in slices after the cheap part, so the page keeps answering taps on a slow phone.
  const shown = useDeferredValue(
    useMemo(
      () => ({ tiles: props.tiles, loading: props.loading, failed: props.failed }),
      [props.tiles, props.loading, props.failed],
    ),
  );
  const headingId = `row-${props.id}`;
  return (
    <section className="game-block" aria-labelledby={headingId} data-block={props.id}>
      <header className="game-block-head">
        <h2 id={headingId}>
          {props.icon}
          {props.title}
        </h2>
        {props.onViewAll && (
          <button type="button" className="link-button" onClick={props.onViewAll}>
            {t('games.viewAll')}
            <span className="visually-hidden"> {props.title}</span>
          </button>
        )}
      </header>
      {props.children}
      <div className="game-row" aria-busy={shown.loading}>
        {shown.loading ? (
          <PlaceholderTiles />
        ) : shown.failed ? (
          <div className="game-row-empty">
            <span>{t('games.loadFailed')}</span>
            {props.onRetry && (
              <button type="button" className="btn btn-small btn-secondary" onClick={props.onRetry}>
                {t('common.retry')}
              </button>
            )}
          </div>
        ) : shown.tiles.length === 0 ? (
          <div className="game-row-empty">{t('games.noGames')}</div>
        ) : (
          shown.tiles.map((tile, i) => (
            <GameTile
              key={tile.key}
              tile={tile}
              favourite={props.favourites.has(tile.key)}
              onOpen={props.onOpen}
              onToggleFavourite={props.onToggleFavourite}
              eager={props.eager && i < 4}
            />
          ))
        )}
      </div>
    </section>
  );
}
