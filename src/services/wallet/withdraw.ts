import { isObject, type Loose } from '../../domain/loose';
import type {
  Withdrawal,
  WithdrawalPage,
  WithdrawalStatus,
  WithdrawPayload,
  WithdrawResult,
  WithdrawSettings,
} from '../../domain/wallet/withdraw';
import { call } from '../shell/http';
import { amount, text } from './lenient';

/** The withdraw calls (issue 14; server/README.md "Wallet"): settings, the request, the player's withdrawals. */

const PAGE_SIZE = 20;
const STATUSES: WithdrawalStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export function withdrawalOf(w: Loose): Withdrawal {
  const status = STATUSES.find((s) => s === w.status) ?? 'PENDING';
  return {
    id: text(w.id),
    amount: amount(w.amount),
    status,
    bankName: text(w.bankName),
    accountName: text(w.accountName),
    accountNo: text(w.accountNo),
    reason: text(w.reason),
    createdAt: text(w.createdAt),
    decidedAt: text(w.decidedAt),
  };
}

/** The MAIN wallet's balance in a wallets summary. */
function mainOf(v: Loose): number {
  const wallets = Array.isArray(v.wallets) ? v.wallets.filter(isObject) : [];
  const main = wallets.find((w) => w.walletCode === 'MAIN');
  return main ? amount(main.balance) : amount(v.sumBalance);
}

/** GET /wps/transaction/withdraw/settings. */
export async function fetchWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  const value = await call<unknown>('/wps/transaction/withdraw/settings', { signal });
  const v = isObject(value) ? value : {};
  return {
    min: amount(v.min),
    max: amount(v.max),
    maxBankCards: amount(v.maxBankCards),
    banks: Array.isArray(v.banks) ? v.banks.filter((b): b is string => typeof b === 'string') : [],
    paymentPasswordSet: v.paymentPasswordSet === true,
    withdrawable: amount(v.withdrawable),
    currencySymbol: text(v.currencySymbol),
  };
}

/** POST /wps/transaction/withdraw with the attempt's idempotency key. */
export async function requestWithdrawal(
  payload: WithdrawPayload,
  key: string,
  signal?: AbortSignal,
): Promise<WithdrawResult> {
  const value = await call<unknown>('/wps/transaction/withdraw', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': key },
    signal,
  });
  const v = isObject(value) ? value : {};
  return { withdrawal: withdrawalOf(isObject(v.withdrawal) ? v.withdrawal : v), withdrawable: mainOf(v) };
}

/** GET /wps/transaction/withdrawals, newest first. */
export async function fetchWithdrawals(pageNo: number, signal?: AbortSignal): Promise<WithdrawalPage> {
  const value = await call<unknown>('/wps/transaction/withdrawals', { query: { pageNo, pageSize: PAGE_SIZE }, signal });
  const v = isObject(value) ? value : {};
  const content = Array.isArray(v.content) ? v.content.filter(isObject).map(withdrawalOf) : [];
  return {
    content: content.filter((w) => w.id !== ''),
    pageNum: amount(v.pageNum) || pageNo,
    totalPages: amount(v.totalPages),
    total: amount(v.total),
  };
}
