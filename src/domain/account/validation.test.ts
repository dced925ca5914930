import { describe, expect, it } from 'vitest';
import { buildFeedbackPayload, capContent, checkFeedback } from './feedback';
import { buildLoginPayload, decodePassword, encodePassword, normaliseMobile, parseSessionInfo } from './login';
import {
  checkRegistrationField,
  defaultMethod,
  emptyValues,
  registerMethodFor,
  valuesAfterSwitch,
  visibleFields,
} from './registration';
import {
  checkConfirmPassword,
  checkField,
  checkFields,
  checkLoginMobile,
  checkNamedRule,
  checkNewPassword,
  checkNewPasswordConfirm,
  cleanSmsCode,
  errorsAfterTyping,
  errorsOnBlur,
  NEW_PASSWORD_PAIR,
  parseRegisterSettings,
  serverFieldErrors,
  submitErrors,
  withFieldError,
} from './validation';

const rule = { enabled: true, required: false, regExp: '^[a-z]{3}$', message: 'three letters' };

describe('validation (§5)', () => {
  it('an empty value passes when not required; a filled one must match the rule', () => {
    expect(checkField('', rule, 'x')).toBeNull();
    expect(checkField('', { ...rule, required: true }, 'f.label')).toEqual({
      key: 'account.validation.required',
      params: { field: 'f.label' },
    });
    expect(checkField('abcd', rule, 'x')).toEqual({ text: 'three letters' });
    expect(checkField('abc', rule, 'x')).toBeNull();
    expect(checkField('zz', { ...rule, enabled: false }, 'x')).toBeNull();
  });

  it('a broken pattern in the operator config does not lock players out', () => {
    expect(checkNamedRule('abc', { regExp: '([', message: 'm' }, 'req')).toBeNull();
  });

  it('confirm password is required and must match', () => {
    expect(checkConfirmPassword('a', '')).toEqual({ key: 'account.validation.confirmRequired' });
    expect(checkConfirmPassword('a', 'b')).toEqual({ key: 'account.validation.confirmMismatch' });
    expect(checkConfirmPassword('a', 'a')).toBeNull();
  });

  it('SMS codes are digits, at most 10', () => {
    expect(cleanSmsCode('12a34 5678901')).toBe('1234567890');
  });

  it('reads the verificationCode rule from the field when the rule set lacks it', () => {
    const s = parseRegisterSettings({ fields: { verificationCode: { ...rule, regExp: '^\\d{4}$' } } });
    expect(s.rules.verificationCode?.regExp).toBe('^\\d{4}$');
  });
});

describe('login (§3)', () => {
  it('removes the leading 0 and caps the mobile at 20', () => {
    expect(normaliseMobile('0912345678')).toBe('912345678');
    expect(normaliseMobile('1'.repeat(25))).toHaveLength(20);
  });

  it('builds the username payload with empty optional values', () => {
    expect(
      buildLoginPayload({
        method: 'username',
        username: ' bob ',
        password: 'pw',
        mobile: '',
        smsCode: '',
        captcha: '',
        countryDialingCode: '63',
      }),
    ).toEqual({
      username: 'bob',
      password: 'pw',
      captcha: '',
      type: 'username',
      firebaseChannel: '',
      firebaseIdToken: '',
      firebaseMobileNo: '',
      countryDialingCode: '',
    });
  });

  it('remembered passwords round-trip through the salt and are not plain text', () => {
    const enc = encodePassword('Sécret123', 'salt1');
    expect(enc).not.toContain('Sécret123');
    expect(decodePassword(enc, 'salt1')).toBe('Sécret123');
  });

  it('accepts a stored session only with a token', () => {
    expect(parseSessionInfo({ userName: 'x' })).toBeNull();
    expect(parseSessionInfo({ token: 't', customerType: '4' })?.type).toBe(4);
  });
});

describe('registration (§2, §4)', () => {
  const settings = parseRegisterSettings({
    methods: { username: true, mobileNum: true },
    fields: { email: { ...rule }, qqNum: { ...rule, enabled: false }, verificationCode: rule, captcha: rule },
  });

  it('defaults to mobile only when username registration is off', () => {
    expect(defaultMethod(settings, {})).toBe('username');
    expect(defaultMethod(settings, { USERNAMEREG3: false })).toBe('mobileNum');
  });

  it('shows only enabled fields, per method', () => {
    expect(visibleFields('username', settings, {})).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'captcha',
    ]);
    expect(visibleFields('mobileNum', settings, { MOBILENUMPASSREG3: false })).toEqual([
      'mobileNum',
      'verificationCode',
      'email',
      'captcha',
    ]);
  });

  it('checks the mobile number without its leading 0', () => {
    const s = parseRegisterSettings({ fields: { mobileNum: { ...rule, regExp: '^[1-9][0-9]{5,14}$' } } });
    expect(
      checkRegistrationField('mobileNum', { ...emptyValues('63'), mobileNum: '0912345678' }, 'mobileNum', s),
    ).toBeNull();
  });

  it('switching tabs keeps only the mobile number', () => {
    const v = { ...emptyValues('63'), username: 'bob', mobileNum: '912', email: 'a@b.c' };
    expect(valuesAfterSwitch(v)).toEqual({ ...emptyValues('63'), mobileNum: '912' });
  });

  it('registerMethod by how the site runs', () => {
    expect(registerMethodFor({ app: false, webclip: false, standalone: false })).toBe('H5');
    expect(registerMethodFor({ app: true, webclip: false, standalone: true })).toBe('APP');
    expect(registerMethodFor({ app: false, webclip: true, standalone: true })).toBe('WEBCLIP');
    expect(registerMethodFor({ app: false, webclip: false, standalone: true })).toBe('PWA');
  });
});

describe('feedback (§3, §5)', () => {
  it('caps the content at 200 and refuses type -1', () => {
    expect(capContent('é'.repeat(300))).toHaveLength(200);
    expect(checkFeedback({ type: -1, content: 'x', captcha: '1' }).type).toEqual({
      key: 'account.feedback.typeRequired',
    });
    expect(checkFeedback({ type: 0, content: 'x', captcha: '1' })).toEqual({});
    expect(buildFeedbackPayload({ type: 6, content: ' hi ', captcha: ' 7 ' }, 'bob')).toEqual({
      content: 'hi',
      sender: 'bob',
      type: 6,
      captcha: '7',
    });
  });
});

describe('form helpers shared by the account machines (§5)', () => {
  const settings = parseRegisterSettings({
    fields: { password: { regExp: '^.{8,}$', message: 'too short' } },
    rules: { loginMobileNum: { regExp: '^9\\d{2}$', message: 'bad number' } },
  });

  it('checks fields in order, sets and clears one error, and focuses the first invalid field on submit', () => {
    const errors = checkFields(['a', 'b', 'c'] as const, (f) => (f === 'a' ? null : { key: f }));
    expect(Object.keys(errors)).toEqual(['b', 'c']);
    expect(withFieldError(errors, 'b', null)).toEqual({ c: { key: 'c' } });
    expect(withFieldError(errors, 'a', { key: 'x' })).toEqual({ ...errors, a: { key: 'x' } });
    expect(errors).toEqual({ b: { key: 'b' }, c: { key: 'c' } });
    expect(submitErrors(['a', 'b', 'c'], errors, { field: 'a', n: 2 })).toEqual({
      errors,
      focus: { field: 'b', n: 3 },
    });
    expect(submitErrors(['a'], {}, null)).toEqual({ errors: {}, focus: null });
  });

  it('clears the typed field, re-checks a typed confirmation after a new password, and checks filled fields on blur', () => {
    const check = (f: string) => ({ key: `bad.${f}` });
    const errors = { newPassword: { key: 'x' }, confirmPassword: { key: 'y' } };
    const values = { newPassword: 'abc', confirmPassword: 'abd' };
    expect(errorsAfterTyping(errors, 'newPassword', values, check, NEW_PASSWORD_PAIR)).toEqual({
      confirmPassword: { key: 'bad.confirmPassword' },
    });
    expect(
      errorsAfterTyping(errors, 'newPassword', { ...values, confirmPassword: '' }, check, NEW_PASSWORD_PAIR),
    ).toEqual({
      confirmPassword: { key: 'y' },
    });
    expect(errorsAfterTyping(errors, 'confirmPassword', values, check)).toEqual({ newPassword: { key: 'x' } });
    expect(errorsOnBlur({}, 'newPassword', values, check)).toEqual({
      errors: { newPassword: { key: 'bad.newPassword' } },
    });
    expect(errorsOnBlur(errors, 'newPassword', { ...values, newPassword: '' }, check)).toEqual({});
  });

  it("puts a server's field messages on the mapped fields and names the first", () => {
    const value = { fields: { confirmNewPassword: 'no match', other: 'x', newPassword: 'weak' } };
    const map = { newPassword: 'newPassword', confirmNewPassword: 'confirmPassword' } as const;
    expect(serverFieldErrors(value, map, {})).toEqual({
      errors: { confirmPassword: { text: 'no match' }, newPassword: { text: 'weak' } },
      first: 'confirmPassword',
    });
    expect(serverFieldErrors(undefined, map, {})).toBeNull();
  });

  it('checks a new password, its confirmation, and a login mobile number without its leading 0', () => {
    expect(checkNewPassword('', settings)).toEqual({
      key: 'account.validation.required',
      params: { field: 'account.changePsw.new' },
    });
    expect(checkNewPassword('short', settings)).toEqual({ text: 'too short' });
    expect(checkNewPassword('long enough', settings)).toBeNull();
    expect(checkNewPasswordConfirm('a', '')).toEqual({ key: 'account.changePsw.confirmRequired' });
    expect(checkNewPasswordConfirm('a', 'b')).toEqual({ key: 'account.changePsw.confirmMismatch' });
    expect(checkLoginMobile('0912', settings)).toBeNull();
    expect(checkLoginMobile('812', settings)).toEqual({ text: 'bad number' });
    expect(checkLoginMobile(' ', settings)).toEqual({ key: 'account.login.mobileRequired' });
  });
});
