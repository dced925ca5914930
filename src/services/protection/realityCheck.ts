import {
  parseRealityCheckSetting,
  parseRealityCheckStatus,
  type RealityCheckSetting,
  type RealityCheckStatus,
} from '../../domain/protection/realityCheck';
import { call } from '../shell/http';

/** Reality-check calls (server/README.md "Player protection: reality checks"). */

/** GET /wps/member/protection/realityCheck. */
export async function fetchRealityCheckSetting(signal?: AbortSignal): Promise<RealityCheckSetting> {
  return parseRealityCheckSetting(await call<unknown>('/wps/member/protection/realityCheck', { signal }));
}

/** POST /wps/member/protection/realityCheck { intervalMinutes }. */
export async function saveRealityCheckInterval(intervalMinutes: number, signal?: AbortSignal): Promise<void> {
  await call<unknown>('/wps/member/protection/realityCheck', { method: 'POST', body: { intervalMinutes }, signal });
}

/** GET /wps/member/protection/realityCheck/status: a poll the site makes on its own, so not the player's activity. */
export async function fetchRealityCheckStatus(signal?: AbortSignal): Promise<RealityCheckStatus> {
  return parseRealityCheckStatus(
    await call<unknown>('/wps/member/protection/realityCheck/status', { signal, background: true }),
  );
}

/** POST /wps/member/protection/realityCheck/answer { action }. */
export async function answerRealityCheck(
  action: 'CONTINUE' | 'LOGOUT',
  signal?: AbortSignal,
): Promise<RealityCheckStatus> {
  return parseRealityCheckStatus(
    await call<unknown>('/wps/member/protection/realityCheck/answer', { method: 'POST', body: { action }, signal }),
  );
}
