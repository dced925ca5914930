import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './commonPasswords';
import { commonPasswordKey, passwordProblem } from './passwordRule';
import { checkRegistrationField, emptyValues } from './registration';
import {
  checkNewPassword,
  parseRegisterSettings,
  serverErrorMessage,
  serverFieldErrors,
  serverFieldMessage,
} from './validation';

const isCommon = (key: string) => COMMON_PASSWORDS.has(key);
/** The shipped site config's rule (server/config/site-config.json), as the site receives it. */
const shipped = parseRegisterSettings(
  JSON.parse(readFileSync(resolve('server/config/site-config.json'), 'utf8')).register,
);

describe('password rule (ASVS 5.0 V6.2)', () => {
  it('needs 8 characters, allows 128 of any script with spaces, and refuses 129', () => {
    expect(passwordProblem('', '', isCommon)).toBe('required');
    expect(passwordProblem('7 chars', '', isCommon)).toBe('tooShort');
    expect(passwordProblem('horse battery', '', isCommon)).toBeNull();
    expect(passwordProblem('密码是安全的吗', '', isCommon)).toBe('tooShort'); // 7 characters
    expect(passwordProblem('密码是安全的吗？', '', isCommon)).toBeNull();
    const emoji = '🐉🎲'.repeat(64); // 256 UTF-16 units, 128 characters
    expect(passwordProblem(emoji, shipped.fields.password?.regExp ?? '', isCommon)).toBeNull();
    expect(passwordProblem(`${emoji}x`, '', isCommon)).toBe('tooLong');
    expect(
      passwordProblem(`  ${'a b c '.repeat(10)}xyz  `, shipped.fields.password?.regExp ?? '', isCommon),
    ).toBeNull();
  });

  it('refuses common passwords whatever their case, and keeps the demo seed password', () => {
    for (const common of ['password1', 'aaaaaaa1', '12345678', 'qwerty123', 'PassWord1']) {
      expect(passwordProblem(common, '', isCommon)).toBe('common');
    }
    for (const shape of ['bbbbbbbb2', 'asdfghjk!', '87654321', 'zyxwvuts1', 'Welcome2024!']) {
      expect(passwordProblem(shape, '', () => false)).toBe('common');
    }
    // The demo seed and the passwords the tests register with stay allowed.
    for (const fine of ['Demo1234', 'Agent1234', 'Secret123', 'better456', 'a1234567x', '19870412']) {
      expect(passwordProblem(fine, '', isCommon)).toBeNull();
    }
    expect(commonPasswordKey('ＰＡＳＳＷＯＲＤ１')).toBe('password1'); // full-width letters fold too
  });

  it("the site's list is the head of the server's list", () => {
    const server = new Set(
      readFileSync(resolve('server/security/common-passwords.txt'), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    );
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(200);
    for (const entry of COMMON_PASSWORDS) expect(server.has(entry)).toBe(true);
  });

  it('the registration and new-password fields show a localized message for a common password', () => {
    const values = { ...emptyValues(), password: 'password1' };
    expect(checkRegistrationField('password', values, 'username', shipped)).toEqual({
      key: 'account.validation.passwordCommon',
    });
    expect(checkNewPassword('qwerty123', shipped)).toEqual({ key: 'account.validation.passwordCommon' });
    const long = { ...values, password: 'a long passphrase with spaces, longer than twenty' };
    expect(checkRegistrationField('password', long, 'username', shipped)).toBeNull();
    expect(checkRegistrationField('password', { ...values, password: 'short' }, 'username', shipped)).toEqual({
      key: 'account.validation.passwordLength',
      params: { min: 8, max: 128 },
    });
  });

  it("the server's password codes (its longer list) read as the same localized messages", () => {
    const value = {
      fields: { newPassword: 'This password is too common: choose another one', confirmNewPassword: 'no match' },
      fieldCodes: { newPassword: 'PASSWORD_COMMON' },
    };
    const map = { newPassword: 'newPassword', confirmNewPassword: 'confirmPassword' } as const;
    expect(serverFieldErrors(value, map, {})?.errors).toEqual({
      newPassword: { key: 'account.validation.passwordCommon' },
      confirmPassword: { text: 'no match' },
    });
    expect(serverFieldMessage({ fieldCodes: { password: 'PASSWORD_LENGTH' } }, 'password', 'x')).toEqual({
      key: 'account.validation.passwordLength',
      params: { min: 8, max: 128 },
    });
    expect(serverFieldMessage({ fieldCodes: { password: 'SOMETHING_NEW' } }, 'password', 'x')).toEqual({ text: 'x' });
  });

  it('a limit reached (429 TOO_MANY_REQUESTS) reads as a localized message with the wait in minutes', () => {
    const error = Object.assign(new Error('Too many registrations'), {
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: 125 },
    });
    expect(serverErrorMessage(error)).toEqual({ key: 'account.errors.tooManyRequests', params: { minutes: 3 } });
    const other = Object.assign(new Error('Nope'), { code: 'USERNAME_EXISTS' });
    expect(serverErrorMessage(other)).toEqual({ text: 'Nope' });
  });
});
