/**
 * The first view of home, drawn by the server into the HTML: the top bar and the first banner of the carousel.
 * On a slow phone network the player sees the page's main picture about a second after the HTML arrives, instead
 * of after the app's script, its screen, the status call and the announcements call have all come in one after
 * another. The app lays its own home underneath and removes this layer once its first banner has loaded
 * (src/services/firstView.ts), so the picture does not blink.
 *
 * Drawn only when the answer is certain to match what the app will show: site open (no maintenance, no region
 * block), one image CDN (the app picks at random among several), and at least one home banner.
 */
import type { ServerContext } from '../context';

/** The paths of home (src/app/routes.ts HOME_PATHS). */
export const HOME_PATHS = new Set(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']);

/** Where index.html marks the place of the first view (right after #root). */
export const FIRST_VIEW_MARK = '<!-- first-view -->';

/**
 * The app's home layout (ui/theme.css, ui/home/home.css .banner-carousel) in its rem, before the app's stylesheet is
 * there. The banner is 2 px taller than the app's (pixel rounding differs between the two): the app's banner must not
 * count as a new, larger and later paint when it takes over.
 */
const REM = 'min(13.3333vw, 100px)';

const STYLE = `<style>
#first-view{position:fixed;inset:0;z-index:90;pointer-events:none;background:#0f1118}
#first-view>div{max-width:calc(${REM} * 7.5);margin:0 auto}
#first-view .fv-top{height:calc(${REM} * 0.92);background:#181b26;display:flex;align-items:center;gap:8px;padding:0 calc(${REM} * 0.2);color:#fff;font:800 20px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#first-view .fv-banner{margin:calc(${REM} * 0.2) calc(${REM} * 0.24) 0;height:calc((min(100vw, ${REM} * 7.5) - ${REM} * 0.48) / 2.5 + 2px);border-radius:calc(${REM} * 0.28);overflow:hidden;background:#1f2331}
#first-view img{display:block;width:100%;height:100%;object-fit:cover}
</style>`;

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The app's image URL rule (src/services/cdn.ts imageUrl) for the one configured CDN. */
function imageUrl(cdn: string, path: string): string {
  if (/^(https?:|data:|blob:|\/\/)/i.test(path) || path.startsWith(cdn)) return path;
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}

/** The first home banner's image URL as the app will ask for it, or null when the first view is not drawn. */
export async function firstBannerUrl(ctx: ServerContext): Promise<string | null> {
  const config = ctx.config.get();
  if (config.maintenance || config.regionRestriction) return null;
  const cdns = config.imageCDNs.filter((u) => u.trim().length > 0);
  if (cdns.length > 1) return null;
  const cdn = (cdns[0] ?? '/assets-api/img').replace(/\/+$/, '');
  // The announcements call's banner order (server/routes/announcements.ts); m_live only with the live model (§2).
  const groups = config.liveModel === false ? ['m_home'] : ['m_home', 'm_live'];
  const { rows } = await ctx.db.query<{ image_url: string }>(
    `SELECT image_url FROM announcements
      WHERE promotion_type = 'B' AND group_name = ANY($1::text[]) AND image_url <> ''
        AND start_date <= current_date AND (end_date IS NULL OR end_date >= current_date)
      ORDER BY start_date DESC, sort_order, id
      LIMIT 1`,
    [groups],
  );
  const path = rows[0]?.image_url;
  return path ? imageUrl(cdn, path) : null;
}

/** The splash's mark (index.html), small, for the top bar. */
const MARK =
  '<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#2b1d5c"/>' +
  '<path d="M14 44 20 20l12 12 12-12 6 24z" fill="#f5c542"/></svg>';

/** index.html with the first view: the banner preloaded in the head, the layer at the mark. */
export function withFirstView(indexHtml: string, bannerUrl: string, siteName: string): string {
  if (!indexHtml.includes(FIRST_VIEW_MARK)) return indexHtml;
  const src = escapeHtml(bannerUrl);
  const layer =
    `<div id="first-view" aria-hidden="true"><div><div class="fv-top">${MARK}${escapeHtml(siteName)}</div>` +
    `<div class="fv-banner"><img src="${src}" alt="" width="750" height="300" fetchpriority="high"></div></div></div>`;
  // The preload goes first in the head: asked before the scripts, the picture does not queue behind them for one of
  // the browser's six connections.
  return indexHtml
    .replace('<head>', `<head>\n    <link rel="preload" as="image" href="${src}" fetchpriority="high" />`)
    .replace('</head>', `  ${STYLE}\n  </head>`)
    .replace(FIRST_VIEW_MARK, layer);
}
