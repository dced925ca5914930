/** Transfers between the main wallet and the game wallets (issue 14 item 3, spec §9 two decimals). */

import type { ValidationMessage } from '../account/validation';
import { parseAmount } from './withdraw';

export const MAIN_WALLET = 'MAIN';

export interface GameWallet {
  walletCode: string;
  name: string;
  balance: number;
}

export interface WalletsSummary {
  sumBalance: number;
  currencySymbol: string;
  wallets: GameWallet[];
}

/** Which way the money goes: into the chosen game wallet, or out of it back to main. */
export type TransferDirection = 'toGame' | 'toMain';

export interface TransferPayload {
  from: string;
  to: string;
  amount: number;
}

export const mainBalance = (summary: WalletsSummary): number =>
  summary.wallets.find((w) => w.walletCode === MAIN_WALLET)?.balance ?? 0;

/** The game wallets, in the server's order (MAIN left out). */
export const gameWallets = (summary: WalletsSummary): GameWallet[] =>
  summary.wallets.filter((w) => w.walletCode !== MAIN_WALLET);

/** Whether any game wallet holds money ("all back to main" has something to do). */
export const anyInGames = (summary: WalletsSummary): boolean => gameWallets(summary).some((w) => w.balance > 0);

export function transferPayload(direction: TransferDirection, game: string, amount: number): TransferPayload {
  return direction === 'toGame' ? { from: MAIN_WALLET, to: game, amount } : { from: game, to: MAIN_WALLET, amount };
}

/** The balance the money leaves. */
export function sourceBalance(summary: WalletsSummary, direction: TransferDirection, game: string): number {
  const code = direction === 'toGame' ? MAIN_WALLET : game;
  return summary.wallets.find((w) => w.walletCode === code)?.balance ?? 0;
}

export function checkTransferGame(game: string, summary: WalletsSummary): ValidationMessage | null {
  return gameWallets(summary).some((w) => w.walletCode === game) ? null : { key: 'wallet.transfer.gameRequired' };
}

export function checkTransferAmount(text: string, available: number): ValidationMessage | null {
  if (text.trim() === '') return { key: 'wallet.transfer.amountRequired' };
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return { key: 'wallet.transfer.amountInvalid' };
  if (amount > available) return { key: 'wallet.transfer.amountAboveBalance' };
  return null;
}
