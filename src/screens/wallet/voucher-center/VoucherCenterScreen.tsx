import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import { pathTo } from '../../../domain/shell/paths';
import { returnedDepositId } from '../../../domain/wallet/deposit';
import { selectMemberType, selectWallet } from '../../../machines/account/session.view';
import { selectConfig } from '../../../machines/shell/siteConfig.view';
import { depositMachine } from '../../../machines/wallet/deposit.machine';
import * as view from '../../../machines/wallet/deposit.view';
import { SpinnerIcon } from '../../../ui/icons';
import { money } from '../../../ui/wallet/depositText';
import { DepositPanes } from './DepositPanes';
import { RecentDeposits } from './RecentDeposits';
import '../../../ui/wallet/deposit.css';

/**
 * Deposit, /m/voucherCenter (issue 14 item 1): the template flag dep_func picks the channel list with detail pages
 * ('1') or the compact form; `?deposit=<id>` is the gateway sending the player back with a deposit's result.
 */
export default function VoucherCenterScreen() {
  const configActor = useAppActor('siteConfig');
  const config = useSelector(configActor, selectConfig);
  if (!config) return <Pending />;
  return <Deposit detailView={config.mobileTemplate.dep_func === '1'} />;
}

function Pending() {
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  return (
    <div className="dep-centered" role="status">
      {!titleBar && <ScreenHeading hidden />}
      <SpinnerIcon size={28} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

function Deposit({ detailView }: { detailView: boolean }) {
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  const sessionActor = useAppActor('session');
  const memberType = useSelector(sessionActor, selectMemberType);
  const wallet = useSelector(sessionActor, selectWallet);
  const search = useSearch();
  // The machine takes who the player is, the view and the returned deposit as they were on entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: input is read once, on entry
  const input = useMemo(() => ({ memberType, detailView, returnedId: returnedDepositId(search) }), []);
  const actor = useScreenActor(depositMachine, { input });
  const pane = useSelector(actor, view.selectPane);
  const phase = useSelector(actor, view.selectPhase);
  const allowed = useSelector(actor, view.selectMemberAllowed);
  const symbol = useSelector(actor, view.selectCurrency) || wallet?.currencySymbol || '';

  if (pane === 'leaving') return null;

  return (
    <div
      className="dep-page"
      data-testid="deposit"
      data-deposit-state={phase}
      data-view={detailView ? 'detail' : 'compact'}
    >
      {!titleBar && <ScreenHeading hidden />}
      {wallet && (
        <p className="dep-card dep-balance">
          <span>{t('wallet.deposit.balance')}</span>
          <output aria-label={t('wallet.deposit.balance')} data-testid="deposit-balance">
            {money(wallet.sumBalance, wallet.currencySymbol)}
          </output>
        </p>
      )}
      <DepositPanes actor={actor} pane={pane} symbol={symbol} />
      {allowed && <RecentDeposits depositActor={actor} symbol={symbol} />}
      <Link href={pathTo('responsibleGaming')} className="dep-muted dep-rg-link">
        {t('protection.hub.depositLink')}
      </Link>
    </div>
  );
}
