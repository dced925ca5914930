/** Image CDN (spec §9): chosen at random from the server's list, with one built-in fallback. */

export const FALLBACK_IMAGE_CDN = '/assets-api/img';

let chosen: string = FALLBACK_IMAGE_CDN;

export function chooseImageCdn(list: readonly string[], random: () => number = Math.random): string {
  const usable = list.filter((u) => u.trim().length > 0);
  chosen = usable.length ? usable[Math.floor(random() * usable.length)]!.replace(/\/+$/, '') : FALLBACK_IMAGE_CDN;
  return chosen;
}

export function imageCdn(): string {
  return chosen;
}

/** An image path on the chosen CDN; absolute URLs and data URIs pass through. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:|\/\/)/i.test(path)) return path;
  if (path.startsWith(chosen)) return path;
  return `${chosen}/${path.replace(/^\/+/, '')}`;
}
