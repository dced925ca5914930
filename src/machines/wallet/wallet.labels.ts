import type { AreaLabels } from '../../flows/labels';
import { depositLabels } from './deposit.labels';
import { lotteryLabels } from './lottery.labels';
import { recordsLabels } from './records.labels';
import { withdrawLabels } from './withdraw.labels';

/** Plain-language words for the wallet diagrams, by machine id (one labels file per wallet flow). */
export const walletLabels: AreaLabels = { ...depositLabels, ...withdrawLabels, ...recordsLabels, ...lotteryLabels };
