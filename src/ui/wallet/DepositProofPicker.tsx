import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD } from '../../domain/constants';
import './deposit.css';

export interface DepositProofPickerProps {
  count: number;
  attached: string[];
  canAdd: boolean;
  uploading: boolean;
  /** The last refusal or failure, already in the player's language. */
  notice: string | null;
  canRetry: boolean;
  onPick: (file: File) => void;
  onRetry: () => void;
}

/** The proof images of a bank transfer: the picker (png or jpg, 5 MB, 3 at most, §9), what is attached, errors. */
export function DepositProofPicker(p: DepositProofPickerProps) {
  const { t } = useTranslation();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be picked again after a refusal: the input forgets it.
    e.target.value = '';
    if (file) p.onPick(file);
  };
  return (
    <section className="dep-card" aria-labelledby="dep-proof-title">
      <h2 id="dep-proof-title" className="dep-card-title">
        {t('wallet.deposit.proof.title')}
      </h2>
      <p className="dep-muted">{t('wallet.deposit.proof.hint', { max: UPLOAD.maxImages })}</p>
      <p className="dep-proof-count" data-proofs={p.count}>
        {t('wallet.deposit.proof.count', { attached: p.count, max: UPLOAD.maxImages })}
      </p>
      {p.attached.length > 0 && (
        <ul className="dep-proof-list">
          {p.attached.map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same name may be attached twice
            <li key={`${name}-${i}`}>{name}</li>
          ))}
        </ul>
      )}
      {p.canAdd && (
        <label className={`btn btn-secondary dep-proof-add${p.uploading ? ' dep-disabled' : ''}`}>
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            disabled={p.uploading}
            onChange={pick}
          />
          {p.uploading ? t('wallet.deposit.proof.uploading') : t('wallet.deposit.proof.add')}
        </label>
      )}
      {p.notice && (
        <p className="dep-error" role="alert">
          {p.notice}
        </p>
      )}
      {p.canRetry && (
        <button type="button" className="btn btn-secondary" onClick={p.onRetry}>
          {t('wallet.deposit.proof.retry')}
        </button>
      )}
    </section>
  );
}
