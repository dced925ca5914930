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
