/**
 * Session calls (spec §7: login, logout, trial login, public key) and the session's persistence
 * (spec §3: MC_SESSION_INFO and PSW in session storage, remembered login and autoLogin in local storage).
 */

import { loginDeviceHeaders } from '../../domain/account/deviceHeader';
import {
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
import { local, SESSION_KEYS, STORAGE_KEYS, session } from '../shell/storage';
import { encryptPayload } from './crypto';

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
  session.remove(SESSION_KEYS.sessionPassword);
  session.remove(SESSION_KEYS.registerForm);
  local.set(STORAGE_KEYS.autoLogin, '0');
}

/** The session PSW (§3): held while logged in so change-password can hide the old-password field (§2). */
export function loadSessionPassword(): string | null {
  return session.get(SESSION_KEYS.sessionPassword);
}
export function saveSessionPassword(password: string): void {
  session.set(SESSION_KEYS.sessionPassword, password);
}
export function clearSessionPassword(): void {
  session.remove(SESSION_KEYS.sessionPassword);
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

export function newSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
