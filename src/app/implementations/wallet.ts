import type { ImplementationEntry } from '../root';
import { walletDepositImplementations } from './walletDeposit';
import { walletLotteryImplementations } from './walletLottery';
import { walletRecordsImplementations } from './walletRecords';
import { walletWithdrawImplementations } from './walletWithdraw';

/** Every wallet machine's browser implementations: deposit, withdraw and transfer, records, lottery orders. */
export const walletImplementations: ImplementationEntry[] = [
  ...walletDepositImplementations,
  ...walletWithdrawImplementations,
  ...walletRecordsImplementations,
  ...walletLotteryImplementations,
];
