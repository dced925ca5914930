import { describe, expect, it } from 'vitest';
import { normaliseConfig } from '../../../domain/shell/site-config';
import { downloadLinks, homeBanners, socialLinks } from './homeData';

describe('home data rules (§2 Home)', () => {
  it('keeps m_home and m_live banners, dropping m_live without the live model feature', () => {
    const banners = [
      { url: 'a', groupName: 'm_home' },
      { url: 'b', groupName: 'm_live' },
      { url: 'c', groupName: 'm_reg' },
    ];
    expect(homeBanners(banners, true).map((b) => b.url)).toEqual(['a', 'b']);
    expect(homeBanners(banners, false).map((b) => b.url)).toEqual(['a']);
  });
  it('shows social icons only for supplied links, in the footer order', () => {
    const config = normaliseConfig({
      socialLinks: [
        { type: 'TWITTER', url: 'https://x.example' },
        { type: 'KWAI', url: '' },
        { type: 'FACEBOOK', url: 'https://fb.example' },
      ],
    });
    expect(socialLinks(config).map((l) => l.type)).toEqual(['FACEBOOK', 'TWITTER']);
  });
  it('reads the download links by resource type', () => {
    const config = normaliseConfig({
      downloads: [
        { resourceType: 'Android', url: '/a.apk' },
        { resourceType: 'MOBILECONFIG', url: '/p' },
      ],
    });
    expect(downloadLinks(config)).toEqual({ ios: null, android: '/a.apk', profile: '/p' });
  });
});
