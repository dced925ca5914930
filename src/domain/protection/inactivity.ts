/**
 * Inactivity logout (issue 16 tool 5), shared by the site and the server: when an idle session ends and when the
 * warning before it starts. Times are epoch milliseconds; the server passes its protection clock's time.
 */

/**
 * The request header the site puts on the calls it makes on its own (polling unread counts, refreshing the wallet,
 * reality-check status...): such a call does not count as the player's activity.
 */
export const BACKGROUND_CALL_HEADER = 'x-background-call';

export interface InactivitySettings {
  enabled: boolean;
  /** The session ends this long after the player's last activity. */
  idleMinutes: number;
  /** The warning counts down this long before the end. */
  warningSeconds: number;
}

export function idleMs(settings: Pick<InactivitySettings, 'idleMinutes'>): number {
  return settings.idleMinutes * 60_000;
}

/** True when a session whose last activity was at `lastActivityAt` has been idle for the whole idle time at `now`. */
export function sessionIdle(
  settings: Pick<InactivitySettings, 'enabled' | 'idleMinutes'>,
  lastActivityAt: number | null,
  now: number,
): boolean {
  if (!settings.enabled || lastActivityAt === null) return false;
  return now - lastActivityAt >= idleMs(settings);
}

/** How long after the last activity the warning shows: the idle time less the countdown (never below zero). */
export function warningDelayMs(settings: Pick<InactivitySettings, 'idleMinutes' | 'warningSeconds'>): number {
  return Math.max(0, idleMs(settings) - warningSecondsOf(settings) * 1000);
}

/** The countdown's length in whole seconds, never longer than the idle time itself. */
export function warningSecondsOf(settings: Pick<InactivitySettings, 'idleMinutes' | 'warningSeconds'>): number {
  return Math.max(1, Math.min(Math.floor(settings.warningSeconds), settings.idleMinutes * 60));
}
