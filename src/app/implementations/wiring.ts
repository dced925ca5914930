import { type ActorRefFrom, fromCallback } from 'xstate';
import { wireGames } from '../../machines/games/games.wiring';
import type { appMachines } from '../root';

type Ref<K extends keyof typeof appMachines> = ActorRefFrom<(typeof appMachines)[K]>;

/** The browser's wiring: the games and home actors hear session, language and config changes (games.wiring.ts). */
export const browserWiring = fromCallback(({ system }) => {
  const get = <K extends keyof typeof appMachines>(id: K) => system.get(id) as Ref<K>;
  wireGames({
    session: get('session'),
    language: get('language'),
    siteConfig: get('siteConfig'),
    favourite: get('favourite'),
    announcements: get('announcements'),
    vendors: get('vendors'),
  });
});
