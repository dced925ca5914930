import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useScreenActor } from '../../../app/system';
import { useMemberCentreGate } from '../../../app/useMemberCentreGate';
import { realityCheckSettingMachine } from '../../../machines/protection/realityCheckSetting.machine';
import * as view from '../../../machines/protection/realityCheckSetting.view';
import { RealityCheckIntervalForm } from '../../../ui/protection/RealityCheckIntervalForm';

/**
 * /m/member/realityCheck (issue 16 tool 2): the player chooses how often a reality check interrupts play. A visitor
 * goes to login, a trial member gets the register alert (the member centre's rule).
 */
export default function RealityCheckScreen() {
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();
  return (
    <div className="reality-setting" data-testid="reality-setting">
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' && <Setting />}
    </div>
  );
}

function Setting() {
  const { t } = useTranslation();
  const actor = useScreenActor(realityCheckSettingMachine);
  const loading = useSelector(actor, view.settingLoading);
  const loadFailed = useSelector(actor, view.settingLoadFailed);
  const intervals = useSelector(actor, view.intervals);
  const current = useSelector(actor, view.currentInterval);
  const chosen = useSelector(actor, view.chosenInterval);
  const saving = useSelector(actor, view.settingSaving);
  const saveFailed = useSelector(actor, view.saveFailed);
  const canSave = useSelector(actor, view.canSave);
  const enabled = useSelector(actor, view.toolEnabled);
  if (loading) return <p className="reality-setting-note">{t('protection.reality.setting.loading')}</p>;
  if (loadFailed) {
    return (
      <div className="reality-setting-card">
        <p role="alert">{t('protection.reality.setting.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!enabled) return <p className="reality-setting-note">{t('protection.reality.setting.off')}</p>;
  return (
    <RealityCheckIntervalForm
      intervals={intervals}
      current={current ?? 0}
      chosen={chosen ?? 0}
      saving={saving}
      failed={saveFailed}
      canSave={canSave}
      onChoose={(intervalMinutes) => actor.send({ type: 'CHOOSE', intervalMinutes })}
      onSave={() => actor.send({ type: 'SAVE' })}
    />
  );
}
