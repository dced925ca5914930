import { useTranslation } from 'react-i18next';
import { moneyText } from '../../domain/wallet/money';
import type { Withdrawal } from '../../domain/wallet/withdraw';
import { timeText } from './timeText';

export interface WithdrawalListProps {
  phase: 'loading' | 'failed' | 'ready';
  items: Withdrawal[];
  symbol: string;
  language: string;
  canMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onRetry: () => void;
  onMore: () => void;
}

/** The player's withdrawals with status: pending, approved, rejected with the reason (issue 14 item 2). */
export function WithdrawalList(props: WithdrawalListProps) {
  const { t } = useTranslation();
  return (
    <section className="withdraw-section" aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title">{t('wallet.withdraw.historyTitle')}</h2>
      {props.phase === 'loading' && <p className="withdraw-note">{t('common.loading')}</p>}
      {props.phase === 'failed' && (
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onRetry}>
          {t('wallet.withdraw.loadFailed')}
        </button>
      )}
      {props.phase === 'ready' && props.items.length === 0 && (
        <p className="withdraw-note">{t('wallet.withdraw.noWithdrawals')}</p>
      )}
      {props.items.length > 0 && (
        <ul className="withdrawals">
          {props.items.map((w) => (
            <li key={w.id} className="withdrawal" data-withdrawal={w.id} data-status={w.status}>
              <div className="withdrawal-row">
                <strong>{moneyText(w.amount, props.symbol)}</strong>
                <span className={`withdrawal-status status-${w.status.toLowerCase()}`}>
                  {t(`wallet.withdraw.status.${w.status}`)}
                </span>
              </div>
              <div className="withdrawal-meta">
                <span>
                  {w.bankName} {w.accountNo}
                </span>
                <span>{timeText(w.createdAt, props.language)}</span>
              </div>
              {w.status === 'REJECTED' && w.reason && (
                <p className="withdrawal-reason">{t('wallet.withdraw.reason', { reason: w.reason })}</p>
              )}
              <span className="withdrawal-id">{w.id}</span>
            </li>
          ))}
        </ul>
      )}
      {props.canMore && (
        <button type="button" className="btn btn-ghost btn-small" onClick={props.onMore}>
          {t('wallet.withdraw.more')}
        </button>
      )}
      {props.loadingMore && <p className="withdraw-note">{t('common.loading')}</p>}
      {props.moreFailed && (
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onMore}>
          {t('wallet.withdraw.loadFailed')}
        </button>
      )}
    </section>
  );
}
