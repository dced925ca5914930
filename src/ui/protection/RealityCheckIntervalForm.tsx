import { useTranslation } from 'react-i18next';
import './realityCheck.css';

interface Props {
  intervals: number[];
  current: number;
  chosen: number;
  saving: boolean;
  failed: boolean;
  canSave: boolean;
  onChoose: (intervalMinutes: number) => void;
  onSave: () => void;
}

/** The reality-check interval: off or every so many minutes, the one in force marked. */
export function RealityCheckIntervalForm(props: Props) {
  const { t } = useTranslation();
  const name = (minutes: number) =>
    minutes === 0 ? t('protection.reality.setting.offOption') : t('protection.reality.setting.every', { minutes });
  return (
    <form
      className="reality-setting-card"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <p className="reality-setting-note">{t('protection.reality.setting.intro')}</p>
      <fieldset className="reality-setting-options">
        <legend>{t('protection.reality.setting.legend')}</legend>
        {props.intervals.map((minutes) => (
          <label key={minutes} className="reality-setting-option">
            <input
              type="radio"
              name="reality-interval"
              value={minutes}
              checked={props.chosen === minutes}
              onChange={() => props.onChoose(minutes)}
            />
            <span>{name(minutes)}</span>
            {minutes === props.current && (
              <span className="reality-setting-current">{t('protection.reality.setting.current')}</span>
            )}
          </label>
        ))}
      </fieldset>
      {props.failed && (
        <p className="reality-check-error" role="alert">
          {t('protection.reality.setting.saveFailed')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!props.canSave || props.saving}
        aria-busy={props.saving}
      >
        {t('protection.reality.setting.save')}
      </button>
    </form>
  );
}
