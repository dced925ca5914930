import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreLayout, VerificationStatus } from '../../domain/member/centre';
import { SpinnerIcon, UserIcon } from '../icons';
import { EyeIcon } from './centreIcons';

export interface MemberCardProps {
  layout: CentreLayout;
  /** The head icon's address; '' shows the default icon. */
  headIcon: string;
  /** The nickname, else the account. */
  name: string;
  account: string;
  vipLabel: string;
  verification: VerificationStatus | null;
  points: number | null;
  /** The balance as shown: symbol and two decimals, or asterisks (hidden, loading). */
  balance: string;
  balanceBusy: boolean;
  hidden: boolean;
  /** Member info is being fetched and none is known yet. */
  infoBusy: boolean;
  onToggleHidden: () => void;
  onRefresh: () => void;
  onVerification: () => void;
  onPoints: () => void;
  /** The new layout's quick actions under the balance (deposit, withdraw, transfer). */
  actions?: ReactNode;
}

/**
 * The member's card on member home (issue 15 item 1): head icon, nickname, account, VIP label, the verification
 * state and points as small badges (each leads to its screen), and the balance with hide/show and refresh (§2).
 * The classic layout is a compact profile card; the new one a brand-coloured header with the balance large.
 */
export function MemberCard(props: MemberCardProps) {
  const { t } = useTranslation();
  return (
    <section className={`mc-card mc-card-${props.layout}`} aria-labelledby="mc-name" aria-busy={props.infoBusy}>
      <div className="mc-identity">
        <span className="mc-avatar">
          {props.headIcon ? (
            <img src={props.headIcon} alt={t('member.centre.headIcon')} width={64} height={64} />
          ) : (
            <UserIcon size={34} />
          )}
        </span>
        <div className="mc-who">
          <h2 id="mc-name" className="mc-name">
            {props.name}
          </h2>
          <p className="mc-account">{t('member.centre.account', { account: props.account })}</p>
          <p className="mc-badges">
            <span className="mc-vip" data-testid="vip-label">
              {props.vipLabel}
            </span>
            {props.verification && (
              <button
                type="button"
                className={`mc-badge mc-verify-${props.verification}`}
                data-testid="verification-badge"
                onClick={props.onVerification}
              >
                {t(`member.centre.verification.${props.verification}`)}
              </button>
            )}
            {props.points !== null && (
              <button type="button" className="mc-badge" data-testid="points-badge" onClick={props.onPoints}>
                {t('member.centre.points', { count: props.points })}
              </button>
            )}
          </p>
        </div>
      </div>
      <div className="mc-balance">
        <span id="mc-balance-label">{t('home.balance')}</span>
        <output aria-labelledby="mc-balance-label" aria-busy={props.balanceBusy} data-testid="member-balance">
          {props.balance}
        </output>
        <button
          type="button"
          className="mc-icon-button"
          aria-label={t(props.hidden ? 'home.showBalance' : 'home.hideBalance')}
          aria-pressed={props.hidden}
          onClick={props.onToggleHidden}
        >
          <EyeIcon off={props.hidden} />
        </button>
        <button
          type="button"
          className={`mc-icon-button${props.balanceBusy ? ' busy' : ''}`}
          aria-label={t('home.refreshBalance')}
          disabled={props.balanceBusy}
          onClick={props.onRefresh}
        >
          <SpinnerIcon size={16} />
        </button>
      </div>
      {props.actions}
    </section>
  );
}
