import type { Announcement } from './announcements';

/**
 * The announcement popup's rules (spec §2 "Announcement popup", §4): who sees which group, when a list counts as
 * new, how pixel sizes and links in its content are read. Pure: the machine and the popup view share them.
 */

/**
 * The popup group of a session (§4): visitors B; members A, plus F on their first login. `AF` is its own group, so
 * the list a member closed on the first login is remembered apart from the later A-only list.
 */
export type PopupGroup = 'B' | 'A' | 'AF';

export const POPUP_GROUPS: readonly PopupGroup[] = ['B', 'A', 'AF'];

export function popupGroupOf(session: { loggedIn: boolean; firstTimeLogin?: boolean }): PopupGroup {
  if (!session.loggedIn) return 'B';
  return session.firstTimeLogin === true ? 'AF' : 'A';
}

/** What the device remembers (local storage): per group, the signature of the list the player last closed. */
export type PopupMemory = Partial<Record<PopupGroup, string>>;

/** A saved memory read back from storage, keeping only well-formed entries (storage may hold anything). */
export function parsePopupMemory(raw: unknown): PopupMemory {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const memory: PopupMemory = {};
  for (const group of POPUP_GROUPS) {
    const value = (raw as Record<string, unknown>)[group];
    if (typeof value === 'string' && value.length <= 64) memory[group] = value;
  }
  return memory;
}

/**
 * The list's signature (§4 "titles plus contents"): a 32-bit FNV-1a hash of every title and content with the list's
 * length, short enough to keep per group in local storage. A different title or content gives another signature.
 */
export function popupSignature(items: readonly Pick<Announcement, 'title' | 'content'>[]): string {
  const text = JSON.stringify(items.map((item) => [item.title, item.content]));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${items.length}:${hash.toString(16).padStart(8, '0')}`;
}

/**
 * The saved show flag (§4): true while the group's list is not the one the player closed. An empty list has nothing
 * to show.
 */
export function popupShowFlag(
  memory: PopupMemory,
  group: PopupGroup,
  items: readonly Pick<Announcement, 'title' | 'content'>[],
): boolean {
  return items.length > 0 && memory[group] !== popupSignature(items);
}

/** The same announcements (by id, in order): a language change gives the same list in other words. */
export function sameAnnouncements(a: readonly Pick<Announcement, 'id'>[], b: readonly Pick<Announcement, 'id'>[]) {
  return a.length === b.length && a.every((item, i) => item.id === b[i]?.id);
}

/** A CSS length in pixels as rem (§2: divided by 100, the site's 100 px = 1 rem design scale). */
function pxToRemValue(value: string): string {
  return value.replace(/(-?\d*\.?\d+)px\b/gi, (_match, n: string) => `${Number((Number(n) / 100).toFixed(4))}rem`);
}

/**
 * Popup content with its pixel sizes as rem (§2 "Pixel sizes in popup content are converted to rem"): inside style
 * attributes and `<style>`-free markup alike; text outside tags is left alone (a "20px" in a sentence stays).
 */
export function popupHtmlToRem(html: string): string {
  return html.replace(/<[^>]+>/g, (tag) => pxToRemValue(tag));
}

/**
 * Where a link in popup content leads (§2): `http...` out of the site; a path (absolute, or relative to the site's
 * `/m/`) in the app. Other schemes (mailto:, tel:) are handed to the device like an external link.
 */
export type PopupLink = { kind: 'external'; url: string } | { kind: 'app'; path: string };

export function popupLinkOf(href: string): PopupLink {
  const url = href.trim();
  if (/^http/i.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url)) return { kind: 'external', url };
  if (url.startsWith('/')) return { kind: 'app', path: url };
  return { kind: 'app', path: `/m/${url.replace(/^\.\//, '')}` };
}

/** The start date as year/month/day (§2), from the server's `2025-01-31` (a time after it is dropped). */
export function popupStartDate(startDate: string | undefined): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(startDate ?? '');
  return match ? `${match[1]}/${match[2]}/${match[3]}` : (startDate ?? '');
}
