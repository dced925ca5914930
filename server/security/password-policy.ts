/**
 * The server's check of a new password (registration, change password, forgotten password): the shared rule of
 * src/domain/account/passwordRule.ts, with the configured `password` pattern and the common-password list file
 * (server/security/common-passwords.txt; COMMON_PASSWORDS_FILE names another).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  commonPasswordKey,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '../../src/domain/account/passwordRule';
import type { SiteConfigStore } from '../config/site-config';

export const DEFAULT_COMMON_PASSWORDS_PATH = join(dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

export const COMMON_PASSWORD_MESSAGE = 'This password is too common: choose another one';

let common: Set<string> | null = null;

/** The list, read once (a missing or unreadable file stops the server at its first password check, loudly). */
export function commonPasswords(
  path = process.env.COMMON_PASSWORDS_FILE || DEFAULT_COMMON_PASSWORDS_PATH,
): Set<string> {
  if (!common) {
    common = new Set(
      readFileSync(path, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map(commonPasswordKey),
    );
  }
  return common;
}

/** A stable code beside the field message (`value.fieldCodes`), so the site can show its own localized text. */
export type PasswordFieldCode = 'PASSWORD_REQUIRED' | 'PASSWORD_LENGTH' | 'PASSWORD_FORMAT' | 'PASSWORD_COMMON';

export interface PasswordFieldError {
  message: string;
  code: PasswordFieldCode;
}

/** What is wrong with a new password, else null. */
export function newPasswordError(config: SiteConfigStore, password: string): PasswordFieldError | null {
  const rule = config.get().register.fields.password;
  const list = commonPasswords();
  switch (passwordProblem(password, rule.regExp, (key) => list.has(key))) {
    case null:
      return null;
    case 'required':
      return { message: 'password is required', code: 'PASSWORD_REQUIRED' };
    case 'tooShort':
    case 'tooLong':
      return {
        message: `Password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`,
        code: 'PASSWORD_LENGTH',
      };
    case 'format':
      return { message: rule.message, code: 'PASSWORD_FORMAT' };
    case 'common':
      return { message: COMMON_PASSWORD_MESSAGE, code: 'PASSWORD_COMMON' };
  }
}
