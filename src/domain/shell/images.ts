/** Image CDN rules (spec §9 "Image CDN: chosen at random from the server list, with one built-in fallback"). */

/** The built-in fallback: the platform's own images. */
export const FALLBACK_IMAGE_CDN = '/assets-api/img';

/** The configured CDNs that can be used, without trailing slashes. */
export function usableImageCdns(list: readonly string[]): string[] {
  return list.filter((u) => u.trim().length > 0).map((u) => u.replace(/\/+$/, ''));
}

/** An image path on `cdn`; absolute URLs, data and blob URIs, and paths already on it pass through. */
export function imageUrlOn(cdn: string, path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:|\/\/)/i.test(path) || path.startsWith(cdn)) return path;
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}

/** The CDN a visit uses: `pick` (a number in [0, 1) drawn once per visit) chooses among the usable ones. */
export function pickImageCdn(list: readonly string[], pick: number): string {
  const usable = usableImageCdns(list);
  if (usable.length === 0) return FALLBACK_IMAGE_CDN;
  return usable[Math.min(usable.length - 1, Math.floor(pick * usable.length))]!;
}
