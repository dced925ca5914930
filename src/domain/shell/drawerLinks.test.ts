import { describe, expect, it } from 'vitest';
import { accountLinks, type DrawerState, gameLinks, shortcutLinks } from './drawerLinks';

const base: DrawerState = {
  loggedIn: false,
  memberType: null,
  vendorMapping: {},
  flags: {},
  appOrInstalled: false,
  customerServiceLink: null,
  socialLinks: [],
};

describe('side drawer links (spec §2)', () => {
  it('shows a game category only when the vendor mapping has it', () => {
    const ids = gameLinks({ ...base, vendorMapping: { LIVE: ['EVO'], FISH: [], SPORTS: ['SBO'] } }).map((i) => i.id);
    expect(ids).toContain('category-LIVE');
    expect(ids).toContain('category-SPORTS');
    expect(ids).not.toContain('category-FISH');
    expect(ids).not.toContain('category-COCKFIGHT');
  });
  it('hides app download in the app shell or installed web app', () => {
    expect(shortcutLinks(base).map((i) => i.id)).toEqual(['app']);
    expect(shortcutLinks({ ...base, appOrInstalled: true })).toEqual([]);
  });
  it('shows customer service and social shortcuts only with a link', () => {
    const items = shortcutLinks({
      ...base,
      customerServiceLink: '/support',
      socialLinks: [
        { type: 'TELEGRAM', url: 'https://t.me/x' },
        { type: 'WHATSAPP', url: '' },
      ],
    }).map((i) => i.id);
    expect(items).toEqual(['app', 'customerService', 'social-TELEGRAM']);
  });
  it('labels the invite entry for agents as agent registration', () => {
    expect(accountLinks({ ...base, memberType: 1 }).find((i) => i.id === 'invite')?.labelKey).toBe(
      'routes.agentRegister',
    );
    expect(accountLinks({ ...base, memberType: 0 }).find((i) => i.id === 'invite')?.labelKey).toBe(
      'routes.inviteFriends',
    );
  });
});
