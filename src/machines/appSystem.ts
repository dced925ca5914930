import type { AnyActorRef } from 'xstate';
import type { NotificationEvent } from './shell/notifications.machine';

/**
 * Screen-level actors (`useActorRef`) run in actor systems of their own, where `system.get('notifications')` or
 * `system.get('session')` finds nothing. app/actors.ts registers the app system here, so every machine reaches the
 * app-level actors from any system. A machine tested alone still runs: with nothing registered (or the harness's
 * stand-ins answering first in its own system) a send simply goes nowhere.
 */
export type SystemLike = { get: (id: string) => AnyActorRef | undefined };

let appSystem: SystemLike | null = null;

export function setAppSystem(system: SystemLike | null): void {
  appSystem = system;
}

/** The actor with this systemId: in the caller's own system first, else in the app system. */
export function appActorOf(system: SystemLike, id: string): AnyActorRef | undefined {
  return system.get(id) ?? appSystem?.get(id);
}

/** Tells the person something through the app-level notifications actor (toasts, dialogs, loading). */
export function notify(system: SystemLike, event: NotificationEvent): void {
  appActorOf(system, 'notifications')?.send(event);
}
