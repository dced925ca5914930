import { call } from '../shell/http';

/** §3 SMS request: mobile number with the leading zero stripped, dialing code; answer value.expiredMinutes. */
export async function sendSmsCode(
  request: { mobileNum: string; countryDialingCode: string },
  signal?: AbortSignal,
): Promise<{ expiredMinutes: number }> {
  const value = await call<{ expiredMinutes?: number; expirationTime?: number } | null>(
    '/wps/verification/sms/noLogin',
    {
      method: 'POST',
      body: {
        mobileNum: request.mobileNum,
        mobileNo: request.mobileNum,
        countryDialingCode: request.countryDialingCode,
      },
      signal,
    },
  );
  const minutes = Number(value?.expiredMinutes ?? value?.expirationTime ?? 1);
  return { expiredMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 1 };
}
