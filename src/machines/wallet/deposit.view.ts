import type { SnapshotFrom } from 'xstate';
import type { ValidationMessage } from '../../domain/account/validation';
import {
  amountValue,
  bonusOf,
  type Deposit,
  type DepositChannel,
  type DepositPromotion,
  feeOf,
} from '../../domain/wallet/deposit';
import { channelOf, type depositMachine, promotionOf } from './deposit.machine';

type Snapshot = SnapshotFrom<typeof depositMachine>;

/** Which part of the deposit screen shows. */
export type DepositPane =
  | 'loading'
  | 'loadFailed'
  | 'channels'
  | 'form'
  | 'instructions'
  | 'result'
  | 'toGateway'
  | 'leaving';

export function selectPane(s: Snapshot): DepositPane {
  if (s.matches('leaving')) return 'leaving';
  if (s.matches('toGateway')) return 'toGateway';
  if (s.matches('result')) return 'result';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches({ ready: 'choosing' })) return 'channels';
  if (s.matches({ ready: 'instructions' })) return 'instructions';
  if (s.matches('ready')) return 'form';
  return 'loading';
}

export const selectDetailView = (s: Snapshot): boolean => s.context.detailView;
export const selectCurrency = (s: Snapshot): string => s.context.currencySymbol;
export const selectChannels = (s: Snapshot): DepositChannel[] => s.context.channels;
export const selectPromotions = (s: Snapshot): DepositPromotion[] => s.context.promotions;
export const selectChannel = (s: Snapshot): DepositChannel | null => channelOf(s.context);
export const selectPromotionId = (s: Snapshot): string | null => s.context.promotionId;
export const selectAmount = (s: Snapshot): string => s.context.amount;
export const selectAmountError = (s: Snapshot): ValidationMessage | null => s.context.amountError;
export const selectSubmitError = (s: Snapshot): ValidationMessage | null => s.context.submitError;

/** A request is on its way: Submit is busy and further taps send nothing. */
export const selectSending = (s: Snapshot): boolean =>
  s.matches({ ready: 'preparing' }) || s.matches({ ready: 'submitting' });

/** The fee and the promotion's bonus of the amount typed so far (0 while it is not an amount). */
export function selectCharges(s: Snapshot): { fee: number; bonus: number } {
  const channel = channelOf(s.context);
  const promotion = promotionOf(s.context);
  const amount = amountValue(s.context.amount);
  return { fee: channel ? feeOf(amount, channel) : 0, bonus: promotion ? bonusOf(promotion, amount) : 0 };
}

/** The bank or crypto deposit just made. */
export const selectCreated = (s: Snapshot): Deposit | null => s.context.created;

/** The deposit the gateway returned the player with, as last read. */
export const selectResult = (s: Snapshot): Deposit | null => s.context.result;

/** The returned deposit is being read or asked again while pending. */
export const selectResultChecking = (s: Snapshot): boolean =>
  s.matches({ result: 'fetching' }) || s.matches({ result: 'waiting' });

export const selectResultFailed = (s: Snapshot): boolean => s.matches({ result: 'failed' });

/** The machine's state as text, for the screen's `data-state` (UI walks read it). */
export const selectPhase = (s: Snapshot): string => JSON.stringify(s.value);

/** The player may deposit (a real member past the entry check): the recent deposits show. */
export const selectMemberAllowed = (s: Snapshot): boolean => !s.matches('checking') && !s.matches('leaving');
