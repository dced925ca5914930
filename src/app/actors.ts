import { type ActorRefFrom, createActor, setup } from 'xstate';
import { sessionMachine } from '../machines/account/session.machine';
import { setAppSystem } from '../machines/appSystem';
import { favouriteMachine } from '../machines/games/favourite.machine';
import { wireGames } from '../machines/games/games.wiring';
import { launchMachine } from '../machines/games/launch.machine';
import { vendorsMachine } from '../machines/games/vendors.machine';
import { announcementsMachine } from '../machines/messages/announcements.machine';
import { languageMachine } from '../machines/shell/language.machine';
import { notificationsMachine } from '../machines/shell/notifications.machine';
import { siteConfigMachine } from '../machines/shell/siteConfig.machine';
import { systemStatusMachine } from '../machines/shell/systemStatus.machine';
import { themeMachine } from '../machines/shell/theme.machine';

/**
 * The app-level actors (ARCHITECTURE "The way data flows"), created once for the whole visit, at module level so
 * StrictMode's double effects cannot start them twice. They share one actor system, so they find each other by
 * systemId (`system.get('notifications')`). Order matters: an actor must exist before another sends to it at start,
 * so the status gate, which hands the config on at once when it has a cached copy, comes last.
 */
const appActors = {
  notifications: notificationsMachine,
  siteConfig: siteConfigMachine,
  language: languageMachine,
  theme: themeMachine,
  session: sessionMachine,
  systemStatus: systemStatusMachine,
  announcements: announcementsMachine,
  vendors: vendorsMachine,
  favourite: favouriteMachine,
  launch: launchMachine,
} as const;

type AppActorId = keyof typeof appActors;

/** The root holds the app-level actors and nothing else; it has no states of its own. */
const rootMachine = setup({ actors: appActors }).createMachine({
  id: 'app',
  invoke: [
    { id: 'notifications', systemId: 'notifications', src: 'notifications' },
    { id: 'siteConfig', systemId: 'siteConfig', src: 'siteConfig' },
    { id: 'language', systemId: 'language', src: 'language' },
    { id: 'theme', systemId: 'theme', src: 'theme' },
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'systemStatus', systemId: 'systemStatus', src: 'systemStatus' },
    { id: 'announcements', systemId: 'announcements', src: 'announcements' },
    { id: 'vendors', systemId: 'vendors', src: 'vendors' },
    { id: 'favourite', systemId: 'favourite', src: 'favourite' },
    { id: 'launch', systemId: 'launch', src: 'launch' },
  ],
});

/** In dev, `?inspect` shows every actor in the Stately inspector. */
const inspect =
  import.meta.env.DEV && typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect')
    ? (await import('@statelyai/inspect')).createBrowserInspector().inspect
    : undefined;

export const appActor = createActor(rootMachine, inspect ? { inspect } : {});
appActor.start();
// Screen-level actors run in systems of their own; machines/appSystem.ts lets them reach these app-level actors.
setAppSystem(appActor.system);

function appActorRef<K extends AppActorId>(id: K): ActorRefFrom<(typeof appActors)[K]> {
  return appActor.system.get(id) as ActorRefFrom<(typeof appActors)[K]>;
}

export const notificationsActor = appActorRef('notifications');
export const siteConfigActor = appActorRef('siteConfig');
export const languageActor = appActorRef('language');
export const themeActor = appActorRef('theme');
export const sessionActor = appActorRef('session');
export const systemStatusActor = appActorRef('systemStatus');
export const announcementsActor = appActorRef('announcements');
export const vendorsActor = appActorRef('vendors');
export const favouriteActor = appActorRef('favourite');
export const launchActor = appActorRef('launch');
wireGames({
  session: sessionActor,
  language: languageActor,
  siteConfig: siteConfigActor,
  favourite: favouriteActor,
  announcements: announcementsActor,
  vendors: vendorsActor,
});
