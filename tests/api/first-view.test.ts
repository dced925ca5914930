/**
 * First views (server/site/firstView.ts): the server draws the top bar and the first home banner into the HTML of
 * home's paths, with the banner preloaded, and the first page's game pictures into a category's lobby, with the
 * lobby screen's stylesheets inlined and its chunks preloaded; only when the app will show those same pictures.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteConfigStore, DEFAULT_SITE_CONFIG_PATH, type SiteConfig } from '../../server/config/site-config';
import { type CoreServer, startCoreServer } from './core-server';

const dist = mkdtempSync(join(tmpdir(), 'first-view-dist-'));
const config = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG_PATH, 'utf8')) as SiteConfig;
let core: CoreServer;

/** A built site in miniature: the entry, the lobby screen with a chunk and a stylesheet of its own. */
const LOBBY_SCREEN = 'src/screens/gameLobbyCenter/GameLobbyCenterScreen.tsx';
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  [LOBBY_SCREEN]: { file: 'assets/Lobby-1.js', imports: ['_shared.js', '_grid.js'], css: ['assets/games-1.css'] },
  '_grid.js': { file: 'assets/grid-1.js' },
};

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title>' +
      '<script type="module" crossorigin src="/m/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div>\n<!-- first-view -->\n' +
      '<link rel="stylesheet" crossorigin href="/m/assets/index-1.css">\n</body></html>',
  );
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'assets', 'index-1.css'), '.title-bar{height:.92rem}');
  writeFileSync(join(dist, 'assets', 'games-1.css'), '.game-grid{padding:0 .24rem}');
  core = await startCoreServer({ distDir: dist, config: createSiteConfigStore(config) });
});
afterAll(async () => {
  await core?.destroy();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => (await fetch(`${core.url}${path}`)).text();

/** The first banner the app will show: the announcements call's first m_home / m_live banner, on the CDN. */
async function firstBanner(): Promise<string> {
  const res = await fetch(`${core.url}/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_home,m_live`);
  const body = (await res.json()) as { value: { banners: { url: string }[] } };
  const url = body.value.banners[0]?.url;
  if (!url) throw new Error('the demo data has no home banner');
  const cdn = config.imageCDNs[0] ?? '';
  return url.startsWith(cdn) ? url : `${cdn}/${url.replace(/^\/+/, '')}`;
}

describe('first view of home', () => {
  it('draws the first home banner, preloaded, on every home path', async () => {
    const banner = await firstBanner();
    for (const path of ['/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
      const html = await page(path);
      expect(html).toContain(`<link rel="preload" as="image" href="${banner}"`);
      expect(html).toMatch(new RegExp(`<div id="first-view"[^]*<img src="${banner}"`));
      expect(html).toContain(config.siteName);
      expect(html).not.toContain('<!-- first-view -->');
    }
  });

  it('runs the app once the pictures are there: the entry is preloaded and started by first-view.js', async () => {
    for (const path of ['/m/home', '/m/gameLobbyCenter?gameCategory=RNG']) {
      const html = await page(path);
      expect(html).not.toContain('<script type="module"');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/m/assets/index-1.js">');
      expect(html).toMatch(
        /<div id="first-view"[^]*<script src="\/m\/first-view.js" data-app="\/m\/assets\/index-1.js" defer>/,
      );
    }
    expect(await page('/m/login')).toContain('<script type="module" crossorigin src="/m/assets/index-1.js">');
  });

  it('leaves every other screen alone', async () => {
    for (const path of ['/m/login', '/m/gameList?gameType=RNG', '/m/unknown-page']) {
      const html = await page(path);
      expect(html).not.toContain('id="first-view"');
      expect(html).not.toContain('rel="preload" as="image"');
    }
  });

  it('is not drawn under maintenance, a region block or several image CDNs', async () => {
    const original = { ...config };
    try {
      for (const change of [{ maintenance: true }, { regionRestriction: true }, { imageCDNs: ['/a', '/b'] }]) {
        Object.assign(config, original, change);
        expect(await page('/m/home')).not.toContain('id="first-view"');
      }
    } finally {
      Object.assign(config, original);
    }
    expect(await page('/m/home')).toContain('id="first-view"');
  });
});

/** The first page of a category as the lobby asks for it (spec §7: page size 9 in the lobby). */
async function firstPageIcons(query: string): Promise<string[]> {
  const res = await fetch(`${core.url}/wps/relay/GCSGAME_gameList?${query}&pageNo=1&pageSize=9`);
  const body = (await res.json()) as { value: { games: { iconUrl: string }[] } };
  const cdn = config.imageCDNs[0] ?? '';
  return body.value.games.map((g) =>
    g.iconUrl.startsWith(cdn) ? g.iconUrl : `${cdn}/${g.iconUrl.replace(/^\/+/, '')}`,
  );
}

describe('first view of a category lobby', () => {
  it("draws the first page's pictures in the lobby's order, the first row preloaded", async () => {
    for (const [path, query] of [
      ['/m/gameLobbyCenter?gameCategory=RNG', 'gameType=RNG&gameClassify=ALL'],
      ['/m/gameLobbyCenter?gameCategory=live', 'gameType=LIVE&gameClassify=ALL'],
      ['/m/gameLobbyCenter', 'gameType=RNG&gameClassify=ALL'],
      ['/m/gameLobbyCenter?gameCategory=RNG&gameClassify=new', 'gameType=RNG&gameClassify=ALL&isNew=1'],
    ] as const) {
      const icons = await firstPageIcons(query);
      expect(icons.length).toBe(9);
      const html = await page(path);
      const layer = html.slice(html.indexOf('<div id="first-view"'));
      expect([...layer.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])).toEqual(icons);
      for (const icon of icons.slice(0, 3)) expect(html).toContain(`<link rel="preload" as="image" href="${icon}"`);
      expect(html).not.toContain(`<link rel="preload" as="image" href="${icons[3]}"`);
    }
  });

  it("inlines the screen's stylesheets and preloads the chunks the entry does not load", async () => {
    const html = await page('/m/gameLobbyCenter?gameCategory=RNG');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.title-bar{height:.92rem}\n.game-grid{padding:0 .24rem}</style>');
    expect(html).not.toContain('href="/m/assets/index-1.css"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/m/assets/Lobby-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/m/assets/grid-1.js">');
    expect(head).not.toContain('shared-1.js');
  });

  it('is not drawn where the app opens on something else', async () => {
    for (const path of [
      '/m/gameLobbyCenter?gameCategory=SPORTS',
      '/m/gameLobbyCenter?gameCategory=COCKFIGHT',
      '/m/gameLobbyCenter?gameCategory=RNG&gameClassify=FAV',
      '/m/gameLobbyCenter?gameCategory=RNG&gameClassify=hot',
      '/m/gameLobbyCenter?gameCategory=BGS',
      '/m/gameLobbyCenter?gameCategory=NO_SUCH_CATEGORY',
    ]) {
      expect(await page(path)).not.toContain('id="first-view"');
    }
    const original = { ...config };
    try {
      Object.assign(config, original, { maintenance: true });
      expect(await page('/m/gameLobbyCenter?gameCategory=RNG')).not.toContain('id="first-view"');
    } finally {
      Object.assign(config, original);
    }
  });

  it('keeps the build manifest to the server', async () => {
    expect((await fetch(`${core.url}/m/.vite/manifest.json`)).status).toBe(404);
  });
});
