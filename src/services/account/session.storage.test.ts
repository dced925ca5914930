// @vitest-environment jsdom
/** What the session services leave in Web Storage (issue 12 finding 6: no password on the device). Real jsdom storage. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSessionStorage,
  dropLegacySecrets,
  loadPasswordLogin,
  loadRememberedLogin,
  savePasswordLogin,
  saveRememberedLogin,
} from './session';

const everything = () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('deletes the password an older version left (PSW, remPass + salt) and keeps the remembered name', () => {
    // What the old site stored for demo / Demo1234 with "remember password".
    sessionStorage.setItem('PSW', 'Demo1234');
    const salt = 'a1b2c3d4e5f60718';
    const remPass = btoa(String.fromCharCode(...[...'Demo1234'].map((c, i) => c.charCodeAt(0) ^ salt.charCodeAt(i))));
    localStorage.setItem(
      'rememberedLogin',
      JSON.stringify({ type: 'username', username: 'demo', remPass, countryDialingCode: '', salt }),
    );
    dropLegacySecrets();
    expect(sessionStorage.getItem('PSW')).toBeNull();
    expect(everything()).not.toContain(remPass);
    expect(everything()).not.toContain(salt);
    expect(everything()).not.toContain('Demo1234');
    expect(loadRememberedLogin()).toEqual({
      type: 'username',
      username: 'demo',
      countryDialingCode: '',
      deviceToken: '',
    });
  });

  it('leaves a remembered login of the new shape as it is', () => {
    const remembered = { type: 'username' as const, username: 'bob', countryDialingCode: '63', deviceToken: 'tok' };
    saveRememberedLogin(remembered);
    dropLegacySecrets();
    expect(loadRememberedLogin()).toEqual(remembered);
  });

  it('keeps only a flag for a password login, and clears it with the session', () => {
    savePasswordLogin(true);
    expect(loadPasswordLogin()).toBe(true);
    expect(sessionStorage.getItem('passwordLogin')).toBe('1');
    clearSessionStorage();
    expect(loadPasswordLogin()).toBe(false);
    savePasswordLogin(true);
    savePasswordLogin(false);
    expect(sessionStorage.getItem('passwordLogin')).toBeNull();
  });
});
