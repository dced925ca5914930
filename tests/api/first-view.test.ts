/**
 * The first view of home (server/site/firstView.ts): the server draws the top bar and the first home banner into
 * the HTML of home's paths only, with the banner preloaded, and only when the app will show that same banner.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteConfigStore, DEFAULT_SITE_CONFIG_PATH, type SiteConfig } from '../../server/config/site-config';
import { type CoreServer, startCoreServer } from './core-server';

const dist = mkdtempSync(join(tmpdir(), 'first-view-dist-'));
const config = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG_PATH, 'utf8')) as SiteConfig;
let core: CoreServer;

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div>\n<!-- first-view -->\n</body></html>',
  );
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

  it('leaves every other screen alone', async () => {
    for (const path of ['/m/login', '/m/gameLobbyCenter', '/m/unknown-page']) {
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
