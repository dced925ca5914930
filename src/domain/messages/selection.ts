import type { HelpItem } from './announcements';

/**
 * Which item of a list the query opens (spec §2: /m/help and /m/notice "Query i is the index of the item").
 * The index is read strictly: a whole number from 0, inside the list; anything else is no index.
 */
export function queryIndex(value: string | null, length: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const index = Number(value);
  return index < length ? index : null;
}

/**
 * The help item to show (spec §2 "Help centre"): the one named by `key` (the server's stable item key, so the
 * registration terms link finds the terms whatever their place in the list), else the one at index `i`, else the
 * first; null when there are none.
 */
export function selectedHelpIndex(
  items: readonly HelpItem[],
  query: { i: string | null; key: string | null },
): number | null {
  if (items.length === 0) return null;
  if (query.key) {
    const byKey = items.findIndex((item) => item.key === query.key);
    if (byKey >= 0) return byKey;
  }
  return queryIndex(query.i, items.length) ?? 0;
}

/** The help item the registration terms link opens (spec §2 Registration: "a terms link leads to help"). */
export const TERMS_HELP_KEY = 'terms';

/** A start date as the notice list shows it: year/month/day (as the popup does, spec §2). */
export function noticeDate(startDate: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(startDate ?? '');
  return match ? `${match[1]}/${match[2]}/${match[3]}` : '';
}
