import type { AnyActorRef } from 'xstate';
import type { NotificationEvent } from './notifications.machine';

/**
 * Screen-level actors (`useActorRef`) run in their own actor system, where `system.get('notifications')` and
 * `system.get('session')` find nothing. app/actors.ts registers the app system here so the account machines reach
 * the app-level actors from any system; a machine tested alone still runs (nothing registered, or the harness's
 * stand-ins answer first).
 */
type SystemLike = { get: (id: string) => AnyActorRef | undefined };

let appSystem: SystemLike | null = null;

export function setAppSystem(system: SystemLike | null): void {
  appSystem = system;
}

/** The actor with this systemId: in the caller's own system first, else in the app system. */
export function appActorOf(system: SystemLike, id: string): AnyActorRef | undefined {
  return system.get(id) ?? appSystem?.get(id);
}

/** `notify` of notify.ts, reaching the app-level notifications actor from a screen-level system too. */
export function notifyApp(system: SystemLike, event: NotificationEvent): void {
  appActorOf(system, 'notifications')?.send(event);
}
