import { describe, expect, it } from 'vitest';
import { normaliseConfig, normaliseStatus, siteNameOf, vendorMapping } from './site-config';

/** The status call's `value.info` (spec §3 "Status response", §6 flags), as a platform may send it. */

describe('site config normalising (spec §3 status response, §6 flags)', () => {
  it('gives a complete config with safe defaults when info is missing or not an object', () => {
    const empty = {
      merchantCode: '',
      flags: {},
      mobileTemplate: { mem_cen: '0', dep_func: '0' },
      vendors: [],
      categories: [],
      languages: [],
      defaultLanguage: 'EN',
      customerService: [],
      downloadLinks: [],
      socialLinks: [],
      imageCDNs: [],
      flowsPage: false,
      liveModel: true,
      register: {},
      raw: {},
    };
    expect(normaliseConfig(undefined)).toEqual(empty);
    expect(normaliseConfig(null)).toEqual(empty);
    expect(normaliseConfig('info')).toEqual(empty);
    // An array is not an info object, even one with keys on it.
    expect(normaliseConfig(Object.assign([], { merchantCode: 'm1' }))).toEqual(empty);
    // Fields of the wrong kind fall back too.
    expect(
      normaliseConfig({
        merchantCode: 7,
        flags: 'VIP',
        mobileTemplate: ['1', '1'],
        vendors: { vassalage: 'EVO' },
        categories: 'LIVE',
        languages: 'EN',
        defaultLanguage: 3,
        customerService: {},
        downloadLinks: 'x',
        socialLinks: 'x',
        imageCDNs: 'https://cdn.example',
        flowsPage: 'true',
        liveModel: 0,
        register: ['rules'],
      }),
    ).toEqual({
      ...empty,
      raw: expect.any(Object),
    });
  });

  it('keeps the info it was given untouched as raw', () => {
    const info = { merchantCode: 'm1', paths: ['/a'], whitelabel: { name: 'W' } };
    expect(normaliseConfig(info).raw).toBe(info);
  });

  it('reads the merchant code, falling back to `merchant`', () => {
    expect(normaliseConfig({ merchantCode: 'm1', merchant: 'm2' }).merchantCode).toBe('m1');
    expect(normaliseConfig({ merchant: 'm2' }).merchantCode).toBe('m2');
  });

  it('reads flags given as a list of names or as a map of on values (true, "1", 1)', () => {
    expect(normaliseConfig({ flags: ['VIP', 'CBS3', 3, null] }).flags).toEqual({ VIP: true, CBS3: true });
    expect(
      normaliseConfig({
        flags: { VIP: true, CBS3: '1', REWCEN3: 1, REFERRAL: false, FACEBOOKLOGIN3: '0', GOOGLELOGIN3: 0, X: 'true' },
      }).flags,
    ).toEqual({
      VIP: true,
      CBS3: true,
      REWCEN3: true,
      REFERRAL: false,
      FACEBOOKLOGIN3: false,
      GOOGLELOGIN3: false,
      X: false,
    });
  });

  it("reads the template flags mem_cen and dep_func ('0' when absent)", () => {
    expect(normaliseConfig({ mobileTemplate: { mem_cen: '1' } }).mobileTemplate).toEqual({
      mem_cen: '1',
      dep_func: '0',
    });
    expect(normaliseConfig({ mobileTemplate: { dep_func: '1', mem_cen: 1 } }).mobileTemplate).toEqual({
      mem_cen: '0',
      dep_func: '1',
    });
  });

  it('keeps vendors with a vassalage and sorting items with a game category', () => {
    const evo = { vassalage: 'EVO', displayName: 'Evolution' };
    expect(
      normaliseConfig({ vendors: [evo, { displayName: 'no code' }, { vassalage: 5 }, null, 'PG'] }).vendors,
    ).toEqual([evo]);
    const live = { gameCategory: 'LIVE', vendorNames: [{ vassalage: 'EVO', accountTypeName: 'Evolution' }] };
    expect(
      normaliseConfig({ categories: [live, { gameCategory: 1 }, { vendorNames: [] }, 'RNG', null] }).categories,
    ).toEqual([live]);
  });

  it('reads languages with upper-case codes, the code as name when unnamed, dropping entries without a code', () => {
    expect(
      normaliseConfig({
        languages: [{ code: 'en', name: 'English' }, { code: 'ty' }, { name: 'no code' }, { code: '' }, 'TH', null],
      }).languages,
    ).toEqual([
      { code: 'EN', name: 'English' },
      { code: 'TY', name: 'ty' },
    ]);
  });

  it('reads the default language upper-cased, EN when absent', () => {
    expect(normaliseConfig({ defaultLanguage: 'th' }).defaultLanguage).toBe('TH');
    expect(normaliseConfig({}).defaultLanguage).toBe('EN');
  });

  it('reads customer service entries by csType and path, or by type and url', () => {
    expect(
      normaliseConfig({
        customerService: [
          { csType: 'CS', path: 'https://cs.example' },
          { type: 'WHATSAPP', url: 'https://wa.example' },
          { csType: 'LIVECHAT', type: 'X', path: '/chat', url: '/other' },
          {},
          'CS',
        ],
      }).customerService,
    ).toEqual([
      { csType: 'CS', path: 'https://cs.example' },
      { csType: 'WHATSAPP', path: 'https://wa.example' },
      { csType: 'LIVECHAT', path: '/chat' },
      { csType: '', path: '' },
    ]);
  });

  it('reads download links (or resources) with a resource type and a url', () => {
    const links = [
      { resourceType: 'IOS', url: '/ios' },
      { resourceType: 'Android', url: '' },
      { resourceType: '', url: '/x' },
      { url: '/y' },
      { resourceType: 'MOBILECONFIG', url: 5 },
      'TELEGRAM',
      null,
    ];
    expect(normaliseConfig({ downloadLinks: links }).downloadLinks).toEqual([{ resourceType: 'IOS', url: '/ios' }]);
    expect(normaliseConfig({ resources: [{ resourceType: 'Android', url: '/a.apk' }] }).downloadLinks).toEqual([
      { resourceType: 'Android', url: '/a.apk' },
    ]);
    expect(
      normaliseConfig({
        downloadLinks: [{ resourceType: 'IOS', url: '/ios' }],
        resources: [{ resourceType: 'X', url: '/x' }],
      }).downloadLinks,
    ).toEqual([{ resourceType: 'IOS', url: '/ios' }]);
  });

  it('reads social links from a list or a map, types upper-cased', () => {
    expect(
      normaliseConfig({ socialLinks: [{ type: 'facebook', url: 'https://fb.example' }, { type: 'kwai' }, {}, 'x'] })
        .socialLinks,
    ).toEqual([
      { type: 'FACEBOOK', url: 'https://fb.example' },
      { type: 'KWAI', url: '' },
      { type: '', url: '' },
    ]);
    expect(normaliseConfig({ socialLinks: { telegram: 'https://t.example', tiktok: 3 } }).socialLinks).toEqual([
      { type: 'TELEGRAM', url: 'https://t.example' },
      { type: 'TIKTOK', url: '' },
    ]);
  });

  it('keeps the non-empty image CDN addresses', () => {
    expect(normaliseConfig({ imageCDNs: ['https://a.example', '', 7, null, 'https://b.example'] }).imageCDNs).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('turns the flows page on only when the config says true, and the live model off only when it says false', () => {
    expect(normaliseConfig({ flowsPage: true }).flowsPage).toBe(true);
    expect(normaliseConfig({ flowsPage: 1 }).flowsPage).toBe(false);
    expect(normaliseConfig({ liveModel: false }).liveModel).toBe(false);
    expect(normaliseConfig({ liveModel: 'false' }).liveModel).toBe(true);
  });

  it('keeps the registration settings as the server sent them', () => {
    const register = { rules: { username: { regExp: '^a' } } };
    expect(normaliseConfig({ register }).register).toBe(register);
  });
});

describe('status response normalising (spec §3, §4)', () => {
  it('reads info, location.ip, maintenance and regionRestriction', () => {
    const s = normaliseStatus({
      info: { merchantCode: 'm1' },
      location: { ip: '1.2.3.4' },
      maintenance: false,
      regionRestriction: true,
    });
    expect(s).toEqual({
      config: normaliseConfig({ merchantCode: 'm1' }),
      ip: '1.2.3.4',
      maintenance: false,
      regionRestriction: true,
    });
  });

  it('counts maintenance and region restriction only when they are true', () => {
    const s = normaliseStatus({ maintenance: 'true', regionRestriction: 1, location: ['1.2.3.4'] });
    expect(s.maintenance).toBe(false);
    expect(s.regionRestriction).toBe(false);
    expect(s.ip).toBe('');
    expect(normaliseStatus({ maintenance: true }).maintenance).toBe(true);
  });

  it('reads nothing from a value that is not an object', () => {
    const none = { config: normaliseConfig(undefined), ip: '', maintenance: false, regionRestriction: false };
    expect(normaliseStatus(null)).toEqual(none);
    expect(normaliseStatus(Object.assign([], { maintenance: true, location: { ip: '1.2.3.4' } }))).toEqual(none);
    expect(normaliseStatus({ location: { ip: 5 } }).ip).toBe('');
  });
});

describe("the config's vendor mapping by category (§3)", () => {
  it('lists the vassalage of each vendor per category, in order', () => {
    const config = normaliseConfig({
      categories: [
        {
          gameCategory: 'LIVE',
          vendorNames: [
            { vassalage: 'EVO', accountTypeName: 'Evolution' },
            { vassalage: 'SA', accountTypeName: 'SA Gaming' },
          ],
        },
        { gameCategory: 'FISH', vendorNames: [] },
      ],
    });
    expect(vendorMapping(config)).toEqual({ LIVE: ['EVO', 'SA'], FISH: [] });
    expect(vendorMapping(normaliseConfig({}))).toEqual({});
  });
});

describe("the site's name (§3 info.siteName, issue 11 document title)", () => {
  it('takes siteName, else the white label name, else nothing', () => {
    expect(siteNameOf(normaliseConfig({ siteName: ' Royal ', whitelabel: { name: 'Label' } }))).toBe('Royal');
    expect(siteNameOf(normaliseConfig({ siteName: '', whitelabel: { name: 'Label' } }))).toBe('Label');
    expect(siteNameOf(normaliseConfig({ whitelabel: 'Label' }))).toBe('');
    expect(siteNameOf(normaliseConfig({ siteName: 7 }))).toBe('');
    expect(siteNameOf(null)).toBe('');
  });
});
