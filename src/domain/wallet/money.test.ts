import { describe, expect, it } from 'vitest';
import { moneyText, signedMoneyText } from './money';

describe('money as shown (§9: two decimals)', () => {
  it('puts the symbol in front, groups thousands and keeps two decimals', () => {
    expect(moneyText(1234.5, '$')).toBe('$1,234.50');
    expect(moneyText(1234567.891, '$')).toBe('$1,234,567.89');
    expect(moneyText(0.1 + 0.2, '₱')).toBe('₱0.30');
    expect(moneyText(1000)).toBe('1,000.00');
  });

  it('writes a minus before the symbol, and nothing for what rounds to zero', () => {
    expect(moneyText(-12.5, '$')).toBe('-$12.50');
    expect(moneyText(-0.004, '$')).toBe('$0.00');
    expect(moneyText(Number.NaN, '$')).toBe('$0.00');
  });

  it('always writes the sign of a net amount', () => {
    expect(signedMoneyText(12, '$')).toBe('+$12.00');
    expect(signedMoneyText(-0.5, '$')).toBe('-$0.50');
    expect(signedMoneyText(0.004, '$')).toBe('$0.00');
  });
});
