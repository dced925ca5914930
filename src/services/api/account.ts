/** Member account calls (spec §7 "Member": info, password; forgotten password by SMS). */
import type { MemberInfo } from '../../domain/login';
import { call } from '../http';

export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call<MemberInfo>('/wps/member/info', { signal });
}
