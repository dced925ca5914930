import type { InactivitySettings } from '../../domain/protection/inactivity';
import { call } from '../shell/http';

/** The inactivity and consent settings of the site config (issue 16 tools 5 and 7; no login needed). */
export interface InactivityAnswer extends InactivitySettings {
  agreementTickedByDefault: boolean;
}

export async function fetchInactivitySettings(signal?: AbortSignal): Promise<InactivityAnswer> {
  const value = await call<Partial<InactivityAnswer>>('/wps/member/protection/inactivity', {
    signal,
    background: true,
  });
  return {
    enabled: value.enabled !== false,
    idleMinutes: Number(value.idleMinutes) > 0 ? Number(value.idleMinutes) : 30,
    warningSeconds: Number(value.warningSeconds) > 0 ? Number(value.warningSeconds) : 60,
    agreementTickedByDefault: value.agreementTickedByDefault === true,
  };
}

/** The player did something on the page that made no call: the server restarts the session's idle time. */
export async function reportActivity(signal?: AbortSignal): Promise<void> {
  await call('/wps/member/protection/inactivity/activity', { method: 'POST', signal });
}

/**
 * The warning's countdown ran out: the session ends on the server. A session the server already ended is just as
 * ended; the caller ends the site's session itself, after going home.
 */
export async function endIdleSession(signal?: AbortSignal): Promise<void> {
  await call('/wps/member/protection/inactivity/end', {
    method: 'POST',
    signal,
    background: true,
    endsSessionItself: true,
  });
}

/** Page events that mean the player is there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `onActivity` when the player taps, types or scrolls anywhere on the page, at most once per `throttleMs`
 * (scrolling fires many events a second). Answers the function that stops listening.
 */
export function listenForActivity(onActivity: () => void, throttleMs = 1000): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const handler = () => {
    const now = Date.now();
    if (now - last < throttleMs) return;
    last = now;
    onActivity();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, handler, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handler, options);
  };
}
