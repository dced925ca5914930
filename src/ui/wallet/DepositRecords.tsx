import { useTranslation } from 'react-i18next';
import type { Deposit } from '../../domain/wallet/deposit';
import { SpinnerIcon } from '../icons';
import { money } from './depositText';
import { timeText } from './timeText';
import './deposit.css';

export interface DepositRecordsProps {
  deposits: Deposit[];
  symbol: string;
  language: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  canLoadMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
  onRetry: () => void;
}

/** The player's recent deposits: status, amount, channel, time, reference. */
export function DepositRecords(p: DepositRecordsProps) {
  const { t } = useTranslation();
  return (
    <section className="dep-card" aria-labelledby="dep-records-title" data-testid="deposit-records">
      <h2 id="dep-records-title" className="dep-card-title">
        {t('wallet.deposit.recordsTitle')}
      </h2>
      {p.loading && (
        <div className="dep-centered" role="status">
          <SpinnerIcon size={20} />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}
      {p.failed && (
        <button type="button" className="btn btn-secondary" onClick={p.onRetry}>
          {t('wallet.deposit.loadFailed')}
        </button>
      )}
      {p.empty && <p className="dep-muted">{t('wallet.deposit.recordsEmpty')}</p>}
      {p.deposits.length > 0 && (
        <ul className="dep-records">
          {p.deposits.map((d) => (
            <li key={d.id} className="dep-record" data-deposit={d.id} data-status={d.status}>
              <div className="dep-record-top">
                <span className="dep-record-amount">{money(d.amount, p.symbol)}</span>
                <span className={`dep-status dep-status-${d.status}`}>{t(`wallet.deposit.status.${d.status}`)}</span>
              </div>
              <div className="dep-record-meta">
                <span>{d.channelName}</span>
                <span>{timeText(d.createdAt, p.language)}</span>
              </div>
              <div className="dep-record-meta">
                <span>
                  {t('wallet.deposit.reference')}: {d.referenceCode}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(p.canLoadMore || p.loadingMore) && (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={p.loadingMore}
          aria-busy={p.loadingMore || undefined}
          onClick={p.onMore}
        >
          {t('wallet.deposit.more')}
        </button>
      )}
      {p.moreFailed && (
        <button type="button" className="btn btn-secondary btn-block" onClick={p.onRetry}>
          {t('wallet.deposit.loadFailed')}
        </button>
      )}
    </section>
  );
}
