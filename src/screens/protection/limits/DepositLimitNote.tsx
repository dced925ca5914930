import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenActor } from '../../../app/system';
import { hasNoLimits } from '../../../domain/protection/limitsState';
import { pathTo } from '../../../domain/shell/paths';
import { moneyText } from '../../../domain/wallet/money';
import { limitsSettingsMachine } from '../../../machines/protection/limitsSettings.machine';
import * as view from '../../../machines/protection/limitsSettings.view';
import '../../../ui/protection/limits.css';

/**
 * On the deposit form (issue 16 tool 1): what the deposit limits still allow (the smallest remaining of them, so the
 * lowest limit wins), or, before the first deposit of a member without limits, an offer to set limits that "Not now"
 * hides. Nothing shows while the limits load or when they cannot be read.
 */
export default function DepositLimitNote() {
  const { t } = useTranslation();
  const actor = useScreenActor(limitsSettingsMachine);
  const state = useSelector(actor, view.limitsState);
  const [dismissed, setDismissed] = useState(false);
  if (!state) return null;
  const allowance = state.allowance.DEPOSIT;
  if (allowance) {
    return (
      <p className="limits-allowance" data-testid="deposit-allowance">
        {t('protection.limits.allowance', {
          amount: moneyText(allowance.remaining, state.currencySymbol),
          period: t(`protection.limits.periodAdj.${allowance.period}`),
        })}
      </p>
    );
  }
  if (dismissed || state.hasDeposits || !hasNoLimits(state)) return null;
  return (
    <div className="limits-card" data-testid="deposit-limits-prompt">
      <p className="limits-note">{t('protection.limits.prompt.text')}</p>
      <div className="limits-actions">
        <a className="btn btn-primary limits-small-button" href={pathTo('protectionLimits')}>
          {t('protection.limits.prompt.set')}
        </a>
        <button type="button" className="btn btn-secondary limits-small-button" onClick={() => setDismissed(true)}>
          {t('protection.limits.prompt.dismiss')}
        </button>
      </div>
    </div>
  );
}
