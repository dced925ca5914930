/**
 * Reality checks (issue 16 tool 2), the rules shared by the server and the site. Play time counts from the first bet
 * of a login session; a check is due one interval after the play started or after the last check was answered (so the
 * player always gets a whole interval of play between two checks); an interval of 0 is off.
 */

/** The interval a member has before choosing one: off. */
export const REALITY_CHECK_OFF = 0;

export interface RealityCheckSessionTimes {
  intervalMinutes: number;
  /** The first bet of the session, or null before any play. */
  startedAt: Date | null;
  /** The last answered check, or null. */
  lastAnsweredAt: Date | null;
}

export interface RealityCheckDue {
  dueAt: Date | null;
  due: boolean;
}

/** When the next check is due and whether it is due at `now`. */
export function realityCheckDue(times: RealityCheckSessionTimes, now: Date): RealityCheckDue {
  if (times.intervalMinutes <= REALITY_CHECK_OFF || !times.startedAt) return { dueAt: null, due: false };
  const from = times.lastAnsweredAt ?? times.startedAt;
  const dueAt = new Date(from.getTime() + times.intervalMinutes * 60_000);
  return { dueAt, due: now.getTime() >= dueAt.getTime() };
}

/** Whole seconds played since the session's first bet (0 before it). */
export function playedSecondsOf(startedAt: Date | null, now: Date): number {
  if (!startedAt) return 0;
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000));
}

/** Milliseconds from the status answer's moment until its check is due (0 if due, null without one). */
export function msUntilDue(status: {
  dueAt: string | null;
  due: boolean;
  sessionStartedAt: string | null;
  playedSeconds: number;
}): number | null {
  if (status.due) return 0;
  if (!status.dueAt || !status.sessionStartedAt) return null;
  const now = Date.parse(status.sessionStartedAt) + status.playedSeconds * 1000;
  return Math.max(0, Date.parse(status.dueAt) - now);
}

/** "1:05:09" / "12:04": a session's play time for the dialog and the header. */
export function formatPlayTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const secs = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(secs)}` : `${minutes}:${two(secs)}`;
}

/** The status answer (GET .../realityCheck/status), as the site reads it. */
export interface RealityCheckStatus {
  intervalMinutes: number;
  sessionStartedAt: string | null;
  playedSeconds: number;
  /** Wins minus bets of this session. */
  net: number;
  dueAt: string | null;
  due: boolean;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const isoOrNull = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null);

export function parseRealityCheckStatus(raw: unknown): RealityCheckStatus {
  const r = (raw ?? {}) as Record<string, unknown>;
  return {
    intervalMinutes: num(r.intervalMinutes),
    sessionStartedAt: isoOrNull(r.sessionStartedAt),
    playedSeconds: num(r.playedSeconds),
    net: num(r.net),
    dueAt: isoOrNull(r.dueAt),
    due: r.due === true,
  };
}

/** The interval setting (GET .../realityCheck). */
export interface RealityCheckSetting {
  enabled: boolean;
  intervalMinutes: number;
  intervals: number[];
}

export function parseRealityCheckSetting(raw: unknown): RealityCheckSetting {
  const r = (raw ?? {}) as Record<string, unknown>;
  const intervals = Array.isArray(r.intervals) ? r.intervals.filter((v): v is number => typeof v === 'number') : [];
  return { enabled: r.enabled !== false, intervalMinutes: num(r.intervalMinutes), intervals };
}

/** The code of a refused call (ApiError's `code`), or ''. */
export function apiErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}
