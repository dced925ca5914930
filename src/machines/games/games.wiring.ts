import type { ActorRefFrom } from 'xstate';
import { configureContent } from '../../services/home/content';
import type { sessionMachine } from '../account/session.machine';
import { selectIsLoggedIn } from '../account/session.selectors';
import type { announcementsMachine } from '../messages/announcements.machine';
import type { languageMachine } from '../shell/language.machine';
import type { siteConfigMachine } from '../shell/siteConfig.machine';
import { selectConfig, selectMerchantCode } from '../shell/siteConfig.selectors';
import type { favouriteMachine } from './favourite.machine';
import type { vendorsMachine } from './vendors.machine';

/**
 * How the home and games app-level actors hear the rest of the app (called once from app/actors.ts):
 * - session changes reach the favourites (ids load on login, clear on logout) and reload the announcements
 *   (members and visitors see different groups, spec §4);
 * - a language change reloads the announcements and the vendors (debounced in the machines, spec §4; the winner
 *   board, a screen-level actor, hears it on home);
 * - content calls send the site config's merchant code;
 * - the announcements and the vendors load first once the site config is in and the language's texts are settled.
 */
export function wireGames(actors: {
  session: ActorRefFrom<typeof sessionMachine>;
  language: ActorRefFrom<typeof languageMachine>;
  siteConfig: ActorRefFrom<typeof siteConfigMachine>;
  favourite: ActorRefFrom<typeof favouriteMachine>;
  announcements: ActorRefFrom<typeof announcementsMachine>;
  vendors: ActorRefFrom<typeof vendorsMachine>;
}): void {
  configureContent({ merchant: () => selectMerchantCode(actors.siteConfig.getSnapshot()) });
  let loggedIn: boolean | null = null;
  const onSession = () => {
    const now = selectIsLoggedIn(actors.session.getSnapshot());
    if (now === loggedIn) return;
    const first = loggedIn === null;
    loggedIn = now;
    actors.favourite.send({ type: 'SESSION_CHANGED', loggedIn: now });
    if (!first) actors.announcements.send({ type: 'RELOAD' });
  };
  onSession();
  actors.session.subscribe(onSession);
  actors.language.on('changed', () => {
    actors.announcements.send({ type: 'LANGUAGE_CHANGED' });
    actors.vendors.send({ type: 'LANGUAGE_CHANGED' });
  });

  let started = false;
  const startContent = () => {
    const settled = !actors.language.getSnapshot().matches('loading');
    if (started || !settled || !selectConfig(actors.siteConfig.getSnapshot())) return;
    started = true;
    actors.announcements.send({ type: 'START' });
    actors.vendors.send({ type: 'START' });
  };
  actors.siteConfig.subscribe(startContent);
  actors.language.subscribe(startContent);
  startContent();
}
