import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useMemberCentreGate } from '../../../app/useMemberCentreGate';
import type { ActivityTotals } from '../../../domain/protection/activity';
import { pathTo } from '../../../domain/shell/paths';
import { moneyText, signedMoneyText } from '../../../domain/wallet/money';
import { selectWallet } from '../../../machines/account/session.view';
import { accountActivityMachine } from '../../../machines/protection/accountActivity.machine';
import * as view from '../../../machines/protection/accountActivity.view';
import * as languageView from '../../../machines/shell/language.view';
import { timeText } from '../../../ui/wallet/timeText';
import '../../../ui/protection/hub.css';
import { FailedState, LoadingState } from '../../../ui/LoadingState';

/**
 * /m/member/activity (issue 16 item 6): deposits, withdrawals, bets, wins and the net position for the last 30 days
 * and since the account opened, as the server counts them. Members only (the member centre's gate); reached from
 * the member centre, the responsible-gaming page and every reality check.
 */
export default function AccountActivityScreen() {
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();
  return (
    <div className="hub-page" data-testid="account-activity">
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' && <Activity />}
    </div>
  );
}

function Activity() {
  const { t } = useTranslation();
  const actor = useScreenActor(accountActivityMachine);
  const activity = useSelector(actor, view.activity);
  const loading = useSelector(actor, view.activityLoading);
  const refreshing = useSelector(actor, view.activityRefreshing);
  const failed = useSelector(actor, view.activityFailed);
  const symbol = useSelector(useAppActor('session'), selectWallet)?.currencySymbol ?? '';
  const language = useSelector(useAppActor('language'), languageView.language);
  const A = 'protection.hub.activity';
  return (
    <>
      {loading && <LoadingState size={24} />}
      {failed && <FailedState message={t(`${A}.failed`)} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {activity && (
        <>
          <Totals id="activity-30" title={t(`${A}.last30`)} totals={activity.last30Days} symbol={symbol} />
          <Totals
            id="activity-all"
            title={t(`${A}.sinceOpened`)}
            subtitle={activity.openedAt ? t(`${A}.openedOn`, { date: timeText(activity.openedAt, language) }) : ''}
            totals={activity.sinceOpened}
            symbol={symbol}
          />
          <p className="hub-note">{t(`${A}.note`)}</p>
          <div className="hub-actions">
            <button
              type="button"
              className="btn btn-secondary"
              aria-busy={refreshing}
              aria-disabled={refreshing}
              onClick={() => actor.send({ type: 'REFRESH' })}
            >
              {t(`${A}.refresh`)}
            </button>
            <Link href={pathTo('protectionHistory')} className="btn btn-secondary">
              {t(`${A}.history`)}
            </Link>
          </div>
        </>
      )}
    </>
  );
}

function Totals(props: { id: string; title: string; subtitle?: string; totals: ActivityTotals; symbol: string }) {
  const { t } = useTranslation();
  const { id, title, subtitle, totals, symbol } = props;
  const A = 'protection.hub.activity';
  const rows = [
    ['deposits', moneyText(totals.deposits, symbol)],
    ['withdrawals', moneyText(totals.withdrawals, symbol)],
    ['bets', moneyText(totals.bets, symbol)],
    ['wins', moneyText(totals.wins, symbol)],
  ] as const;
  return (
    <section className="hub-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {subtitle && <p className="hub-note">{subtitle}</p>}
      <dl className="hub-figures">
        {rows.map(([key, text]) => (
          <div key={key} style={{ display: 'contents' }} data-figure={key}>
            <dt>{t(`${A}.${key}`)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
        <div style={{ display: 'contents' }} data-figure="net">
          <dt className="hub-net">{t(`${A}.net`)}</dt>
          <dd className="hub-net">{signedMoneyText(totals.net, symbol)}</dd>
        </div>
      </dl>
    </section>
  );
}
