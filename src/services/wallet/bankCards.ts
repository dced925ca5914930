import { isObject, type Loose } from '../../domain/loose';
import type { BankCard } from '../../domain/wallet/withdraw';
import { call } from '../shell/http';
import { text } from './lenient';

/** The bank card and payment password calls (server/README.md "Member"). */

const cardOf = (c: Loose): BankCard => ({
  id: text(c.id),
  bankName: text(c.bankName),
  accountName: text(c.accountName),
  accountNo: text(c.accountNo),
});

/** GET /wps/member/bankCards. */
export async function fetchBankCards(signal?: AbortSignal): Promise<BankCard[]> {
  const value = await call<unknown>('/wps/member/bankCards', { signal });
  return Array.isArray(value)
    ? value
        .filter(isObject)
        .map(cardOf)
        .filter((c) => c.id !== '')
    : [];
}

/** POST /wps/member/bankCards. */
export async function addBankCard(
  card: { bankName: string; accountName: string; accountNo: string },
  signal?: AbortSignal,
): Promise<BankCard> {
  const value = await call<unknown>('/wps/member/bankCards', { method: 'POST', body: card, signal });
  return cardOf(isObject(value) ? value : {});
}

/** DELETE /wps/member/bankCards. */
export async function removeBankCard(id: string, signal?: AbortSignal): Promise<void> {
  await call<unknown>('/wps/member/bankCards', { method: 'DELETE', body: { id }, signal });
}

/** POST /wps/member/paymentPassword: the login password, the new payment password and its confirmation. */
export async function setPaymentPassword(
  body: { password: string; newPaymentPassword: string; confirmPaymentPassword: string },
  signal?: AbortSignal,
): Promise<void> {
  await call<unknown>('/wps/member/paymentPassword', { method: 'POST', body, signal });
}
