/** Member account calls (spec §7 "Member": info, password; forgotten password by SMS). */
import type { MemberInfo } from '../../domain/login';
import { call } from '../http';

export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call<MemberInfo>('/wps/member/info', { signal });
}

/** §3 Password change payload: oldPassword, newPassword, confirmNewPassword (POST, §7). */
export async function changePassword(
  payload: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  signal?: AbortSignal,
): Promise<void> {
  await call<unknown>('/wps/member/password', { method: 'POST', body: payload, signal });
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
