import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlayTime } from '../../domain/protection/realityCheck';
import { signedMoneyText } from '../../domain/wallet/money';
import { Dialog } from '../Dialog';
import './realityCheck.css';

interface Props {
  playedSeconds: number;
  net: number;
  currencySymbol: string;
  intervalMinutes: number;
  busy: boolean;
  failed: boolean;
  onContinue: () => void;
  onHistory: () => void;
  onLogout: () => void;
}

/** The reality check (issue 16 tool 2): blocking (no close, no Escape), only its three answers close it. */
export function RealityCheckDialog(props: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog variant="alert" labelledBy={`${id}-title`} describedBy={`${id}-text`}>
      <div className="reality-check" data-testid="reality-check">
        <h2 id={`${id}-title`}>{t('protection.reality.dialog.title')}</h2>
        <p id={`${id}-text`} className="reality-check-note">
          {t('protection.reality.dialog.note', { minutes: props.intervalMinutes })}
        </p>
        <dl className="reality-check-facts">
          <div>
            <dt>{t('protection.reality.dialog.played')}</dt>
            <dd data-testid="reality-check-played">{formatPlayTime(props.playedSeconds)}</dd>
          </div>
          <div>
            <dt>{t('protection.reality.dialog.net')}</dt>
            <dd data-testid="reality-check-net">{signedMoneyText(props.net, props.currencySymbol)}</dd>
          </div>
        </dl>
        {props.failed && (
          <p className="reality-check-error" role="alert">
            {t('protection.reality.dialog.failed')}
          </p>
        )}
        <div className="reality-check-actions">
          <button type="button" className="btn btn-primary" disabled={props.busy} onClick={props.onContinue}>
            {t('protection.reality.dialog.continue')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={props.busy} onClick={props.onHistory}>
            {t('protection.reality.dialog.history')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={props.busy} onClick={props.onLogout}>
            {t('protection.reality.dialog.logout')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The session's play time, in the header during play and in the lottery frame's corner. */
export function SessionClock({ seconds, corner }: { seconds: number; corner: boolean }) {
  const { t } = useTranslation();
  const time = formatPlayTime(seconds);
  return (
    <span
      className={corner ? 'reality-clock reality-clock-corner' : 'reality-clock'}
      data-testid="session-clock"
      role="timer"
      aria-label={t('protection.reality.clock', { time })}
    >
      {time}
    </span>
  );
}
