/**
 * Session, login and remembered-login shapes and rules (spec §3 "Session info", "Login payload",
 * "Remembered login"; §4 "Login", "Free play"). Pure: no storage, no network.
 */
import { PHONE_MAX_LENGTH } from '../constants';
import { TRIAL_TYPE } from './member';

/** §3 Session info, stored under MC_SESSION_INFO in session storage. A trial account stores customerType as type. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** §3 Login response data.value. */
export interface LoginAnswer {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
  /** Our reference server also names the merchant. */
  merchantCode?: string;
}

/** The trial-play answer: like a login answer, but the member type comes as customerType. */
export interface TrialAnswer {
  token: string;
  userName: string;
  customerType?: number;
  type?: number;
  firstTimeLogin?: boolean;
}

/** §3 Member info. */
export interface MemberInfo {
  id: string | number;
  type: number;
  nickname: string;
  account: string;
  clubLabel?: { labelName?: string } | null;
  /** Other fields the server sends (mobile, email, ...) kept as they came. */
  [key: string]: unknown;
}

/** §3 Wallet. */
export interface Wallet {
  sumBalance: number;
  currencySymbol: string;
}

export type LoginMethod = 'username' | 'sms';

/** §3 Login payload; `type` is username, sms or firebase. */
export interface LoginPayload {
  username: string;
  password: string;
  captcha: string;
  type: 'username' | 'sms' | 'firebase';
  firebaseChannel: string;
  firebaseIdToken: string;
  firebaseMobileNo: string;
  countryDialingCode: string;
}

/** §3 Remembered login (local storage): type, username, encoded password remPass, dialing code, salt. */
export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  remPass: string;
  countryDialingCode: string;
  salt: string;
}

export function sessionInfoFromLogin(answer: LoginAnswer, merchantCode: string): SessionInfo {
  return {
    token: answer.token,
    merchantCode: answer.merchantCode || merchantCode,
    userName: answer.userName,
    type: answer.type,
    firstTimeLogin: answer.firstTimeLogin === true,
  };
}

/** §3: "A trial account stores customerType as type" (type 4 when the server leaves it out). */
export function sessionInfoFromTrial(answer: TrialAnswer, merchantCode: string): SessionInfo {
  return {
    token: answer.token,
    merchantCode,
    userName: answer.userName,
    type: answer.customerType ?? answer.type ?? TRIAL_TYPE,
    firstTimeLogin: answer.firstTimeLogin === true,
  };
}

/** Accepts what was read back from storage only if it has the shape of a session. */
export function parseSessionInfo(raw: unknown): SessionInfo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.token !== 'string' || r.token === '') return null;
  const type = typeof r.type === 'number' ? r.type : Number(r.type ?? r.customerType);
  return {
    token: r.token,
    merchantCode: typeof r.merchantCode === 'string' ? r.merchantCode : '',
    userName: typeof r.userName === 'string' ? r.userName : '',
    type: Number.isFinite(type) ? type : TRIAL_TYPE,
    firstTimeLogin: r.firstTimeLogin === true,
  };
}

/** §5: the mobile number is at most 20 characters, and its leading 0 is removed before sending. */
export function normaliseMobile(mobile: string): string {
  return mobile.trim().slice(0, PHONE_MAX_LENGTH).replace(/^0+/, '');
}

/** §3 The login payload for the username or SMS method (optional values as empty strings). */
export function buildLoginPayload(input: {
  method: LoginMethod;
  username: string;
  password: string;
  mobile: string;
  smsCode: string;
  captcha: string;
  countryDialingCode: string;
}): LoginPayload {
  const sms = input.method === 'sms';
  return {
    username: sms ? normaliseMobile(input.mobile) : input.username.trim(),
    password: sms ? input.smsCode.trim() : input.password,
    captcha: input.captcha.trim(),
    type: sms ? 'sms' : 'username',
    firebaseChannel: '',
    firebaseIdToken: '',
    firebaseMobileNo: '',
    countryDialingCode: sms ? input.countryDialingCode : '',
  };
}

/* Remembered password: the spec keeps an encoded password (remPass) with a salt. This is obfuscation so that the
 * password is not stored as plain text; it is not encryption (the key sits next to it). */

function toBytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function xor(data: Uint8Array, salt: string): Uint8Array {
  const key = toBytes(salt || 'salt');
  return data.map((b, i) => b ^ (key[i % key.length] ?? 0));
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

export function encodePassword(password: string, salt: string): string {
  return toBase64(xor(toBytes(password), salt));
}

export function decodePassword(remPass: string, salt: string): string {
  try {
    return new TextDecoder().decode(xor(fromBase64(remPass), salt));
  } catch {
    return '';
  }
}

export function rememberLogin(
  input: { type: LoginMethod; username: string; password: string; countryDialingCode: string },
  salt: string,
): RememberedLogin {
  return {
    type: input.type,
    username: input.username,
    remPass: encodePassword(input.password, salt),
    countryDialingCode: input.countryDialingCode,
    salt,
  };
}

export function parseRememberedLogin(raw: unknown): RememberedLogin | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.username !== 'string' || typeof r.remPass !== 'string' || typeof r.salt !== 'string') return null;
  return {
    type: r.type === 'sms' ? 'sms' : 'username',
    username: r.username,
    remPass: r.remPass,
    countryDialingCode: typeof r.countryDialingCode === 'string' ? r.countryDialingCode : '',
    salt: r.salt,
  };
}
