import type { SnapshotFrom } from 'xstate';
import type { Game } from '../../domain/games/games';
import type { LobbyState } from '../../domain/games/lobby';
import type { lobbyMachine } from './lobby.machine';

/** What the lobby screens show (spec §2 Game lobby, §4 Lobby). */
type Snapshot = SnapshotFrom<typeof lobbyMachine>;

export const games = (s: Snapshot): Game[] => s.context.games;

/** The tab, vendor, filter values and search of the list (the lobby's query). */
export const query = (s: Snapshot): LobbyState => s.context;

/** SPORTS and COCKFIGHT without a chosen vendor show vendor tiles instead of games (§2). */
export const showsVendorTiles = (s: Snapshot): boolean => s.matches('vendorTiles');

/** The first page is on its way (a new tab, vendor, filter or search). */
export const loading = (s: Snapshot): boolean => s.matches({ games: 'loading' });

export const failed = (s: Snapshot): boolean => s.matches({ games: 'failed' });

/** The answer came and holds no game. */
export const empty = (s: Snapshot): boolean => s.matches({ games: 'ready' }) && s.context.games.length === 0;

/** The pager: the page reached, of how many, and whether 'more' can load another or is loading it (§4). */
export const pager = (s: Snapshot) => ({
  page: s.context.page,
  totalPages: s.context.totalPages,
  shown: s.context.games.length,
  canMore: s.can({ type: 'MORE' }),
  busy: s.matches({ games: 'loadingMore' }),
});
