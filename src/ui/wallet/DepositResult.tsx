import { useTranslation } from 'react-i18next';
import type { Deposit } from '../../domain/wallet/deposit';
import { SpinnerIcon } from '../icons';
import { money } from './depositText';
import './deposit.css';

/** The returned deposit's result: approved (credited), rejected or expired (nothing moved), or still pending. */
export function DepositResult({
  deposit,
  symbol,
  checking,
  onCheckAgain,
  onNew,
}: {
  deposit: Deposit | null;
  symbol: string;
  checking: boolean;
  onCheckAgain: () => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const status = deposit?.status ?? 'PENDING';
  return (
    <section className="dep-card dep-result" aria-labelledby="dep-result-title" data-result={status}>
      <h2 id="dep-result-title" className="dep-card-title">
        {t('wallet.deposit.resultTitle')}
      </h2>
      {deposit && (
        <dl className="dep-result-facts">
          <div>
            <dt>{t('wallet.deposit.amount')}</dt>
            <dd>{money(deposit.amount, symbol)}</dd>
          </div>
          {deposit.bonus > 0 && (
            <div>
              <dt>{t('wallet.deposit.bonus')}</dt>
              <dd>{money(deposit.bonus, symbol)}</dd>
            </div>
          )}
          <div>
            <dt>{t('wallet.deposit.channel')}</dt>
            <dd>{deposit.channelName}</dd>
          </div>
          <div>
            <dt>{t('wallet.deposit.reference')}</dt>
            <dd>{deposit.referenceCode}</dd>
          </div>
          <div>
            <dt>{t('wallet.deposit.statusLabel')}</dt>
            <dd>
              <span className={`dep-status dep-status-${status}`}>{t(`wallet.deposit.status.${status}`)}</span>
            </dd>
          </div>
        </dl>
      )}
      <p className="dep-result-text" role="status">
        {checking ? (
          <>
            <SpinnerIcon size={16} /> {t('wallet.deposit.checking')}
          </>
        ) : (
          t(`wallet.deposit.result.${status}`, { amount: money(deposit?.amount ?? 0, symbol) })
        )}
      </p>
      <div className="dep-actions">
        {!checking && status === 'PENDING' && (
          <button type="button" className="btn btn-secondary" onClick={onCheckAgain}>
            {t('wallet.deposit.checkAgain')}
          </button>
        )}
        {!checking && (
          <button type="button" className="btn btn-primary" onClick={onNew}>
            {t('wallet.deposit.newDeposit')}
          </button>
        )}
      </div>
    </section>
  );
}
