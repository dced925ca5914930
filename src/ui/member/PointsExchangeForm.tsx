import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '../../domain/account/validation';
import { type ExchangeRule, exchangeCents, parsePoints } from '../../domain/member/rewards';
import { moneyText } from '../../domain/wallet/money';
import { TextField } from '../form/TextField';
import { useWalletMessage } from '../wallet/withdrawText';

export interface PointsExchangeFormProps {
  form: {
    value: string;
    error: ValidationMessage | null;
    refusal: ValidationMessage | null;
    held: number;
    rule: ExchangeRule;
  };
  busy: boolean;
  symbol: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The points-to-bonus exchange: the rate, the points field with its message, what it gives, Exchange. */
export function PointsExchangeForm({ form, busy, symbol, onChange, onSubmit }: PointsExchangeFormProps) {
  const { t } = useTranslation();
  const message = useWalletMessage();
  const points = parsePoints(form.value);
  const gives = points !== null && points > 0 ? exchangeCents(points, form.rule) / 100 : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const refusal = message(form.refusal);
  return (
    <form className="reward-section" aria-labelledby="exchange-title" onSubmit={submit} noValidate>
      <h2 id="exchange-title">{t('member.rewards.exchange.title')}</h2>
      <p className="reward-note">
        {t('member.rewards.exchange.rate', {
          points: form.rule.pointsPerUnit,
          amount: moneyText(form.rule.unitAmount, symbol),
          min: form.rule.minPoints,
        })}
      </p>
      <TextField
        id="exchange-points"
        label={t('member.rewards.exchange.points')}
        value={form.value}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        onChange={onChange}
        error={message(form.error)}
        hint={gives !== null ? t('member.rewards.exchange.gives', { amount: moneyText(gives, symbol) }) : undefined}
      />
      {refusal && (
        <p className="reward-refusal" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {t('member.rewards.exchange.submit')}
      </button>
    </form>
  );
}
