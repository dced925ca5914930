import { useSelector } from '@xstate/react';
import { type ComponentType, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { accountLinks, type DrawerItem, type DrawerState, gameLinks, shortcutLinks } from '../domain/shell/drawerLinks';
import { languageFlag, languageTag } from '../domain/shell/languages';
import {
  depositEntry,
  inviteEntry,
  memberCentreEntry,
  realMemberEntry,
  rewardCentreEntry,
} from '../domain/shell/navigation';
import { pathTo } from '../domain/shell/paths';
import { selectIsLoggedIn, selectMember, selectMemberType, selectUserName } from '../machines/account/session.view';
import { vendorDirectoryOf } from '../machines/games/vendors.selectors';
import { selectServiceLink } from '../machines/messages/customerService.view';
import * as contentView from '../machines/shell/content.view';
import * as languageView from '../machines/shell/language.view';
import { selectConfig, selectFlag } from '../machines/shell/siteConfig.view';
import * as themeView from '../machines/shell/theme.view';
import { openExternal } from '../services/shell/navigation';
import { runMode } from '../services/shell/platform';
import { Dialog } from '../ui/Dialog';
import * as Icons from '../ui/icons';
import { vipLabelText } from '../ui/member/vipLabelText';
import { useAppActor } from './system';
import { useEntry } from './useEntry';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  home: Icons.HomeIcon,
  fire: Icons.FireIcon,
  game: Icons.GameIcon,
  gift: Icons.GiftIcon,
  calendar: Icons.CalendarIcon,
  crown: Icons.CrownIcon,
  share: Icons.ShareIcon,
  trophy: Icons.TrophyIcon,
  record: Icons.RecordIcon,
  wallet: Icons.WalletIcon,
  bell: Icons.BellIcon,
  mail: Icons.MailIcon,
  chat: Icons.ChatIcon,
  help: Icons.HelpIcon,
  download: Icons.DownloadIcon,
  link: Icons.LinkIcon,
};

interface Props {
  onClose: () => void;
  /** The bottom bar, shown inside the modal so its Menu button closes the menu it opened. */
  bottomBar?: ReactNode;
}

/** The side menu of spec §2. Every link shows only under its condition (drawerLinks.ts). */
export function Drawer({ onClose, bottomBar }: Props) {
  const languageActor = useAppActor('language');
  const sessionActor = useAppActor('session');
  const siteConfigActor = useAppActor('siteConfig');
  const themeActor = useAppActor('theme');
  const vendorsActor = useAppActor('vendors');
  const { t } = useTranslation();
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const memberType = useSelector(sessionActor, selectMemberType);
  const member = useSelector(sessionActor, selectMember);
  const userName = useSelector(sessionActor, selectUserName);
  const config = useSelector(siteConfigActor, selectConfig);
  // The rebuilt mapping (§4) home, the lobby and the footer use, so cock fight shows here too.
  const loadedVendors = useSelector(vendorsActor, contentView.data);
  const vendorMapping = vendorDirectoryOf(config, loadedVendors).mapping;
  const csLink = useSelector(useAppActor('customerService'), selectServiceLink);
  const referralOn = useSelector(siteConfigActor, selectFlag('REFERRAL'));
  const rewardsOn = useSelector(siteConfigActor, selectFlag('REWCEN3'));
  const theme = useSelector(themeActor, themeView.theme);
  const language = useSelector(languageActor, languageView.language);
  const languages = useSelector(languageActor, languageView.languages);
  const enter = useEntry();
  const panel = useRef<HTMLDivElement>(null);

  const state: DrawerState = {
    loggedIn,
    memberType,
    vendorMapping,
    flags: config?.flags ?? {},
    appOrInstalled: runMode() !== 'browser',
    customerServiceLink: csLink,
    socialLinks: config?.socialLinks ?? [],
  };

  const activate = (item: DrawerItem) => {
    onClose();
    if (item.kind === 'external') openExternal(item.href);
    if (item.kind !== 'entry') return;
    if (item.entry === 'deposit') enter(depositEntry(memberType));
    if (item.entry === 'withdraw') enter(realMemberEntry(memberType, pathTo('withdraw')));
    if (item.entry === 'inbox') enter(realMemberEntry(memberType, pathTo('message')));
    if (item.entry === 'invite') enter(inviteEntry(memberType, referralOn));
    if (item.entry === 'rewards') enter(rewardCentreEntry(rewardsOn));
  };

  const renderItem = (item: DrawerItem) => {
    const Icon = ICONS[item.icon] ?? Icons.LinkIcon;
    const content = (
      <>
        <Icon size={20} />
        <span>{t(item.labelKey)}</span>
      </>
    );
    return (
      <li key={item.id}>
        {item.kind === 'link' ? (
          <Link href={item.href} onClick={onClose}>
            {content}
          </Link>
        ) : (
          <button type="button" onClick={() => activate(item)}>
            {content}
          </button>
        )}
      </li>
    );
  };

  return (
    <Dialog variant="drawer" label={t('shell.menu')} onDismiss={onClose} initialFocus={panel} openerId="menu-button">
      <div id="side-drawer" className="drawer" tabIndex={-1} ref={panel}>
        <button
          type="button"
          className="drawer-user"
          onClick={() => {
            onClose();
            enter(memberCentreEntry(memberType));
          }}
        >
          <span className="drawer-avatar">
            <Icons.UserIcon size={28} />
          </span>
          <span>
            <strong>{loggedIn ? userName : t('shell.guest')}</strong>
            <small>{loggedIn ? vipLabelText(member, t) : t('shell.guestHint')}</small>
          </span>
        </button>
        {!loggedIn && (
          <div className="drawer-auth">
            <Link href="/m/login" className="btn btn-secondary btn-small" onClick={onClose}>
              {t('shell.login')}
            </Link>
            <Link href="/m/register" className="btn btn-primary btn-small" onClick={onClose}>
              {t('shell.register')}
            </Link>
          </div>
        )}
        <nav aria-label={t('shell.menu')}>
          <h2>{t('shell.games')}</h2>
          <ul>{gameLinks(state).map(renderItem)}</ul>
          <h2>{t('shell.account')}</h2>
          <ul>{accountLinks(state).map(renderItem)}</ul>
          {shortcutLinks(state).length > 0 && (
            <>
              <h2>{t('shell.shortcuts')}</h2>
              <ul>{shortcutLinks(state).map(renderItem)}</ul>
            </>
          )}
          {loggedIn && (
            <ul>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    sessionActor.send({ type: 'LOGOUT' });
                  }}
                >
                  <Icons.LogoutIcon size={20} />
                  <span>{t('shell.logout')}</span>
                </button>
              </li>
            </ul>
          )}
        </nav>
        <div className="drawer-settings">
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => themeActor.send({ type: 'TOGGLE' })}
            aria-label={theme === 'dark' ? t('shell.useLightTheme') : t('shell.useDarkTheme')}
          >
            {theme === 'dark' ? <Icons.SunIcon size={18} /> : <Icons.MoonIcon size={18} />}
            <span>{theme === 'dark' ? t('shell.light') : t('shell.dark')}</span>
          </button>
          <label className="visually-hidden" htmlFor="drawer-language">
            {t('shell.language')}
          </label>
          <select
            id="drawer-language"
            className="btn btn-ghost btn-small"
            value={language}
            onChange={(e) => languageActor.send({ type: 'CHANGE', language: e.target.value })}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={languageTag(l.code) ?? undefined}>
                {`${languageFlag(l.code)} ${l.name}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {bottomBar}
    </Dialog>
  );
}
