/**
 * Validation rules of spec §5. Rule sets come from configuration (registration settings: a regExp, an enabled
 * flag, a required flag and a message per field; named login rules). Pure functions, no I/O.
 */
import {
  CAPTCHA_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FEEDBACK_CAPTCHA_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '../constants';
import { COMMON_PASSWORDS } from './commonPasswords';
import { normaliseMobile } from './login';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './passwordRule';
import { EXTRA_REGISTER_FIELDS, REGISTER_FIELDS, type RegisterField } from './registerFields';
import type { FieldRule, NamedRule, RegisterSettings } from './registerSettings';

/** A text to show: a translation key (with parameters) or a configured message as the server sent it. */
export type ValidationMessage = { key: string; params?: Record<string, string | number> } | { text: string };

export {
  type FieldRule,
  type LoginRuleName,
  type NamedRule,
  parseRegisterSettings,
  type RegisterSettings,
} from './registerSettings';
// The field names live in registerFields.ts (shared with the server) and the settings in registerSettings.ts;
// re-exported for the form's modules.
export { EXTRA_REGISTER_FIELDS, REGISTER_FIELDS, type RegisterField };

/** An empty pattern matches everything. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // a broken pattern in the operator's config must not lock players out
  }
}

/** The message for a rule failure: the configured one, else a generic key. */
function ruleMessage(rule: { message: string }, fallbackKey: string): ValidationMessage {
  return rule.message ? { text: rule.message } : { key: fallbackKey };
}

/**
 * §5: "An empty value passes if not required; a non-empty value must pass the field's verification, else the
 * message shows." `labelKey` names the field in the generic '%s is required' message.
 */
export function checkField(value: string, rule: FieldRule | undefined, labelKey: string): ValidationMessage | null {
  if (!rule?.enabled) return null;
  const v = value.trim();
  if (!v) return rule.required ? { key: 'account.validation.required', params: { field: labelKey } } : null;
  return matches(rule.regExp, v) ? null : ruleMessage(rule, 'account.validation.format');
}

/** A named login rule (§5 loginUsername, loginPassword, loginMobileNum, verificationCode); always required. */
export function checkNamedRule(
  value: string,
  rule: NamedRule | undefined,
  requiredKey: string,
): ValidationMessage | null {
  const v = value.trim();
  if (!v) return { key: requiredKey };
  if (!rule) return null;
  return matches(rule.regExp, v) ? null : ruleMessage(rule, 'account.validation.format');
}

/** §5 Confirm password: required ('incorrect password'), equal to the password, else the confirmation text. */
export function checkConfirmPassword(
  password: string,
  confirm: string,
  messages: { required: string; mismatch: string } = {
    required: 'account.validation.confirmRequired',
    mismatch: 'account.validation.confirmMismatch',
  },
): ValidationMessage | null {
  if (!confirm) return { key: messages.required };
  return confirm === password ? null : { key: messages.mismatch };
}

/** §5 Captcha on registration and login: required when shown, up to 6 characters ('enter code'). */
export function checkCaptcha(value: string): ValidationMessage | null {
  const v = value.trim();
  if (!v) return { key: 'account.validation.captchaRequired' };
  if (v.length > CAPTCHA_MAX_LENGTH) return { key: 'account.validation.captchaFormat' };
  return null;
}

/** §5 Feedback captcha: required ('Enter a captcha'), 1 to 16 digits or letters. */
export function checkFeedbackCaptcha(value: string): ValidationMessage | null {
  const v = value.trim();
  if (!v) return { key: 'account.feedback.captchaRequired' };
  if (v.length > FEEDBACK_CAPTCHA_MAX_LENGTH || !/^[A-Za-z0-9-]+$/.test(v)) {
    return { key: 'account.feedback.captchaFormat' };
  }
  return null;
}

/** §5 SMS code input: numeric, at most 10 (what the input accepts as typed). */
export function cleanSmsCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, SMS_CODE_MAX_LENGTH);
}

/** §5 Mobile number input: digits only, at most 20. */
export function cleanMobile(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** §5 "email under 255 characters". */
export function emailTooLong(value: string): boolean {
  return value.length > EMAIL_MAX_LENGTH;
}

/** The first field (in display order) that has an error, for focus on submit (§5). */
export function firstInvalid<K extends string>(order: readonly K[], errors: Partial<Record<K, unknown>>): K | null {
  return order.find((k) => errors[k] != null) ?? null;
}

/** Which field the screen should focus; `n` grows with every request so the same field is focused again (§5). */
export interface FocusRequest<K extends string> {
  field: K;
  n: number;
}

export function focusOn<K extends string>(focus: FocusRequest<K> | null, field: K): FocusRequest<K> {
  return { field, n: (focus?.n ?? 0) + 1 };
}

export type FieldErrors<K extends string> = Partial<Record<K, ValidationMessage>>;

/** Every error of the given fields, keyed by field (the fields' order is kept). */
export function checkFields<K extends string>(
  fields: readonly K[],
  check: (field: K) => ValidationMessage | null,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const f of fields) {
    const e = check(f);
    if (e) errors[f] = e;
  }
  return errors;
}

/** A copy of the errors with one field's error set, or removed when it passes (`null`). */
export function withFieldError<K extends string>(
  errors: FieldErrors<K>,
  field: K,
  error: ValidationMessage | null,
): FieldErrors<K> {
  const next = { ...errors };
  if (error) next[field] = error;
  else delete next[field];
  return next;
}

/**
 * §5 typing into a field removes its error; typing a new password re-checks its confirmation (`pair`) once something
 * was typed there. `check` sees the values after the change.
 */
export function errorsAfterTyping<K extends string>(
  errors: FieldErrors<K>,
  field: K,
  values: Readonly<Record<K, string>>,
  check: (field: K) => ValidationMessage | null,
  pair?: { password: K; confirm: K },
): FieldErrors<K> {
  const next = withFieldError(errors, field, null);
  return pair && field === pair.password && values[pair.confirm]
    ? withFieldError(next, pair.confirm, check(pair.confirm))
    : next;
}

/** §5 leaving a filled field checks it again; an empty one waits for the submit (`null`: nothing changes). */
export function errorsOnBlur<K extends string>(
  errors: FieldErrors<K>,
  field: K,
  values: Readonly<Record<K, string>>,
  check: (field: K) => ValidationMessage | null,
): { errors: FieldErrors<K> } | Record<string, never> {
  return values[field] ? { errors: withFieldError(errors, field, check(field)) } : {};
}

/** §5 on submit: every error shows and the first invalid field (in display order) gets the focus. */
export function submitErrors<K extends string>(
  order: readonly K[],
  errors: FieldErrors<K>,
  focus: FocusRequest<K> | null,
): { errors: FieldErrors<K>; focus: FocusRequest<K> | null } {
  const field = firstInvalid(order, errors);
  return { errors, focus: field ? focusOn(focus, field) : focus };
}

/** Problems the server names by code beside a field's message (`fieldCodes`), shown in the site's own words. */
const FIELD_CODE_MESSAGES: Readonly<Record<string, ValidationMessage>> = {
  PASSWORD_COMMON: { key: 'account.validation.passwordCommon' },
  PASSWORD_LENGTH: {
    key: 'account.validation.passwordLength',
    params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  },
};

/** A server's message for one field: the localized text of a known `fieldCodes` code, else the server's text. */
export function serverFieldMessage(errorValue: unknown, field: string, text: string): ValidationMessage {
  const code = (errorValue as { fieldCodes?: Record<string, unknown> } | null | undefined)?.fieldCodes?.[field];
  return (typeof code === 'string' ? FIELD_CODE_MESSAGES[code] : undefined) ?? { text };
}

/**
 * A server's per-field messages (the `fields` of an error's value) put on the form fields they name, in the server's
 * order; `first` is the first field that got one.
 */
export function serverFieldErrors<K extends string>(
  errorValue: unknown,
  map: Partial<Record<string, K>>,
  errors: FieldErrors<K>,
): { errors: FieldErrors<K>; first: K | null } | null {
  const fields = (errorValue as { fields?: Record<string, string> } | null | undefined)?.fields;
  if (!fields) return null;
  const next = { ...errors };
  let first: K | null = null;
  for (const [k, text] of Object.entries(fields)) {
    const f = map[k];
    if (f) {
      next[f] = serverFieldMessage(errorValue, k, text);
      first ??= f;
    }
  }
  return { errors: next, first };
}

/** The text of a failed call's error, for a toast or the form (§8). */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

/** The server's refusal code of a failed call (the envelope's `code`), read by shape; null for other errors. */
export function errorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/**
 * The message of a failed call for a toast: a localized one for codes the site explains itself (a limit reached:
 * 429 TOO_MANY_REQUESTS with `retryAfterSeconds`), else the server's text. The error is read by shape.
 */
export function serverErrorMessage(error: unknown): ValidationMessage {
  if (errorCode(error) === 'TOO_MANY_REQUESTS') {
    const seconds = Number(
      ((error as { value?: unknown }).value as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds,
    );
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
    return { key: 'account.errors.tooManyRequests', params: { minutes } };
  }
  return { text: errorText(error) };
}

/**
 * A new password (registration, change password, forgotten password): required, 8-128 characters of any kind, the
 * configured `password` pattern, and not a common password (ASVS V6.2; the rule is shared with the server).
 * Nothing is trimmed: spaces count. `labelKey` names the field in the generic '%s is required' message.
 */
export function checkPasswordRule(
  value: string,
  settings: RegisterSettings,
  labelKey: string,
): ValidationMessage | null {
  const rule = settings.fields.password;
  switch (passwordProblem(value, rule?.regExp ?? '', (key) => COMMON_PASSWORDS.has(key))) {
    case null:
      return null;
    case 'required':
      return { key: 'account.validation.required', params: { field: labelKey } };
    case 'tooShort':
    case 'tooLong':
      return {
        key: 'account.validation.passwordLength',
        params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
      };
    case 'format':
      return ruleMessage(rule ?? { message: '' }, 'account.validation.format');
    case 'common':
      return { key: 'account.validation.passwordCommon' };
  }
}

/** §5 a new password (change password, forgotten password): the password rule above. */
export function checkNewPassword(value: string, settings: RegisterSettings): ValidationMessage | null {
  return checkPasswordRule(value, settings, 'account.changePsw.new');
}

/** The new-password fields of change password and forgotten password, for `errorsAfterTyping`. */
export const NEW_PASSWORD_PAIR = { password: 'newPassword', confirm: 'confirmPassword' } as const;

/** §5 the confirmation of a new password: required and equal to it. */
export function checkNewPasswordConfirm(newPassword: string, confirm: string): ValidationMessage | null {
  return checkConfirmPassword(newPassword, confirm, {
    required: 'account.changePsw.confirmRequired',
    mismatch: 'account.changePsw.confirmMismatch',
  });
}

/** §5 the mobile number of an SMS login or reset (rule loginMobileNum, checked without its leading 0). */
export function checkLoginMobile(value: string, settings: RegisterSettings): ValidationMessage | null {
  return checkNamedRule(normaliseMobile(value), settings.rules.loginMobileNum, 'account.login.mobileRequired');
}

/** §5 "The SMS code uses the verificationCode rule". */
export function checkSmsCode(value: string, settings: RegisterSettings): ValidationMessage | null {
  return checkNamedRule(value, settings.rules.verificationCode, 'account.login.smsCodeRequired');
}
