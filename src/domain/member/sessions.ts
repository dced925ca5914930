/** The member's active sessions (security centre, issue 15): their shape and the message of a failed call. Pure. */
import type { ValidationMessage } from '../account/validation';

export interface ActiveSession {
  /** Opaque id of the session (never its token). */
  id: string;
  /** "Chrome on Android", "Home-screen app on iPhone", ... */
  device: string;
  /** The address, masked by the server ("203.0.113.*"). */
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  /** This very browser's session. */
  current: boolean;
}

/** Reads the server's list leniently: rows without an id are dropped, this device first. */
export function parseSessions(value: unknown): ActiveSession[] {
  const content = (value as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return content
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      id: text(row.id),
      device: text(row.device),
      ip: text(row.ip),
      createdAt: text(row.createdAt),
      lastSeenAt: text(row.lastSeenAt),
      current: row.current === true,
    }))
    .filter((row) => row.id !== '')
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** The other sessions there are to sign out. */
export const otherSessionCount = (sessions: readonly ActiveSession[]): number =>
  sessions.filter((s) => !s.current).length;

/** A failed sessions call in the player's language: no answer is "try again", else the server's known refusal. */
export function sessionsRefusal(error: unknown): ValidationMessage {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'NOT_FOUND') return { key: 'member.security.sessions.gone' };
  if (code === 'PASSWORD_CHANGE_REQUIRED') return { key: 'member.security.errors.PASSWORD_CHANGE_REQUIRED' };
  return { key: 'member.security.sessions.failed' };
}
