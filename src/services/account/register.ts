import type { LoginAnswer } from '../../domain/account/login';
import { parseRegisterSettings, type RegisterSettings } from '../../domain/account/registerSettings';
import type { RegistrationPayload } from '../../domain/account/registration';
import { call, callEnvelope } from '../shell/http';
import { SESSION_KEYS, session } from '../shell/storage';

/** §7 Register (POST with the §3 payload); the answer is a login answer, so the new player is logged in. */
export async function register(payload: RegistrationPayload, signal?: AbortSignal): Promise<LoginAnswer> {
  return call<LoginAnswer>('/wps/member/register', { method: 'POST', body: payload, signal });
}

/** §7 Affiliate code check: input code and domain; the answer is read at data.success. */
export async function checkAffiliateCode(code: string, domain: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const envelope = await callEnvelope<unknown>('/wps/affiliate/check', {
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
  return parseRegisterSettings(await call<unknown>('/wps/system/registerSettings', { signal }));
}

/* The registration form cached while the player reads the terms (spec §2 "Registration"). Passwords are left out
 * on purpose: they are not written to storage; the player types them again. */

export interface RegisterFormCache {
  method: 'username' | 'mobileNum';
  values: Record<string, string>;
}

const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword', 'captcha', 'verificationCode']);

export function saveRegisterCache(cache: RegisterFormCache): void {
  const values = Object.fromEntries(Object.entries(cache.values).filter(([k]) => !PASSWORD_FIELDS.has(k)));
  session.setJson(SESSION_KEYS.registerForm, { method: cache.method, values });
}

/** Reads and removes the cached form (it is restored once). */
export function takeRegisterCache(): RegisterFormCache | null {
  const cache = session.getJson<RegisterFormCache>(SESSION_KEYS.registerForm);
  session.remove(SESSION_KEYS.registerForm);
  if (!cache || typeof cache !== 'object' || typeof cache.values !== 'object' || cache.values === null) return null;
  return { method: cache.method === 'mobileNum' ? 'mobileNum' : 'username', values: cache.values };
}
