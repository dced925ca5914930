import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE_CDN, imageUrlOn, pickImageCdn, usableImageCdns } from './images';

describe('image CDN rules (§9)', () => {
  it('keeps the usable CDNs without trailing slashes', () => {
    expect(usableImageCdns(['https://a.example/img/', ' ', '', 'https://b.example//'])).toEqual([
      'https://a.example/img',
      'https://b.example',
    ]);
  });

  it('puts a path on the CDN once; absolute, data and blob addresses pass through', () => {
    expect(imageUrlOn(FALLBACK_IMAGE_CDN, '/games/1.svg')).toBe('/assets-api/img/games/1.svg');
    expect(imageUrlOn('https://cdn.example', 'https://cdn.example/games/1.svg')).toBe(
      'https://cdn.example/games/1.svg',
    );
    for (const passing of ['https://x.example/a.png', '//x.example/a.png', 'data:image/png;base64,AA', 'blob:abc']) {
      expect(imageUrlOn('https://cdn.example', passing)).toBe(passing);
    }
    expect(imageUrlOn('https://cdn.example', '')).toBe('');
    expect(imageUrlOn('https://cdn.example', null)).toBe('');
  });

  it("picks the visit's CDN from the usable ones by its draw, else the fallback", () => {
    const list = ['https://a.example/', ' ', 'https://b.example'];
    expect(pickImageCdn(list, 0)).toBe('https://a.example');
    expect(pickImageCdn(list, 0.49)).toBe('https://a.example');
    expect(pickImageCdn(list, 0.5)).toBe('https://b.example');
    expect(pickImageCdn(list, 0.999)).toBe('https://b.example');
    expect(pickImageCdn(['', ' '], 0.3)).toBe(FALLBACK_IMAGE_CDN);
  });
});

describe('image addresses on the CDN (§9 Image CDN)', () => {
  it('puts any relative path on the CDN, however it looks inside', () => {
    expect(imageUrlOn('https://cdn.example', 'games//http:/1.png')).toBe('https://cdn.example/games//http:/1.png');
    expect(imageUrlOn('https://cdn.example', 'games/a/b.png')).toBe('https://cdn.example/games/a/b.png');
    expect(imageUrlOn('https://cdn.example', 'icons/data:1.png')).toBe('https://cdn.example/icons/data:1.png');
  });

  it('lets http addresses and paths already on a relative CDN pass through', () => {
    expect(imageUrlOn('https://cdn.example', 'http://x.example/a.png')).toBe('http://x.example/a.png');
    expect(imageUrlOn(FALLBACK_IMAGE_CDN, '/assets-api/img/games/1.svg')).toBe('/assets-api/img/games/1.svg');
    expect(imageUrlOn(FALLBACK_IMAGE_CDN, 'games/assets-api/img')).toBe('/assets-api/img/games/assets-api/img');
  });

  it('still picks a configured CDN for a draw at the very top of the range', () => {
    expect(pickImageCdn(['https://a.example', 'https://b.example'], 1)).toBe('https://b.example');
  });
});
