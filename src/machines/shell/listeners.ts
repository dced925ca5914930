import { type AnyActorRef, fromCallback } from 'xstate';
import type { SiteConfig } from '../../domain/shell/site-config';
import type { SystemLike } from './notify';

/**
 * How machines hear the app-level actors' cross-cutting changes (ARCHITECTURE "One actor system"): each interested
 * machine invokes one of these listeners, declared in its setup; nothing forwards through React or a wiring actor.
 * One mechanism per change:
 * - language: the language actor emits `changed`; `languageChanges` hears it and sends LANGUAGE_CHANGED;
 * - session: `sessionChanges` watches the session actor's snapshot and sends SESSION_CHANGED when being logged in
 *   flips (and once at start, with the current value); `sessionFlips`, the same watch, sends RELOAD on a flip;
 * - site config: the siteConfig actor emits `configChanged`; `followConfig` hands over the config known now, then
 *   each newer one, as CONFIG_LOADED.
 * Readiness is a state, not a change: `contentReady` watches the site config and language actors and sends START
 * once a config is in and the language's texts are settled (content then asks with the merchant code, in the right
 * language).
 * A machine run alone (tests, diagrams) has none of these actors in its system: the listeners then stay silent.
 */

type Snapshotted = AnyActorRef & { getSnapshot: () => { context?: unknown; value?: unknown } };

function actorOf(system: SystemLike, id: string): Snapshotted | undefined {
  return system.get(id) as Snapshotted | undefined;
}

/** Being logged in, read from the session actor's snapshot (a session exists in state `loggedIn`). */
export function loggedInOf(system: SystemLike): boolean {
  const snapshot = actorOf(system, 'session')?.getSnapshot() as { matches?: (v: string) => boolean } | undefined;
  return snapshot?.matches?.('loggedIn') === true;
}

/** The member type (§3) of the session, null for a visitor. */
export function memberTypeOf(system: SystemLike): number | null {
  if (!loggedInOf(system)) return null;
  const context = actorOf(system, 'session')?.getSnapshot().context as
    | { member?: { type?: number } | null; info?: { type?: number } | null }
    | undefined;
  return context?.member?.type ?? context?.info?.type ?? null;
}

/** The merchant code of the site config, '' until it is in: every content call carries it (§7). */
export function merchantCodeOf(system: SystemLike): string {
  const context = actorOf(system, 'siteConfig')?.getSnapshot().context as
    | { config?: { merchantCode?: string } | null }
    | undefined;
  return context?.config?.merchantCode ?? '';
}

/** Sends LANGUAGE_CHANGED after each language change (the language actor's `changed` event). */
export const languageChanges = fromCallback<{ type: 'LANGUAGE_CHANGED' }>(({ system, sendBack }) => {
  const language = actorOf(system, 'language');
  const sub = language?.on('changed', () => sendBack({ type: 'LANGUAGE_CHANGED' }));
  return () => sub?.unsubscribe();
});

/** Calls `onFlip` whenever being logged in flips (a login, a logout, a restored session). */
function watchSession(system: SystemLike, onFlip: (loggedIn: boolean) => void): (() => void) | undefined {
  const session = actorOf(system, 'session');
  if (!session) return undefined;
  let loggedIn = loggedInOf(system);
  const sub = session.subscribe(() => {
    const now = loggedInOf(system);
    if (now === loggedIn) return;
    loggedIn = now;
    onFlip(now);
  });
  return () => sub.unsubscribe();
}

/** Sends SESSION_CHANGED with the current value at start, then whenever being logged in flips. */
export const sessionChanges = fromCallback(({ system, sendBack }) => {
  if (!system.get('session')) return;
  sendBack({ type: 'SESSION_CHANGED', loggedIn: loggedInOf(system) });
  return watchSession(system, (loggedIn) => sendBack({ type: 'SESSION_CHANGED', loggedIn }));
});

/** Sends RELOAD whenever being logged in flips (content that differs for members and visitors). */
export const sessionFlips = fromCallback(({ system, sendBack }) =>
  watchSession(system, () => sendBack({ type: 'RELOAD' })),
);

/** Sends START once the site config is in and the language's texts are settled (at once if they already are). */
export const contentReady = fromCallback(({ system, sendBack }) => {
  const siteConfig = actorOf(system, 'siteConfig');
  const language = actorOf(system, 'language');
  if (!siteConfig || !language) return;
  let started = false;
  const check = () => {
    const settled = !(language.getSnapshot() as { matches: (v: string) => boolean }).matches('loading');
    const configured = Boolean((siteConfig.getSnapshot().context as { config?: unknown }).config);
    if (started || !settled || !configured) return;
    started = true;
    sendBack({ type: 'START' });
  };
  const subs = [siteConfig.subscribe(check), language.subscribe(check)];
  check();
  return () => {
    for (const sub of subs) sub.unsubscribe();
  };
});

/** What a follower of the site config receives: the config known now (if any), then each newer one. */
export type ConfigLoaded = { type: 'CONFIG_LOADED'; config: SiteConfig };

/** Hands over the config the siteConfig actor holds now, then each one it emits (`configChanged`). */
export const followConfig = fromCallback<ConfigLoaded>(({ system, sendBack }) => {
  const siteConfig = system.get('siteConfig') as AnyActorRef | undefined;
  if (!siteConfig) return;
  const now = (siteConfig.getSnapshot() as { context?: { config?: SiteConfig | null } }).context?.config;
  if (now) sendBack({ type: 'CONFIG_LOADED', config: now });
  const subscription = siteConfig.on('configChanged', (event: { config: SiteConfig }) =>
    sendBack({ type: 'CONFIG_LOADED', config: event.config }),
  );
  return () => subscription.unsubscribe();
});
