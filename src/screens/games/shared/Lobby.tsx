import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useScreenActor } from '../../../app/system';
import '../../../ui/games/games.css';
import { useNavigator } from '../../../app/useNavigator';
import { categoryVendors, hasNameSearch, lobbyMenuCategories } from '../../../domain/games/categories';
import { lobbyTabs, selectedTab } from '../../../domain/games/lobby';
import { vendorsOf } from '../../../domain/games/vendorSorting';
import { lobbyPath, pathTo } from '../../../domain/shell/paths';
import { type FilterValues, gameFilterMachine } from '../../../machines/games/gameFilter.machine';
import { gameTypesMachine } from '../../../machines/games/gameTypes.machine';
import * as lobbyView from '../../../machines/games/lobby.view';
import * as contentView from '../../../machines/shell/content.view';
import { GameGrid } from '../../../ui/games/GameGrid';
import { GameSearch } from '../../../ui/games/GameSearch';
import { VendorTile } from '../../../ui/games/VendorChip';
import { FilterSheet } from './FilterSheet';
import { LobbyListEnd } from './LobbyListEnd';
import { useFavouriteIds, useGameHandlers, useLobby, useTiles, useVendors } from './useGames';

/**
 * The lobby of one category (spec §2 "Game lobby", §4 "Lobby"), shared by the lobby route and home's list views:
 * category menu, tabs, vendor tiles or the game grid with search and filter.
 */
interface LobbyProps {
  category: string;
  /** The starting tab: the address's gameClassify. */
  tab?: string | null;
  pageSize?: number;
  /** The sticky category menu (home draws its own). */
  menu?: boolean;
  /** A name to search for (home's filter view). */
  gameName?: string;
  /** Called once the lobby shows its first pictures, or knows it has none to show (the server's first view). */
  onFirstView?: () => void;
  /** Shown inside home: a lottery game's frame closes back to home (spec §2 pageBack). */
  fromHome?: boolean;
}

export function Lobby({
  category,
  tab,
  pageSize,
  menu: showMenu = true,
  gameName = '',
  onFirstView,
  fromHome,
}: LobbyProps) {
  const nav = useNavigator();
  const { t } = useTranslation();
  const vendors = useVendors();
  const { mapping } = vendors;
  const lobby = useLobby({ category, tab, pageSize, gameName, vendorScope: categoryVendors(category, mapping) });
  const types = useScreenActor(gameTypesMachine);
  const ctx = useSelector(lobby, lobbyView.query);
  const games = useSelector(lobby, lobbyView.games);
  const loading = useSelector(lobby, lobbyView.loading);
  const showsVendorTiles = useSelector(lobby, lobbyView.showsVendorTiles);
  const classes = useSelector(types, contentView.data);
  const favourites = useFavouriteIds();
  const { onOpen, onToggleFavourite } = useGameHandlers({ fromHome });
  const [name, setName] = useState(gameName);

  const tiles = useTiles(games);
  const typeInfo = classes.find((c) => c.gameType === category);
  const tabs = lobbyTabs(category, typeInfo?.classifies ?? [], ctx.tab);
  const currentTab = selectedTab(ctx.tab, ctx.gameClassify, tabs);
  const filterValues = useMemo<FilterValues>(
    () => ({ vassalage: ctx.vassalage, gameClassify: ctx.gameClassify, minBet: ctx.minBet, gameName: ctx.gameName }),
    [ctx.vassalage, ctx.gameClassify, ctx.minBet, ctx.gameName],
  );
  const filter = useScreenActor(gameFilterMachine, { input: { lobby } });
  const menu = lobbyMenuCategories(mapping, category);
  // The sticky menu scrolls sideways: bring the current category into view (it may sit past the screen's edge).
  const menuRef = useRef<HTMLElement>(null);
  const menuReady = menu.length > 0;
  useEffect(() => {
    const nav = menuRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || !menuReady) return;
    const navBox = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < navBox.left || box.right > navBox.right) {
      nav.scrollLeft += box.left - navBox.left - (navBox.width - box.width) / 2;
    }
  }, [menuReady]);
  const activeFilters = [ctx.vassalage, ctx.gameClassify, ctx.minBet].filter(Boolean).length;
  const settledWithoutGames = !loading && games.length === 0;
  useEffect(() => {
    if (settledWithoutGames) onFirstView?.();
  }, [settledWithoutGames, onFirstView]);
  // The server drew the first view of the address the visit opened: another category or tab does not show it.
  useEffect(() => () => onFirstView?.(), [onFirstView]);

  return (
    <div className="lobby">
      <div className={showMenu ? 'lobby-menu' : undefined}>
        {showMenu && (
          <nav className="category-menu" aria-label={t('games.categories')} ref={menuRef}>
            {menu.map((c) => (
              <Link
                key={c}
                href={lobbyPath({ gameCategory: c })}
                replace
                aria-current={c === category ? 'page' : undefined}
              >
                {t(`games.category.${c}`, { defaultValue: c })}
              </Link>
            ))}
          </nav>
        )}
        {tabs.length > 0 && (
          <div className="lobby-tabs" role="tablist" aria-label={t('games.tabs')}>
            {tabs.map((label) => (
              <button
                key={label}
                type="button"
                role="tab"
                aria-selected={currentTab === label}
                onClick={() => lobby.send({ type: 'SET_TAB', tab: label })}
              >
                {t(`games.tab.${label}`, { defaultValue: label })}
              </button>
            ))}
          </div>
        )}
      </div>

      {showsVendorTiles ? (
        <div className="vendor-tiles" style={{ marginTop: '0.24rem' }}>
          {vendorsOf(vendors.sorting, category).map((v) => (
            <VendorTile
              key={v.vassalage}
              vassalage={v.vassalage}
              name={vendors.name(v.vassalage)}
              logo={vendors.logo(v.vassalage)}
              onSelect={(code) => nav.go(pathTo('gameList', { gameType: category, vassalage: code }))}
            />
          ))}
        </div>
      ) : (
        <>
          {/* "Skip to content" lands here, past the category menu and the tabs (SkipLink). */}
          <div className="lobby-tools" data-skip-target="" tabIndex={-1}>
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
            <button
              type="button"
              className="btn btn-small btn-secondary"
              onClick={() => filter.send({ type: 'OPEN', values: filterValues })}
            >
              {activeFilters ? t('games.filterCount', { count: activeFilters }) : t('games.filter')}
            </button>
          </div>

          <GameGrid
            tiles={tiles}
            favourites={favourites}
            onOpen={onOpen}
            onToggleFavourite={onToggleFavourite}
            loading={loading}
            onFirstPicture={onFirstView}
          />

          <LobbyListEnd lobby={lobby} />
        </>
      )}

      <FilterSheet category={category} filter={filter} gameTypes={typeInfo?.classifies ?? []} mapping={mapping} />
    </div>
  );
}
