import type { TFunction } from 'i18next';
import type { Phrase, PhraseParam } from '../../domain/protection/auditEntry';
import { moneyText } from '../../domain/wallet/money';
import { timeText } from '../wallet/timeText';

/** Where a phrase's money and times are written: the currency symbol and the player's language. */
export interface PhraseSettings {
  symbol: string;
  language: string;
}

export function paramText(param: PhraseParam, t: TFunction, settings: PhraseSettings): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return String(param);
  if ('key' in param) return t(param.key);
  if ('money' in param) return moneyText(param.money, settings.symbol);
  return timeText(param.time, settings.language) || param.time;
}

/** A phrase of the protection history in the player's language. */
export function phraseText(phrase: Phrase, t: TFunction, settings: PhraseSettings): string {
  if ('text' in phrase) return phrase.text;
  const params = Object.fromEntries(
    Object.entries(phrase.params ?? {}).map(([name, value]) => [name, paramText(value, t, settings)]),
  );
  return t(phrase.key, params);
}

/** Several phrases as one line. */
export function phrasesText(phrases: Phrase[], t: TFunction, settings: PhraseSettings): string {
  return phrases.map((phrase) => phraseText(phrase, t, settings)).join(' · ');
}
