/** What the first views (./firstView.ts) share: their shape, the site they are drawn for, HTML escaping, the CDN. */

import { FALLBACK_IMAGE_CDN, usableImageCdns } from '../../src/domain/shell/images';
import type { ServerContext } from '../context';
import type { ScreenAssets } from './siteManifest';

export interface FirstView {
  /** Pictures fetched first: preloaded at the top of the head, ahead of the scripts. */
  images: string[];
  /** The screen's own chunks and stylesheets (the layer is styled by the app's stylesheets). */
  assets?: ScreenAssets;
  /** What the layer needs of those stylesheets, inlined in the head. */
  criticalCss?: string;
  /** Inline style of the layer. */
  style: string;
  /** The layer: `<div id="first-view" ...>`. */
  layer: string;
}

/** What a first view needs to know of the site besides the request. */
export interface FirstViewSite {
  ctx: ServerContext;
  /** The chunks and stylesheets of a screen module (src/...), from the build's manifest. */
  screenAssets: (screenSource: string) => ScreenAssets | null;
  /** The rules of `stylesheets` that `markup` uses (./criticalCss.ts). */
  criticalCss: (stylesheets: string[], markup: string) => Promise<string>;
  /** A picture's data URL when the server serves it itself and it is small, else its address (./inlinePicture.ts). */
  inlinePicture: (url: string) => Promise<string>;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The image CDN the app will use (the site config actor, src/domain/shell/images.ts pickImageCdn), or null when it picks among several or the site is closed. */
export function singleImageCdn(ctx: ServerContext): string | null {
  const config = ctx.config.get();
  if (config.maintenance || config.regionRestriction) return null;
  const cdns = usableImageCdns(config.imageCDNs);
  if (cdns.length > 1) return null;
  return cdns[0] ?? FALLBACK_IMAGE_CDN;
}
