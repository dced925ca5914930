import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositPromotion } from '../../domain/wallet/deposit';
import { presetText } from '../../domain/wallet/deposit';
import { TextField } from '../form/TextField';
import { money } from './depositText';
import './deposit.css';

export interface DepositAmountFormProps {
  channel: DepositChannel;
  symbol: string;
  amount: string;
  amountError: string | null;
  submitError: string | null;
  promotions: DepositPromotion[];
  promotionId: string | null;
  fee: number;
  bonus: number;
  sending: boolean;
  onAmount: (value: string) => void;
  onPreset: (amount: number) => void;
  onPromotion: (id: string | null) => void;
  onSubmit: () => void;
}

/** The amount (with the channel's presets), the promotion to accept, what it costs and brings, and Deposit. */
export function DepositAmountForm(p: DepositAmountFormProps) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <form className="dep-form" onSubmit={submit} noValidate aria-busy={p.sending || undefined}>
      <TextField
        id="deposit-amount"
        label={t('wallet.deposit.amount')}
        placeholder={t('wallet.deposit.amountPlaceholder', {
          min: money(p.channel.min, ''),
          max: money(p.channel.max, ''),
        })}
        value={p.amount}
        onChange={p.onAmount}
        error={p.amountError}
        inputMode="decimal"
        autoComplete="off"
        leading={
          p.symbol ? (
            <span className="dep-symbol" aria-hidden="true">
              {p.symbol}
            </span>
          ) : undefined
        }
      />
      {p.channel.presets.length > 0 && (
        <fieldset className="dep-presets">
          <legend className="field-label">{t('wallet.deposit.presets')}</legend>
          {p.channel.presets.map((amount) => {
            const chosen = p.amount === presetText(amount);
            return (
              <button
                key={amount}
                type="button"
                className={chosen ? 'dep-preset dep-preset-on' : 'dep-preset'}
                aria-pressed={chosen}
                onClick={() => p.onPreset(amount)}
              >
                {money(amount, p.symbol)}
              </button>
            );
          })}
        </fieldset>
      )}
      {p.promotions.length > 0 && (
        <fieldset className="dep-promos">
          <legend className="field-label">{t('wallet.deposit.promotion')}</legend>
          <label className="dep-promo">
            <input
              type="radio"
              name="deposit-promotion"
              checked={p.promotionId === null}
              onChange={() => p.onPromotion(null)}
            />
            <span>{t('wallet.deposit.noPromotion')}</span>
          </label>
          {p.promotions.map((promo) => (
            <label key={promo.id} className="dep-promo">
              <input
                type="radio"
                name="deposit-promotion"
                checked={p.promotionId === promo.id}
                onChange={() => p.onPromotion(promo.id)}
              />
              <span>
                <span className="dep-promo-title">{promo.title}</span>
                <span className="dep-muted">
                  {t('wallet.deposit.promotionTerms', {
                    percent: promo.bonusPercent,
                    max: money(promo.maxBonus, p.symbol),
                    min: money(promo.minDeposit, p.symbol),
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <dl className="dep-summary">
        <div>
          <dt>{t('wallet.deposit.summaryFee')}</dt>
          <dd>{money(p.fee, p.symbol)}</dd>
        </div>
        {p.promotionId !== null && (
          <div>
            <dt>{t('wallet.deposit.summaryBonus')}</dt>
            <dd>{money(p.bonus, p.symbol)}</dd>
          </div>
        )}
      </dl>
      {p.submitError && (
        <p className="dep-error" role="alert">
          {p.submitError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={p.sending} aria-busy={p.sending}>
        {p.sending ? t('wallet.deposit.sending') : t('wallet.deposit.submit')}
      </button>
    </form>
  );
}
