import { describe, expect, it } from 'vitest';
import { checkSmsMobile, emptyValues, isRequiredField, registrationFlags } from './registration';
import { parseRegisterSettings } from './validation';

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
