import { useTranslation } from 'react-i18next';
import type { FieldErrors, ValidationMessage } from '../../domain/account/validation';
import type { BankCard } from '../../domain/wallet/withdraw';
import { TextField } from '../form/TextField';
import { SelectField } from './SelectField';
import { useWalletMessage } from './withdrawText';

type CardField = 'bankName' | 'accountName' | 'accountNo';

export interface BankCardListProps {
  phase: 'loading' | 'failed' | 'ready';
  cards: BankCard[];
  selectedId: string;
  selectError: ValidationMessage | null | undefined;
  limit: { held: number; max: number };
  canAdd: boolean;
  adding: boolean;
  saving: boolean;
  banks: string[];
  form: { values: Record<CardField, string>; errors: FieldErrors<CardField>; refusal: ValidationMessage | null };
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
  onRetry: () => void;
  onAdd: () => void;
  onCancel: () => void;
  onChange: (field: CardField, value: string) => void;
  onSubmit: () => void;
}

/** The bank cards (issue 14 item 2): one is chosen for the withdrawal; remove each; add one up to the limit. */
export function BankCardList(props: BankCardListProps) {
  const { t } = useTranslation();
  const msg = useWalletMessage();
  const { form } = props;
  return (
    <section className="withdraw-section" aria-labelledby="bank-cards-title">
      <h2 id="bank-cards-title">{t('wallet.withdraw.cardsTitle')}</h2>
      {props.phase === 'loading' && <p className="withdraw-note">{t('common.loading')}</p>}
      {props.phase === 'failed' && (
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onRetry}>
          {t('wallet.withdraw.loadFailed')}
        </button>
      )}
      {props.phase === 'ready' && props.cards.length === 0 && (
        <p className="withdraw-note">{t('wallet.withdraw.noCards')}</p>
      )}
      {props.cards.length > 0 && (
        <fieldset
          className={`bank-cards${props.selectError ? ' field-invalid' : ''}`}
          aria-describedby={props.selectError ? 'withdraw-bankCardId-error' : undefined}
        >
          <legend>{t('wallet.withdraw.cardChoose')}</legend>
          {props.cards.map((card, i) => (
            <div key={card.id} className="bank-card" data-card={card.id}>
              <label className="bank-card-choice">
                <input
                  type="radio"
                  name="withdraw-card"
                  id={i === 0 ? 'withdraw-bankCardId' : undefined}
                  value={card.id}
                  checked={props.selectedId === card.id}
                  onChange={() => props.onSelect(card.id)}
                />
                <span>
                  <strong>{card.bankName}</strong>
                  <span className="bank-card-account">
                    {card.accountName} · {card.accountNo}
                  </span>
                </span>
              </label>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={t('wallet.withdraw.removeCard', { bank: card.bankName, account: card.accountNo })}
                onClick={() => props.onRemove(card.id)}
              >
                {t('wallet.withdraw.remove')}
              </button>
            </div>
          ))}
        </fieldset>
      )}
      {props.selectError && (
        <p id="withdraw-bankCardId-error" className="field-error" role="alert">
          {msg(props.selectError)}
        </p>
      )}
      {props.phase === 'ready' && !props.adding && (
        <p className="withdraw-note">
          {t('wallet.withdraw.cardCount', { held: props.limit.held, max: props.limit.max })}
        </p>
      )}
      {props.canAdd && !props.adding && (
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onAdd}>
          {t('wallet.withdraw.addCard')}
        </button>
      )}
      {props.adding && (
        <form
          className="withdraw-form"
          aria-labelledby="new-card-title"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <h3 id="new-card-title">{t('wallet.withdraw.newCard')}</h3>
          <SelectField
            id="card-bankName"
            label={t('wallet.withdraw.bank')}
            value={form.values.bankName}
            onChange={(v) => props.onChange('bankName', v)}
            error={msg(form.errors.bankName)}
          >
            <option value="">{t('wallet.withdraw.bankChoose')}</option>
            {props.banks.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </SelectField>
          <TextField
            id="card-accountName"
            label={t('wallet.withdraw.accountName')}
            value={form.values.accountName}
            onChange={(v) => props.onChange('accountName', v)}
            error={msg(form.errors.accountName)}
            autoComplete="name"
          />
          <TextField
            id="card-accountNo"
            label={t('wallet.withdraw.accountNo')}
            value={form.values.accountNo}
            onChange={(v) => props.onChange('accountNo', v)}
            error={msg(form.errors.accountNo)}
            inputMode="numeric"
            autoComplete="off"
          />
          {form.refusal && (
            <p className="withdraw-refusal" role="alert">
              {msg(form.refusal)}
            </p>
          )}
          <div className="withdraw-actions">
            <button
              type="submit"
              className="btn btn-primary btn-small"
              aria-disabled={props.saving}
              aria-busy={props.saving}
            >
              {t('wallet.withdraw.saveCard')}
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={props.onCancel}>
              {t('wallet.withdraw.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
