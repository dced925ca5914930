import { fromCallback } from 'xstate';
import type { SystemLike } from './notify';

/**
 * Where the visit goes next (ARCHITECTURE "The way data flows" 4): machines send these to the app-level `navigator`
 * actor instead of touching the router or the window; the root provides its browser implementation. A machine run
 * alone (tests, diagrams) has no navigator in its system: the request then goes nowhere.
 */
export type NavigatorEvent =
  | { type: 'NAVIGATE'; to: string; replace?: boolean }
  | { type: 'BACK' }
  /** A link outside the site: a new window, or the native bridge in the app shell (§4 launch flow). */
  | { type: 'OPEN_EXTERNAL'; url: string };

/** The navigator as declared: no behaviour until the root provides one. */
export const navigatorActor = fromCallback<NavigatorEvent>(() => undefined);

/** Asks the navigator of the caller's system for a place (the body of a named action). */
export function requestNavigation(system: SystemLike, event: NavigatorEvent): void {
  system.get('navigator')?.send(event);
}
