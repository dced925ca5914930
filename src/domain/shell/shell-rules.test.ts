import { describe, expect, it } from 'vitest';
import { languageFlag, localeFile, resolveLanguage, SHIPPED_LANGUAGES } from './languages';
import {
  depositEntry,
  homeShortcutEntry,
  inviteEntry,
  isBackSwipe,
  memberCentreEntry,
  realMemberEntry,
  rewardCentreEntry,
} from './navigation';
import { normaliseStatus, vendorMapping } from './site-config';
import { systemStatusCode } from './systemStatus';

describe('system status (spec §4)', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
  ] as const)('maintenance %s, region restriction %s -> %i', (maintenance, region, code) => {
    expect(systemStatusCode(maintenance, region)).toBe(code);
  });
});

describe('languages (spec §1, §2)', () => {
  it('maps flags per the spec, EN to the US flag', () => {
    expect(languageFlag('EN')).toBe('🇺🇸');
    expect(languageFlag('PT-BR')).toBe('🇧🇷');
    expect(languageFlag('JA')).toBe('🇯🇵');
    expect(languageFlag('VI')).toBe('🇻🇳');
  });
  it('has a country flag for every language of the §2 flag mapping (any case), a plain flag for others', () => {
    const mapped = 'CN EN JA TH VI MY ES HI ID KM KO KR MS PT TA TW UR TY PT-BR'.split(' ');
    // A country flag is two regional indicator letters (two code points, U+1F1E6..U+1F1FF).
    const isCountryFlag = (flag: string) =>
      [...flag].length === 2 && [...flag].every((c) => (c.codePointAt(0) ?? 0) >= 0x1f1e6);
    for (const code of mapped) expect(isCountryFlag(languageFlag(code.toLowerCase())), code).toBe(true);
    expect(languageFlag('XX')).toBe('🏳️');
  });
  it('ships a locale per language listed, each with its own name', () => {
    for (const l of SHIPPED_LANGUAGES) {
      expect(localeFile(l.code), l.code).toBe(l.code.toLowerCase());
      expect(l.name.length, l.code).toBeGreaterThan(0);
    }
    expect(new Set(SHIPPED_LANGUAGES.map((l) => l.code)).size).toBe(SHIPPED_LANGUAGES.length);
  });
  it('prefers the stored language, then config, then EN; a language without a translation counts', () => {
    expect(resolveLanguage('ja', 'TH')).toBe('JA');
    expect(resolveLanguage(null, 'TH')).toBe('TH');
    expect(resolveLanguage('ty', 'JA')).toBe('TY');
    expect(resolveLanguage('not a code', '')).toBe('EN');
    expect(localeFile('PT-BR')).toBe('pt-br');
    expect(localeFile('ES')).toBeNull();
  });
});

describe('entries (spec §2, §4, §6)', () => {
  it('counts a swipe of more than 100 px to the right as back', () => {
    expect(isBackSwipe(101, 10)).toBe(true);
    expect(isBackSwipe(100, 0)).toBe(false);
    expect(isBackSwipe(150, 120)).toBe(false);
    expect(isBackSwipe(-150, 0)).toBe(false);
  });
  it('deposit: visitors log in, types 0-2 go, others are refused', () => {
    expect(depositEntry(null)).toEqual({ kind: 'login' });
    for (const t of [0, 1, 2]) expect(depositEntry(t)).toEqual({ kind: 'go', path: '/m/voucherCenter' });
    for (const t of [4, 40, 3]) expect(depositEntry(t).kind).toBe('refuse');
  });
  it('the inbox refuses free accounts with free_reject; withdraw with the deposit text (issue 14)', () => {
    expect(realMemberEntry(4, '/m/message')).toEqual({ kind: 'refuse', messageKey: 'errors.free_reject' });
    expect(realMemberEntry(0, '/m/message')).toEqual({ kind: 'go', path: '/m/message' });
    for (const t of [4, 40, 3]) {
      expect(realMemberEntry(t, '/m/withdraw')).toEqual({ kind: 'refuse', messageKey: 'errors.depositRefused' });
    }
    expect(realMemberEntry(1, '/m/withdraw')).toEqual({ kind: 'go', path: '/m/withdraw' });
  });
  it('member centre: guest logs in, type 4 is invited to register', () => {
    expect(memberCentreEntry(null)).toEqual({ kind: 'login' });
    expect(memberCentreEntry(4)).toEqual({ kind: 'registerPrompt' });
    expect(memberCentreEntry(0)).toEqual({ kind: 'go', path: '/m/member/home' });
  });
  it('invite: agents register as agents, players invite with REFERRAL, else chat', () => {
    expect(inviteEntry(1, false)).toEqual({ kind: 'go', path: '/m/agentRegister' });
    expect(inviteEntry(0, true)).toEqual({ kind: 'go', path: '/m/inviteFriends' });
    expect(inviteEntry(0, false)).toEqual({ kind: 'chat' });
  });
  it('reward centre needs REWCEN3', () => {
    expect(rewardCentreEntry(true)).toEqual({ kind: 'go', path: '/m/rewardCenter' });
    expect(rewardCentreEntry(false)).toEqual({ kind: 'refuse', messageKey: 'errors.contact_service' });
  });
  it('a home shortcut to a member destination gives a visitor the login popup, the destination after login', () => {
    expect(homeShortcutEntry(null, rewardCentreEntry(true))).toEqual({
      kind: 'loginPopup',
      continueTo: '/m/rewardCenter',
    });
    expect(homeShortcutEntry(null, inviteEntry(null, true))).toEqual({
      kind: 'loginPopup',
      continueTo: '/m/inviteFriends',
    });
    // Not a destination: the chat and the contact-service message stay as they are.
    expect(homeShortcutEntry(null, inviteEntry(null, false))).toEqual({ kind: 'chat' });
    expect(homeShortcutEntry(null, rewardCentreEntry(false))).toEqual(rewardCentreEntry(false));
    // A member (trial too) goes on as the entry rules say.
    expect(homeShortcutEntry(0, rewardCentreEntry(true))).toEqual({ kind: 'go', path: '/m/rewardCenter' });
    expect(homeShortcutEntry(4, inviteEntry(4, true))).toEqual({ kind: 'go', path: '/m/agentRegister' });
  });
});

describe('status response normalising (spec §3)', () => {
  it('reads info, location.ip, maintenance and regionRestriction with safe defaults', () => {
    const s = normaliseStatus({
      info: {
        merchantCode: 'm1',
        flags: { VIP: true, CBS3: '1', REWCEN3: false },
        categories: [{ gameCategory: 'LIVE', vendorNames: [{ vassalage: 'EVO', accountTypeName: 'Evolution' }] }],
        imageCDNs: ['https://cdn.example', ''],
      },
      location: { ip: '1.2.3.4' },
      maintenance: true,
      regionRestriction: false,
    });
    expect(s.ip).toBe('1.2.3.4');
    expect(s.maintenance).toBe(true);
    expect(s.config.flags).toEqual({ VIP: true, CBS3: true, REWCEN3: false });
    expect(s.config.imageCDNs).toEqual(['https://cdn.example']);
    expect(vendorMapping(s.config)).toEqual({ LIVE: ['EVO'] });
    expect(normaliseStatus(null).config.defaultLanguage).toBe('EN');
  });
});

describe('entries, edges (spec §2 back swipe, §4 deposit, §6 free accounts)', () => {
  it('does not count a swipe as back when it goes down as much as half its width', () => {
    expect(isBackSwipe(200, 99)).toBe(true);
    expect(isBackSwipe(200, 100)).toBe(false);
    expect(isBackSwipe(200, -100)).toBe(false);
  });
  it('refuses deposit to a free account with its own text; a visitor logs in before withdraw or inbox', () => {
    expect(depositEntry(4)).toEqual({ kind: 'refuse', messageKey: 'errors.depositRefused' });
    expect(realMemberEntry(null, '/m/withdraw')).toEqual({ kind: 'login' });
  });
});
