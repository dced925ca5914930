import { useTranslation } from 'react-i18next';
import type { Deposit, PayTo } from '../../domain/wallet/deposit';
import { money } from './depositText';
import './deposit.css';

/** One line of pay-to details with its copy button. */
function CopyRow({ label, value, onCopy }: { label: string; value: string; onCopy: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="dep-copy-row">
      <dt>{label}</dt>
      <dd>
        <span className="dep-copy-value">{value}</span>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={t('wallet.deposit.copyWhat', { what: label })}
          onClick={() => onCopy(value)}
        >
          {t('wallet.deposit.copy')}
        </button>
      </dd>
    </div>
  );
}

/** Where the player sends the money and the reference code to quote; the deposit waits for the operator. */
export function DepositPayTo({
  deposit,
  payTo,
  symbol,
  onCopy,
}: {
  deposit: Deposit;
  payTo: PayTo | null;
  symbol: string;
  onCopy: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="dep-card" aria-labelledby="dep-payto-title" data-deposit={deposit.id}>
      <h2 id="dep-payto-title" className="dep-card-title">
        {t('wallet.deposit.payToTitle', { amount: money(deposit.amount, symbol) })}
      </h2>
      <p className="dep-status-line">
        <span className="dep-status dep-status-PENDING">{t('wallet.deposit.status.PENDING')}</span>
        <span className="dep-muted">{t('wallet.deposit.pendingNote')}</span>
      </p>
      <dl className="dep-copy-list">
        {payTo?.kind === 'bank' && (
          <>
            <CopyRow label={t('wallet.deposit.bankName')} value={payTo.bankName} onCopy={onCopy} />
            <CopyRow label={t('wallet.deposit.accountName')} value={payTo.accountName} onCopy={onCopy} />
            <CopyRow label={t('wallet.deposit.accountNo')} value={payTo.accountNo} onCopy={onCopy} />
          </>
        )}
        {payTo?.kind === 'crypto' && (
          <>
            <CopyRow label={t('wallet.deposit.network')} value={payTo.network} onCopy={onCopy} />
            <CopyRow label={t('wallet.deposit.address')} value={payTo.address} onCopy={onCopy} />
          </>
        )}
        <CopyRow label={t('wallet.deposit.reference')} value={deposit.referenceCode} onCopy={onCopy} />
      </dl>
      <p className="dep-muted">{t('wallet.deposit.referenceHint')}</p>
    </section>
  );
}
