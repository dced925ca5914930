import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ScreenHeading } from '../../../app/screen';
import { useAppActor } from '../../../app/system';
import { useEntry } from '../../../app/useEntry';
import { formatBalance } from '../../../domain/home/jackpot';
import { depositEntry, realMemberEntry } from '../../../domain/shell/navigation';
import { pathTo } from '../../../domain/shell/paths';
import {
  selectBalanceHidden,
  selectIsLoggedIn,
  selectMemberType,
  selectWallet,
  selectWalletLoading,
} from '../../../machines/account/session.view';
import { DownloadIcon, SpinnerIcon } from '../../../ui/icons';
import { Logo } from '../../../ui/Logo';

/** Eye icons for hide/show (inline, like the shared icon set). */
function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** The balance widget (spec §2): symbol + sumBalance to 2 decimals, hide/show, refresh (asterisks while loading). */
function Balance() {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const wallet = useSelector(sessionActor, selectWallet);
  const loading = useSelector(sessionActor, selectWalletLoading);
  const hidden = useSelector(sessionActor, selectBalanceHidden);
  const text = hidden || loading || !wallet ? '****' : `${wallet.currencySymbol}${formatBalance(wallet.sumBalance)}`;
  return (
    <div className="balance">
      <output aria-label={t('home.balance')} aria-busy={loading}>
        {text}
      </output>
      <button
        type="button"
        aria-label={t(hidden ? 'home.showBalance' : 'home.hideBalance')}
        aria-pressed={hidden}
        onClick={() => sessionActor.send({ type: 'TOGGLE_BALANCE' })}
      >
        <EyeIcon off={hidden} />
      </button>
      <button
        type="button"
        className={loading ? 'busy' : undefined}
        aria-label={t('home.refreshBalance')}
        disabled={loading}
        onClick={() => sessionActor.send({ type: 'REFRESH_WALLET' })}
      >
        <SpinnerIcon size={16} />
      </button>
    </div>
  );
}

/** Home's own top bar (spec §2 "Home header"): logo; Login/Register, or balance, Deposit and Withdraw; download. */
export function HomeTop({ showDownload, onDownload }: { showDownload: boolean; onDownload: () => void }) {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const memberType = useSelector(sessionActor, selectMemberType);
  const enter = useEntry();
  return (
    <header className="home-top">
      {loggedIn ? (
        <>
          <span className="logo-compact">
            <Logo />
          </span>
          {/* The compact logo shows no name: the screen's title is there for assistive technology only. */}
          <ScreenHeading hidden />
          <Balance />
          <button type="button" className="btn btn-primary" onClick={() => enter(depositEntry(memberType))}>
            {t('home.deposit')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => enter(realMemberEntry(memberType, pathTo('withdraw')))}
          >
            {t('home.withdraw')}
          </button>
        </>
      ) : (
        <>
          <ScreenHeading style={{ margin: 0, marginRight: 'auto', fontSize: 'inherit' }}>
            <Logo />
          </ScreenHeading>
          <Link href="/m/login" className="btn btn-secondary">
            {t('home.login')}
          </Link>
          <Link href="/m/register" className="btn btn-primary">
            {t('home.register')}
          </Link>
        </>
      )}
      {showDownload && (
        <button type="button" className="icon-button" aria-label={t('home.download.button')} onClick={onDownload}>
          <DownloadIcon size={20} />
        </button>
      )}
    </header>
  );
}
