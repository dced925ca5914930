import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import './InactivityWarning.css';

/**
 * The inactivity warning (issue 16 tool 5): a blocking dialog that counts down the seconds before the session ends,
 * with "Stay logged in". Escape and the backdrop do nothing: any tap or key is activity, which closes it anyway.
 */
export function InactivityWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useTranslation();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog variant="alert" labelledBy="inactivity-title" describedBy="inactivity-message" initialFocus={stay}>
      <div className="dialog inactivity-warning">
        <h2 id="inactivity-title">{t('protection.inactivity.title')}</h2>
        <p id="inactivity-message">{t('protection.inactivity.message')}</p>
        <p className="inactivity-countdown" role="timer" aria-live="off">
          {t('protection.inactivity.countdown', { count: secondsLeft })}
        </p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" ref={stay} onClick={onStay}>
            {t('protection.inactivity.stay')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
