import type { LoginAnswer } from '../../domain/login';
import type { RegistrationPayload } from '../../domain/registration';
import { parseRegisterSettings, type RegisterSettings } from '../../domain/validation';
import { call, callEnvelope } from '../http';

/** §7 Register (POST with the §3 payload); the answer is a login answer, so the new player is logged in. */
export async function register(payload: RegistrationPayload, signal?: AbortSignal): Promise<LoginAnswer> {
  return call<LoginAnswer>('/wps/member/register', { method: 'POST', body: payload, signal });
}

/** §7 Affiliate code check: input code and domain; the answer is read at data.success. */
export async function checkAffiliateCode(code: string, domain: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const envelope = await callEnvelope<unknown>('/wps/member/affiliate/check', {
      query: { code, domain },
      signal,
    });
    return envelope.success === true;
  } catch {
    return false;
  }
}

export interface Country {
  code: string;
  name: string;
  countryDialingCode: string;
}

/** §7 Country list (dialing codes for the phone input). */
export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  const value = await call<Country[]>('/wps/system/countries', { signal });
  return Array.isArray(value) ? value : [];
}

/** §7 Registration settings: methods, default dialing code, the field rules and the login rule sets. */
export async function fetchRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  return parseRegisterSettings(await call<unknown>('/wps/member/register/settings', { signal }));
}
