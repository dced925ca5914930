/**
 * Registration rules of spec §2 "Registration", §3 "Registration payload", §4 "Registration method", §5.
 * Pure: the machine gives it values and settings and gets back fields, errors and the payload.
 */
import type { RegisterMethod } from '../constants';
import { normaliseMobile } from './login';
import {
  checkCaptcha,
  checkConfirmPassword,
  checkField,
  checkFields,
  checkPasswordRule,
  EXTRA_REGISTER_FIELDS,
  emailTooLong,
  type FieldErrors,
  type RegisterField,
  type RegisterSettings,
  type ValidationMessage,
} from './validation';

export type RegistrationMethod = 'username' | 'mobileNum';

/** Registration flags of §6 that change the form. Missing flags count as on, so the settings decide alone. */
export interface RegistrationFlags {
  USERNAMEREG3?: boolean;
  MOBILENUMREG3?: boolean;
  /** Mobile registration verifies the number with an SMS code. */
  REGMOBVERF3?: boolean;
  /** Mobile registration also sets a password. */
  MOBILENUMPASSREG3?: boolean;
}

export function methodsEnabled(settings: RegisterSettings, flags: RegistrationFlags) {
  return {
    username: settings.methods.username && flags.USERNAMEREG3 !== false,
    mobileNum: settings.methods.mobileNum && flags.MOBILENUMREG3 !== false,
  };
}

/** §4: default mobileNum only if mobile registration is on and username registration is off. */
export function defaultMethod(settings: RegisterSettings, flags: RegistrationFlags): RegistrationMethod {
  const m = methodsEnabled(settings, flags);
  return m.mobileNum && !m.username ? 'mobileNum' : 'username';
}

/** The fields shown for a method, in display order; each only when its settings enable it (§2). */
export function visibleFields(
  method: RegistrationMethod,
  settings: RegisterSettings,
  flags: RegistrationFlags,
): RegisterField[] {
  const on = (f: RegisterField) => settings.fields[f]?.enabled === true;
  const out: RegisterField[] = [];
  if (method === 'username') {
    out.push('username', 'password', 'confirmPassword');
    if (on('mobileNum')) out.push('mobileNum');
  } else {
    out.push('mobileNum');
    if (flags.REGMOBVERF3 !== false && on('verificationCode')) out.push('verificationCode');
    if (flags.MOBILENUMPASSREG3 !== false) out.push('password', 'confirmPassword');
  }
  for (const f of EXTRA_REGISTER_FIELDS) if (on(f)) out.push(f);
  return out;
}

export type RegistrationValues = Record<RegisterField, string> & { countryDialingCode: string };

export function emptyValues(countryDialingCode = ''): RegistrationValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    mobileNum: '',
    verificationCode: '',
    paymentPassword: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    email: '',
    nickname: '',
    payeeName: '',
    recommenderId: '',
    affiliateCode: '',
    captcha: '',
    countryDialingCode,
  };
}

/** §4: switching tabs clears the cached values and carries the typed mobile number across. */
export function valuesAfterSwitch(values: RegistrationValues): RegistrationValues {
  return { ...emptyValues(values.countryDialingCode), mobileNum: values.mobileNum };
}

/**
 * Fields that are always required whatever their rule says: the identity of the chosen method, the password when
 * shown, and the SMS code on the mobile tab (§5). The confirmation and the captcha have rules of their own.
 */
function requiredFor(method: RegistrationMethod, field: RegisterField): boolean {
  if (field === 'password') return true;
  return method === 'mobileNum' ? field === 'mobileNum' || field === 'verificationCode' : field === 'username';
}

/** Checks one field of the form (§5). */
export function checkRegistrationField(
  field: RegisterField,
  values: RegistrationValues,
  method: RegistrationMethod,
  settings: RegisterSettings,
): ValidationMessage | null {
  // §5: the mobile number's leading 0 is removed before sending, so the rule checks it without it.
  const value = field === 'mobileNum' ? normaliseMobile(values.mobileNum) : values[field];
  const label = `account.register.fields.${field}`;
  if (field === 'confirmPassword') {
    return checkConfirmPassword(values.password, value, {
      required: 'account.validation.confirmRequired',
      mismatch: 'account.validation.confirmMismatch',
    });
  }
  if (field === 'captcha') {
    return checkCaptcha(value) ?? checkField(value, settings.fields.captcha, label);
  }
  if (field === 'password') return checkPasswordRule(value, settings, label);
  if (field === 'email' && emailTooLong(value)) return { key: 'account.validation.emailTooLong' };
  // A shown field is checked even when its rule is off or missing (then it has no pattern).
  const rule = settings.fields[field];
  const required = rule?.required === true || requiredFor(method, field);
  return checkField(value, { regExp: '', message: '', ...rule, enabled: true, required }, label);
}

/** §4 SMS code: the mobile number must pass its rule (required whatever the tab) before a code is asked for. */
export function checkSmsMobile(values: RegistrationValues, settings: RegisterSettings): ValidationMessage | null {
  return checkRegistrationField('mobileNum', values, 'mobileNum', settings);
}

/** §5: changing the password re-checks its confirmation (once something was typed there). */
export const REGISTER_PASSWORD_PAIR = { password: 'password', confirm: 'confirmPassword' } as const;

/** Every error of the shown fields, keyed by field. */
export function checkRegistration(
  fields: readonly RegisterField[],
  values: RegistrationValues,
  method: RegistrationMethod,
  settings: RegisterSettings,
): FieldErrors<RegisterField> {
  return checkFields(fields, (f) => checkRegistrationField(f, values, method, settings));
}

/** §3 Registration payload: every key present, optional values as empty strings, leading 0 of the mobile removed. */
export interface RegistrationPayload {
  countryDialingCode: string;
  registerUrl: string;
  registerMethod: RegisterMethod;
  username: string;
  password: string;
  confirmPassword: string;
  affiliateCode: string;
  paymentPassword: string;
  recommenderId: string;
  nickname: string;
  payeeName: string;
  email: string;
  mobileNum: string;
  idNumber: string;
  qqNum: string;
  facebook: string;
  wechat: string;
  line: string;
  whatsapp: string;
  zalo: string;
  captcha: string;
  type: 0;
  domain: string;
  verificationCode: string;
}

export function buildRegistrationPayload(
  values: RegistrationValues,
  fields: readonly RegisterField[],
  context: { hostName: string; registerMethod: RegisterMethod; domain: string },
): RegistrationPayload {
  const shown = new Set(fields);
  const v = (f: RegisterField) => (shown.has(f) ? values[f].trim() : '');
  const mobile = shown.has('mobileNum') ? normaliseMobile(values.mobileNum) : '';
  return {
    countryDialingCode: mobile ? values.countryDialingCode : '',
    registerUrl: context.hostName,
    registerMethod: context.registerMethod,
    username: v('username'),
    password: shown.has('password') ? values.password : '',
    confirmPassword: shown.has('confirmPassword') ? values.confirmPassword : '',
    affiliateCode: v('affiliateCode'),
    paymentPassword: shown.has('paymentPassword') ? values.paymentPassword : '',
    recommenderId: v('recommenderId'),
    nickname: v('nickname'),
    payeeName: v('payeeName'),
    email: v('email'),
    mobileNum: mobile,
    idNumber: v('idNumber'),
    qqNum: v('qqNum'),
    facebook: v('facebook'),
    wechat: v('wechat'),
    line: v('line'),
    whatsapp: v('whatsapp'),
    zalo: v('zalo'),
    captcha: v('captcha'),
    type: 0,
    domain: context.domain,
    verificationCode: v('verificationCode'),
  };
}

/** §3/§9 registerMethod: APP in the native shell, WEBCLIP / PWA when installed, else H5. */
export function registerMethodFor(mode: { app: boolean; webclip: boolean; standalone: boolean }): RegisterMethod {
  if (mode.app) return 'APP';
  if (mode.webclip) return 'WEBCLIP';
  if (mode.standalone) return 'PWA';
  return 'H5';
}

/** The registration flags of the site config (§6), from its flag map. */
export function registrationFlags(flags: Record<string, boolean>): RegistrationFlags {
  return {
    USERNAMEREG3: flags.USERNAMEREG3,
    MOBILENUMREG3: flags.MOBILENUMREG3,
    REGMOBVERF3: flags.REGMOBVERF3,
    MOBILENUMPASSREG3: flags.MOBILENUMPASSREG3,
  };
}

/** Fields every registration asks for, whatever the settings say (§2): the rest are required when configured so. */
const ALWAYS_REQUIRED: readonly RegisterField[] = ['username', 'password', 'confirmPassword', 'captcha'];

/** A registration field the form marks as required (otherwise "(optional)"). */
export function isRequiredField(settings: RegisterSettings, field: RegisterField): boolean {
  return settings.fields[field]?.required === true || ALWAYS_REQUIRED.includes(field);
}
