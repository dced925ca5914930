import { describe, expect, it } from 'vitest';
import {
  checkNewCard,
  checkPaymentPassword,
  checkPaymentPasswordForm,
  checkWithdrawAmount,
  parseAmount,
  prependWithdrawal,
  refusalMessage,
  type Withdrawal,
} from './withdraw';

const settings = {
  min: 10,
  max: 5000,
  maxBankCards: 2,
  banks: ['Demo Bank'],
  paymentPasswordSet: true,
  withdrawable: 200,
  currencySymbol: '$',
};
const w = (id: string, status: Withdrawal['status'] = 'PENDING'): Withdrawal => ({
  id,
  amount: 1,
  status,
  bankName: '',
  accountName: '',
  accountNo: '',
  reason: '',
  createdAt: '',
  decidedAt: '',
});

describe('withdraw rules', () => {
  it('reads amounts with at most two decimals, exactly', () => {
    expect(parseAmount('50')).toBe(50);
    expect(parseAmount(' 10.05 ')).toBe(10.05);
    expect(parseAmount('0.1')).toBe(0.1);
    expect(parseAmount('10.005')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('checks the amount: required, a number, min, max, not above the withdrawable balance', () => {
    expect(checkWithdrawAmount('', settings)).toEqual({ key: 'wallet.withdraw.amountRequired' });
    expect(checkWithdrawAmount('abc', settings)).toEqual({ key: 'wallet.withdraw.amountInvalid' });
    expect(checkWithdrawAmount('0', settings)).toEqual({ key: 'wallet.withdraw.amountInvalid' });
    expect(checkWithdrawAmount('9.99', settings)).toEqual({
      key: 'wallet.withdraw.amountBelowMin',
      params: { min: '$10.00' },
    });
    expect(checkWithdrawAmount('5000.01', settings)).toEqual({
      key: 'wallet.withdraw.amountAboveMax',
      params: { max: '$5,000.00' },
    });
    expect(checkWithdrawAmount('200.01', settings)).toEqual({ key: 'wallet.withdraw.amountAboveBalance' });
    expect(checkWithdrawAmount('10', settings)).toBeNull();
    expect(checkWithdrawAmount('200', settings)).toBeNull();
  });

  it('checks the payment password (6 digits) and the form that sets it', () => {
    expect(checkPaymentPassword('')).toEqual({ key: 'wallet.withdraw.paymentPasswordRequired' });
    expect(checkPaymentPassword('12345')).toEqual({ key: 'wallet.withdraw.paymentPasswordFormat' });
    expect(checkPaymentPassword('12345a')).toEqual({ key: 'wallet.withdraw.paymentPasswordFormat' });
    expect(checkPaymentPassword('123456')).toBeNull();
    const values = { loginPassword: '', newPassword: '123456', confirmPassword: '123457' };
    expect(checkPaymentPasswordForm('loginPassword', values)).toEqual({ key: 'wallet.withdraw.loginPasswordRequired' });
    expect(checkPaymentPasswordForm('confirmPassword', values)).toEqual({ key: 'wallet.withdraw.confirmMismatch' });
    expect(checkPaymentPasswordForm('confirmPassword', { ...values, confirmPassword: '123456' })).toBeNull();
  });

  it('checks a new card: a bank from the list, a name, a 6-34 letter or digit number', () => {
    expect(checkNewCard('bankName', 'Other Bank', ['Demo Bank'])).toEqual({ key: 'wallet.withdraw.bankRequired' });
    expect(checkNewCard('bankName', 'Demo Bank', ['Demo Bank'])).toBeNull();
    expect(checkNewCard('accountName', '  ', [])).toEqual({ key: 'wallet.withdraw.accountNameRequired' });
    expect(checkNewCard('accountName', 'x'.repeat(61), [])).toEqual({ key: 'wallet.withdraw.accountNameLong' });
    expect(checkNewCard('accountNo', '12345', [])).toEqual({ key: 'wallet.withdraw.accountNoFormat' });
    expect(checkNewCard('accountNo', '12 3456', [])).toEqual({ key: 'wallet.withdraw.accountNoFormat' });
    expect(checkNewCard('accountNo', 'GB12345678', [])).toBeNull();
  });

  it('explains known refusals in the player’s language, else the server’s text', () => {
    expect(refusalMessage({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' })).toEqual({
      key: 'wallet.withdraw.errors.INSUFFICIENT_BALANCE',
    });
    expect(refusalMessage({ code: 'SOMETHING_NEW', message: 'Try tomorrow', status: 400 })).toEqual({
      text: 'Try tomorrow',
    });
    expect(refusalMessage({ code: 'NETWORK', message: 'No Internet', status: 0 })).toEqual({
      key: 'wallet.withdraw.errors.failed',
    });
    expect(refusalMessage(new Error('boom'))).toEqual({ key: 'wallet.withdraw.errors.failed' });
  });

  it('puts a new withdrawal first once', () => {
    expect(prependWithdrawal([w('W1'), w('W2')], w('W2', 'REJECTED')).map((x) => x.id)).toEqual(['W2', 'W1']);
  });
});
