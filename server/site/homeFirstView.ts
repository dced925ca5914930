/**
 * The first view of home (./firstView.ts): the top bar and the first banner of the carousel, laid out inline (home's
 * layout in the app's rem) in the theme's colours (the app's theme rules, ./criticalCss.ts). The app removes it once
 * its own first banner has loaded. Drawn only with at least one home banner.
 */

import { imageUrlOn } from '../../src/domain/shell/images';
import type { ServerContext } from '../context';
import { escapeHtml, type FirstView, type FirstViewSite } from './firstViewShared';

/** The screen module of home (src/app/routes.ts): its chunks are asked for with the app's. */
const HOME_SCREEN = 'src/screens/home/home/HomeScreen.tsx';

/**
 * The app's home layout (ui/theme.css, ui/home/home.css .banner-carousel) in its rem. The banner is 2 px taller than
 * the app's (pixel rounding differs between the two): the app's banner must not count as a new, larger and later
 * paint when it takes over.
 */
const REM = '1rem';

const STYLE = `<style>
#first-view{position:fixed;inset:0;z-index:90;pointer-events:none;background:var(--bg,#0f1118)}
#first-view>div{max-width:calc(${REM} * 7.5);margin:0 auto}
#first-view .fv-top{height:calc(${REM} * 0.92);background:var(--bg-elevated,#181b26);display:flex;align-items:center;gap:8px;padding:0 calc(${REM} * 0.2);color:var(--text,#fff);font:800 20px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#first-view .fv-banner{margin:calc(${REM} * 0.2) calc(${REM} * 0.24) 0;height:calc((min(100vw, ${REM} * 7.5) - ${REM} * 0.48) / 2.5 + 2px);border-radius:calc(${REM} * 0.28);overflow:hidden;background:var(--bg-card,#1f2331)}
#first-view img{display:block;width:100%;height:100%;object-fit:cover}
</style>`;

/** The splash's mark (index.html), small, for the top bar. */
const MARK =
  '<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#2b1d5c"/>' +
  '<path d="M14 44 20 20l12 12 12-12 6 24z" fill="#f5c542"/></svg>';

/** The first home banner's image URL as the app will ask for it, or null when there is none. */
export async function firstBannerUrl(ctx: ServerContext, cdn: string): Promise<string | null> {
  // The announcements call's banner order (server/routes/announcements.ts); m_live only with the live model (§2).
  const groups = ctx.config.get().liveModel === false ? ['m_home'] : ['m_home', 'm_live'];
  const { rows } = await ctx.db.query<{ image_url: string }>(
    `SELECT image_url FROM announcements
      WHERE promotion_type = 'B' AND group_name = ANY($1::text[]) AND image_url <> ''
        AND start_date <= current_date AND (end_date IS NULL OR end_date >= current_date)
      ORDER BY start_date DESC, sort_order, id
      LIMIT 1`,
    [groups],
  );
  const path = rows[0]?.image_url;
  return path ? imageUrlOn(cdn, path) : null;
}

export async function homeFirstView(site: FirstViewSite, cdn: string): Promise<FirstView | null> {
  const { ctx } = site;
  const banner = await firstBannerUrl(ctx, cdn);
  if (!banner) return null;
  const picture = await site.inlinePicture(banner);
  const src = escapeHtml(picture);
  const layer =
    `<div id="first-view" aria-hidden="true"><div><div class="fv-top">${MARK}${escapeHtml(ctx.config.get().siteName)}</div>` +
    `<div class="fv-banner"><img src="${src}" data-picture="${escapeHtml(banner)}" alt="" width="750" height="300" fetchpriority="high"></div></div></div>`;
  const assets = site.screenAssets(HOME_SCREEN) ?? undefined;
  return {
    images: picture === banner ? [banner] : [],
    assets,
    criticalCss: assets ? await site.criticalCss(assets.stylesheets, layer) : undefined,
    style: STYLE,
    layer,
  };
}
