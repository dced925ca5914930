import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '../icons';

/** A game on its way (spec §2 /m/launchGame, lottery frame): a spinner with 'Starting the game…'. */
export function LaunchWaiting({ text = true }: { text?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="centered-state" aria-busy="true">
      <span className="spin">
        <SpinnerIcon size={32} />
      </span>
      {text && <p>{t('games.starting')}</p>}
    </div>
  );
}

/** A game that could not be opened, with a retry. */
export function LaunchFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="centered-state">
      <p>{t('games.launchFailed')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
