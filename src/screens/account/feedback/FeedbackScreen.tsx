import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useScreenActor } from '../../../app/system';
import { contentLength, FEEDBACK_TYPES } from '../../../domain/account/feedback';
import { FEEDBACK_CAPTCHA_MAX_LENGTH, FEEDBACK_MAX_LENGTH } from '../../../domain/constants';
import { feedbackMachine } from '../../../machines/account/feedback.machine';
import { selectIsLoggedIn, selectUserName } from '../../../machines/account/session.view';
import { Dialog } from '../../../ui/Dialog';
import { useFocusField } from '../../../ui/form/useFocusField';
import { CaptchaInput } from '../shared/AccountWidgets';
import { useMessage } from '../shared/accountScreen';
import '../../../ui/form/form.css';
import * as feedbackView from '../../../machines/account/feedback.view';

/** /m/feedback (spec §2 "Feedback", §4, §5): question type in a popup, content x/200, captcha, confirm. */
export default function FeedbackScreen() {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const msg = useMessage();
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const sender = useSelector(sessionActor, selectUserName);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes the session as it was on entry
  const input = useMemo(() => ({ loggedIn, sender }), []);
  const actor = useScreenActor(feedbackMachine, { input });
  const c = useSelector(actor, feedbackView.form);
  const busy = useSelector(actor, feedbackView.submitting);
  const captcha = useSelector(actor, feedbackView.captcha);
  const [pickerOpen, setPickerOpen] = useState(false); // visual state only
  const pickerButton = useRef<HTMLButtonElement>(null);
  useFocusField(c.focus, 'feedback');

  useEffect(() => {
    if (!pickerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPickerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pickerOpen]);

  const selected = FEEDBACK_TYPES.find((type) => type.value === c.type);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const choose = (value: number) => {
    actor.send({ type: 'SELECT_TYPE', value });
    setPickerOpen(false);
    pickerButton.current?.focus();
  };

  if (!loggedIn) return null;
  const typeError = msg(c.errors.type);
  const contentError = msg(c.errors.content);

  return (
    <div className="account-page feedback-page">
      <p className="feedback-intro">{t('account.feedback.intro')}</p>
      <div className="account-card">
        <form className="account-form" onSubmit={onSubmit} noValidate>
          <div className={`field${typeError ? ' field-invalid' : ''}`}>
            <span className="field-label" id="feedback-type-label">
              {t('account.feedback.type')}
            </span>
            <button
              type="button"
              id="feedback-type"
              ref={pickerButton}
              className="picker-button"
              aria-haspopup="dialog"
              aria-expanded={pickerOpen}
              aria-labelledby="feedback-type-label feedback-type"
              aria-describedby={typeError ? 'feedback-type-error' : undefined}
              onClick={() => setPickerOpen(true)}
            >
              <span className={selected ? '' : 'placeholder'}>
                {selected ? t(`account.feedback.types.${selected.key}`) : t('account.feedback.choose')}
              </span>
              <span aria-hidden="true">▾</span>
            </button>
            {typeError && (
              <p className="field-error" id="feedback-type-error" role="alert">
                {typeError}
              </p>
            )}
          </div>
          <div className={`field${contentError ? ' field-invalid' : ''}`}>
            <label className="field-label" htmlFor="feedback-content">
              {t('account.feedback.content')}
            </label>
            <div className="textarea-box">
              <textarea
                id="feedback-content"
                value={c.content}
                maxLength={FEEDBACK_MAX_LENGTH}
                placeholder={t('account.feedback.contentPlaceholder')}
                onChange={(e) => actor.send({ type: 'CHANGE_CONTENT', value: e.target.value })}
                aria-invalid={contentError ? true : undefined}
                aria-describedby={`feedback-counter${contentError ? ' feedback-content-error' : ''}`}
              />
              <span className="textarea-counter" id="feedback-counter">
                {t('account.feedback.counter', { count: contentLength(c.content), max: FEEDBACK_MAX_LENGTH })}
              </span>
            </div>
            {contentError && (
              <p className="field-error" id="feedback-content-error" role="alert">
                {contentError}
              </p>
            )}
          </div>
          {captcha && (
            <CaptchaInput
              captcha={captcha}
              id="feedback-captcha"
              value={c.captcha}
              error={msg(c.errors.captcha)}
              onChange={(value) => actor.send({ type: 'CHANGE_CAPTCHA', value })}
              onRefresh={() => actor.send({ type: 'CAPTCHA_REFRESH' })}
              maxLength={FEEDBACK_CAPTCHA_MAX_LENGTH}
              hint={t('account.feedback.captchaHint')}
            />
          )}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={busy || c.content.trim() === ''}
            aria-busy={busy}
          >
            {t('account.feedback.submit')}
          </button>
        </form>
      </div>
      {pickerOpen && (
        <Dialog variant="sheet" labelledBy="feedback-type-title" onDismiss={() => setPickerOpen(false)}>
          <div className="sheet">
            <h2 id="feedback-type-title">{t('account.feedback.type')}</h2>
            <fieldset className="sheet-options">
              <legend className="visually-hidden">{t('account.feedback.type')}</legend>
              {FEEDBACK_TYPES.map((type) => (
                <label key={type.value} className="sheet-option">
                  <input
                    type="radio"
                    name="feedback-type"
                    value={type.value}
                    checked={type.value === c.type}
                    onChange={() => choose(type.value)}
                    onClick={() => type.value === c.type && choose(type.value)}
                  />
                  <span>{t(`account.feedback.types.${type.key}`)}</span>
                </label>
              ))}
            </fieldset>
            <button type="button" className="btn btn-secondary btn-block" onClick={() => setPickerOpen(false)}>
              {t('account.feedback.close')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
