/**
 * First views: for the screens a player most often opens first (home, a category's game lobby), the server draws
 * the top of the screen into the HTML as a layer over the app, so the page's main pictures show about a second
 * after the HTML arrives on a slow phone network, instead of after the app's script, its screen, the status call and
 * the data call have all come in one after another. The app lays its own screen underneath and removes the layer
 * once its own pictures have loaded (src/services/firstView.ts), or at once when it shows something else.
 *
 * A first view is drawn only when it is certain to match what the app will show: site open (no maintenance, no
 * region block) and one image CDN (the app picks at random among several). It is always dark: the server cannot
 * know a light theme kept in the browser.
 */
import { escapeHtml, type FirstView, type FirstViewSite, singleImageCdn } from './firstViewShared';
import { HOME_PATHS, homeFirstView } from './homeFirstView';
import { lobbyFirstView } from './lobbyFirstView';

/** Where index.html marks the place of the first view (right after #root). */
export const FIRST_VIEW_MARK = '<!-- first-view -->';

/** Home's and the lobby's paths get a first view; the server answers them with the HTML itself. */
export const FIRST_VIEW_PATHS = [...HOME_PATHS, '/m/gameLobbyCenter'];

/** The first view of the requested page, or null when none is drawn. */
export async function firstViewFor(site: FirstViewSite, url: URL): Promise<FirstView | null> {
  const cdn = singleImageCdn(site.ctx);
  if (!cdn) return null;
  if (HOME_PATHS.has(url.pathname)) return homeFirstView(site.ctx, cdn);
  if (url.pathname === '/m/gameLobbyCenter') return lobbyFirstView(site, cdn, url.searchParams);
  return null;
}

/** The app's entry script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with the first view: the pictures preloaded first in the head (asked before the scripts, they do not
 * queue behind them for one of the browser's six connections), the screen's stylesheets inlined in the head (their
 * links at the end of the body go) and its chunks preloaded, the layer at the mark. The entry script becomes a
 * preload, and public/first-view.js runs it once the layer's pictures are on screen.
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
    html = html.replace(ENTRY_SCRIPT, () => `<link rel="modulepreload" crossorigin href="${entry}">`);
    starter = `\n    <script src="${base}first-view.js" data-app="${entry}" defer></script>`;
  }
  for (const file of view.assets?.stylesheets ?? []) {
    html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${base}${file}"[^>]*>`), '');
  }
  if (view.assets?.css) head.push(`<style>${view.assets.css}</style>`);
  for (const file of view.assets?.scripts ?? [])
    head.push(`<link rel="modulepreload" crossorigin href="${base}${file}">`);
  return html
    .replace('<head>', () => `<head>\n    ${images.join('\n    ')}`)
    .replace('</head>', () => `  ${[...head, view.style].join('\n    ')}\n  </head>`)
    .replace(FIRST_VIEW_MARK, () => view.layer + starter);
}
