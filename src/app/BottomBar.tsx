import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { depositEntry, memberCentreEntry } from '../domain/shell/navigation';
import { selectMemberType } from '../machines/account/session.view';
import { GiftIcon, HomeIcon, MenuIcon, UserIcon, WalletIcon } from '../ui/icons';
import type { RouteDef } from './routes';
import { useAppActor } from './system';
import { useEntry } from './useEntry';

interface Props {
  route: RouteDef;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** Which bottom-bar item is active for a route (§2: the active item follows the path). */
export function activeBottomItem(routeName: string): 'promotion' | 'home' | 'deposit' | 'member' | null {
  if (routeName === 'home') return 'home';
  if (routeName === 'activity' || routeName === 'activityDetail') return 'promotion';
  if (routeName === 'voucherCenter') return 'deposit';
  if (routeName.startsWith('member')) return 'member';
  return null;
}

/** The five items of §2: Menu (toggles the drawer), Promotion activity, Home, Deposit, Member centre. */
export function BottomBar({ route, drawerOpen, onToggleDrawer }: Props) {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const memberType = useSelector(sessionActor, selectMemberType);
  const enter = useEntry();
  const active = activeBottomItem(route.name);
  const current = (item: string) => (active === item ? ('page' as const) : undefined);
  return (
    <nav className="bottom-bar" aria-label={t('shell.bottomBar')}>
      <button
        type="button"
        id="menu-button"
        onClick={onToggleDrawer}
        aria-expanded={drawerOpen}
        aria-controls="side-drawer"
      >
        <MenuIcon />
        <span>{t('shell.menu')}</span>
      </button>
      <Link href="/m/activity" aria-current={current('promotion')}>
        <GiftIcon />
        <span>{t('shell.promotion')}</span>
      </Link>
      <Link href="/m/home" className="bottom-bar-home" aria-current={current('home')}>
        <span className="bubble">
          <HomeIcon size={26} />
        </span>
        <span>{t('shell.home')}</span>
      </Link>
      <button type="button" onClick={() => enter(depositEntry(memberType))} aria-current={current('deposit')}>
        <WalletIcon />
        <span>{t('shell.deposit')}</span>
      </button>
      <button type="button" onClick={() => enter(memberCentreEntry(memberType))} aria-current={current('member')}>
        <UserIcon />
        <span>{t('shell.memberCentre')}</span>
      </button>
    </nav>
  );
}
