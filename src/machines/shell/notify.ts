import type { AnyActorRef } from 'xstate';
import type { NotificationEvent } from './notifications.machine';

/** What an action sees of the one actor system: the app-level actors by systemId. */
export type SystemLike = { get: (id: string) => AnyActorRef | undefined };

/**
 * Tells the person something through the app-level notifications actor (toasts, dialogs, loading). A machine run
 * alone (tests, diagrams) has no notifications actor in its system: the send then goes nowhere.
 */
export function notify(system: SystemLike, event: NotificationEvent): void {
  system.get('notifications')?.send(event);
}
