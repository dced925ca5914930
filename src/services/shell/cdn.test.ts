import { describe, expect, it } from 'vitest';
import { chooseImageCdn, FALLBACK_IMAGE_CDN, imageUrl } from './cdn';

describe('image CDN (spec §9)', () => {
  it('picks from the server list at random', () => {
    const list = ['https://a.example/', 'https://b.example'];
    expect(chooseImageCdn(list, () => 0)).toBe('https://a.example');
    expect(chooseImageCdn(list, () => 0.99)).toBe('https://b.example');
    expect(imageUrl('/games/1.svg')).toBe('https://b.example/games/1.svg');
  });
  it('falls back to the built-in CDN when the list is empty', () => {
    expect(chooseImageCdn(['', ' '])).toBe(FALLBACK_IMAGE_CDN);
    expect(imageUrl('games/1.svg')).toBe(`${FALLBACK_IMAGE_CDN}/games/1.svg`);
  });
  it('passes absolute and data URLs through', () => {
    expect(imageUrl('https://x.example/i.png')).toBe('https://x.example/i.png');
    expect(imageUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(imageUrl(null)).toBe('');
  });
});
