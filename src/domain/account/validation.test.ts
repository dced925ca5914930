import { describe, expect, it } from 'vitest';
import { buildFeedbackPayload, capContent, checkFeedback } from './feedback';
import { buildLoginPayload, normaliseMobile, parseSessionInfo } from './login';
import {
  checkRegistrationField,
  defaultMethod,
  emptyValues,
  registerMethodFor,
  valuesAfterSwitch,
  visibleFields,
} from './registration';
import {
  checkCaptcha,
  checkConfirmPassword,
  checkFeedbackCaptcha,
  checkField,
  checkFields,
  checkLoginMobile,
  checkNamedRule,
  checkNewPassword,
  checkNewPasswordConfirm,
  checkSmsCode,
  cleanMobile,
  cleanSmsCode,
  emailTooLong,
  errorCode,
  errorsAfterTyping,
  errorsOnBlur,
  errorText,
  firstInvalid,
  focusOn,
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
        remember: false,
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
      remember: false,
      deviceToken: '',
    });
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
    expect(checkNewPassword('short', settings)).toEqual({
      key: 'account.validation.passwordLength',
      params: { min: 8, max: 128 },
    });
    expect(checkNewPassword('long enough', settings)).toBeNull();
    expect(checkNewPasswordConfirm('a', '')).toEqual({ key: 'account.changePsw.confirmRequired' });
    expect(checkNewPasswordConfirm('a', 'b')).toEqual({ key: 'account.changePsw.confirmMismatch' });
    expect(checkLoginMobile('0912', settings)).toBeNull();
    expect(checkLoginMobile('812', settings)).toEqual({ text: 'bad number' });
    expect(checkLoginMobile(' ', settings)).toEqual({ key: 'account.login.mobileRequired' });
  });
});

describe('registration settings as the server sends them (§3, §5)', () => {
  it('reads methods, the default dialing code, field rules and the named login rules', () => {
    const s = parseRegisterSettings({
      methods: { username: false, mobileNum: true },
      defaultCountryDialingCode: '63',
      fields: {
        username: { enabled: false, required: true, regExp: '^a$', message: 'm' },
        email: {},
        notAField: { regExp: 'x' },
        nickname: 'text',
      },
      rules: { loginUsername: { regExp: '^u$', message: 'bad user' }, other: { regExp: 'x' }, loginPassword: 3 },
    });
    expect(s.methods).toEqual({ username: false, mobileNum: true });
    expect(s.defaultCountryDialingCode).toBe('63');
    expect(s.fields).toEqual({
      username: { enabled: false, required: true, regExp: '^a$', message: 'm' },
      email: { enabled: true, required: false, regExp: '', message: '' },
    });
    expect(s.rules).toEqual({ loginUsername: { regExp: '^u$', message: 'bad user' } });
  });

  it('defaults: username registration on, mobile off, no dialing code, no rules, agreement box unticked; malformed parts left out', () => {
    const empty = {
      methods: { username: true, mobileNum: false },
      defaultCountryDialingCode: '',
      fields: {},
      rules: {},
      agreementTickedByDefault: false,
    };
    expect(parseRegisterSettings(undefined)).toEqual(empty);
    expect(parseRegisterSettings([])).toEqual(empty);
    expect(parseRegisterSettings({ methods: [], fields: [], rules: 'x', defaultCountryDialingCode: 63 })).toEqual(
      empty,
    );
    expect(parseRegisterSettings({ methods: { username: 'no', mobileNum: 'yes' } }).methods).toEqual({
      username: true,
      mobileNum: false,
    });
    expect(
      parseRegisterSettings({ fields: { email: { enabled: 'no', required: 'yes', regExp: 1, message: 2 } } }).fields,
    ).toEqual({ email: { enabled: true, required: false, regExp: '', message: '' } });
    expect(parseRegisterSettings({ fields: { email: ['^a$'] }, rules: { loginUsername: ['^a$'] } })).toEqual(empty);
    expect(parseRegisterSettings(null)).toEqual(empty);
    expect(parseRegisterSettings({ agreementTickedByDefault: 'yes' }).agreementTickedByDefault).toBe(false);
    expect(parseRegisterSettings({ agreementTickedByDefault: true }).agreementTickedByDefault).toBe(true);
    expect(parseRegisterSettings({ methods: null, fields: { email: null }, rules: { loginUsername: null } })).toEqual(
      empty,
    );
  });

  it('the SMS code rule: its own when given, else the verificationCode field rule (§5)', () => {
    const own = parseRegisterSettings({
      fields: { verificationCode: { regExp: '^\\d{4}$', message: 'field' } },
      rules: { verificationCode: { regExp: '^\\d{6}$', message: 'own' } },
    });
    expect(own.rules.verificationCode).toEqual({ regExp: '^\\d{6}$', message: 'own' });
    const fromField = parseRegisterSettings({ fields: { verificationCode: { regExp: '^\\d{4}$', message: 'f' } } });
    expect(fromField.rules).toEqual({ verificationCode: { regExp: '^\\d{4}$', message: 'f' } });
    expect(parseRegisterSettings({}).rules.verificationCode).toBeUndefined();
  });
});

describe('field and named rules (§5)', () => {
  it('checks the trimmed value; a rule without a pattern takes anything; no message gives the generic one', () => {
    expect(checkField(' abc ', rule, 'x')).toBeNull();
    expect(checkField('   ', { ...rule, required: true }, 'f')).toEqual({
      key: 'account.validation.required',
      params: { field: 'f' },
    });
    expect(checkField('anything', { ...rule, regExp: '' }, 'x')).toBeNull();
    expect(checkField('abcd', { ...rule, message: '' }, 'x')).toEqual({ key: 'account.validation.format' });
    expect(checkField('abcd', undefined, 'x')).toBeNull();
    expect(checkField('abcd', { ...rule, regExp: '([' }, 'x')).toBeNull();
  });

  it('a named login rule is always required; without a rule any filled value passes', () => {
    expect(checkNamedRule('', undefined, 'req.key')).toEqual({ key: 'req.key' });
    expect(checkNamedRule('  ', { regExp: '', message: '' }, 'req.key')).toEqual({ key: 'req.key' });
    expect(checkNamedRule('zz', undefined, 'req.key')).toBeNull();
    expect(checkNamedRule(' abc ', { regExp: '^[a-z]{3}$', message: 'three' }, 'r')).toBeNull();
    expect(checkNamedRule('abcd', { regExp: '^[a-z]{3}$', message: 'three' }, 'r')).toEqual({ text: 'three' });
    expect(checkNamedRule('abcd', { regExp: '^[a-z]{3}$', message: '' }, 'r')).toEqual({
      key: 'account.validation.format',
    });
  });

  it('confirm password with its own messages', () => {
    const messages = { required: 'r', mismatch: 'm' };
    expect(checkConfirmPassword('a', '', messages)).toEqual({ key: 'r' });
    expect(checkConfirmPassword('a', 'b', messages)).toEqual({ key: 'm' });
    expect(checkConfirmPassword('a', 'a', messages)).toBeNull();
  });

  it('the SMS code uses the verificationCode rule (§5)', () => {
    const s = parseRegisterSettings({ rules: { verificationCode: { regExp: '^\\d{4}$', message: 'code' } } });
    expect(checkSmsCode('', s)).toEqual({ key: 'account.login.smsCodeRequired' });
    expect(checkSmsCode('12', s)).toEqual({ text: 'code' });
    expect(checkSmsCode('1234', s)).toBeNull();
  });

  it('a new password without a configured password rule keeps the length and common-password rule', () => {
    const none = parseRegisterSettings({});
    expect(checkNewPassword('x', none)).toEqual({
      key: 'account.validation.passwordLength',
      params: { min: 8, max: 128 },
    });
    expect(checkNewPassword('any 8 chars', none)).toBeNull();
    expect(checkNewPassword('', none)).toEqual({
      key: 'account.validation.required',
      params: { field: 'account.changePsw.new' },
    });
    const noMessage = parseRegisterSettings({ fields: { password: { regExp: '^.{8,}\\d$' } } });
    expect(checkNewPassword('no digit at the end', noMessage)).toEqual({ key: 'account.validation.format' });
  });
});

describe('captcha, inputs and lengths (§5, §9)', () => {
  it('the login and registration captcha: required when shown, at most 6 ("enter code")', () => {
    expect(checkCaptcha('')).toEqual({ key: 'account.validation.captchaRequired' });
    expect(checkCaptcha('  ')).toEqual({ key: 'account.validation.captchaRequired' });
    expect(checkCaptcha(' 123456 ')).toBeNull();
    expect(checkCaptcha('1234567')).toEqual({ key: 'account.validation.captchaFormat' });
  });

  it('the feedback captcha: required ("Enter a captcha"), 1 to 16 digits or letters', () => {
    expect(checkFeedbackCaptcha(' ')).toEqual({ key: 'account.feedback.captchaRequired' });
    expect(checkFeedbackCaptcha('a')).toBeNull();
    expect(checkFeedbackCaptcha(` ${'a1'.repeat(8)} `)).toBeNull();
    expect(checkFeedbackCaptcha(`${'a1'.repeat(8)}x`)).toEqual({ key: 'account.feedback.captchaFormat' });
    expect(checkFeedbackCaptcha('12+3')).toEqual({ key: 'account.feedback.captchaFormat' });
    expect(checkFeedbackCaptcha('-12')).toBeNull();
  });

  it('the mobile input keeps digits only, at most 20', () => {
    expect(cleanMobile('+63 912-345')).toBe('63912345');
    expect(cleanMobile('1'.repeat(25))).toBe('1'.repeat(20));
  });

  it('SMS code input: at most 10 digits', () => {
    expect(cleanSmsCode('12345678901')).toBe('1234567890');
  });

  it('email under 255 characters', () => {
    expect(emailTooLong('a'.repeat(254))).toBe(false);
    expect(emailTooLong('a'.repeat(255))).toBe(true);
  });
});

describe('focus and errors of the forms (§5 on submit the first invalid field gets focus)', () => {
  it('the first invalid field in display order; none when all pass', () => {
    expect(firstInvalid(['a', 'b', 'c'], { c: 1, b: 2 })).toBe('b');
    expect(firstInvalid(['a', 'b'], { a: null, b: undefined })).toBeNull();
    expect(firstInvalid(['a', 'b'], { a: 0 })).toBe('a');
  });

  it('each focus request is a new one, so the same field is focused again', () => {
    expect(focusOn(null, 'a')).toEqual({ field: 'a', n: 1 });
    expect(focusOn({ field: 'a', n: 4 }, 'b')).toEqual({ field: 'b', n: 5 });
  });

  it('submit with no errors keeps the focus it had', () => {
    expect(submitErrors(['a'], {}, { field: 'a', n: 2 })).toEqual({ errors: {}, focus: { field: 'a', n: 2 } });
  });

  it('typing a new password keeps the other errors and leaves an untyped confirmation alone', () => {
    const check = (f: string) => (f === 'confirmPassword' ? null : { key: `bad.${f}` });
    const errors = { oldPassword: { key: 'o' }, confirmPassword: { key: 'y' } };
    const values = { oldPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' };
    expect(errorsAfterTyping(errors, 'newPassword', values, check, NEW_PASSWORD_PAIR)).toEqual({
      oldPassword: { key: 'o' },
    });
    expect(errorsAfterTyping(errors, 'oldPassword', values, check, NEW_PASSWORD_PAIR)).toEqual({
      confirmPassword: { key: 'y' },
    });
    expect(errorsAfterTyping<keyof typeof values>(errors, 'newPassword', values, check)).toEqual(errors);
  });

  it('leaving a filled field that passes takes its error away', () => {
    expect(errorsOnBlur<'a' | 'b'>({ a: { key: 'x' }, b: { key: 'y' } }, 'a', { a: 'ok', b: '' }, () => null)).toEqual({
      errors: { b: { key: 'y' } },
    });
  });

  it('server field messages keep the errors the form had, and name no first field when none maps', () => {
    const map = { newPassword: 'newPassword' } as const;
    expect(serverFieldErrors({ fields: { other: 'x' } }, map, { newPassword: { key: 'k' } })).toEqual({
      errors: { newPassword: { key: 'k' } },
      first: null,
    });
    expect(serverFieldErrors({ fields: { newPassword: 'weak' } }, map, {})).toEqual({
      errors: { newPassword: { text: 'weak' } },
      first: 'newPassword',
    });
    expect(serverFieldErrors(null, map, {})).toBeNull();
    expect(serverFieldErrors({}, map, {})).toBeNull();
  });

  it('the text of a failed call: its message, else "Unknown error" (§8)', () => {
    expect(errorText(new Error('No Internet'))).toBe('No Internet');
    expect(errorText(new Error(''))).toBe('Unknown error');
    expect(errorText({ message: 'not an Error' })).toBe('Unknown error');
    expect(errorText(undefined)).toBe('Unknown error');
  });
});

describe('errorCode', () => {
  it("reads the server's refusal code of a failed call, and nothing else", () => {
    expect(errorCode({ code: 'DEVICE_TOKEN_INVALID', message: 'x' })).toBe('DEVICE_TOKEN_INVALID');
    expect(errorCode(Object.assign(new Error('boom'), { code: 'OLD_PASSWORD_REQUIRED' }))).toBe(
      'OLD_PASSWORD_REQUIRED',
    );
    expect(errorCode(new Error('boom'))).toBeNull();
    expect(errorCode({ code: 42 })).toBeNull();
    expect(errorCode(null)).toBeNull();
    expect(errorCode('DEVICE_TOKEN_INVALID')).toBeNull();
  });
});
