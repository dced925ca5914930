import { isObject, type Loose } from '../../domain/loose';
import type { Profile, ProfileOptions, ProfileValues, TextRule } from '../../domain/member/profile';
import { call } from '../shell/http';
import { text } from '../wallet/lenient';

/** The profile calls (server/README.md "Profile"). */

const ruleOf = (value: unknown): TextRule => {
  const rule: Loose = isObject(value) ? value : {};
  return { regExp: text(rule.regExp) || '^[\\s\\S]*$', message: text(rule.message) };
};

function optionsOf(value: unknown): ProfileOptions {
  const o: Loose = isObject(value) ? value : {};
  const rules: Loose = isObject(o.rules) ? o.rules : {};
  const list = (items: unknown) => (Array.isArray(items) ? items.filter(isObject) : []);
  return {
    rules: {
      nickname: ruleOf(rules.nickname),
      email: ruleOf(rules.email),
      mobileNum: ruleOf(rules.mobileNum),
      address: ruleOf(rules.address),
      occupation: ruleOf(rules.occupation),
      minAgeYears: typeof rules.minAgeYears === 'number' ? rules.minAgeYears : 18,
    },
    incomeSources: Array.isArray(o.incomeSources) ? o.incomeSources.map(text).filter(Boolean) : [],
    nationalities: list(o.nationalities).map((c) => ({ code: text(c.code), name: text(c.name) })),
    headIcons: list(o.headIcons).map((i) => ({ id: text(i.id), url: text(i.url) })),
    defaultCountryDialingCode: text(o.defaultCountryDialingCode),
  };
}

/** GET /wps/member/profile. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const value = await call<unknown>('/wps/member/profile', { signal });
  const p: Loose = isObject(value) ? value : {};
  return {
    nickname: text(p.nickname),
    birthday: text(p.birthday),
    address: text(p.address),
    nationality: text(p.nationality),
    occupation: text(p.occupation),
    sourceOfIncome: text(p.sourceOfIncome),
    email: text(p.email),
    countryDialingCode: text(p.countryDialingCode),
    mobileNum: text(p.mobileNum),
    mobileVerified: p.mobileVerified === true,
    headIcon: text(p.headIcon),
    options: optionsOf(p.options),
  };
}

/** POST /wps/member/nickname when it changed, then POST /wps/member/profile with the other changed fields. */
export async function saveProfile(changes: Partial<ProfileValues>, signal?: AbortSignal): Promise<void> {
  const { nickname, ...rest } = changes;
  if (nickname !== undefined) await call('/wps/member/nickname', { method: 'POST', body: { nickname }, signal });
  if (Object.keys(rest).length > 0) await call('/wps/member/profile', { method: 'POST', body: rest, signal });
}

export async function sendEmailCode(email: string, signal?: AbortSignal): Promise<{ expiredMinutes: number }> {
  const value = await call<unknown>('/wps/member/email/code', { method: 'POST', body: { email }, signal });
  return { expiredMinutes: isObject(value) && typeof value.expiredMinutes === 'number' ? value.expiredMinutes : 1 };
}

export async function bindEmail(email: string, verificationCode: string, signal?: AbortSignal): Promise<void> {
  await call('/wps/member/email/bind', { method: 'POST', body: { email, verificationCode }, signal });
}

export async function sendMobileCode(
  mobileNum: string,
  countryDialingCode: string,
  signal?: AbortSignal,
): Promise<{ expiredMinutes: number }> {
  const value = await call<unknown>('/wps/member/mobile/code', {
    method: 'POST',
    body: { mobileNum, countryDialingCode },
    signal,
  });
  return { expiredMinutes: isObject(value) && typeof value.expiredMinutes === 'number' ? value.expiredMinutes : 1 };
}

export async function bindMobile(
  mobileNum: string,
  countryDialingCode: string,
  verificationCode: string,
  signal?: AbortSignal,
): Promise<void> {
  await call('/wps/member/mobile/bind', {
    method: 'POST',
    body: { mobileNum, countryDialingCode, verificationCode },
    signal,
  });
}

/** POST /wps/member/headIcon: JSON { preset } or the image as multipart field `file`. */
export async function saveHeadIcon(
  choice: { preset: string } | { file: Blob; name: string },
  signal?: AbortSignal,
): Promise<{ headIcon: string }> {
  let body: unknown;
  if ('preset' in choice) body = { preset: choice.preset };
  else {
    const form = new FormData();
    form.append('file', choice.file, choice.name);
    body = form;
  }
  const value = await call<unknown>('/wps/member/headIcon', { method: 'POST', body, signal });
  return { headIcon: isObject(value) ? text(value.headIcon) : '' };
}
