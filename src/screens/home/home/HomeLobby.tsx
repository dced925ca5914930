import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenActor } from '../../../app/system';
import { useNavigator } from '../../../app/useNavigator';
import { categoryPath, hasViewAll, showsVendorTiles } from '../../../domain/games/categories';
import { vendorsOf } from '../../../domain/games/vendorSorting';
import { pathTo } from '../../../domain/shell/paths';
import { gameRowMachine } from '../../../machines/games/gameRow.machine';
import * as gameRowView from '../../../machines/games/gameRow.view';
import { GameRow } from '../../../ui/games/GameRow';
import { PlaceholderTiles } from '../../../ui/games/GameTile';
import { VendorChip, VendorTile } from '../../../ui/games/VendorChip';
import { FireIcon, GameIcon } from '../../../ui/icons';
import { NearViewport } from '../../../ui/NearViewport';
import { useFavouriteIds, useGameHandlers, useTiles, useVendors } from '../../games/shared/useGames';

/** One home game block on its own row machine (spec §2 "Game blocks"). */
function Block({ category, eager, withProviders }: { category: string; eager?: boolean; withProviders?: boolean }) {
  const nav = useNavigator();
  const { t } = useTranslation();
  const row = useScreenActor(gameRowMachine, { input: { category } });
  const games = useSelector(row, gameRowView.games);
  const vassalage = useSelector(row, gameRowView.vassalage);
  const loading = useSelector(row, gameRowView.loading);
  const failed = useSelector(row, gameRowView.failed);
  const tiles = useTiles(games);
  const favourites = useFavouriteIds();
  const { onOpen, onToggleFavourite } = useGameHandlers({ fromHome: true });
  const vendors = useVendors();
  const providers = withProviders ? vendorsOf(vendors.sorting, 'RNG') : [];
  const title = category === 'HOT' ? t('games.hotGames') : t(`games.category.${category}`, { defaultValue: category });
  return (
    <GameRow
      id={category}
      title={title}
      icon={category === 'HOT' ? <FireIcon size={20} /> : <GameIcon size={20} />}
      tiles={tiles}
      loading={loading}
      failed={failed}
      favourites={favourites}
      onOpen={onOpen}
      onToggleFavourite={onToggleFavourite}
      onViewAll={hasViewAll(category) ? () => nav.go(categoryPath(category)) : undefined}
      onRetry={() => row.send({ type: 'RETRY' })}
      eager={eager}
    >
      {providers.length > 0 && (
        <div className="vendor-chips">
          <VendorChip
            vassalage=""
            name={t('games.all')}
            selected={vassalage === ''}
            onSelect={() => row.send({ type: 'SET_VENDOR', vassalage: '' })}
          />
          {providers.map((p) => (
            <VendorChip
              key={p.vassalage}
              vassalage={p.vassalage}
              name={vendors.name(p.vassalage)}
              logo={vendors.logo(p.vassalage)}
              selected={vassalage === p.vassalage}
              onSelect={(code) => row.send({ type: 'SET_VENDOR', vassalage: vassalage === code ? '' : code })}
            />
          ))}
        </div>
      )}
    </GameRow>
  );
}

/** SPORTS and COCKFIGHT show their vendors, with no view-all (spec §2). */
function VendorBlock({ category }: { category: string }) {
  const nav = useNavigator();
  const { t } = useTranslation();
  const vendors = useVendors();
  const list = vendorsOf(vendors.sorting, category);
  if (list.length === 0) return null;
  return (
    <section className="game-block" aria-labelledby={`row-${category}`}>
      <header className="game-block-head">
        <h2 id={`row-${category}`}>
          <GameIcon size={20} />
          {t(`games.category.${category}`, { defaultValue: category })}
        </h2>
      </header>
      <div className="vendor-tiles">
        {list.map((v) => (
          <VendorTile
            key={v.vassalage}
            vassalage={v.vassalage}
            name={vendors.name(v.vassalage)}
            logo={vendors.logo(v.vassalage)}
            onSelect={(code) => nav.go(pathTo('gameList', { gameType: category, vassalage: code }))}
          />
        ))}
      </div>
    </section>
  );
}

/** A block's stand-in until it comes near the viewport: a title line and four placeholder tiles. */
function BlockPlaceholder({ id }: { id: string }) {
  return (
    <div className="game-block" data-block={id}>
      <div className="game-block-head">
        <span className="placeholder-line short" />
      </div>
      <div className="game-row">
        <PlaceholderTiles />
      </div>
    </div>
  );
}

/** The Lobby view of home (pageType all): hot games, slots with provider choice, then the category sections. */
export const HomeLobby = memo(function HomeLobby({ categories }: { categories: readonly string[] }) {
  return (
    <>
      <Block category="HOT" eager />
      <Block category="RNG" withProviders />
      {categories.map((c) =>
        showsVendorTiles(c) ? (
          <VendorBlock key={c} category={c} />
        ) : (
          <NearViewport key={c} placeholder={<BlockPlaceholder id={c} />}>
            <Block category={c} />
          </NearViewport>
        ),
      )}
    </>
  );
});
