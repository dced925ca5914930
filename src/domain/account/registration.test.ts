import { describe, expect, it } from 'vitest';
import {
  checkRegistration,
  checkRegistrationField,
  checkSmsMobile,
  defaultMethod,
  emptyValues,
  isRequiredField,
  registerMethodFor,
  registrationFlags,
  valuesAfterSwitch,
  visibleFields,
} from './registration';
import { parseRegisterSettings, REGISTER_FIELDS } from './validation';

describe('registration rules for the form', () => {
  it('takes only the registration flags of the config', () => {
    expect(registrationFlags({ USERNAMEREG3: true, REGMOBVERF3: false, OTHER: true })).toEqual({
      USERNAMEREG3: true,
      MOBILENUMREG3: undefined,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: undefined,
    });
  });

  it('marks username, passwords and captcha required always, other fields when configured so', () => {
    const settings = parseRegisterSettings({
      fields: {
        email: { enabled: true, required: true, regExp: '', message: '' },
        nickname: { enabled: true, required: false, regExp: '', message: '' },
      },
    });
    expect(isRequiredField(settings, 'username')).toBe(true);
    expect(isRequiredField(settings, 'captcha')).toBe(true);
    expect(isRequiredField(settings, 'email')).toBe(true);
    expect(isRequiredField(settings, 'nickname')).toBe(false);
  });
});

describe('the mobile number before an SMS code (§4)', () => {
  const settings = parseRegisterSettings({
    fields: { mobileNum: { enabled: false, required: false, regExp: '^9[0-9]{8}$', message: 'Bad number' } },
  });

  it('is required even when the username tab does not ask for it, and checked by its rule without the leading 0', () => {
    expect(checkSmsMobile(emptyValues('63'), settings)).toEqual({
      key: 'account.validation.required',
      params: { field: 'account.register.fields.mobileNum' },
    });
    expect(checkSmsMobile({ ...emptyValues('63'), mobileNum: '12345' }, settings)).toEqual({ text: 'Bad number' });
    expect(checkSmsMobile({ ...emptyValues('63'), mobileNum: '0912345678' }, settings)).toBeNull();
  });
});

const rule = (regExp: string, message: string, required = false, enabled = true) => ({
  enabled,
  required,
  regExp,
  message,
});

/** Every field of §2 enabled, with the demo site's rules where it has one. */
const allOn = parseRegisterSettings({
  methods: { username: true, mobileNum: true },
  defaultCountryDialingCode: '63',
  fields: {
    ...Object.fromEntries(REGISTER_FIELDS.map((f) => [f, rule('', '')])),
    username: rule('^[a-zA-Z][a-zA-Z0-9]{3,15}$', 'Account format incorrect', true),
    password: rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$', 'Password format incorrect', true),
    mobileNum: rule('^[1-9][0-9]{5,14}$', 'Mobile number not valid'),
    verificationCode: rule('^[0-9]{4,10}$', 'Verification code error'),
    email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Email format incorrect'),
    captcha: rule('^[0-9]{1,6}$', 'Verification code error', true),
  },
});
const required = (field: string) => ({
  key: 'account.validation.required',
  params: { field: `account.register.fields.${field}` },
});

describe('registration method (§4)', () => {
  const settings = (username: boolean, mobileNum: boolean) => ({ ...allOn, methods: { username, mobileNum } });

  it('defaults to mobileNum only when mobile registration is on and username registration is off', () => {
    expect(defaultMethod(settings(false, true), {})).toBe('mobileNum');
    expect(defaultMethod(settings(true, true), {})).toBe('username');
    expect(defaultMethod(settings(true, false), {})).toBe('username');
    expect(defaultMethod(settings(true, true), { USERNAMEREG3: false })).toBe('mobileNum');
    expect(defaultMethod(settings(true, true), { USERNAMEREG3: false, MOBILENUMREG3: false })).toBe('username');
  });

  it('switching tabs clears every value but the mobile number and its dialing code', () => {
    const typed = { ...emptyValues('86'), username: 'alice1', email: 'a@b.co', captcha: '42', mobileNum: '912345678' };
    expect(valuesAfterSwitch(typed)).toEqual({ ...emptyValues('86'), mobileNum: '912345678' });
  });

  it('starts every field empty, with the configured dialing code', () => {
    const values = emptyValues('63');
    expect(values.countryDialingCode).toBe('63');
    expect(Object.keys(values).sort()).toEqual([...REGISTER_FIELDS, 'countryDialingCode'].sort());
    expect(Object.entries(values).filter(([k, v]) => k !== 'countryDialingCode' && v !== '')).toEqual([]);
    expect(emptyValues().countryDialingCode).toBe('');
  });
});

describe('fields shown (§2: each only when the settings enable it)', () => {
  const extras = [
    'paymentPassword',
    'idNumber',
    'qqNum',
    'facebook',
    'wechat',
    'line',
    'whatsapp',
    'zalo',
    'email',
    'nickname',
    'payeeName',
    'recommenderId',
    'affiliateCode',
    'captcha',
  ];

  it('the username tab: username and the password pair, the mobile number when enabled, then the extras', () => {
    expect(visibleFields('username', allOn, {})).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      ...extras,
    ]);
  });

  it('the mobile tab: the number, the SMS code (REGMOBVERF3), the password pair (MOBILENUMPASSREG3), the extras', () => {
    expect(visibleFields('mobileNum', allOn, {})).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      ...extras,
    ]);
    expect(visibleFields('mobileNum', allOn, { REGMOBVERF3: false, MOBILENUMPASSREG3: false })).toEqual([
      'mobileNum',
      ...extras,
    ]);
    expect(visibleFields('mobileNum', allOn, { REGMOBVERF3: true, MOBILENUMPASSREG3: true })).toHaveLength(
      4 + extras.length,
    );
  });

  it('leaves out what the settings disable or do not name', () => {
    const some = parseRegisterSettings({
      fields: {
        mobileNum: rule('', '', false, false),
        verificationCode: rule('', '', false, false),
        email: rule('', ''),
        qqNum: rule('', '', false, false),
      },
    });
    expect(visibleFields('username', some, {})).toEqual(['username', 'password', 'confirmPassword', 'email']);
    expect(visibleFields('mobileNum', some, {})).toEqual(['mobileNum', 'password', 'confirmPassword', 'email']);
  });
});

describe('one field checked by its rule (§5)', () => {
  const values = (v: Partial<Record<string, string>>) => ({ ...emptyValues('63'), ...v });
  const check = (
    field: Parameters<typeof checkRegistrationField>[0],
    v: Partial<Record<string, string>>,
    on = 'username',
  ) => checkRegistrationField(field, values(v), on as 'username' | 'mobileNum', allOn);

  it('an empty value passes unless required; a filled one must match, else the configured message', () => {
    expect(check('email', {})).toBeNull();
    expect(check('email', { email: 'bad' })).toEqual({ text: 'Email format incorrect' });
    expect(check('email', { email: 'a@b.co' })).toBeNull();
    expect(check('nickname', { nickname: 'anything' })).toBeNull();
  });

  it('a field the settings make required says so with its label', () => {
    const settings = parseRegisterSettings({ fields: { nickname: rule('', '', true) } });
    expect(checkRegistrationField('nickname', values({}), 'username', settings)).toEqual(required('nickname'));
    expect(checkRegistrationField('nickname', values({ nickname: ' ' }), 'username', settings)).toEqual(
      required('nickname'),
    );
  });

  it('the identity of the chosen method, the password and the captcha are required whatever the settings say', () => {
    const loose = parseRegisterSettings({
      methods: { username: true, mobileNum: true },
      fields: Object.fromEntries(REGISTER_FIELDS.map((f) => [f, rule('', '')])),
    });
    const on = (field: Parameters<typeof checkRegistrationField>[0], method: 'username' | 'mobileNum') =>
      checkRegistrationField(field, emptyValues('63'), method, loose);
    expect(on('username', 'username')).toEqual(required('username'));
    expect(on('password', 'username')).toEqual(required('password'));
    expect(on('password', 'mobileNum')).toEqual(required('password'));
    expect(on('mobileNum', 'mobileNum')).toEqual(required('mobileNum'));
    expect(on('verificationCode', 'mobileNum')).toEqual(required('verificationCode'));
    expect(on('captcha', 'username')).toEqual({ key: 'account.validation.captchaRequired' });
    // Not the identity of the other tab.
    expect(on('username', 'mobileNum')).toBeNull();
    expect(on('mobileNum', 'username')).toBeNull();
    expect(on('verificationCode', 'username')).toBeNull();
    expect(on('email', 'username')).toBeNull();
    expect(on('email', 'mobileNum')).toBeNull();
  });

  it('a field the settings do not name is checked as an optional field without a rule', () => {
    const none = parseRegisterSettings({});
    expect(checkRegistrationField('nickname', values({ nickname: 'x' }), 'username', none)).toBeNull();
    expect(checkRegistrationField('nickname', values({}), 'username', none)).toBeNull();
    expect(checkRegistrationField('username', values({}), 'username', none)).toEqual(required('username'));
    expect(checkRegistrationField('username', values({ username: 'a' }), 'username', none)).toBeNull();
  });

  it('a disabled rule still checks the field when the form shows it', () => {
    const off = parseRegisterSettings({ fields: { email: rule('^x$', 'Only x', true, false) } });
    expect(checkRegistrationField('email', values({}), 'username', off)).toEqual(required('email'));
    expect(checkRegistrationField('email', values({ email: 'y' }), 'username', off)).toEqual({ text: 'Only x' });
  });

  it('the mobile number is checked without its leading 0 (§5)', () => {
    expect(check('mobileNum', { mobileNum: '0912345678' })).toBeNull();
    expect(check('mobileNum', { mobileNum: '0012345' })).toEqual({ text: 'Mobile number not valid' });
  });

  it('confirm password is required and must equal the password (§5)', () => {
    expect(check('confirmPassword', { password: 'secret123' })).toEqual({ key: 'account.validation.confirmRequired' });
    expect(check('confirmPassword', { password: 'secret123', confirmPassword: 'secret124' })).toEqual({
      key: 'account.validation.confirmMismatch',
    });
    expect(check('confirmPassword', { password: 'secret123', confirmPassword: 'secret123' })).toBeNull();
  });

  it('the captcha: required, at most 6, then its rule (§5)', () => {
    expect(check('captcha', {})).toEqual({ key: 'account.validation.captchaRequired' });
    expect(check('captcha', { captcha: '1234567' })).toEqual({ key: 'account.validation.captchaFormat' });
    expect(check('captcha', { captcha: 'ab' })).toEqual({ text: 'Verification code error' });
    expect(check('captcha', { captcha: '42' })).toBeNull();
  });

  it('an email of 255 characters or more is too long, whatever the rule (§5 "under 255")', () => {
    const local = 'a'.repeat(249);
    expect(check('email', { email: `${local}@b.com` })).toEqual({ key: 'account.validation.emailTooLong' });
    expect(check('email', { email: `${local.slice(1)}@b.com` })).toBeNull();
    expect(check('nickname', { nickname: 'n'.repeat(300) })).toBeNull();
  });

  it('every error of the shown fields, keyed by field; nothing for the fields not shown', () => {
    const errors = checkRegistration(
      ['username', 'password', 'email'],
      values({ username: 'alice1', email: 'bad' }),
      'username',
      allOn,
    );
    expect(errors).toEqual({ password: required('password'), email: { text: 'Email format incorrect' } });
    expect(checkRegistration([], values({}), 'username', allOn)).toEqual({});
  });
});

describe('registerMethod (§3, §9: APP, H5, PWA, WEBCLIP)', () => {
  it('APP in the native shell, WEBCLIP or PWA when installed, else H5', () => {
    expect(registerMethodFor({ app: true, webclip: true, standalone: true })).toBe('APP');
    expect(registerMethodFor({ app: false, webclip: true, standalone: true })).toBe('WEBCLIP');
    expect(registerMethodFor({ app: false, webclip: false, standalone: true })).toBe('PWA');
    expect(registerMethodFor({ app: false, webclip: false, standalone: false })).toBe('H5');
  });
});

describe('required marks (§2)', () => {
  it('a field the settings leave out is optional unless always asked for', () => {
    const none = parseRegisterSettings({});
    expect(isRequiredField(none, 'password')).toBe(true);
    expect(isRequiredField(none, 'confirmPassword')).toBe(true);
    expect(isRequiredField(none, 'email')).toBe(false);
    expect(isRequiredField(none, 'mobileNum')).toBe(false);
  });
});
