/** Image CDN (spec §9): chosen at random from the server's list, with one built-in fallback (domain/images.ts). */
import { FALLBACK_IMAGE_CDN, imageUrlOn, pickImageCdn } from '../../domain/shell/images';

export { FALLBACK_IMAGE_CDN };

let chosen: string = FALLBACK_IMAGE_CDN;

export function chooseImageCdn(list: readonly string[], random: () => number = Math.random): string {
  chosen = pickImageCdn(list, random());
  return chosen;
}

/** The CDN the site config actor chose (its `useImageCdn` action, provided at the root): image URLs are built on it from now on. */
export function setImageCdn(cdn: string): void {
  chosen = cdn;
}

export function imageCdn(): string {
  return chosen;
}

/** An image path on the chosen CDN; absolute URLs and data URIs pass through. */
export function imageUrl(path: string | null | undefined): string {
  return imageUrlOn(chosen, path);
}
