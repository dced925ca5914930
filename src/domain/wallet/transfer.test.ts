import { describe, expect, it } from 'vitest';
import {
  anyInGames,
  checkTransferAmount,
  checkTransferGame,
  gameWallets,
  mainBalance,
  sourceBalance,
  transferPayload,
} from './transfer';

const summary = {
  sumBalance: 230,
  currencySymbol: '$',
  wallets: [
    { walletCode: 'MAIN', name: 'Main', balance: 200 },
    { walletCode: 'PG', name: 'PG Soft', balance: 30 },
    { walletCode: 'EVO', name: 'Evolution', balance: 0 },
  ],
};

describe('transfer rules', () => {
  it('reads the main and game wallets', () => {
    expect(mainBalance(summary)).toBe(200);
    expect(gameWallets(summary).map((w) => w.walletCode)).toEqual(['PG', 'EVO']);
    expect(anyInGames(summary)).toBe(true);
    expect(anyInGames({ ...summary, wallets: [summary.wallets[0]!] })).toBe(false);
  });

  it('moves main to a game wallet or back, from the balance the money leaves', () => {
    expect(transferPayload('toGame', 'PG', 20)).toEqual({ from: 'MAIN', to: 'PG', amount: 20 });
    expect(transferPayload('toMain', 'PG', 20)).toEqual({ from: 'PG', to: 'MAIN', amount: 20 });
    expect(sourceBalance(summary, 'toGame', 'PG')).toBe(200);
    expect(sourceBalance(summary, 'toMain', 'PG')).toBe(30);
  });

  it('checks the game wallet and the amount', () => {
    expect(checkTransferGame('NOPE', summary)).toEqual({ key: 'wallet.transfer.gameRequired' });
    expect(checkTransferGame('MAIN', summary)).toEqual({ key: 'wallet.transfer.gameRequired' });
    expect(checkTransferGame('EVO', summary)).toBeNull();
    expect(checkTransferAmount('', 30)).toEqual({ key: 'wallet.transfer.amountRequired' });
    expect(checkTransferAmount('1.234', 30)).toEqual({ key: 'wallet.transfer.amountInvalid' });
    expect(checkTransferAmount('0', 30)).toEqual({ key: 'wallet.transfer.amountInvalid' });
    expect(checkTransferAmount('30.01', 30)).toEqual({ key: 'wallet.transfer.amountAboveBalance' });
    expect(checkTransferAmount('30', 30)).toBeNull();
  });
});
