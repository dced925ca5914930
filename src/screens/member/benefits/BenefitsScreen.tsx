import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppActor, useScreenActor } from '../../../app/system';
import { pathTo } from '../../../domain/shell/paths';
import { moneyText } from '../../../domain/wallet/money';
import { selectMemberType, selectWallet } from '../../../machines/account/session.view';
import { vipBenefitsMachine } from '../../../machines/member/vipBenefits.machine';
import * as view from '../../../machines/member/vipBenefits.view';
import { selectConfig, selectFlag } from '../../../machines/shell/siteConfig.view';
import { VipLevelsTable } from '../../../ui/member/VipLevelsTable';
import { RecordsListState } from '../../../ui/wallet/recordsLists';
import '../../../ui/member/vip.css';
import '../../../ui/wallet/records.css';

/**
 * VIP benefits /m/member/benefits (issue 15 item 2): the member's level and progress to the next one, and every
 * level's threshold and benefits. With the VIP flag off the page says so; a visitor is sent to login.
 */
export default function BenefitsScreen() {
  const siteConfig = useAppActor('siteConfig');
  const config = useSelector(siteConfig, selectConfig);
  const vipOn = useSelector(siteConfig, selectFlag('VIP'));
  // The flag decides the page: wait for the config before the machine takes it.
  return config ? <Benefits vipOn={vipOn} /> : null;
}

function Benefits({ vipOn }: { vipOn: boolean }) {
  const { t } = useTranslation();
  const session = useAppActor('session');
  const memberType = useSelector(session, selectMemberType);
  const symbol = useSelector(session, (s) => selectWallet(s)?.currencySymbol ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes who entered and the flag once
  const input = useMemo(() => ({ memberType, vipOn }), []);
  const actor = useScreenActor(vipBenefitsMachine, { input });
  const unavailable = useSelector(actor, view.selectUnavailable);
  const loading = useSelector(actor, view.selectLoading);
  const failed = useSelector(actor, view.selectFailed);
  const info = useSelector(actor, view.selectInfo);
  const trial = useSelector(actor, view.selectIsTrial);
  const phase = useSelector(actor, view.selectPhase);
  return (
    <div className="vip-page" data-testid="vip-benefits" data-state={phase}>
      {unavailable ? (
        <div className="vip-card" role="status">
          <p>{t('member.vip.unavailable')}</p>
          <Link href={pathTo('home')} className="btn btn-primary">
            {t('member.vip.backHome')}
          </Link>
        </div>
      ) : (
        <RecordsListState
          loading={loading}
          failed={failed}
          empty={false}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {info && (
        <>
          <section className="vip-card" aria-labelledby="vip-current" data-testid="vip-current">
            <h2 id="vip-current">{t('member.vip.yourLevel')}</h2>
            <p className="vip-level-name">{info.current.name}</p>
            {trial && <p className="vip-muted">{t('member.vip.trialNote')}</p>}
            {info.next ? (
              <>
                <label className="vip-muted" htmlFor="vip-progress">
                  {t('member.vip.progressTo', { level: info.next.name, percent: info.progress.percent })}
                </label>
                <progress id="vip-progress" className="vip-meter" max={100} value={info.progress.percent} />
                <p className="vip-muted">
                  {t('member.vip.toNext', { amount: moneyText(info.progress.toNext, symbol), level: info.next.name })}
                </p>
              </>
            ) : (
              <p className="vip-muted">{t('member.vip.topLevel')}</p>
            )}
            <p className="vip-muted">
              {t('member.vip.totals', {
                turnover: moneyText(info.progress.turnover, symbol),
                deposits: moneyText(info.progress.deposits, symbol),
              })}
            </p>
            {info.credited.map((c) => (
              <p key={c.level} role="status" className="vip-muted">
                {t('member.vip.bonusPaid', { level: c.name, amount: moneyText(c.bonus, symbol) })}
              </p>
            ))}
          </section>
          <section className="vip-card" aria-labelledby="vip-levels">
            <h2 id="vip-levels">{t('member.vip.levels')}</h2>
            <p className="vip-muted">{t('member.vip.howItWorks')}</p>
            <VipLevelsTable levels={info.levels} current={info.current.level} symbol={symbol} />
          </section>
        </>
      )}
    </div>
  );
}
