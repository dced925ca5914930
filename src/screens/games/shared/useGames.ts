import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useImageUrl } from '../../../app/useImageUrl';
import { type Game, gameIcon, gameTitle, isCrashGame, tileStyle } from '../../../domain/games/games';
import { selectIsLoggedIn } from '../../../machines/account/session.view';
import * as favouriteView from '../../../machines/games/favourite.view';
import { type LobbyInput, lobbyMachine } from '../../../machines/games/lobby.machine';
import { vendorDirectoryOf } from '../../../machines/games/vendors.selectors';
import * as contentView from '../../../machines/shell/content.view';
import { selectConfig } from '../../../machines/shell/siteConfig.view';
import type { TileView } from '../../../ui/games/GameTile';

/** Screen glue shared by every games screen: tiles, stars, launches, vendors. */

/**
 * The vendors (sorting rebuilt per §4, mapping, display names and logos): one directory per (site config, vendors
 * answer) pair, shared by every hook instance (machines/vendors.selectors.ts), with name and logo look-ups on it.
 */
export function useVendors() {
  const siteConfigActor = useAppActor('siteConfig');
  const vendorsActor = useAppActor('vendors');
  const config = useSelector(siteConfigActor, selectConfig);
  const loaded = useSelector(vendorsActor, contentView.data);
  const directory = vendorDirectoryOf(config, loaded);
  const imageUrl = useImageUrl();
  return useMemo(() => {
    const { byCode } = directory;
    return {
      ...directory,
      name: (code: string | undefined) => (code ? (byCode.get(code)?.displayName ?? code) : ''),
      logo: (code: string) => imageUrl(byCode.get(code)?.logoUrl ?? `/assets-api/img/vendors/${code}.svg`),
    };
  }, [directory, imageUrl]);
}

export function useTiles(games: readonly Game[]): TileView[] {
  const vendors = useVendors();
  const imageUrl = useImageUrl();
  return useMemo(
    () =>
      games.map((game) => ({
        key: String(game.nodeId),
        name: gameTitle(game),
        vendor: game.displayName || vendors.name(game.vassalage),
        icon: imageUrl(gameIcon(game)),
        styleNo: tileStyle(game.nodeId),
        crash: isCrashGame(game),
        game,
      })),
    [games, vendors, imageUrl],
  );
}

const NO_IDS: ReadonlySet<string> = new Set();
let lastIds: string[] | null = null;
let lastSet: ReadonlySet<string> = NO_IDS;

/** The favourite node ids as a set (one stable set per list). */
export function useFavouriteIds(): ReadonlySet<string> {
  const favouriteActor = useAppActor('favourite');
  const ids = useSelector(favouriteActor, favouriteView.ids);
  if (ids !== lastIds) {
    lastIds = ids;
    lastSet = new Set(ids);
  }
  return lastSet;
}

/** Tap handlers for tiles: launch (§4 launch flow) and star (§4 favourite toggle). */
export function useGameHandlers(options: { fromHome?: boolean } = {}) {
  const favouriteActor = useAppActor('favourite');
  const launchActor = useAppActor('launch');
  const fromHome = options.fromHome === true;
  // The launch actor knows the session and the vendors itself (machines/games/launchFacts.ts): a tap is all it gets.
  const onOpen = useCallback(
    (game: Game) => launchActor.send({ type: 'LAUNCH', game, fromHome }),
    [fromHome, launchActor.send],
  );
  const onToggleFavourite = useCallback(
    (game: Game) => favouriteActor.send({ type: 'TOGGLE', game }),
    [favouriteActor.send],
  );
  return { onOpen, onToggleFavourite };
}

/**
 * The lobby actor of a games screen (the lobby machine, started with `input` on mount). It hears the session and the
 * removed favourites itself, through the system (machines/shell/listeners.ts, machines/games/listeners.ts).
 */
export function useLobby(input: Omit<LobbyInput, 'loggedIn'>): ActorRefFrom<typeof lobbyMachine> {
  return useScreenActor(lobbyMachine, { input });
}

/** Sends PAUSE while the page is hidden and RESUME when it is seen again (counters and autoplay stand still). */
export function usePausedWhileHidden(actor: { send: (event: { type: 'PAUSE' } | { type: 'RESUME' }) => void }) {
  useEffect(() => {
    const onVisibility = () => actor.send({ type: document.hidden ? 'PAUSE' : 'RESUME' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);
}

export function useIsLoggedIn(): boolean {
  const sessionActor = useAppActor('session');
  return useSelector(sessionActor, selectIsLoggedIn);
}
