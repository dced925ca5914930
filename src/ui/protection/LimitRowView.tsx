import { useTranslation } from 'react-i18next';
import type { LimitRow } from '../../domain/protection/limitsState';
import { moneyText } from '../../domain/wallet/money';
import { TextField } from '../form/TextField';
import { timeText } from '../wallet/timeText';

export interface LimitRowViewProps {
  row: LimitRow;
  symbol: string;
  language: string;
  /** The editor of this row is open, with what was typed and its error (translated). */
  editor: { draft: string; error: string | null } | null;
  busy: boolean;
  onEdit: () => void;
  onType: (text: string) => void;
  onSave: () => void;
  onRemove: () => void;
  onClose: () => void;
  onConfirm: () => void;
  onCancelPending: () => void;
}

/** One limit (a kind for one period): its amount and what is left, its pending change, and its editor when open. */
export function LimitRowView(props: LimitRowViewProps) {
  const { t } = useTranslation();
  const { row, symbol, language, editor, busy } = props;
  const period = t(`protection.limits.period.${row.period}`);
  const name = t(`protection.limits.rowName.${row.kind}`, { period });
  const id = `limit-${row.kind.toLowerCase()}-${row.period.toLowerCase()}`;
  return (
    <li className="limits-row" data-testid={id}>
      <div className="limits-row-head">
        <div className="limits-row-text">
          <span className="limits-period">{period}</span>
          <span data-testid={`${id}-amount`}>
            {row.amount === null ? t('protection.limits.notSet') : moneyText(row.amount, symbol)}
          </span>
          {row.amount !== null && row.remaining !== null && (
            <span className="limits-note">
              {t('protection.limits.left', {
                amount: moneyText(row.remaining, symbol),
                time: timeText(row.resetsAt ?? '', language),
              })}
            </span>
          )}
        </div>
        {editor === null && (
          <button
            type="button"
            className="btn btn-secondary limits-small-button"
            aria-label={`${t(row.amount === null ? 'protection.limits.set' : 'protection.limits.change')}: ${name}`}
            aria-disabled={busy}
            onClick={props.onEdit}
          >
            {t(row.amount === null ? 'protection.limits.set' : 'protection.limits.change')}
          </button>
        )}
      </div>
      {row.pending && (
        <div data-testid={`${id}-pending`}>
          <p className="limits-pending">
            {t(row.pending.amount === null ? 'protection.limits.pendingRemoval' : 'protection.limits.pendingRaise', {
              amount: row.pending.amount === null ? '' : moneyText(row.pending.amount, symbol),
              time: timeText(row.pending.dueAt, language),
            })}
          </p>
          <div className="limits-actions">
            {row.pending.confirmable && (
              <button
                type="button"
                className="btn btn-primary limits-small-button"
                aria-label={`${t('protection.limits.confirm')}: ${name}`}
                aria-disabled={busy}
                onClick={props.onConfirm}
              >
                {t('protection.limits.confirm')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-secondary limits-small-button"
              aria-label={`${t('protection.limits.cancelPending')}: ${name}`}
              aria-disabled={busy}
              onClick={props.onCancelPending}
            >
              {t('protection.limits.cancelPending')}
            </button>
          </div>
        </div>
      )}
      {editor && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) props.onSave();
          }}
        >
          <TextField
            id={`${id}-input`}
            label={t('protection.limits.amountLabel', { name, symbol })}
            value={editor.draft}
            onChange={props.onType}
            error={editor.error}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
          />
          <div className="limits-actions">
            <button type="submit" className="btn btn-primary limits-small-button" aria-busy={busy} aria-disabled={busy}>
              {t('protection.limits.save')}
            </button>
            {row.amount !== null && (
              <button
                type="button"
                className="btn btn-secondary limits-small-button"
                aria-disabled={busy}
                onClick={() => !busy && props.onRemove()}
              >
                {t('protection.limits.remove')}
              </button>
            )}
            <button type="button" className="btn btn-secondary limits-small-button" onClick={props.onClose}>
              {t('protection.limits.close')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
