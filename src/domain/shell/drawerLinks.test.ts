import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
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

/** A label key of the locale source (`locales/en.json`), or undefined when it has none. */
function text(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

const everything: DrawerState = {
  ...base,
  vendorMapping: { LIVE: ['EVO'], FISH: ['JDB'], SPORTS: ['SBO'], COCKFIGHT: ['SV388'], ELOTT: ['TCG_SEA'] },
  customerServiceLink: 'https://cs.example',
  socialLinks: ['TWITTER', 'KWAI', 'TIKTOK', 'YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'WHATSAPP', 'TELEGRAM'].map(
    (type) => ({
      type,
      url: `https://${type.toLowerCase()}.example`,
    }),
  ),
};
const all = (state: DrawerState) => [...gameLinks(state), ...accountLinks(state), ...shortcutLinks(state)];

describe('side drawer links, each with its place (spec §2 side menu, §4 entries)', () => {
  it('lists home, hot, the configured categories in the spec order, then the providers', () => {
    expect(gameLinks(everything).map((i) => [i.id, i.kind === 'entry' ? i.entry : i.href])).toEqual([
      ['home', '/m/home'],
      ['hot', '/m/hot'],
      ['category-LIVE', '/m/gameLobbyCenter?gameCategory=LIVE'],
      ['category-FISH', '/m/gameLobbyCenter?gameCategory=FISH'],
      ['category-SPORTS', '/m/gameLobbyCenter?gameCategory=SPORTS'],
      ['category-COCKFIGHT', '/m/gameLobbyCenter?gameCategory=COCKFIGHT'],
      ['category-ELOTT', '/m/gameLobbyCenter?gameCategory=ELOTT'],
      ['providers', '/m/providers'],
    ]);
    expect(gameLinks(base).map((i) => i.id)).toEqual(['home', 'hot']);
    expect(gameLinks({ ...base, vendorMapping: { PROVIDER: ['PG'] } }).map((i) => i.id)).toEqual([
      'home',
      'hot',
      'providers',
    ]);
  });

  it('lists the account links; guarded ones are entries that decide on tap', () => {
    expect(accountLinks(base).map((i) => [i.id, i.kind === 'entry' ? i.entry : i.href])).toEqual([
      ['promotions', '/m/activity'],
      ['signIn', '/m/activity/signIn'],
      ['rewards', 'rewards'],
      ['invite', 'invite'],
      ['leaderBoard', '/m/leaderBoard'],
      ['gameRecord', '/m/gameRecord'],
      ['deposit', 'deposit'],
      ['withdraw', 'withdraw'],
      ['notice', '/m/notice'],
      ['inbox', 'inbox'],
      ['feedback', '/m/feedback'],
      ['help', '/m/help'],
      ['responsibleGaming', '/m/responsibleGaming'],
    ]);
    expect(accountLinks(base).find((i) => i.id === 'invite')?.labelKey).toBe('routes.inviteFriends');
  });

  it('lists app download, customer service and the social shortcuts, messaging apps first, opened outside', () => {
    expect(shortcutLinks(everything).map((i) => [i.id, i.kind, i.kind === 'entry' ? i.entry : i.href])).toEqual([
      ['app', 'link', '/m/app'],
      ['customerService', 'external', 'https://cs.example'],
      ...['TELEGRAM', 'WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TIKTOK', 'KWAI', 'TWITTER'].map((type) => [
        `social-${type}`,
        'external',
        `https://${type.toLowerCase()}.example`,
      ]),
    ]);
  });

  it('gives every item an own id, a label of the locale source and an icon', () => {
    const items = [...all(everything), ...accountLinks({ ...everything, memberType: 1 })];
    expect(new Set(all(everything).map((i) => i.id)).size).toBe(all(everything).length);
    for (const item of items) {
      expect(typeof text(item.labelKey), item.labelKey).toBe('string');
      expect(item.icon, item.id).toMatch(/^[a-z]+$/);
    }
    expect(Object.fromEntries(all(everything).map((i) => [i.id, i.icon]))).toEqual({
      home: 'home',
      hot: 'fire',
      'category-LIVE': 'game',
      'category-FISH': 'game',
      'category-SPORTS': 'game',
      'category-COCKFIGHT': 'game',
      'category-ELOTT': 'game',
      providers: 'game',
      promotions: 'gift',
      signIn: 'calendar',
      rewards: 'crown',
      invite: 'share',
      leaderBoard: 'trophy',
      gameRecord: 'record',
      deposit: 'wallet',
      withdraw: 'wallet',
      notice: 'bell',
      inbox: 'mail',
      feedback: 'chat',
      help: 'help',
      responsibleGaming: 'help',
      app: 'download',
      customerService: 'chat',
      ...Object.fromEntries(
        ['TELEGRAM', 'WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TIKTOK', 'KWAI', 'TWITTER'].map((t) => [
          `social-${t}`,
          'link',
        ]),
      ),
    });
    expect(Object.fromEntries(all(everything).map((i) => [i.id, i.kind]))).toEqual({
      ...Object.fromEntries(gameLinks(everything).map((i) => [i.id, 'link'])),
      promotions: 'link',
      signIn: 'link',
      rewards: 'entry',
      invite: 'entry',
      leaderBoard: 'link',
      gameRecord: 'link',
      deposit: 'entry',
      withdraw: 'entry',
      notice: 'link',
      inbox: 'entry',
      feedback: 'link',
      help: 'link',
      responsibleGaming: 'link',
      app: 'link',
      ...Object.fromEntries(
        shortcutLinks(everything)
          .slice(1)
          .map((i) => [i.id, 'external']),
      ),
    });
    expect(all(everything).find((i) => i.id === 'social-KWAI')?.labelKey).toBe('social.KWAI');
    expect(all(everything).find((i) => i.id === 'category-LIVE')?.labelKey).toBe('games.category.LIVE');
  });
});
