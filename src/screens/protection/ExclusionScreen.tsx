import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading, useScreen } from '../../app/screen';
import { useScreenActor } from '../../app/system';
import { useMemberCentreGate } from '../../app/useMemberCentreGate';
import type { ExclusionRequestMachine } from '../../machines/protection/exclusionRequest';
import * as view from '../../machines/protection/exclusionRequest.view';
import { ExclusionForm } from '../../ui/protection/ExclusionForm';

type Message = { key: string; params?: Record<string, number> } | null;

/**
 * The time-out and self-exclusion screens (issue 16 tools 3 and 4): one shape, each with its own machine and texts
 * (`protection.exclusion.<area>.*`). A visitor goes to login, a trial member gets the register alert (§4).
 */
export function ExclusionScreen({
  machine,
  area,
}: {
  machine: ExclusionRequestMachine;
  area: 'timeOut' | 'selfExclusion';
}) {
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();
  return (
    <div className="exclusion-page" data-testid={`protection-${area}`}>
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' && <ExclusionBody machine={machine} area={area} />}
    </div>
  );
}

function ExclusionBody({ machine, area }: { machine: ExclusionRequestMachine; area: 'timeOut' | 'selfExclusion' }) {
  const { t } = useTranslation();
  const actor = useScreenActor(machine);
  const loading = useSelector(actor, view.loading);
  const failed = useSelector(actor, view.failed);
  const unavailable = useSelector(actor, view.unavailable);
  const periods = useSelector(actor, view.periods);
  const period = useSelector(actor, view.period);
  const periodError = useSelector(actor, view.periodError);
  const confirmOpen = useSelector(actor, view.confirming);
  const starting = useSelector(actor, view.starting);
  const password = useSelector(actor, view.password);
  const passwordError = useSelector(actor, view.passwordError);
  const refusal = useSelector(actor, view.refusal);
  const text = (m: Message) => (m ? t(m.key, m.params) : null);
  const own = `protection.exclusion.${area}`;
  const common = 'protection.exclusion.common';
  return (
    <ExclusionForm
      testId={`protection-${area}-form`}
      state={loading ? 'loading' : failed ? 'failed' : unavailable ? 'unavailable' : 'ready'}
      texts={{
        intro: t(`${own}.intro`),
        consequences: t(`${own}.consequences`, { returnObjects: true }) as string[],
        legend: t(`${own}.legend`),
        periodLabel: (p) => t(`protection.exclusion.periods.${p}`),
        continueLabel: t(`${own}.continue`),
        loading: t('common.loading'),
        loadFailed: t(`${common}.loadFailed`),
        retry: t(`${common}.retry`),
        unavailable: t(`${common}.unavailable`),
        confirmTitle: t(`${own}.confirmTitle`),
        confirmText: t(`${own}.confirmText`, { period: period ? t(`protection.exclusion.periods.${period}`) : '' }),
        cannotShorten: t(`${common}.cannotShorten`),
        passwordLabel: t(`${common}.password`),
        cancel: t(`${common}.cancel`),
        confirm: t(`${own}.confirm`),
        confirming: t(`${common}.confirming`),
      }}
      periods={periods}
      period={period}
      periodError={text(periodError)}
      confirmOpen={confirmOpen}
      password={password}
      passwordError={text(passwordError)}
      refusal={text(refusal)}
      starting={starting}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onChoose={(p) => actor.send({ type: 'CHOOSE', period: p as never })}
      onContinue={() => actor.send({ type: 'CONTINUE' })}
      onPassword={(value) => actor.send({ type: 'PASSWORD', value })}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
  );
}
