import { useTranslation } from 'react-i18next';
import type { FieldErrors, ValidationMessage } from '../../domain/account/validation';
import { moneyText } from '../../domain/wallet/money';
import { gameWallets, mainBalance, type TransferDirection, type WalletsSummary } from '../../domain/wallet/transfer';
import { TextField } from '../form/TextField';
import { SelectField } from './SelectField';
import { useWalletMessage } from './withdrawText';
import './wallets.css';

export interface WalletsPanelProps {
  phase: 'loading' | 'failed' | 'refused' | 'ready';
  summary: WalletsSummary | null;
  form: {
    direction: TransferDirection;
    game: string;
    amount: string;
    errors: FieldErrors<'game' | 'amount'>;
    refusal: ValidationMessage | null;
  };
  busy: boolean;
  onRetry: () => void;
  onDirection: (direction: TransferDirection) => void;
  onGame: (game: string) => void;
  onAmount: (value: string) => void;
  onSubmit: () => void;
  onAllBack: () => void;
}

function WalletRow({ code, name, balance }: { code: string; name: string; balance: string }) {
  return (
    <li data-wallet={code}>
      <span>{name}</span>
      <strong>{balance}</strong>
    </li>
  );
}

/**
 * The wallets panel (issue 14 item 3): the main wallet and each game wallet with its balance, a transfer between
 * main and one game wallet, and "All back to main". Presentational: any wallet screen mounts it with its transfer
 * machine (screens/wallet/withdraw/TransferPanel.tsx wires one).
 */
export function WalletsPanel(props: WalletsPanelProps) {
  const { t } = useTranslation();
  const msg = useWalletMessage();
  const { phase, summary, form, busy } = props;
  if (phase === 'refused') {
    return (
      <section className="wallets-panel" aria-labelledby="wallets-title">
        <h2 id="wallets-title">{t('wallet.transfer.title')}</h2>
        <p className="wallets-note">{t('errors.depositRefused')}</p>
      </section>
    );
  }
  const symbol = summary?.currencySymbol ?? '';
  const games = summary ? gameWallets(summary) : [];
  // The wallets holding money show; the empty ones fold away (a site may have dozens of game wallets).
  const holding = games.filter((w) => w.balance > 0);
  const empty = games.filter((w) => w.balance <= 0);
  return (
    <section className="wallets-panel" aria-labelledby="wallets-title" aria-busy={phase === 'loading' || busy}>
      <h2 id="wallets-title">{t('wallet.transfer.title')}</h2>
      {phase === 'loading' && <p className="wallets-note">{t('common.loading')}</p>}
      {phase === 'failed' && (
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onRetry}>
          {t('wallet.withdraw.loadFailed')}
        </button>
      )}
      {phase === 'ready' && summary && (
        <>
          <ul className="wallets-list" aria-label={t('wallet.transfer.balances')}>
            <li className="wallets-main" data-wallet="MAIN">
              <span>{t('wallet.transfer.main')}</span>
              <strong>{moneyText(mainBalance(summary), symbol)}</strong>
            </li>
            {holding.map((w) => (
              <WalletRow key={w.walletCode} code={w.walletCode} name={w.name} balance={moneyText(w.balance, symbol)} />
            ))}
          </ul>
          {empty.length > 0 && (
            <details className="wallets-empty">
              <summary>{t('wallet.transfer.emptyWallets', { count: empty.length })}</summary>
              <ul className="wallets-list">
                {empty.map((w) => (
                  <WalletRow
                    key={w.walletCode}
                    code={w.walletCode}
                    name={w.name}
                    balance={moneyText(w.balance, symbol)}
                  />
                ))}
              </ul>
            </details>
          )}
          {games.length === 0 ? (
            <p className="wallets-note">{t('wallet.transfer.noGames')}</p>
          ) : (
            <form
              className="wallets-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                props.onSubmit();
              }}
            >
              <fieldset className="wallets-direction">
                <legend>{t('wallet.transfer.direction')}</legend>
                {(['toGame', 'toMain'] as const).map((d) => (
                  <label key={d} className="wallets-choice">
                    <input
                      type="radio"
                      name="transfer-direction"
                      value={d}
                      checked={form.direction === d}
                      onChange={() => props.onDirection(d)}
                    />
                    {t(`wallet.transfer.${d}`)}
                  </label>
                ))}
              </fieldset>
              <SelectField
                id="transfer-game"
                label={t('wallet.transfer.game')}
                value={form.game}
                onChange={props.onGame}
                error={msg(form.errors.game)}
              >
                {games.map((w) => (
                  <option key={w.walletCode} value={w.walletCode}>
                    {w.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                id="transfer-amount"
                label={t('wallet.transfer.amount')}
                value={form.amount}
                onChange={props.onAmount}
                error={msg(form.errors.amount)}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
              />
              {form.refusal && (
                <p className="wallets-refusal" role="alert">
                  {msg(form.refusal)}
                </p>
              )}
              <div className="wallets-actions">
                <button type="submit" className="btn btn-primary btn-small" aria-disabled={busy} aria-busy={busy}>
                  {t('wallet.transfer.submit')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-disabled={busy}
                  onClick={props.onAllBack}
                >
                  {t('wallet.transfer.allBack')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
