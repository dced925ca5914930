/**
 * Session calls (spec §7: login, logout, trial login, public key; plus forgetting a device token) and the session's
 * persistence (spec §3: MC_SESSION_INFO in session storage, remembered login and autoLogin in local storage). No
 * password is stored: §3's PSW is a non-secret "password login" flag, and the remembered login holds a device token.
 */

import { loginDeviceHeaders } from '../../domain/account/deviceHeader';
import {
  hasLegacySecret,
  type LoginAnswer,
  type LoginPayload,
  parseRememberedLogin,
  parseSessionInfo,
  type RememberedLogin,
  type SessionInfo,
  type TrialAnswer,
} from '../../domain/account/login';
import { call } from '../shell/http';
import { runMode } from '../shell/platform';
import { LEGACY_SESSION_KEYS, local, SESSION_KEYS, STORAGE_KEYS, session } from '../shell/storage';

/** The server's login key and the single-use nonce that binds one login to this fetch (absent on older servers). */
export interface LoginKey {
  publicKey: string;
  nonce?: string;
}

export async function fetchPublicKey(signal?: AbortSignal): Promise<LoginKey> {
  const value = await call<string | LoginKey>('/wps/session/publicKey', { signal });
  return typeof value === 'string' ? { publicKey: value } : { publicKey: value.publicKey, nonce: value.nonce };
}

/**
 * §7 Login: the §3 payload and the key's nonce (a captured login cannot be sent again), encrypted; the AES key
 * travels in the `encryption-key` header, and an installed home-screen app adds `Device: OTHERS`.
 */
export async function login(payload: LoginPayload, signal?: AbortSignal): Promise<LoginAnswer> {
  const { publicKey, nonce } = await fetchPublicKey(signal);
  // The encryption loads with the first login, outside the first load of home (the size budget).
  const { encryptPayload } = await import('./crypto');
  const encrypted = await encryptPayload(nonce === undefined ? payload : { ...payload, nonce }, publicKey);
  return call<LoginAnswer>('/wps/session/login', {
    method: 'POST',
    body: encrypted.body,
    headers: { 'encryption-key': encrypted.encryptionKey, ...loginDeviceHeaders(runMode()) },
    signal,
  });
}

/** §7 Logout with the token. */
export async function logout(token: string, signal?: AbortSignal): Promise<void> {
  await call<unknown>('/wps/session/logout', { method: 'POST', headers: { token }, signal });
}

/** The device forgets its remembered login: the server revokes its token (failure changes nothing here). */
export async function forgetDeviceToken(deviceToken: string): Promise<void> {
  await call<unknown>('/wps/session/device/forget', { method: 'POST', body: { deviceToken } });
}

/** §7 Trial login (free play). */
export async function trialLogin(signal?: AbortSignal): Promise<TrialAnswer> {
  return call<TrialAnswer>('/wps/session/login/freeplay', { method: 'POST', signal });
}

/* Persistence (spec §3). */

export function loadSessionInfo(): SessionInfo | null {
  return parseSessionInfo(session.getJson(SESSION_KEYS.sessionInfo));
}

export function saveSessionInfo(info: SessionInfo): void {
  session.setJson(SESSION_KEYS.sessionInfo, info);
  local.remove(STORAGE_KEYS.autoLogin);
}

/** Logout and session end: clear session storage and set autoLogin to '0' (§4). */
export function clearSessionStorage(): void {
  session.remove(SESSION_KEYS.sessionInfo);
  session.remove(SESSION_KEYS.passwordLogin);
  session.remove(SESSION_KEYS.registerForm);
  local.set(STORAGE_KEYS.autoLogin, '0');
}

/** This tab's session began with a password login: change-password may hide its old-password field (§2). */
export function loadPasswordLogin(): boolean {
  return session.get(SESSION_KEYS.passwordLogin) === '1';
}
export function savePasswordLogin(passwordLogin: boolean): void {
  if (passwordLogin) session.set(SESSION_KEYS.passwordLogin, '1');
  else session.remove(SESSION_KEYS.passwordLogin);
}

export function loadRememberedLogin(): RememberedLogin | null {
  return parseRememberedLogin(local.getJson(STORAGE_KEYS.rememberedLogin));
}
export function saveRememberedLogin(remembered: RememberedLogin): void {
  local.setJson(STORAGE_KEYS.rememberedLogin, remembered);
}
export function clearRememberedLogin(): void {
  local.remove(STORAGE_KEYS.rememberedLogin);
}

/**
 * Earlier versions kept the password on the device (§3: PSW in session storage, remPass + salt in the remembered
 * login). Run at start: the password goes, the remembered username stays for the form.
 */
export function dropLegacySecrets(): void {
  session.remove(LEGACY_SESSION_KEYS.sessionPassword);
  const raw = local.getJson(STORAGE_KEYS.rememberedLogin);
  if (!hasLegacySecret(raw)) return;
  const remembered = parseRememberedLogin(raw);
  if (remembered) saveRememberedLogin(remembered);
  else clearRememberedLogin();
}
