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
