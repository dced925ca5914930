import type { TFunction } from 'i18next';
import type { ValidationMessage } from '../../domain/account/validation';
import { LIMIT_REFUSAL_KEY } from '../../domain/protection/limitRefusal';
import { moneyText } from '../../domain/wallet/money';
import { messageText } from '../wallet/depositText';
import { timeText } from '../wallet/timeText';

/** A message in the player's language; a limit refusal's period, amounts and reset time are written out first. */
export function limitAwareText(
  t: TFunction,
  message: ValidationMessage | null | undefined,
  symbol: string,
  language: string,
): string | null {
  if (!message || !('key' in message) || !message.key.startsWith(LIMIT_REFUSAL_KEY)) return messageText(t, message);
  const p = message.params ?? {};
  return t(message.key, {
    period: t(`protection.limits.periodAdj.${p.period}`),
    limit: moneyText(Number(p.limit ?? 0), symbol),
    remaining: moneyText(Number(p.remaining ?? 0), symbol),
    time: timeText(String(p.time ?? ''), language),
  });
}
