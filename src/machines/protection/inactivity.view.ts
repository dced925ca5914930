import type { InactivitySnapshot } from './inactivity.machine';

/** What the inactivity warning shows: whether it is open and the seconds left on its countdown. */
export interface InactivityView {
  warning: boolean;
  secondsLeft: number;
}

export function inactivityView(snapshot: InactivitySnapshot): InactivityView {
  const warning = snapshot.matches({ watching: { idleTime: 'warned' } });
  return { warning, secondsLeft: warning ? snapshot.context.secondsLeft : 0 };
}

/** Two views are the same when they show the same (for `useSelector`'s compare). */
export function sameInactivityView(a: InactivityView, b: InactivityView): boolean {
  return a.warning === b.warning && a.secondsLeft === b.secondsLeft;
}
