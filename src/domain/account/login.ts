/**
 * Session, login and remembered-login shapes and rules (spec §3 "Session info", "Login payload",
 * "Remembered login"; §4 "Login", "Free play"). Pure: no storage, no network.
 */
import { PHONE_MAX_LENGTH } from '../constants';
import { TRIAL_TYPE } from './member';
import { type PasswordChangeReason, passwordChangeOf } from './passwordChange';

/** §3 Session info, stored under MC_SESSION_INFO in session storage. A trial account stores customerType as type. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  /** A forced password change is pending (issue 15): only the change-password screen shows. Absent: none. */
  passwordChange?: PasswordChangeReason;
}

/** §3 Login response data.value. */
export interface LoginAnswer {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
  /** Our reference server also names the merchant. */
  merchantCode?: string;
  /** A login that asked to be remembered (or a device login) gets this device's new token (README, departures). */
  deviceToken?: string;
  /** The password must be changed before anything else (issue 15). */
  passwordChange?: PasswordChangeReason | null;
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
  /** The computed VIP level (issue 15); `clubLabel.labelName` is its name. */
  vip?: { level: number; name: string };
  /** The head icon's address ('' = the default icon) and whether the bound mobile number is verified (issue 15). */
  headIcon?: string;
  mobileVerified?: boolean;
  /** Other fields the server sends (mobile, email, ...) kept as they came. */
  [key: string]: unknown;
}

/** §3 Wallet. */
export interface Wallet {
  sumBalance: number;
  currencySymbol: string;
}

export type LoginMethod = 'username' | 'sms';

/**
 * §3 Login payload; `type` is username, sms or firebase, or 'device' (the remembered login: `deviceToken` in place of
 * the password). `remember` asks the server for a device token (README, departures from §3).
 */
export interface LoginPayload {
  username: string;
  password: string;
  captcha: string;
  type: 'username' | 'sms' | 'firebase' | 'device';
  firebaseChannel: string;
  firebaseIdToken: string;
  firebaseMobileNo: string;
  countryDialingCode: string;
  remember: boolean;
  deviceToken: string;
}

/**
 * The remembered login (local storage). §3 kept the password there (remPass, XOR-ed with a salt kept beside it);
 * this keeps a device token the server issued instead: revocable, rotated at each use, never the password. An
 * empty `deviceToken` only prefills the form.
 */
export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  countryDialingCode: string;
  deviceToken: string;
}

/** The session info's `passwordChange`, only when a change is pending. */
function pendingChange(value: unknown): { passwordChange?: PasswordChangeReason } {
  const reason = passwordChangeOf(value);
  return reason ? { passwordChange: reason } : {};
}

export function sessionInfoFromLogin(answer: LoginAnswer, merchantCode: string): SessionInfo {
  return {
    token: answer.token,
    merchantCode: answer.merchantCode || merchantCode,
    userName: answer.userName,
    type: answer.type,
    firstTimeLogin: answer.firstTimeLogin === true,
    ...pendingChange(answer.passwordChange),
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
    ...pendingChange(r.passwordChange),
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
  remember: boolean;
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
    remember: input.remember,
    deviceToken: '',
  };
}

/** The one-tap login of a remembered device: its token stands in for the password. */
export function buildDeviceLoginPayload(remembered: RememberedLogin): LoginPayload {
  return {
    username: remembered.username,
    password: '',
    captcha: '',
    type: 'device',
    firebaseChannel: '',
    firebaseIdToken: '',
    firebaseMobileNo: '',
    countryDialingCode: remembered.countryDialingCode,
    remember: true,
    deviceToken: remembered.deviceToken,
  };
}

/**
 * Reads a remembered login back from storage. An entry of the old shape (remPass + salt: the password itself) is
 * read without its secret; `hasLegacySecret` tells the caller to rewrite it.
 */
export function parseRememberedLogin(raw: unknown): RememberedLogin | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.username !== 'string' || r.username === '') return null;
  return {
    type: r.type === 'sms' ? 'sms' : 'username',
    username: r.username,
    countryDialingCode: typeof r.countryDialingCode === 'string' ? r.countryDialingCode : '',
    deviceToken: typeof r.deviceToken === 'string' ? r.deviceToken : '',
  };
}

/** A stored entry still holding the §3 encoded password (remPass, salt): it must not stay on the device. */
export function hasLegacySecret(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && ('remPass' in raw || 'salt' in raw || 'password' in raw);
}

/** The class the document body has while the login popup is open (§4 "Login modal open adds a body class"). */
export const LOGIN_MODAL_BODY_CLASS = 'login-modal-open';
