import { describe, expect, it } from 'vitest';
import {
  buildDeviceLoginPayload,
  buildLoginPayload,
  hasLegacySecret,
  normaliseMobile,
  parseRememberedLogin,
  parseSessionInfo,
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

describe('remembered login (§3, with a device token in place of the password)', () => {
  it('reads back only what has the shape of a remembered login', () => {
    const stored = { type: 'sms', username: 'u', countryDialingCode: '63', deviceToken: 'tok' };
    expect(parseRememberedLogin(stored)).toEqual(stored);
    expect(parseRememberedLogin({ ...stored, type: 'x', countryDialingCode: 5, deviceToken: 7 })).toEqual({
      ...stored,
      type: 'username',
      countryDialingCode: '',
      deviceToken: '',
    });
    expect(parseRememberedLogin(null)).toBeNull();
    expect(parseRememberedLogin('text')).toBeNull();
    expect(parseRememberedLogin({ ...stored, username: 1 })).toBeNull();
    expect(parseRememberedLogin({ ...stored, username: '' })).toBeNull();
  });

  it('reads an entry of the old shape (remPass + salt) without its password, and flags it', () => {
    const legacy = {
      type: 'username',
      username: 'demo',
      remPass: 'BgQJBVBRBgE=',
      countryDialingCode: '',
      salt: 'b0c1',
    };
    expect(hasLegacySecret(legacy)).toBe(true);
    const read = parseRememberedLogin(legacy);
    expect(read).toEqual({ type: 'username', username: 'demo', countryDialingCode: '', deviceToken: '' });
    expect(JSON.stringify(read)).not.toContain(legacy.remPass);
    expect(hasLegacySecret(read)).toBe(false);
    expect(hasLegacySecret(null)).toBe(false);
  });

  it('the one-tap login sends the device token in place of the password', () => {
    expect(
      buildDeviceLoginPayload({ type: 'username', username: 'bob', countryDialingCode: '63', deviceToken: 'tok' }),
    ).toEqual({
      username: 'bob',
      password: '',
      captcha: '',
      type: 'device',
      firebaseChannel: '',
      firebaseIdToken: '',
      firebaseMobileNo: '',
      countryDialingCode: '63',
      remember: true,
      deviceToken: 'tok',
    });
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
        remember: true,
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
      remember: true,
      deviceToken: '',
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
      remember: false,
    });
    expect(payload).toMatchObject({
      username: 'bob',
      password: ' pw ',
      type: 'username',
      countryDialingCode: '',
      remember: false,
    });
  });
});
