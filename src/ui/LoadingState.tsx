import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from './icons';

/** A screen's or a section's loading state: a spinner, announced to screen readers as "Loading". */
export function LoadingState({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <div className="centered-state" role="status">
      <SpinnerIcon size={size} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A failed load: one button that says what failed and tries again. */
export function RetryState({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div className="centered-state">
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {label}
      </button>
    </div>
  );
}

/** A failed load with its reason (when known): the message is announced, and Retry tries again. */
export function FailedState({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="centered-state" role="alert">
      {message && <p>{message}</p>}
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
