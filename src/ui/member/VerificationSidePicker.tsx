import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationSide } from '../../domain/member/verification';
import './verification.css';

export interface VerificationSidePickerProps {
  side: VerificationSide;
  uploaded: boolean;
  uploading: boolean;
  /** Another call runs: the picker waits. */
  disabled: boolean;
  /** This side's last refusal or failure, already in the member's language. */
  notice: string | null;
  canRetry: boolean;
  onPick: (file: File) => void;
  onRetry: () => void;
}

/** One side of the ID (front, back, selfie): whether it is uploaded, the picker (png or jpg, 5 MB), its refusal. */
export function VerificationSidePicker(p: VerificationSidePickerProps) {
  const { t } = useTranslation();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be picked again after a refusal: the input forgets it.
    e.target.value = '';
    if (file) p.onPick(file);
  };
  const noticeId = `verify-${p.side}-notice`;
  return (
    <li className="verify-side" data-side={p.side} data-uploaded={p.uploaded}>
      <div className="verify-side-head">
        <span className="verify-side-name" id={`verify-${p.side}-name`}>
          {t(`member.verification.sides.${p.side}`)}
        </span>
        <span className={p.uploaded ? 'verify-chip verify-chip-done' : 'verify-chip'}>
          {p.uploaded ? t('member.verification.uploaded') : t('member.verification.notUploaded')}
        </span>
      </div>
      <label className={`btn btn-secondary verify-pick${p.disabled ? ' verify-disabled' : ''}`}>
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          disabled={p.disabled}
          aria-describedby={p.notice ? noticeId : undefined}
          data-testid={`verify-file-${p.side}`}
          onChange={pick}
        />
        {p.uploading ? (
          t('member.verification.uploading')
        ) : (
          <>
            {p.uploaded ? t('member.verification.replace') : t('member.verification.choose')}
            <span className="visually-hidden">: {t(`member.verification.sides.${p.side}`)}</span>
          </>
        )}
      </label>
      {p.notice && (
        <p className="verify-error" id={noticeId} role="alert">
          {p.notice}
        </p>
      )}
      {p.canRetry && (
        <button type="button" className="btn btn-secondary" onClick={p.onRetry}>
          {t('member.verification.retry')}
        </button>
      )}
    </li>
  );
}
