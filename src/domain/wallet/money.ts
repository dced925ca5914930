import { formatBalance } from '../home/jackpot';

/** Money as the site shows it everywhere (§9): the currency symbol, thousands groups, two decimals; "-$3.00". */
export function moneyText(value: number, symbol = ''): string {
  const text = formatBalance(value);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A net amount with its sign always written: "+$12.00", "-$3.00", "$0.00". */
export function signedMoneyText(value: number, symbol: string): string {
  const text = moneyText(value, symbol);
  return text.startsWith('-') || formatBalance(value) === '0.00' ? text : `+${text}`;
}
