/** Withdraw rules (issue 14 item 2, spec §9 two decimals): the settings, bank cards, withdrawals and their checks. */

import type { ValidationMessage } from '../account/validation';
import { moneyText } from './money';

export interface WithdrawSettings {
  min: number;
  max: number;
  maxBankCards: number;
  banks: string[];
  paymentPasswordSet: boolean;
  /** The MAIN wallet's balance: what may leave. */
  withdrawable: number;
  currencySymbol: string;
}

export interface BankCard {
  id: string;
  bankName: string;
  accountName: string;
  /** Masked by the server (`******7890`). */
  accountNo: string;
}

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface Withdrawal {
  id: string;
  amount: number;
  status: WithdrawalStatus;
  bankName: string;
  accountName: string;
  accountNo: string;
  reason: string;
  createdAt: string;
  decidedAt: string;
}

export interface WithdrawalPage {
  content: Withdrawal[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** The withdraw call's body. */
export interface WithdrawPayload {
  amount: number;
  paymentPassword: string;
  bankCardId: string;
}

/** What a withdrawal answers: the request and the MAIN balance left. */
export interface WithdrawResult {
  withdrawal: Withdrawal;
  withdrawable: number;
}

/** An amount typed by the player: digits with at most two decimals (§9). */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
export const PAYMENT_PASSWORD = /^\d{6}$/;
/** Account numbers as the server accepts them: 6-34 letters or digits. */
const ACCOUNT_NO = /^[A-Za-z0-9]{6,34}$/;
export const ACCOUNT_NAME_MAX = 60;

/** The number an amount field holds, or null when it is not an amount with at most two decimals. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100) / 100;
}

/** The amount's message: required, a number with two decimals, within min and max, not above the withdrawable. */
export function checkWithdrawAmount(text: string, settings: WithdrawSettings): ValidationMessage | null {
  if (text.trim() === '') return { key: 'wallet.withdraw.amountRequired' };
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return { key: 'wallet.withdraw.amountInvalid' };
  const symbol = settings.currencySymbol;
  if (amount < settings.min)
    return { key: 'wallet.withdraw.amountBelowMin', params: { min: moneyText(settings.min, symbol) } };
  if (amount > settings.max)
    return { key: 'wallet.withdraw.amountAboveMax', params: { max: moneyText(settings.max, symbol) } };
  if (amount > settings.withdrawable) return { key: 'wallet.withdraw.amountAboveBalance' };
  return null;
}

export function checkPaymentPassword(text: string): ValidationMessage | null {
  if (text === '') return { key: 'wallet.withdraw.paymentPasswordRequired' };
  if (!PAYMENT_PASSWORD.test(text)) return { key: 'wallet.withdraw.paymentPasswordFormat' };
  return null;
}

export function checkBankCardChosen(id: string): ValidationMessage | null {
  return id === '' ? { key: 'wallet.withdraw.bankCardRequired' } : null;
}

/** The new card's fields: a bank from the list, the account holder's name, a well-formed account number. */
export function checkNewCard(
  field: 'bankName' | 'accountName' | 'accountNo',
  value: string,
  banks: string[],
): ValidationMessage | null {
  const v = value.trim();
  switch (field) {
    case 'bankName':
      return banks.includes(v) ? null : { key: 'wallet.withdraw.bankRequired' };
    case 'accountName':
      if (v === '') return { key: 'wallet.withdraw.accountNameRequired' };
      return v.length > ACCOUNT_NAME_MAX ? { key: 'wallet.withdraw.accountNameLong' } : null;
    case 'accountNo':
      if (v === '') return { key: 'wallet.withdraw.accountNoRequired' };
      return ACCOUNT_NO.test(v) ? null : { key: 'wallet.withdraw.accountNoFormat' };
  }
}

/** The new payment password's messages: login password required; 6 digits; the confirmation equal. */
export function checkPaymentPasswordForm(
  field: 'loginPassword' | 'newPassword' | 'confirmPassword',
  values: { loginPassword: string; newPassword: string; confirmPassword: string },
): ValidationMessage | null {
  switch (field) {
    case 'loginPassword':
      return values.loginPassword === '' ? { key: 'wallet.withdraw.loginPasswordRequired' } : null;
    case 'newPassword':
      return checkPaymentPassword(values.newPassword);
    case 'confirmPassword':
      if (values.confirmPassword === '') return { key: 'wallet.withdraw.confirmRequired' };
      return values.confirmPassword === values.newPassword ? null : { key: 'wallet.withdraw.confirmMismatch' };
  }
}

/** The server's refusals the withdraw screen explains in the player's language (else the server's own text). */
export const WITHDRAW_ERROR_CODES = [
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INCORRECT',
  'TOO_MANY_ATTEMPTS',
  'INSUFFICIENT_BALANCE',
  'TRIAL_REFUSED',
  'BANK_CARD_EXISTS',
  'BANK_CARD_LIMIT',
  'OLD_PASSWORD_INCORRECT',
  'INVALID_INPUT',
  'NOT_FOUND',
  'VERIFICATION_REQUIRED',
] as const;

/** A refusal's message: a localized one for the codes above, else the server's text, else "try again". */
export function refusalMessage(error: unknown): ValidationMessage {
  const e =
    typeof error === 'object' && error !== null
      ? (error as { code?: unknown; message?: unknown; status?: unknown })
      : {};
  if (typeof e.code === 'string' && (WITHDRAW_ERROR_CODES as readonly string[]).includes(e.code)) {
    return { key: `wallet.withdraw.errors.${e.code}` };
  }
  // The server's own words for a refusal it sent; a call that never got an answer (status 0) is "try again".
  const answered = typeof e.status === 'number' && e.status > 0;
  if (answered && typeof e.code === 'string' && typeof e.message === 'string' && e.message !== '') {
    return { text: e.message };
  }
  return { key: 'wallet.withdraw.errors.failed' };
}

/** The withdrawals list after a new request: it goes first, replacing an older copy of itself. */
export function prependWithdrawal(list: Withdrawal[], withdrawal: Withdrawal): Withdrawal[] {
  return [withdrawal, ...list.filter((w) => w.id !== withdrawal.id)];
}
