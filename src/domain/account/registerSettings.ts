/**
 * The registration settings of spec §3/§5 as the server sends them (methods, default dialing code, a rule per field,
 * the named login rules), read leniently. Apart from the checks in validation.ts so the settings call can load
 * without the password rule and its common-password list.
 */

import { isObject, type Loose } from '../loose';
import { REGISTER_FIELDS, type RegisterField } from './registerFields';

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  regExp: string;
  message: string;
}

export interface NamedRule {
  regExp: string;
  message: string;
}

export type LoginRuleName = 'loginUsername' | 'loginPassword' | 'loginMobileNum' | 'verificationCode';

/** The registration settings (§3 "registration settings", §5): methods, default dialing code, field rules. */
export interface RegisterSettings {
  methods: { username: boolean; mobileNum: boolean };
  defaultCountryDialingCode: string;
  fields: Partial<Record<RegisterField, FieldRule>>;
  rules: Partial<Record<LoginRuleName, NamedRule>>;
  /** The agreement and age box starts ticked (spec §2) only when the operator says so; unticked by default (§5). */
  agreementTickedByDefault: boolean;
}

function parseRule(v: unknown): FieldRule | null {
  if (!isObject(v)) return null;
  return {
    enabled: v.enabled !== false,
    required: v.required === true,
    regExp: typeof v.regExp === 'string' ? v.regExp : '',
    message: typeof v.message === 'string' ? v.message : '',
  };
}

/** Reads the registration settings as the server sends them, leaving out anything malformed. */
export function parseRegisterSettings(raw: unknown): RegisterSettings {
  const r: Loose = isObject(raw) ? raw : {};
  const methods: Loose = isObject(r.methods) ? r.methods : {};
  const fieldsIn: Loose = isObject(r.fields) ? r.fields : {};
  const rulesIn: Loose = isObject(r.rules) ? r.rules : {};
  const fields: Partial<Record<RegisterField, FieldRule>> = {};
  for (const name of REGISTER_FIELDS) {
    const rule = parseRule(fieldsIn[name]);
    if (rule) fields[name] = rule;
  }
  const rules: Partial<Record<LoginRuleName, NamedRule>> = {};
  for (const name of ['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode'] as const) {
    const rule = parseRule(rulesIn[name]);
    if (rule) rules[name] = { regExp: rule.regExp, message: rule.message };
  }
  // §5: "The SMS code uses the verificationCode rule" (taken from the field rule when not given on its own).
  if (!rules.verificationCode && fields.verificationCode) {
    rules.verificationCode = { regExp: fields.verificationCode.regExp, message: fields.verificationCode.message };
  }
  return {
    methods: { username: methods.username !== false, mobileNum: methods.mobileNum === true },
    defaultCountryDialingCode: typeof r.defaultCountryDialingCode === 'string' ? r.defaultCountryDialingCode : '',
    fields,
    rules,
    agreementTickedByDefault: r.agreementTickedByDefault === true,
  };
}
