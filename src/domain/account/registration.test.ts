import { describe, expect, it } from 'vitest';
import { isRequiredField, registrationFlags } from './registration';
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
