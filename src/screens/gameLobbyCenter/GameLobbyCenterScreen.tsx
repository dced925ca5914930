import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import '../../ui/games/games.css';
import { hasNameSearch, lobbyTabs } from '../../domain/categories';
import { mappingOf, vendorsOf } from '../../domain/vendorSorting';
import type { FilterValues } from '../../machines/gameFilter.machine';
import { gameTypesMachine } from '../../machines/gameTypes.machine';
import { lobbyMachine } from '../../machines/lobby.machine';
import { navigate } from '../../services/navigation';
import { GameGrid } from '../../ui/games/GameGrid';
import { GameSearch } from '../../ui/games/GameSearch';
import { VendorTile } from '../../ui/games/VendorChip';
import {
  useFavouriteIds,
  useFavouriteRemoval,
  useGameHandlers,
  useStartedContent,
  useTiles,
  useVendors,
} from '../game/useGames';
import { FilterSheet } from './FilterSheet';

/** The categories of the sticky menu, in lobby order, shown when the rebuilt vendor mapping has them. */
const LOBBY_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'COCKFIGHT',
  'ESPORTS',
  'CRASH',
  'MEGAWAY',
  'FEATUREBUY',
  'BONUSGAME',
  'GAMESHOW',
  'TG',
  'BG',
];

/** The lobby of one category (spec §2 "Game lobby", §4 "Lobby"): /m/gameLobbyCenter?gameCategory=X. */
export default function GameLobbyCenterScreen() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const category = (params.get('gameCategory') || params.get('gameType') || 'RNG').toUpperCase();
  return <Lobby key={category} category={category} classify={params.get('gameClassify') ?? ''} />;
}

interface LobbyProps {
  category: string;
  classify: string;
  pageSize?: number;
  /** The sticky category menu (home draws its own). */
  menu?: boolean;
  /** A name to search for (home's filter view). */
  gameName?: string;
  /** Shown inside home: a lottery game's frame closes back to home (spec §2 pageBack). */
  fromHome?: boolean;
}

export function Lobby({ category, classify, pageSize, menu: showMenu = true, gameName = '', fromHome }: LobbyProps) {
  const { t } = useTranslation();
  const lobby = useActorRef(lobbyMachine, { input: { category, gameClassify: classify, pageSize, gameName } });
  const types = useStartedContent(gameTypesMachine);
  const snapshot = useSelector(lobby, (s) => s);
  const classes = useSelector(types, (s) => s.context.data);
  const vendors = useVendors();
  const mapping = useMemo(() => mappingOf(vendors.sorting), [vendors.sorting]);
  const favourites = useFavouriteIds();
  const { onOpen, onToggleFavourite } = useGameHandlers({ fromHome });
  useFavouriteRemoval(lobby);
  const [filterOpen, setFilterOpen] = useState(false);
  const [name, setName] = useState(gameName);

  const ctx = snapshot.context;
  const tiles = useTiles(ctx.games);
  const typeInfo = classes.find((c) => c.gameType === category);
  const tabs = lobbyTabs(category, typeInfo?.classifies ?? []);
  const filterValues = useMemo<FilterValues>(
    () => ({ vassalage: ctx.vassalage, gameClassify: ctx.gameClassify, minBet: ctx.minBet, gameName: ctx.gameName }),
    [ctx.vassalage, ctx.gameClassify, ctx.minBet, ctx.gameName],
  );
  const onApply = useCallback(
    (values: FilterValues) => {
      setFilterOpen(false);
      lobby.send({ type: 'APPLY_FILTER', ...values });
    },
    [lobby],
  );
  const closeFilter = useCallback(() => setFilterOpen(false), []);
  const menu = LOBBY_CATEGORIES.filter((c) => (mapping[c]?.length ?? 0) > 0 || c === category);
  const loading = snapshot.matches('loading');
  const loadingMore = snapshot.matches('loadingMore');
  const activeFilters = [ctx.vassalage, ctx.gameClassify, ctx.minBet].filter(Boolean).length;

  return (
    <div className="lobby">
      <div className={showMenu ? 'lobby-menu' : undefined}>
        {showMenu && (
          <nav className="category-menu" aria-label={t('games.categories')}>
            {menu.map((c) => (
              <Link
                key={c}
                href={`/m/gameLobbyCenter?gameCategory=${c}`}
                replace
                aria-current={c === category ? 'page' : undefined}
              >
                {t(`games.category.${c}`, { defaultValue: c })}
              </Link>
            ))}
          </nav>
        )}
        <div className="lobby-tabs" role="tablist" aria-label={t('games.tabs')}>
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={ctx.tab === tab}
              onClick={() => lobby.send({ type: 'SET_TAB', tab })}
            >
              {t(`games.tab.${tab}`, { defaultValue: tab })}
            </button>
          ))}
        </div>
      </div>

      {snapshot.matches('vendorTiles') ? (
        <div className="vendor-tiles" style={{ marginTop: '0.24rem' }}>
          {vendorsOf(vendors.sorting, category).map((v) => (
            <VendorTile
              key={v.vassalage}
              vassalage={v.vassalage}
              name={vendors.name(v.vassalage)}
              logo={vendors.logo(v.vassalage)}
              onSelect={(code) => navigate(`/m/gameList?gameType=${category}&vassalage=${encodeURIComponent(code)}`)}
            />
          ))}
        </div>
      ) : (
        <>
          <div className="lobby-tools">
            {hasNameSearch(category) ? (
              <GameSearch
                id="lobby-search"
                value={name}
                onChange={setName}
                onSearch={(gameName) => lobby.send({ type: 'SEARCH', gameName: gameName.trim() })}
              />
            ) : (
              <span style={{ flex: 1 }} />
            )}
            <button type="button" className="btn btn-small btn-secondary" onClick={() => setFilterOpen(true)}>
              {activeFilters ? t('games.filterCount', { count: activeFilters }) : t('games.filter')}
            </button>
          </div>

          <GameGrid
            tiles={tiles}
            favourites={favourites}
            onOpen={onOpen}
            onToggleFavourite={onToggleFavourite}
            loading={loading}
          />

          {snapshot.matches('failed') && (
            <div className="lobby-empty">
              <p>{t('games.loadFailed')}</p>
              <button type="button" className="btn btn-primary" onClick={() => lobby.send({ type: 'RETRY' })}>
                {t('common.retry')}
              </button>
            </div>
          )}
          {snapshot.matches('ready') && ctx.games.length === 0 && <p className="lobby-empty">{t('games.noGames')}</p>}
          {ctx.totalPages > 0 && ctx.games.length > 0 && (
            <div className="lobby-pager">
              <span data-testid="page-indicator">
                {ctx.page} / {ctx.totalPages}
              </span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!snapshot.can({ type: 'MORE' })}
                aria-busy={loadingMore}
                onClick={() => lobby.send({ type: 'MORE' })}
              >
                {loadingMore ? t('common.loading') : t('games.moreGames')}
              </button>
            </div>
          )}
        </>
      )}

      <FilterSheet
        category={category}
        open={filterOpen}
        values={filterValues}
        gameTypes={typeInfo?.classifies ?? []}
        mapping={mapping}
        onApply={onApply}
        onClose={closeFilter}
      />
    </div>
  );
}
