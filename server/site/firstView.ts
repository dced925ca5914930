/**
 * First views: for the screens a player most often opens first (home, a category's game lobby), the server draws
 * the top of the screen into the HTML as a layer over the app, so the page's main pictures show with the HTML's first
 * paint on a slow phone network, instead of after the app's script, its screen, the status call and the data call
 * have all come in one after another. The app lays its own screen underneath and removes the layer once its own
 * pictures have loaded (src/services/shell/firstView.ts), or at once when it shows something else.
 *
 * A first view is drawn only when it is certain to match what the app will show: site open (no maintenance, no
 * region block) and one image CDN (the app picks at random among several). It is drawn in the
 * player's theme (./theme.ts).
 */

import { HOME_PATHS, ROUTE_PATHS } from '../../src/domain/shell/paths';
import { escapeHtml, type FirstView, type FirstViewSite, singleImageCdn } from './firstViewShared';
import { homeFirstView } from './homeFirstView';
import { lobbyFirstView } from './lobbyFirstView';

/** Where index.html marks the place of the first view (right after #root). */
export const FIRST_VIEW_MARK = '<!-- first-view -->';

/** Home's and the lobby's paths get a first view; the server answers them with the HTML itself. */
export const FIRST_VIEW_PATHS = [...HOME_PATHS, ROUTE_PATHS.gameLobbyCenter[0]];
const HOME = new Set<string>(HOME_PATHS);

/**
 * The first view of the requested page, or null when none is drawn. A first view is an extra: when drawing it fails
 * (the database, the stylesheets, a picture), the page goes out without it and the app draws everything itself.
 */
export async function firstViewFor(site: FirstViewSite, url: URL): Promise<FirstView | null> {
  try {
    const cdn = singleImageCdn(site.ctx);
    if (!cdn) return null;
    if (HOME.has(url.pathname)) return await homeFirstView(site, cdn);
    if (url.pathname === ROUTE_PATHS.gameLobbyCenter[0]) return await lobbyFirstView(site, cdn, url.searchParams);
    return null;
  } catch (error) {
    console.error('[server] no first view for', url.pathname, error);
    return null;
  }
}

/** The app's entry script and the preloads of its chunks, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the first view: the layer at the mark, what it needs of the screen's stylesheets inlined in the
 * head (the stylesheets themselves linked at the end of the body, as index.html does with the app's), the pictures it
 * links preloaded first in the head. The app's code, the entry's chunks and the screen's, is left to
 * public/first-view.js, which asks for it right after the layer's first paint: the paint then needs nothing from
 * the network but what the layer links, and the chunks do not compete with it.
 */
export function withFirstView(indexHtml: string, view: FirstView, base = '/m/'): string {
  if (!indexHtml.includes(FIRST_VIEW_MARK)) return indexHtml;
  const images = view.images.map(
    (src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`,
  );
  let html = indexHtml;
  const head: string[] = [];
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  let starter = '';
  if (entry) {
    // The app's chunks: the entry's (as Vite links them) and the screen's; public/first-view.js asks for them.
    const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
    preloads.push(...(view.assets?.scripts ?? []).map((file) => `${base}${file}`));
    html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
    starter = `\n    <script src="${base}first-view.js" data-app="${entry}" data-preload="${preloads.join(' ')}" defer></script>`;
  }
  const bodyEnd: string[] = [];
  for (const file of view.assets?.stylesheets ?? []) {
    if (!html.includes(`href="${base}${file}"`))
      bodyEnd.push(`<link rel="stylesheet" crossorigin href="${base}${file}">`);
  }
  if (view.criticalCss) head.push(`<style>${view.criticalCss}</style>`);
  return html
    .replace('<head>', () => `<head>\n    ${images.join('\n    ')}`)
    .replace('</head>', () => `  ${[...head, view.style].join('\n    ')}\n  </head>`)
    .replace(FIRST_VIEW_MARK, () => view.layer + starter)
    .replace('</body>', () => `${bodyEnd.map((link) => `  ${link}\n`).join('')}  </body>`);
}
