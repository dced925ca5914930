/** Building blocks for request schemas: bounded strings without control characters, money amounts, paging. */
import { z } from 'zod';

// C0 control characters other than tab, line feed and carriage return (NUL cannot even be stored in PostgreSQL).
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to refuse control characters
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A string of at most `max` characters; null/undefined become '' and numbers their decimal text. */
export function text(max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: 'must be text' })
      .max(max, `must be at most ${max} characters`)
      .refine((value) => !CONTROL.test(value), 'must not contain control characters'),
  );
}

/** A required non-empty string of at most `max` characters (after trimming). */
export function requiredText(max: number, what = 'This field') {
  return text(max).pipe(z.string().trim().min(1, `${what} is required`));
}

/** Money written as text: digits, and at most two decimals after a point ("100", "100.5", "100.50"). */
const PLAIN_DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * A money amount: > 0, at most 1e9, at most 2 decimals; a number, or a plain decimal as text. Other spellings that
 * `Number()` reads ("0x64", "1e2", "0b1100100", "100.") are refused, not taken as 100.
 */
export const amount = z.preprocess(
  (value) => (typeof value === 'string' && PLAIN_DECIMAL.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: 'must be a plain decimal number' })
    .finite('must be a number')
    .positive('must be greater than 0')
    .max(1_000_000_000, 'is too large')
    .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), 'must have at most 2 decimals'),
);

/** An integer from a query string or JSON. */
export function intIn(min: number, max: number, fallback?: number) {
  return z.preprocess(
    (value) => {
      if ((value === undefined || value === '' || value === null) && fallback !== undefined) return fallback;
      return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    },
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );
}
