import type { AnyActorRef } from 'xstate';
import type { NotificationEvent } from './notifications.machine';

/**
 * Machines tell the person what happened through the app-level notifications actor (systemId `notifications`).
 * Looked up at send time so a machine tested alone (no such actor in its system) still runs.
 */
export function notify(system: { get: (id: string) => AnyActorRef | undefined }, event: NotificationEvent): void {
  system.get('notifications')?.send(event);
}
