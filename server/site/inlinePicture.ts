/**
 * Small pictures the server serves itself go into a first view's HTML as data URLs, so the first paint already
 * shows them: no request, and nothing the browser may run first can hold them back. Anything else (another
 * origin's CDN, a picture over `maxBytes`) keeps its address.
 */
import type { Hono } from 'hono';

export const INLINE_PICTURE_MAX_BYTES = 4096;

export function pictureInliner(app: Hono, maxBytes = INLINE_PICTURE_MAX_BYTES): (url: string) => Promise<string> {
  return async (url) => {
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const res = await app.request(url);
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!res.ok || !type.startsWith('image/')) return url;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > maxBytes) return url;
    return type === 'image/svg+xml'
      ? `data:image/svg+xml,${encodeURIComponent(body.toString('utf8'))}`
      : `data:${type};base64,${body.toString('base64')}`;
  };
}
