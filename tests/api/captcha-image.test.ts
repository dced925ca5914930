/**
 * Finding 4: the captcha is a raster PNG drawn with distortion and noise; its answer is not in the answer's bytes,
 * two drawings of one answer differ, and it is never cached.
 */
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from '../../server/security/captcha-image';
import { Client, type CoreServer, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

interface DecodedPng {
  width: number;
  height: number;
  chunkTypes: string[];
  rgb: Buffer;
}

/** A strict reader for what the server writes: 8-bit RGB, filter 0, every CRC checked. */
function decodePng(png: Buffer): DecodedPng {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunkTypes: string[] = [];
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunkTypes.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width * 3 + 1) * height);
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 3 + 1)]).toBe(0);
    raw.copy(rgb, y * width * 3, y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
  }
  return { width, height, chunkTypes, rgb };
}

describe('captcha image', () => {
  it('is a PNG that decodes, is never cached, and does not carry its answer as text', async () => {
    for (let i = 0; i < 12; i++) {
      const client = new Client(core.url);
      const response = await fetch(`${core.url}/wps/captcha`, { headers: { 'x-forwarded-for': client.ip } });
      expect(response.headers.get('cache-control')).toBe('no-store');
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('captcha_id='));
      expect(cookie).toMatch(/HttpOnly/i);
      const text = await response.text();
      const body = JSON.parse(text) as { success: boolean; value: string };
      expect(Object.keys(body).sort()).toEqual(['success', 'value']);
      const [prefix, base64] = body.value.split(',');
      expect(prefix).toBe('data:image/png;base64');
      const png = Buffer.from(base64 ?? '', 'base64');
      const decoded = decodePng(png);
      expect(decoded).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
      // Only the chunks a decoder needs: no text chunk could hold the answer.
      expect(decoded.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
      const peek = await fetch(`${core.url}/dev/captcha`, {
        headers: { 'x-forwarded-for': client.ip, cookie: (cookie ?? '').split(';')[0] ?? '' },
      });
      const answer = ((await peek.json()) as { value: { answer: string } }).value.answer;
      expect(answer).toMatch(/^[0-9]{1,4}$/);
      // No challenge text ("7 + 12 = ?") nor markup anywhere in the answer; a 4-digit answer is not in the file.
      expect(text).not.toMatch(/[0-9] \+ [0-9]|= \?|<svg|<text/);
      if (answer.length === 4) expect(png.includes(Buffer.from(answer, 'latin1'))).toBe(false);
      // Something is drawn: many colours, not a blank or two-colour picture.
      const colours = new Set<number>();
      for (let p = 0; p < decoded.rgb.length; p += 3) colours.add(decoded.rgb.readUIntBE(p, 3));
      expect(colours.size).toBeGreaterThan(200);
    }
  });

  it('two captchas the server issues with the same answer are different images', async () => {
    const client = new Client(core.url);
    const seen = new Map<string, string>();
    let compared = 0;
    for (let i = 0; i < 80 && compared < 2; i++) {
      const image = (await client.get<string>('/wps/captcha')).body.value ?? '';
      const answer = (await client.get<{ answer: string }>('/dev/captcha')).body.value?.answer ?? '';
      const earlier = seen.get(answer);
      if (earlier !== undefined) {
        expect(image).not.toBe(earlier);
        compared += 1;
      }
      seen.set(answer, image);
    }
    expect(compared).toBe(2);
  });

  it('draws the same answer differently every time (layout, colours, warp, noise)', () => {
    const first = decodePng(renderCaptchaPng('4821'));
    const second = decodePng(renderCaptchaPng('4821'));
    expect(first.rgb.equals(second.rgb)).toBe(false);
    let differing = 0;
    for (let i = 0; i < first.rgb.length; i++) if (first.rgb[i] !== second.rgb[i]) differing++;
    expect(differing / first.rgb.length).toBeGreaterThan(0.5);
    const sum = decodePng(renderCaptchaPng('7 + 12 = ?'));
    expect(sum).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  });
});
