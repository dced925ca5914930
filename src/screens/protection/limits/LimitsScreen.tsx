import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useMemberCentreGate } from '../../../app/useMemberCentreGate';
import type { ValidationMessage } from '../../../domain/account/validation';
import { LIMIT_KINDS } from '../../../domain/protection/limits';
import { limitsSettingsMachine } from '../../../machines/protection/limitsSettings.machine';
import * as view from '../../../machines/protection/limitsSettings.view';
import * as languageView from '../../../machines/shell/language.view';
import { LimitRowView } from '../../../ui/protection/LimitRowView';
import { timeText } from '../../../ui/wallet/timeText';
import { useWalletMessage } from '../../../ui/wallet/withdrawText';
import '../../../ui/protection/limits.css';
import { FailedState, LoadingState } from '../../../ui/LoadingState';

/**
 * /m/member/limits (issue 16 tool 1): deposit, loss and wager limits per 24 hours, 7 days and 30 days. A visitor goes
 * to login, a trial member gets the register alert (the member centre's rule).
 */
export default function LimitsScreen() {
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();
  return (
    <div className="limits-page" data-testid="protection-limits">
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' && <LimitsSettings />}
    </div>
  );
}

function LimitsSettings() {
  const { t } = useTranslation();
  const msg = useWalletMessage();
  const language = useSelector(useAppActor('language'), languageView.language);
  const actor = useScreenActor(limitsSettingsMachine);
  const loading = useSelector(actor, view.limitsLoading);
  const failed = useSelector(actor, view.limitsLoadFailed);
  const state = useSelector(actor, view.limitsState);
  const target = useSelector(actor, view.editingTarget);
  const draft = useSelector(actor, view.limitDraft);
  const fieldError = useSelector(actor, view.limitFieldError);
  const refusal = useSelector(actor, view.limitsRefusal);
  const notice = useSelector(actor, view.limitsNotice);
  const busy = useSelector(actor, view.limitsBusy);
  // A refusal's time comes as the server's instant: shown in the player's language.
  const text = (message: ValidationMessage | null) =>
    message && 'key' in message && typeof message.params?.time === 'string'
      ? msg({ ...message, params: { ...message.params, time: timeText(message.params.time, language) } })
      : msg(message);
  if (loading) {
    return <LoadingState size={24} />;
  }
  if (failed || !state) {
    return <FailedState message={t('protection.limits.errors.failed')} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  return (
    <>
      <p className="limits-intro">{t('protection.limits.intro', { hours: state.coolingOffHours })}</p>
      <div aria-live="polite">
        {notice && (
          <p className="limits-status" data-testid="limits-notice">
            {t(`protection.limits.notice.${notice}`, { hours: state.coolingOffHours })}
          </p>
        )}
      </div>
      {refusal && !target && (
        <p className="limits-refusal" role="alert">
          {text(refusal)}
        </p>
      )}
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className="limits-card" aria-labelledby={`limits-${kind}-title`}>
          <h2 id={`limits-${kind}-title`}>{t(`protection.limits.kind.${kind}`)}</h2>
          <p className="limits-note">{t(`protection.limits.kindNote.${kind}`)}</p>
          <ul className="limits-rows">
            {state.limits
              .filter((row) => row.kind === kind)
              .map((row) => {
                const open = target?.kind === row.kind && target.period === row.period;
                return (
                  <LimitRowView
                    key={row.period}
                    row={row}
                    symbol={state.currencySymbol}
                    language={language}
                    busy={busy}
                    editor={open ? { draft, error: text(fieldError ?? refusal) } : null}
                    onEdit={() => actor.send({ type: 'EDIT', kind: row.kind, period: row.period })}
                    onType={(value) => actor.send({ type: 'TYPE', text: value })}
                    onSave={() => actor.send({ type: 'SAVE' })}
                    onRemove={() => actor.send({ type: 'REMOVE' })}
                    onClose={() => actor.send({ type: 'CLOSE' })}
                    onConfirm={() => actor.send({ type: 'CONFIRM', kind: row.kind, period: row.period })}
                    onCancelPending={() => actor.send({ type: 'CANCEL_PENDING', kind: row.kind, period: row.period })}
                  />
                );
              })}
          </ul>
        </section>
      ))}
    </>
  );
}
