/** Money amounts in request bodies (issue 25 item 6): only plain decimals with at most two places are money. */
import { describe, expect, it } from 'vitest';
import { amount } from './schemas';

const parsed = (value: unknown) => amount.safeParse(value);

describe('amount', () => {
  it('takes numbers and plain decimal text with at most two places', () => {
    for (const [value, expected] of [
      [100, 100],
      [0.5, 0.5],
      ['100', 100],
      ['100.5', 100.5],
      ['100.50', 100.5],
      [' 60 ', 60],
    ] as const)
      expect(parsed(value), JSON.stringify(value)).toEqual({ success: true, data: expected });
  });

  it('refuses the other spellings a number can have in text, with a message that says what money is', () => {
    for (const value of [
      '0x64',
      '1e2',
      '0b1100100',
      '0o144',
      '100.',
      '.5',
      '+100',
      '-100',
      '1_000',
      '1,000',
      'Infinity',
    ]) {
      const result = parsed(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toBe('must be a plain decimal number');
    }
  });

  it('refuses more than two decimals, zero, negatives and amounts over a billion', () => {
    for (const value of ['100.001', 100.001, 0, '0', -5, 1_000_000_000.01])
      expect(parsed(value).success, String(value)).toBe(false);
  });
});
