import { isObject } from '../../domain/loose';
import type { TransferPayload, WalletsSummary } from '../../domain/wallet/transfer';
import { call } from '../shell/http';

/** The wallets and transfer calls (server/README.md "Wallet"): every answer is the wallets summary. */

function summaryOf(value: unknown): WalletsSummary {
  const v = isObject(value) ? value : {};
  const wallets = Array.isArray(v.wallets) ? v.wallets.filter(isObject) : [];
  return {
    sumBalance: Number(v.sumBalance ?? 0) || 0,
    currencySymbol: typeof v.currencySymbol === 'string' ? v.currencySymbol : '',
    wallets: wallets
      .filter((w) => typeof w.walletCode === 'string')
      .map((w) => ({
        walletCode: w.walletCode as string,
        name: typeof w.name === 'string' && w.name !== '' ? w.name : (w.walletCode as string),
        balance: Number(w.balance ?? 0) || 0,
      })),
  };
}

/** GET /wps/wallets/gcs. */
export async function fetchWallets(signal?: AbortSignal): Promise<WalletsSummary> {
  return summaryOf(await call<unknown>('/wps/wallets/gcs', { signal }));
}

/** POST /wps/wallets/transfer with the attempt's idempotency key. */
export async function transferBetween(payload: TransferPayload, key: string, signal?: AbortSignal) {
  return summaryOf(
    await call<unknown>('/wps/wallets/transfer', {
      method: 'POST',
      body: payload,
      headers: { 'Idempotency-Key': key },
      signal,
    }),
  );
}

/** POST /wps/wallets/transfer/all: every game wallet back to MAIN. */
export async function transferAllToMain(key: string, signal?: AbortSignal) {
  return summaryOf(
    await call<unknown>('/wps/wallets/transfer/all', { method: 'POST', headers: { 'Idempotency-Key': key }, signal }),
  );
}
