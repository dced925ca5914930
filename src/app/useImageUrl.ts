import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { FALLBACK_IMAGE_CDN, imageUrlOn } from '../domain/shell/images';
import { selectImageCdn } from '../machines/shell/siteConfig.view';
import { useAppActor } from './system';

/** Builds image URLs on the image CDN the site config actor chose for this visit (spec §9), or the fallback. */
export function useImageUrl(): (path: string | null | undefined) => string {
  const cdn = useSelector(useAppActor('siteConfig'), selectImageCdn) ?? FALLBACK_IMAGE_CDN;
  return useCallback((path) => imageUrlOn(cdn, path), [cdn]);
}
