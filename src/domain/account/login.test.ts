import { describe, expect, it } from 'vitest';
import {
  buildLoginPayload,
  decodePassword,
  encodePassword,
  normaliseMobile,
  parseRememberedLogin,
  parseSessionInfo,
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

describe('session info read back from storage (spec §3 MC_SESSION_INFO)', () => {
  it('keeps a stored session as it was saved', () => {
    const info = { token: 't', merchantCode: 'demo', userName: 'alice', type: 1, firstTimeLogin: true };
    expect(parseSessionInfo(info)).toEqual(info);
  });

  it('refuses what has no token', () => {
    expect(parseSessionInfo(null)).toBeNull();
    expect(parseSessionInfo('t')).toBeNull();
    expect(parseSessionInfo({ token: '' })).toBeNull();
    expect(parseSessionInfo({ token: 5 })).toBeNull();
  });

  it('fills what is missing or malformed: empty names, type 4 (trial), not a first login', () => {
    expect(parseSessionInfo({ token: 't', merchantCode: 3, userName: null, type: 'x', firstTimeLogin: 'yes' })).toEqual(
      { token: 't', merchantCode: '', userName: '', type: 4, firstTimeLogin: false },
    );
    expect(parseSessionInfo({ token: 't' })?.type).toBe(4);
    // A trial account stores customerType as type (§3); a numeric text counts.
    expect(parseSessionInfo({ token: 't', customerType: 4 })?.type).toBe(4);
    expect(parseSessionInfo({ token: 't', type: '2', customerType: 4 })?.type).toBe(2);
    expect(parseSessionInfo({ token: 't', type: 0 })?.type).toBe(0);
  });
});

describe('the mobile number sent (spec §5: max 20, leading 0 removed)', () => {
  it('trims, caps at 20 and removes every leading 0', () => {
    expect(normaliseMobile(' 0912345678 ')).toBe('912345678');
    expect(normaliseMobile('00912')).toBe('912');
    expect(normaliseMobile('9120')).toBe('9120');
    expect(normaliseMobile(`0${'1'.repeat(25)}`)).toBe('1'.repeat(19));
  });
});

describe('the login payload (spec §3)', () => {
  it('an SMS login sends the number as username and the code as password, with the dialing code', () => {
    expect(
      buildLoginPayload({
        method: 'sms',
        username: 'ignored',
        password: 'ignored',
        mobile: '0912345678',
        smsCode: ' 123456 ',
        captcha: ' 12 ',
        countryDialingCode: '63',
      }),
    ).toEqual({
      username: '912345678',
      password: '123456',
      captcha: '12',
      type: 'sms',
      firebaseChannel: '',
      firebaseIdToken: '',
      firebaseMobileNo: '',
      countryDialingCode: '63',
    });
  });

  it('a username login sends the password as typed (spaces are part of it)', () => {
    const payload = buildLoginPayload({
      method: 'username',
      username: 'bob',
      password: ' pw ',
      mobile: '0912',
      smsCode: '1',
      captcha: '',
      countryDialingCode: '63',
    });
    expect(payload).toMatchObject({ username: 'bob', password: ' pw ', type: 'username', countryDialingCode: '' });
  });
});

describe('the remembered password (spec §3 remPass with a salt)', () => {
  it('is not stored as typed, with any salt, and depends on the salt', () => {
    expect(encodePassword('secret99', '')).not.toBe(btoa('secret99'));
    expect(decodePassword(encodePassword('secret99', ''), '')).toBe('secret99');
    expect(encodePassword('secret99', 'a')).not.toBe(encodePassword('secret99', 'b'));
    expect(decodePassword(encodePassword('secret99', 'a'), 'b')).not.toBe('secret99');
    // A salt longer than the password, and one shorter: every byte round-trips.
    expect(decodePassword(encodePassword('pw', 'a-long-salt'), 'a-long-salt')).toBe('pw');
    expect(decodePassword(encodePassword('a longer password', 'ab'), 'ab')).toBe('a longer password');
    // No part of it is left as typed, even with a one-letter salt.
    expect(atob(encodePassword('secret99', 's'))).not.toContain('ecret99');
  });

  it('keeps the remembered login as given, with the salt it was encoded with', () => {
    const saved = rememberLogin({ type: 'username', username: 'bob', password: 'pw', countryDialingCode: '' }, 's');
    expect(saved).toEqual({
      type: 'username',
      username: 'bob',
      remPass: encodePassword('pw', 's'),
      countryDialingCode: '',
      salt: 's',
    });
  });
});
