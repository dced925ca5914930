import { drawerCategories } from '../games/drawerCategories';
import { lobbyPath, pathTo } from './paths';

/**
 * The side menu of spec §2 as data: which links show, under which condition. Pure, so the conditions are tested
 * without rendering.
 */

export interface DrawerState {
  loggedIn: boolean;
  memberType: number | null;
  /** The vendor mapping after the §4 rebuild (`VendorDirectory.mapping`), the one home and the lobby use. */
  vendorMapping: Record<string, string[]>;
  flags: Record<string, boolean>;
  /** In the native app shell or the installed web app (app download hidden). */
  appOrInstalled: boolean;
  customerServiceLink: string | null;
  socialLinks: { type: string; url: string }[];
}

export type DrawerItem =
  | { id: string; labelKey: string; icon: string; kind: 'link'; href: string }
  | {
      id: string;
      labelKey: string;
      icon: string;
      kind: 'entry';
      entry: 'deposit' | 'withdraw' | 'invite' | 'inbox' | 'rewards';
    }
  | { id: string; labelKey: string; icon: string; kind: 'external'; href: string };

/** Messaging-app and social shortcuts (§2), shown only when a link exists. */
const SOCIAL_SHORTCUTS = ['TELEGRAM', 'WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TIKTOK', 'KWAI', 'TWITTER'];

export function gameLinks(state: DrawerState): DrawerItem[] {
  const items: DrawerItem[] = [
    { id: 'home', labelKey: 'routes.home', icon: 'home', kind: 'link', href: pathTo('home') },
    { id: 'hot', labelKey: 'routes.hot', icon: 'fire', kind: 'link', href: pathTo('hot') },
  ];
  for (const category of drawerCategories(state.vendorMapping)) {
    items.push({
      id: `category-${category}`,
      labelKey: `games.category.${category}`,
      icon: 'game',
      kind: 'link',
      href: lobbyPath({ gameCategory: category }),
    });
  }
  // Any vendor mapping has providers to list (a PROVIDER entry is one more key of it).
  if (Object.keys(state.vendorMapping).length > 0) {
    items.push({
      id: 'providers',
      labelKey: 'games.category.PROVIDER',
      icon: 'game',
      kind: 'link',
      href: pathTo('providers'),
    });
  }
  return items;
}

export function accountLinks(state: DrawerState): DrawerItem[] {
  const items: DrawerItem[] = [
    { id: 'promotions', labelKey: 'routes.activity', icon: 'gift', kind: 'link', href: pathTo('activity') },
    { id: 'signIn', labelKey: 'routes.signIn', icon: 'calendar', kind: 'link', href: pathTo('signIn') },
    { id: 'rewards', labelKey: 'routes.rewardCenter', icon: 'crown', kind: 'entry', entry: 'rewards' },
    {
      id: 'invite',
      labelKey: (state.memberType ?? 0) > 0 ? 'routes.agentRegister' : 'routes.inviteFriends',
      icon: 'share',
      kind: 'entry',
      entry: 'invite',
    },
    { id: 'leaderBoard', labelKey: 'routes.leaderBoard', icon: 'trophy', kind: 'link', href: pathTo('leaderBoard') },
    { id: 'gameRecord', labelKey: 'routes.gameRecord', icon: 'record', kind: 'link', href: pathTo('gameRecord') },
    { id: 'deposit', labelKey: 'routes.voucherCenter', icon: 'wallet', kind: 'entry', entry: 'deposit' },
    { id: 'withdraw', labelKey: 'routes.withdraw', icon: 'wallet', kind: 'entry', entry: 'withdraw' },
    { id: 'notice', labelKey: 'routes.notice', icon: 'bell', kind: 'link', href: pathTo('notice') },
    { id: 'inbox', labelKey: 'routes.message', icon: 'mail', kind: 'entry', entry: 'inbox' },
    { id: 'feedback', labelKey: 'routes.feedback', icon: 'chat', kind: 'link', href: pathTo('feedback') },
    { id: 'help', labelKey: 'routes.help', icon: 'help', kind: 'link', href: pathTo('help') },
    // Issue 16 item 7: the responsible-gaming page one tap from the menu, for everyone.
    {
      id: 'responsibleGaming',
      labelKey: 'routes.responsibleGaming',
      icon: 'help',
      kind: 'link',
      href: pathTo('responsibleGaming'),
    },
  ];
  return items;
}

export function shortcutLinks(state: DrawerState): DrawerItem[] {
  const items: DrawerItem[] = [];
  if (!state.appOrInstalled) {
    items.push({ id: 'app', labelKey: 'routes.app', icon: 'download', kind: 'link', href: pathTo('app') });
  }
  if (state.customerServiceLink) {
    items.push({
      id: 'customerService',
      labelKey: 'shell.customerService',
      icon: 'chat',
      kind: 'external',
      href: state.customerServiceLink,
    });
  }
  for (const type of SOCIAL_SHORTCUTS) {
    const link = state.socialLinks.find((l) => l.type === type && l.url);
    if (link)
      items.push({ id: `social-${type}`, labelKey: `social.${type}`, icon: 'link', kind: 'external', href: link.url });
  }
  return items;
}
