import type { TFunction } from 'i18next';
import type { ValidationMessage } from '../../domain/account/validation';
import type { DepositKind } from '../../domain/wallet/deposit';
import { moneyText } from '../../domain/wallet/money';

/** A check's message in the player's language (its params are values, never keys). */
export function messageText(t: TFunction, message: ValidationMessage | null | undefined): string | null {
  if (!message) return null;
  return 'text' in message ? message.text : t(message.key, message.params ?? {});
}

/** Money with its symbol and two decimals (§9). */
export const money = (amount: number, symbol: string): string => moneyText(amount, symbol);

export const kindKey = (kind: DepositKind): string => `wallet.deposit.kind.${kind}`;
