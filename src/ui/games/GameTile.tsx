import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../domain/games/games';
import { StarIcon } from '../icons';

/** What a tile shows (spec §2 "Game tile"): icon, game or node name, vendor display name, style, crash, star. */
export interface TileView {
  key: string;
  name: string;
  vendor: string;
  icon: string;
  /** Node id modulo 6 plus 1. */
  styleNo: number;
  crash: boolean;
  game: Game;
}

interface Props {
  tile: TileView;
  favourite: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** Above the fold: load the image eagerly. */
  eager?: boolean;
  /** Called when the picture has loaded or failed. */
  onPictureSettled?: () => void;
}

export const GameTile = memo(function GameTile({
  tile,
  favourite,
  onOpen,
  onToggleFavourite,
  eager,
  onPictureSettled,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className={`game-tile tile-style-${tile.styleNo}${tile.crash ? ' tile-crash' : ''}`} data-node-id={tile.key}>
      <button type="button" className="game-tile-open" onClick={() => onOpen(tile.game)}>
        <span className="game-tile-art">
          {tile.icon ? (
            <img
              src={tile.icon}
              alt=""
              width={240}
              height={240}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={eager ? 'high' : 'auto'}
              onLoad={onPictureSettled}
              onError={onPictureSettled}
            />
          ) : null}
          {tile.crash && <span className="game-tile-badge">{t('games.crash')}</span>}
        </span>
        <span className="game-tile-name">{tile.name}</span>
        <span className="game-tile-vendor">{tile.vendor}</span>
      </button>
      <button
        type="button"
        className="game-tile-star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games.removeFavourite' : 'games.addFavourite', { name: tile.name })}
        onClick={() => onToggleFavourite(tile.game)}
      >
        <StarIcon size={16} />
      </button>
    </div>
  );
});

/** One of the four grey tiles shown while a block loads (§2). */
export function PlaceholderTile() {
  return (
    <div className="game-tile game-tile-placeholder" aria-hidden="true">
      <span className="game-tile-art" />
      <span className="game-tile-name placeholder-line" />
      <span className="game-tile-vendor placeholder-line short" />
    </div>
  );
}

const PLACEHOLDER_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

export function PlaceholderTiles({ count = 4 }: { count?: number }) {
  return (
    <>
      {PLACEHOLDER_KEYS.slice(0, count).map((key) => (
        <PlaceholderTile key={key} />
      ))}
    </>
  );
}
