/** Field readers for the wallet calls' answers, read leniently: a wrong type reads as empty, never throws. */

/** A text field; a number (an id sent as one) reads as its text. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** An amount (a number or a "10.00" text); 0 when unreadable. */
export const amount = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** A count or page number: a whole number above 0, else 0. */
export const count = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
