import { useId } from 'react';
import { Dialog } from '../Dialog';
import { PasswordField } from '../form/PasswordField';
import { SpinnerIcon } from '../icons';
import './exclusion.css';

/**
 * The time-out and self-exclusion screens' body (issue 16 tools 3 and 4): what it means, the periods as radio
 * buttons, Continue, and the confirm dialog with the login password. Texts come translated from the screen.
 */
export interface ExclusionFormTexts {
  intro: string;
  consequences: string[];
  legend: string;
  periodLabel: (period: string) => string;
  continueLabel: string;
  loading: string;
  loadFailed: string;
  retry: string;
  unavailable: string;
  confirmTitle: string;
  confirmText: string;
  cannotShorten: string;
  passwordLabel: string;
  cancel: string;
  confirm: string;
  confirming: string;
}

export interface ExclusionFormProps {
  texts: ExclusionFormTexts;
  state: 'loading' | 'failed' | 'unavailable' | 'ready';
  periods: string[];
  period: string | null;
  periodError: string | null;
  confirmOpen: boolean;
  password: string;
  passwordError: string | null;
  refusal: string | null;
  starting: boolean;
  onRetry: () => void;
  onChoose: (period: string) => void;
  onContinue: () => void;
  onPassword: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

export function ExclusionForm(props: ExclusionFormProps) {
  const { texts } = props;
  const id = useId();
  if (props.state === 'loading') {
    return (
      <div className="centered-state" role="status">
        <SpinnerIcon size={24} />
        <span className="visually-hidden">{texts.loading}</span>
      </div>
    );
  }
  if (props.state === 'failed') {
    return (
      <div className="exclusion-card">
        <p role="alert">{texts.loadFailed}</p>
        <button type="button" className="btn btn-secondary" onClick={props.onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (props.state === 'unavailable') {
    return (
      <div className="exclusion-card">
        <p>{texts.unavailable}</p>
      </div>
    );
  }
  return (
    <>
      <form
        className="exclusion-card"
        data-testid={props.testId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onContinue();
        }}
      >
        <p className="exclusion-intro">{texts.intro}</p>
        <ul className="exclusion-consequences">
          {texts.consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <fieldset className="exclusion-periods" aria-describedby={props.periodError ? `${id}-period-error` : undefined}>
          <legend>{texts.legend}</legend>
          {props.periods.map((period) => (
            <label key={period} className="exclusion-period">
              <input
                type="radio"
                name={`${id}-period`}
                value={period}
                checked={props.period === period}
                onChange={() => props.onChoose(period)}
              />
              <span>{texts.periodLabel(period)}</span>
            </label>
          ))}
          {props.periodError && (
            <p className="field-error" id={`${id}-period-error`} role="alert">
              {props.periodError}
            </p>
          )}
        </fieldset>
        <p className="exclusion-note">{texts.cannotShorten}</p>
        <button type="submit" className="btn btn-primary btn-block">
          {texts.continueLabel}
        </button>
      </form>
      {props.confirmOpen && (
        <Dialog
          variant="alert"
          labelledBy={`${id}-confirm-title`}
          describedBy={`${id}-confirm-text`}
          onDismiss={props.starting ? undefined : props.onCancel}
        >
          <form
            className="exclusion-confirm"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              props.onConfirm();
            }}
          >
            <h2 id={`${id}-confirm-title`}>{texts.confirmTitle}</h2>
            <p id={`${id}-confirm-text`}>{texts.confirmText}</p>
            <p className="exclusion-note">{texts.cannotShorten}</p>
            <PasswordField
              id={`${id}-password`}
              label={texts.passwordLabel}
              value={props.password}
              onChange={props.onPassword}
              error={props.passwordError}
              autoComplete="current-password"
            />
            {props.refusal && (
              <p className="form-alert" role="alert">
                {props.refusal}
              </p>
            )}
            <div className="exclusion-actions">
              <button type="button" className="btn btn-secondary" onClick={props.onCancel} disabled={props.starting}>
                {texts.cancel}
              </button>
              <button type="submit" className="btn btn-primary" disabled={props.starting} aria-busy={props.starting}>
                {props.starting ? texts.confirming : texts.confirm}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
