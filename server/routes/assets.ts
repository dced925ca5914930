/**
 * Generated images of the demo catalogue (server/README.md "Images"): game icons, vendor logos and banner art,
 * rendered as SVG from the database rows and cached for a year (the URLs change when the content does).
 */
import type { Context } from 'hono';
import type { RouteModule } from '../context';
import { AppError, fail } from '../http/envelope';
import { ANNOUNCEMENTS } from '../seed/content-data';
import { hashString, renderBanner, renderGameIcon, renderVendorLogo } from '../seed/icons';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Rendered images by URL: the catalogue is finite (about 700 images), so the cache is bounded too. */
const MAX_CACHED = 4000;

function svg(c: Context, body: string) {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', LONG_CACHE);
  return c.body(body);
}

const notFound = (c: Context) => fail(c, new AppError('NOT_FOUND', 'Image not found', 404));

const BANNER_PALETTES: [string, string][] = [
  ['#6a11cb', '#2575fc'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#ee0979', '#ff6a00'],
  ['#141e30', '#243b55'],
  ['#8e0e00', '#1f1c18'],
  ['#4568dc', '#b06ab3'],
];

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const assetsRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const cache = new Map<string, string>();
  const remember = (key: string, body: string) => {
    if (cache.size < MAX_CACHED) cache.set(key, body);
    return body;
  };

  app.get('/assets-api/img/games/:file', async (c) => {
    const match = /^(\d{1,9})(-l)?\.svg$/.exec(c.req.param('file'));
    if (!match) return notFound(c);
    const key = `g:${match[0]}`;
    const cached = cache.get(key);
    if (cached) return svg(c, cached);
    const { rows } = await db.query<{ game_name: string; game_type: string; display_name: string; color: string }>(
      `SELECT g.game_name, g.game_type, v.display_name, v.color
         FROM games g JOIN vendors v ON v.vassalage = g.vassalage WHERE g.node_id = $1`,
      [Number(match[1])],
    );
    const row = rows[0];
    if (!row) return notFound(c);
    const body = renderGameIcon(
      {
        nodeId: Number(match[1]),
        gameName: row.game_name,
        vendorName: row.display_name,
        vendorColor: row.color,
        gameType: row.game_type,
      },
      match[2] ? 'large' : 'square',
    );
    return svg(c, remember(key, body));
  });

  app.get('/assets-api/img/vendors/:file', async (c) => {
    const match = /^([A-Za-z0-9_]{1,40})\.svg$/.exec(c.req.param('file'));
    if (!match) return notFound(c);
    const key = `v:${match[1]}`;
    const cached = cache.get(key);
    if (cached) return svg(c, cached);
    const { rows } = await db.query<{ vassalage: string; display_name: string; color: string }>(
      'SELECT vassalage, display_name, color FROM vendors WHERE vassalage = $1',
      [match[1]],
    );
    const row = rows[0];
    if (!row) return notFound(c);
    return svg(
      c,
      remember(key, renderVendorLogo({ vassalage: row.vassalage, displayName: row.display_name, color: row.color })),
    );
  });

  app.get('/assets-api/img/banners/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    if (!match) return notFound(c);
    const key = `b:${match[1]}`;
    const cached = cache.get(key);
    if (cached) return svg(c, cached);
    const { rows } = await db.query<{ id: number; title: string; content: string }>(
      `SELECT id, title, content FROM announcements WHERE id = $1 AND promotion_type = 'B'`,
      [Number(match[1])],
    );
    const row = rows[0];
    if (!row) return notFound(c);
    const seed = ANNOUNCEMENTS.find((a) => a.promotionType === 'B' && a.title === row.title);
    const text = seed?.subtitle ?? plainText(row.content);
    const palette = seed?.colors ??
      BANNER_PALETTES[hashString(row.title) % BANNER_PALETTES.length] ?? ['#6a11cb', '#2575fc'];
    return svg(
      c,
      remember(
        key,
        renderBanner({
          id: row.id,
          title: row.title,
          subtitle: text.length > 48 ? `${text.slice(0, 47)}…` : text,
          colors: palette,
        }),
      ),
    );
  });
};
