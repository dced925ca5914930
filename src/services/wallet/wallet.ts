import type { Wallet } from '../../domain/account/login';
import { call } from '../shell/http';

/** §7 Wallet: GET /wps/wallets/gcs, read as sumBalance and currencySymbol (§3). */
export async function fetchWallet(signal?: AbortSignal, token?: string | null): Promise<Wallet> {
  const value = await call<Partial<Wallet> & Record<string, unknown>>('/wps/wallets/gcs', {
    signal,
    headers: token ? { token } : undefined,
    // Refreshed by the site after money moves and on its own: not the player's activity (inactivity logout).
    background: true,
  });
  return {
    sumBalance: Number(value.sumBalance ?? 0),
    currencySymbol: typeof value.currencySymbol === 'string' ? value.currencySymbol : '',
  };
}
