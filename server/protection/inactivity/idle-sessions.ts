/**
 * Inactivity logout on the server (issue 16 tool 5): a session whose player did nothing for the configured idle
 * time, on the protection clock, is ended when it is next used, whatever the site shows, and the end is written
 * to the audit trail. The calls the site makes on its own carry the background header and are not activity.
 */
import type { Context } from 'hono';
import { BACKGROUND_CALL_HEADER, sessionIdle } from '../../../src/domain/protection/inactivity';
import type { Db } from '../../db/db';
import { deleteSession, type SessionRecord } from '../../security/sessions';
import { recordProtectionEvent } from '../audit';
import type { InactivityConfig } from './config';

/** The call was made by the site on its own (a poll, a refresh), not by the player. */
export function isBackgroundCall(c: Context): boolean {
  return c.req.header(BACKGROUND_CALL_HEADER) === '1';
}

/** Why an idle session ended: found idle on the server, or the site's countdown ran out. */
export type IdleEndReason = 'IDLE' | 'WARNING_EXPIRED';

/** Ends the session for inactivity and records it (tool INACTIVITY, action END, source SYSTEM). */
export async function endIdleSession(
  db: Db,
  session: SessionRecord,
  settings: Pick<InactivityConfig, 'idleMinutes'>,
  reason: IdleEndReason,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await deleteSession(tx, session.token);
    if (!ended) return;
    await recordProtectionEvent(tx, {
      memberId: session.memberId,
      tool: 'INACTIVITY',
      action: 'END',
      oldValue: { lastActivityAt: session.lastActivityAt?.toISOString() ?? null },
      newValue: { reason, idleMinutes: settings.idleMinutes },
      source: 'SYSTEM',
      at: now,
    });
  });
}

/** The session, or null when it sat idle too long: then it is ended here (so it is refused NOT_LOGGED_IN). */
export async function keepUnlessIdle(
  db: Db,
  session: SessionRecord,
  settings: InactivityConfig,
  now: Date,
): Promise<SessionRecord | null> {
  const last = session.lastActivityAt?.getTime() ?? null;
  if (!sessionIdle(settings, last, now.getTime())) return session;
  await endIdleSession(db, session, settings, 'IDLE', now);
  return null;
}
