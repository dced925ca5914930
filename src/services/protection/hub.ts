import { type AccountActivity, parseActivity } from '../../domain/protection/activity';
import { type AuditPage, parseAuditPage } from '../../domain/protection/auditEntry';
import { call } from '../shell/http';

/** Account activity and the protection history (server/README.md "Player protection: activity and history"). */

/** GET /wps/member/protection/activity. */
export async function fetchAccountActivity(signal?: AbortSignal): Promise<AccountActivity> {
  return parseActivity(await call<unknown>('/wps/member/protection/activity', { signal }));
}

/** GET /wps/member/protection/audit?pageNo=: the member's own rows, newest first. */
export async function fetchProtectionHistory(pageNo: number, signal?: AbortSignal): Promise<AuditPage> {
  return parseAuditPage(await call<unknown>('/wps/member/protection/audit', { query: { pageNo }, signal }));
}
