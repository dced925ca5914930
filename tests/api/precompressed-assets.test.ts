/**
 * The build's compressed copies (scripts/precompress.ts): a Brotli and a gzip file beside each text file of dist/ of
 * 1 KiB or more, which the server sends as they are to a browser that accepts them (server/app.ts), and the file
 * itself to one that does not.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { type CoreServer, startCoreServer } from './core-server';

const dist = mkdtempSync(join(tmpdir(), 'precompressed-dist-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
const small = 'export const a = 1;\n';
let core: CoreServer;
let written = 0;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-1.js'), small);
  writeFileSync(join(dist, 'assets', 'logo-1.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ pad: 'x'.repeat(2048) }));
  written = await precompress(dist);
  core = await startCoreServer({ distDir: dist });
});
afterAll(async () => {
  await core?.destroy();
  rmSync(dist, { recursive: true, force: true });
});

describe('the build', () => {
  it('writes a Brotli and a gzip copy of each text file of 1 KiB or more, and of nothing else', () => {
    const app = join(dist, 'assets', 'app-1.js');
    expect(brotliDecompressSync(readFileSync(`${app}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${app}.gz`)).toString()).toBe(script);
    expect(statSync(`${app}.br`).size).toBeLessThan(statSync(`${app}.gz`).size);
    for (const left of ['assets/tiny-1.js', 'assets/logo-1.png', '.vite/manifest.json', 'index.html']) {
      expect(existsSync(join(dist, `${left}.br`)), left).toBe(false);
      expect(existsSync(join(dist, `${left}.gz`)), left).toBe(false);
    }
    expect(written).toBe(1);
  });
});

describe('the server', () => {
  const get = (path: string, acceptEncoding: string) =>
    fetch(`${core.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } });

  it('sends the Brotli copy to a browser that takes Brotli, as it is, cached for a year', async () => {
    const res = await get('/m/assets/app-1.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(statSync(join(dist, 'assets', 'app-1.js.br')).size));
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(script);
  });

  it('sends the gzip copy to a browser that takes only gzip', async () => {
    const res = await get('/m/assets/app-1.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBe(String(statSync(join(dist, 'assets', 'app-1.js.gz')).size));
    expect(await res.text()).toBe(script);
  });

  it('sends the file itself to a browser that takes neither, and a small file as it is', async () => {
    const plain = await get('/m/assets/app-1.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const tiny = await get('/m/assets/tiny-1.js', 'gzip, deflate, br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe(small);
  });
});
