/** Member account calls (spec §7 "Member": info, password; forgotten password by SMS). */
import type { MemberInfo } from '../../domain/account/login';
import { call } from '../shell/http';

/** `token`: the session's own token (sent explicitly so a call started with the session never goes without it). */
export async function fetchMemberInfo(signal?: AbortSignal, token?: string | null): Promise<MemberInfo> {
  return call<MemberInfo>('/wps/member/info', { signal, headers: token ? { token } : undefined });
}

/** §3 Password change payload: oldPassword, newPassword, confirmNewPassword (POST, §7). */
export async function changePassword(
  payload: { oldPassword: string; newPassword: string; confirmNewPassword: string; rememberDevice?: boolean },
  signal?: AbortSignal,
): Promise<{ deviceToken: string | null }> {
  const value = await call<unknown>('/wps/member/password', { method: 'POST', body: payload, signal });
  // The change revokes every device token; a remembered device asked (rememberDevice) for a new one.
  const deviceToken = (value as { deviceToken?: unknown } | null)?.deviceToken;
  return { deviceToken: typeof deviceToken === 'string' && deviceToken !== '' ? deviceToken : null };
}

/** §7 "set password via phone POST JSON": mobile number, SMS code and the new password. */
export async function resetPasswordBySms(
  payload: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword: string;
  },
  signal?: AbortSignal,
): Promise<void> {
  await call<unknown>('/wps/member/password/reset', { method: 'POST', body: payload, signal });
}
