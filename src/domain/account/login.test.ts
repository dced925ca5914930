import { describe, expect, it } from 'vitest';
import {
  decodePassword,
  parseRememberedLogin,
  rememberLogin,
  sessionInfoFromLogin,
  sessionInfoFromTrial,
} from './login';

describe('session info (spec §3 Session info)', () => {
  it('keeps the login answer, with the merchant code of the site when the answer has none', () => {
    expect(
      sessionInfoFromLogin({ token: 't', userName: 'alice', type: 0, firstTimeLogin: true } as never, 'demo'),
    ).toEqual({ token: 't', merchantCode: 'demo', userName: 'alice', type: 0, firstTimeLogin: true });
    expect(
      sessionInfoFromLogin({ token: 't', userName: 'a', type: 1, merchantCode: 'm2' } as never, 'demo'),
    ).toMatchObject({ merchantCode: 'm2', firstTimeLogin: false });
  });

  it('stores customerType as type for a trial account, 4 when the server leaves both out', () => {
    const trial = (extra: object) => sessionInfoFromTrial({ token: 't', userName: 'g', ...extra } as never, 'demo');
    expect(trial({ customerType: 4, type: 9 })).toEqual({
      token: 't',
      merchantCode: 'demo',
      userName: 'g',
      type: 4,
      firstTimeLogin: false,
    });
    expect(trial({ type: 7 }).type).toBe(7);
    expect(trial({}).type).toBe(4);
    expect(trial({ firstTimeLogin: true }).firstTimeLogin).toBe(true);
  });
});

describe('remembered login (spec §3 Remembered login)', () => {
  it('keeps type, username, encoded password, dialing code and salt; the password decodes back', () => {
    const saved = rememberLogin(
      { type: 'sms', username: '0912', password: 'secret99', countryDialingCode: '63' },
      's1',
    );
    expect(saved).toMatchObject({ type: 'sms', username: '0912', countryDialingCode: '63', salt: 's1' });
    expect(saved.remPass).not.toBe('secret99');
    expect(decodePassword(saved.remPass, 's1')).toBe('secret99');
    expect(decodePassword('%%%not base64', 's1')).toBe('');
  });

  it('reads back only what has the shape of a remembered login', () => {
    const stored = { type: 'sms', username: 'u', remPass: 'p', countryDialingCode: '63', salt: 's' };
    expect(parseRememberedLogin(stored)).toEqual(stored);
    expect(parseRememberedLogin({ ...stored, type: 'x', countryDialingCode: 5 })).toEqual({
      ...stored,
      type: 'username',
      countryDialingCode: '',
    });
    expect(parseRememberedLogin(null)).toBeNull();
    expect(parseRememberedLogin('text')).toBeNull();
    for (const key of ['username', 'remPass', 'salt']) {
      expect(parseRememberedLogin({ ...stored, [key]: 1 }), key).toBeNull();
    }
  });
});
