import { type ActiveSession, parseSessions } from '../../domain/member/sessions';
import { call } from '../shell/http';

/** The security centre's session calls (server/README.md "Security centre"). */

/** GET /wps/member/sessions. */
export async function fetchSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return parseSessions(await call<unknown>('/wps/member/sessions', { signal }));
}

/** POST /wps/member/sessions/signOutOthers: every other session of the account ends. */
export async function signOutOtherSessions(signal?: AbortSignal): Promise<void> {
  await call<unknown>('/wps/member/sessions/signOutOthers', { method: 'POST', signal });
}

/** DELETE /wps/member/sessions/:id. */
export async function signOutSession(id: string, signal?: AbortSignal): Promise<void> {
  await call<unknown>(`/wps/member/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', signal });
}
