/**
 * Rules of the member's profile (issue 15 item 5), shared by the site and the reference server: the birthday (a real
 * date, at least `minAgeYears` ago, spec §9 age 18), the head icon image checks of spec §9 (png or jpg, 5 MB) and the
 * email code's shape.
 */

export const HEAD_ICON_MAX_BYTES = 5 * 1024 * 1024;
export const HEAD_ICON_TYPES = ['image/png', 'image/jpeg'] as const;
/** Email and SMS codes: digits, 4 to 10 (spec §9 "SMS code max 10"). */
export const PROFILE_CODE = /^[0-9]{4,10}$/;

export type BirthdayProblem = 'format' | 'tooYoung' | 'tooOld';

/** A calendar day (the caller gives today: the rule reads no clock). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** `YYYY-MM-DD` as a real calendar day, else null (2023-02-30 is not a day). */
export function parseDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years from `birth` to `today`. */
export function ageOn(birth: Day, today: Day): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Why a birthday is refused ('' clears it and is fine), or null. */
export function birthdayProblem(text: string, today: Day, minAgeYears: number): BirthdayProblem | null {
  if (text === '') return null;
  const birth = parseDay(text);
  if (!birth) return 'format';
  const age = ageOn(birth, today);
  if (age < minAgeYears) return 'tooYoung';
  if (age > 120) return 'tooOld';
  return null;
}

/** The latest birthday allowed (for the date picker's max): today minus `minAgeYears`, as YYYY-MM-DD. */
export function latestBirthday(today: Day, minAgeYears: number): string {
  const year = today.year - minAgeYears;
  // 29 February in a year without one: the last allowed day is 28 February.
  const lastDay = new Date(Date.UTC(year, today.month, 0)).getUTCDate();
  const day = Math.min(today.day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(today.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type HeadIconProblem = 'type' | 'tooLarge' | 'empty';

/** A picked file as the site sees it before sending: the declared type and the size. */
export interface PickedImage {
  name: string;
  type: string;
  size: number;
}

/** The checks before the upload (the server checks the bytes again): png or jpg, 1 byte to 5 MB. */
export function headIconProblem(file: PickedImage): HeadIconProblem | null {
  if (!(HEAD_ICON_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > HEAD_ICON_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The server's refusal codes of an upload, as the same problems. */
export function headIconProblemOfCode(code: string | null): HeadIconProblem | null {
  if (code === 'HEAD_ICON_TYPE') return 'type';
  if (code === 'HEAD_ICON_TOO_LARGE') return 'tooLarge';
  return null;
}

/** The profile's editable fields on one form (the nickname has its own call; the others go together). */
export const PROFILE_FIELDS = [
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export interface TextRule {
  regExp: string;
  message: string;
}

/** The rules the server answers with the profile (site config: registration's and the profile section's). */
export interface ProfileRules {
  nickname: TextRule;
  email: TextRule;
  mobileNum: TextRule;
  address: TextRule;
  occupation: TextRule;
  minAgeYears: number;
}

export interface ProfileOptions {
  rules: ProfileRules;
  incomeSources: string[];
  nationalities: { code: string; name: string }[];
  headIcons: { id: string; url: string }[];
  defaultCountryDialingCode: string;
}

export interface Profile extends ProfileValues {
  email: string;
  countryDialingCode: string;
  mobileNum: string;
  mobileVerified: boolean;
  headIcon: string;
  options: ProfileOptions;
}

/** A field's problem: a message key of the site, or the configured rule's own text. */
export type ProfileProblem = { key: string; params?: Record<string, string | number> } | { text: string };

const ruleFails = (rule: TextRule, value: string) => {
  try {
    return !new RegExp(rule.regExp).test(value);
  } catch {
    return false;
  }
};

/** The problems of the fields that changed ('' is allowed for every label-only field; the nickname is needed). */
export function profileProblems(
  values: ProfileValues,
  saved: ProfileValues,
  options: ProfileOptions,
  today: Day,
): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  const changed = (field: ProfileField) => values[field].trim() !== saved[field].trim();
  const nickname = values.nickname.trim();
  if (changed('nickname') && (nickname === '' || ruleFails(options.rules.nickname, nickname)))
    problems.nickname = { text: options.rules.nickname.message };
  const birthday = birthdayProblem(values.birthday.trim(), today, options.rules.minAgeYears);
  if (changed('birthday') && birthday)
    problems.birthday = {
      key: `member.profile.errors.birthday.${birthday}`,
      params: { age: options.rules.minAgeYears },
    };
  for (const field of ['address', 'occupation'] as const) {
    const value = values[field].trim();
    if (changed(field) && value !== '' && ruleFails(options.rules[field], value))
      problems[field] = { text: options.rules[field].message };
  }
  if (
    changed('nationality') &&
    values.nationality !== '' &&
    !options.nationalities.some((c) => c.code === values.nationality)
  )
    problems.nationality = { key: 'member.profile.errors.choose' };
  if (
    changed('sourceOfIncome') &&
    values.sourceOfIncome !== '' &&
    !options.incomeSources.includes(values.sourceOfIncome)
  )
    problems.sourceOfIncome = { key: 'member.profile.errors.choose' };
  return problems;
}

/** Whether an email or mobile number passes its configured rule (checked before a code is asked for). */
export function passesRule(rule: TextRule, value: string): boolean {
  return value.trim() !== '' && !ruleFails(rule, value.trim());
}
