import { describe, expect, it } from 'vitest';
import { buildRegistrationPayload, emptyValues, methodsEnabled } from './registration';
import { REGISTER_FIELDS } from './validation';

describe('registration methods (spec §2 Registration, §6 flags USERNAMEREG3, MOBILENUMREG3)', () => {
  const both = { methods: { username: true, mobileNum: true } } as never;
  it('a method shows when the settings enable it and its flag is not off', () => {
    expect(methodsEnabled(both, {})).toEqual({ username: true, mobileNum: true });
    expect(methodsEnabled(both, { USERNAMEREG3: false })).toEqual({ username: false, mobileNum: true });
    expect(methodsEnabled(both, { MOBILENUMREG3: false })).toEqual({ username: true, mobileNum: false });
    expect(methodsEnabled({ methods: { username: false, mobileNum: true } } as never, {})).toEqual({
      username: false,
      mobileNum: true,
    });
  });
});

describe('registration payload (spec §3)', () => {
  const context = { hostName: 'site.example', registerMethod: 'H5' as const, domain: 'example' };
  const filled = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ` ${f}1 `])) as never;

  it('sends every key; fields not shown as empty strings; type 0; host, method and domain', () => {
    const payload = buildRegistrationPayload(
      { ...emptyValues('63'), ...(filled as object), countryDialingCode: '63' } as never,
      [],
      context,
    );
    expect(payload).toMatchObject({ registerUrl: 'site.example', registerMethod: 'H5', domain: 'example', type: 0 });
    const { registerUrl, registerMethod, domain, type, ...fields } = payload;
    expect(Object.values(fields).every((v) => v === '')).toBe(true);
    // §3's list, less the four above.
    const spec =
      'countryDialingCode username password confirmPassword affiliateCode paymentPassword recommenderId nickname ' +
      'payeeName email mobileNum idNumber qqNum facebook wechat line whatsapp zalo captcha verificationCode';
    expect(Object.keys(fields).sort()).toEqual(spec.split(' ').sort());
  });

  it('sends shown fields trimmed (passwords as typed) and the mobile without its leading 0, with its code', () => {
    const values = {
      ...emptyValues('63'),
      ...(filled as object),
      password: ' pw ',
      confirmPassword: ' pw ',
      paymentPassword: ' pay ',
      mobileNum: '0912345678',
    } as never;
    const payload = buildRegistrationPayload(values, REGISTER_FIELDS, context);
    expect(payload).toMatchObject({
      username: 'username1',
      password: ' pw ',
      confirmPassword: ' pw ',
      paymentPassword: ' pay ',
      mobileNum: '912345678',
      countryDialingCode: '63',
      affiliateCode: 'affiliateCode1',
      recommenderId: 'recommenderId1',
      nickname: 'nickname1',
      payeeName: 'payeeName1',
      email: 'email1',
      idNumber: 'idNumber1',
      qqNum: 'qqNum1',
      facebook: 'facebook1',
      wechat: 'wechat1',
      line: 'line1',
      whatsapp: 'whatsapp1',
      zalo: 'zalo1',
      captcha: 'captcha1',
      verificationCode: 'verificationCode1',
    });
  });

  it('sends the dialing code only with a mobile number, and the password pair only when shown', () => {
    const values = { ...emptyValues('63'), password: 'pw1', confirmPassword: 'pw1', paymentPassword: 'pay' };
    const noMobile = buildRegistrationPayload(values, ['mobileNum', 'password'], context);
    expect(noMobile.countryDialingCode).toBe('');
    expect(noMobile.mobileNum).toBe('');
    expect(noMobile.password).toBe('pw1');
    expect(noMobile.confirmPassword).toBe('');
    expect(noMobile.paymentPassword).toBe('');
    const zeros = buildRegistrationPayload({ ...values, mobileNum: '000' }, ['mobileNum', 'confirmPassword'], context);
    expect(zeros.countryDialingCode).toBe('');
    expect(zeros.password).toBe('');
    expect(zeros.confirmPassword).toBe('pw1');
  });
});
