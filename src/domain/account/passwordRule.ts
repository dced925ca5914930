/**
 * The password rule of ASVS 5.0 V6.2, shared by the server and the site: at least 8 and at most 128 characters
 * (counted as Unicode code points, spaces included, nothing trimmed or truncated), the operator's configured pattern
 * (the only place for composition rules), and no common password: one found in a list (compared without case), or
 * one of the shapes such lists are full of (a top word, a keyboard or counting run, one character repeated, each
 * maybe followed by digits or symbols: password1, qwerty123, aaaaaaa1, 12345678).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What is wrong with a new password: its length, the operator's pattern, or that it is commonly used. */
export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'format' | 'common';

/** The key a password is looked up by in a common-password list. */
export function commonPasswordKey(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/** Runs a player types without thinking: counting, the alphabet, keyboard rows and columns. */
const RUNS = [
  '01234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv5tgb',
  'qazwsxedcrfvtgb',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
];
const RUNS_BOTH_WAYS = [...RUNS, ...RUNS.map((run) => [...run].reverse().join(''))];

/** The words at the top of every leaked-password list, which players dress up with a digit or two. */
const TOP_WORDS = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'iloveyou',
  'letmein',
  'welcome',
  'admin',
  'qwerty',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'master',
  'sunshine',
  'princess',
  'login',
]);

function isRun(text: string): boolean {
  return /^(.)\1*$/u.test(text) || RUNS_BOTH_WAYS.some((run) => run.includes(text));
}

/** A common shape (see above), for a key made by `commonPasswordKey`. */
export function isTrivialPassword(key: string): boolean {
  const base = key.replace(/[\p{N}\p{P}\p{S}\s]+$/u, '');
  if (base === '') return isRun(key);
  if (TOP_WORDS.has(base)) return true;
  return base.length >= 3 && (/^(.)\1*$/u.test(base) || (base.length >= 4 && isRun(base)));
}

/** The configured pattern, read as Unicode (so "8 characters" means 8 code points) where it allows that. */
function patternMatches(pattern: string, password: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(password);
  } catch {
    try {
      return new RegExp(pattern).test(password);
    } catch {
      return true; // a broken pattern in the operator's config must not lock players out
    }
  }
}

export function passwordProblem(
  password: string,
  pattern: string,
  isCommon: (key: string) => boolean,
): PasswordProblem | null {
  if (password === '') return 'required';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!patternMatches(pattern, password)) return 'format';
  const key = commonPasswordKey(password);
  if (isCommon(key) || isTrivialPassword(key)) return 'common';
  return null;
}
