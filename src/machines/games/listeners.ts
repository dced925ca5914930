import { fromCallback } from 'xstate';

/**
 * The lobby hears the favourites (ARCHITECTURE "One actor system"): the app-level favourite actor emits `removed`
 * when a favourite is dropped, and this listener, invoked by the lobby, sends FAVOURITE_REMOVED so the favourites
 * list drops the tile (§4). Silent when no favourite actor runs (a lobby under test).
 */
export const favouriteRemovals = fromCallback(({ system, sendBack }) => {
  const favourite = system.get('favourite') as
    | { on: (type: 'removed', listener: (e: { nodeId: string }) => void) => { unsubscribe: () => void } }
    | undefined;
  const sub = favourite?.on('removed', (e) => sendBack({ type: 'FAVOURITE_REMOVED', nodeId: e.nodeId }));
  return () => sub?.unsubscribe();
});
