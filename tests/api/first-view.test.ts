/**
 * First views (server/site/firstView.ts): the server draws the top bar and the first home banner into the HTML of
 * home's paths, and the first page's game pictures into a category's lobby, with the rules the layer uses inlined
 * and the lobby screen's chunks preloaded; small pictures of its own go in as data URLs, the others are preloaded;
 * only when the app will show those same pictures.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteConfigStore, DEFAULT_SITE_CONFIG_PATH, type SiteConfig } from '../../server/config/site-config';
import { type CoreServer, startCoreServer } from './core-server';

const dist = mkdtempSync(join(tmpdir(), 'first-view-dist-'));
const config = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG_PATH, 'utf8')) as SiteConfig;
let core: CoreServer;

/** A built site in miniature: the entry, the lobby screen with a chunk and a stylesheet of its own. */
const LOBBY_SCREEN = 'src/screens/games/gameLobbyCenter/GameLobbyCenterScreen.tsx';
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  [LOBBY_SCREEN]: { file: 'assets/Lobby-1.js', imports: ['_shared.js', '_grid.js'], css: ['assets/games-1.css'] },
  '_grid.js': { file: 'assets/grid-1.js' },
  'src/screens/home/home/HomeScreen.tsx': {
    file: 'assets/Home-1.js',
    imports: ['_shared.js'],
    css: ['assets/home-1.css'],
  },
};

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en" class="theme-dark"><head><meta name="theme-color" content="#12141c" /><title>t</title>' +
      '<script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/m/assets/shared-1.js"></head>' +
      '<body><div id="root"></div>\n<!-- first-view -->\n' +
      '<link rel="stylesheet" crossorigin href="/m/assets/index-1.css">\n</body></html>',
  );
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, 'assets', 'index-1.css'),
    ':root,.theme-dark{--bg:#0f1118}.theme-light{--bg:#f4f5f9}.title-bar{height:.92rem}',
  );
  writeFileSync(join(dist, 'assets', 'home-1.css'), '.home-top{height:1rem}');
  writeFileSync(join(dist, 'assets', 'games-1.css'), '.game-grid{padding:0 .24rem}.filter-sheet{bottom:0}');
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
  it('draws the first home banner, its own small picture inlined, on every home path', async () => {
    const banner = await firstBanner();
    const svg = await (await fetch(`${core.url}${banner}`)).text();
    for (const path of ['/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
      const html = await page(path);
      const img = /<div id="first-view"[\s\S]*?<img src="([^"]+)" data-picture="([^"]+)"/.exec(html);
      expect(img?.[2]).toBe(banner);
      expect(decodeURIComponent(img?.[1] ?? '')).toBe(`data:image/svg+xml,${svg}`);
      expect(html).not.toContain('rel="preload" as="image"');
      expect(html).toContain(config.siteName);
      expect(html).not.toContain('<!-- first-view -->');
    }
  });

  it("leaves the app's code to first-view.js, which asks for it once the layer is painted", async () => {
    for (const [path, preloads] of [
      ['/m/home', '/m/assets/shared-1.js /m/assets/Home-1.js'],
      ['/m/gameLobbyCenter?gameCategory=RNG', '/m/assets/shared-1.js /m/assets/Lobby-1.js /m/assets/grid-1.js'],
    ] as const) {
      const html = await page(path);
      expect(html).not.toContain('<script type="module"');
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toContain(
        `<script src="/m/first-view.js" data-app="/m/assets/index-1.js" data-preload="${preloads}" defer></script>`,
      );
      expect(html.indexOf('first-view.js')).toBeGreaterThan(html.indexOf('<div id="first-view"'));
    }
    const login = await page('/m/login');
    expect(login).toContain('<script type="module" crossorigin src="/m/assets/index-1.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/m/assets/shared-1.js">');
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
  it("draws the first page's pictures in the lobby's order, the first row inlined", async () => {
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
      const pictures = [...layer.matchAll(/<img src="([^"]+)" data-picture="([^"]+)"/g)];
      expect(pictures.map((m) => m[2])).toEqual(icons);
      expect(pictures.map((m) => m[1]!.startsWith('data:image/svg+xml,'))).toEqual([
        ...[true, true, true],
        ...icons.slice(3).map(() => false),
      ]);
      expect(pictures.slice(3).map((m) => m[1])).toEqual(icons.slice(3));
    }
  });

  it("inlines the rules the layer uses, links the screen's stylesheets and lists its chunks", async () => {
    const html = await page('/m/gameLobbyCenter?gameCategory=RNG');
    const head = html.slice(0, html.indexOf('</head>'));
    const inlined = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(inlined).toContain('.title-bar{height:.92rem}');
    expect(inlined).toContain('.game-grid{padding:0 .24rem}');
    expect(inlined).not.toContain('.filter-sheet');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/m/assets/index-1.css">');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/m/assets/games-1.css">');
    expect(html).toContain('data-preload="/m/assets/shared-1.js /m/assets/Lobby-1.js /m/assets/grid-1.js"');
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

describe('pictures a first view inlines', () => {
  it('are the small ones the server serves itself; others keep their address', async () => {
    const { Hono } = await import('hono');
    const { pictureInliner } = await import('../../server/site/inlinePicture');
    const app = new Hono();
    app.get('/small.svg', (c) =>
      c.body('<svg xmlns="http://www.w3.org/2000/svg"/>', 200, { 'Content-Type': 'image/svg+xml' }),
    );
    app.get('/small.png', (c) => c.body(new Uint8Array([137, 80, 78, 71]), 200, { 'Content-Type': 'image/png' }));
    app.get('/big.svg', (c) => c.body(`<svg>${' '.repeat(5000)}</svg>`, 200, { 'Content-Type': 'image/svg+xml' }));
    app.get('/page', (c) => c.html('<p>not a picture</p>'));
    const inline = pictureInliner(app);
    expect(await inline('/small.svg')).toBe(
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
    expect(await inline('/small.png')).toBe('data:image/png;base64,iVBORw==');
    for (const url of ['/big.svg', '/page', '/missing.svg', 'https://cdn.example/a.svg', '//cdn.example/a.svg']) {
      expect(await inline(url)).toBe(url);
    }
  });
});

describe("the player's theme", () => {
  const withCookie = async (path: string, cookie?: string) =>
    (await fetch(`${core.url}${path}`, { headers: cookie ? { cookie } : {} })).text();

  it('starts the HTML in the light theme the app mirrored into the theme cookie', async () => {
    for (const path of ['/m/home', '/m/gameLobbyCenter?gameCategory=RNG', '/m/login']) {
      const light = await withCookie(path, 'theme=light');
      expect(light).toContain('<html lang="en" class="theme-light">');
      expect(light).toContain('<meta name="theme-color" content="#f4f5f9" />');
      for (const cookie of [undefined, 'theme=dark', 'theme=purple']) {
        const html = await withCookie(path, cookie);
        expect(html).toContain('<html lang="en" class="theme-dark">');
        expect(html).toContain('<meta name="theme-color" content="#12141c" />');
      }
    }
  });

  it('tells caches the page depends on the cookie', async () => {
    const res = await fetch(`${core.url}/m/gameLobbyCenter?gameCategory=RNG`);
    expect(res.headers.get('vary') ?? '').toMatch(/cookie/i);
  });

  it("gives the first views both themes' colours", async () => {
    for (const path of ['/m/home', '/m/gameLobbyCenter?gameCategory=RNG']) {
      const head = (await withCookie(path, 'theme=light')).split('</head>')[0] ?? '';
      expect(head).toContain(':root,.theme-dark{--bg:#0f1118}');
      expect(head).toContain('.theme-light{--bg:#f4f5f9}');
    }
  });
});

describe('a first view that cannot be drawn', () => {
  it('leaves the page without one instead of failing it', async () => {
    const { firstViewFor } = await import('../../server/site/firstView');
    const failing = new Error('database gone');
    const site = {
      ctx: { config: { get: () => config }, db: { query: () => Promise.reject(failing) } },
      screenAssets: () => ({ scripts: [], stylesheets: [] }),
      criticalCss: async () => '',
      inlinePicture: async (url: string) => url,
    } as unknown as Parameters<typeof firstViewFor>[0];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/m/home', '/m/gameLobbyCenter?gameCategory=RNG']) {
        expect(await firstViewFor(site, new URL(`http://site${path}`))).toBeNull();
      }
      expect(logged).toHaveBeenCalledWith('[server] no first view for', '/m/home', failing);
    } finally {
      logged.mockRestore();
    }
  });
});
