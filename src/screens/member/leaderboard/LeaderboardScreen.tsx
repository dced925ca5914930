import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppActor, useScreenActor } from '../../../app/system';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../../../domain/member/leaderboard';
import { pathTo } from '../../../domain/shell/paths';
import { moneyText } from '../../../domain/wallet/money';
import { selectMemberType } from '../../../machines/account/session.view';
import { leaderboardMachine } from '../../../machines/member/leaderboard.machine';
import * as view from '../../../machines/member/leaderboard.view';
import { TabPanel, Tabs } from '../../../ui/form/Tabs';
import { LeaderboardTable } from '../../../ui/member/LeaderboardTable';
import { RecordsListState } from '../../../ui/wallet/recordsLists';
import '../../../ui/member/vip.css';
import '../../../ui/wallet/records.css';

const TAB_ID = 'leaderboard';

/**
 * The leaderboard /m/leaderBoard (issue 15 item 4): today's or this week's top winners, names masked; the board is
 * public, the own position shows for a member (a visitor gets a link to log in).
 */
export default function LeaderboardScreen() {
  const { t } = useTranslation();
  const memberType = useSelector(useAppActor('session'), selectMemberType);
  const input = useMemo(() => ({ period: 'today' as LeaderboardPeriod }), []);
  const actor = useScreenActor(leaderboardMachine, { input });
  const period = useSelector(actor, view.selectPeriod);
  const loading = useSelector(actor, view.selectLoading);
  const failed = useSelector(actor, view.selectFailed);
  const empty = useSelector(actor, view.selectEmpty);
  const board = useSelector(actor, view.selectBoard);
  const phase = useSelector(actor, view.selectPhase);
  const symbol = board?.currencySymbol ?? '';
  return (
    <div className="vip-page" data-testid="leaderboard" data-state={phase}>
      <Tabs<LeaderboardPeriod>
        label={t('member.leaderboard.periods')}
        idPrefix={TAB_ID}
        items={LEADERBOARD_PERIODS.map((key) => ({ key, label: t(`member.leaderboard.period.${key}`) }))}
        selected={period}
        onSelect={(key) => actor.send({ type: 'SELECT_PERIOD', period: key })}
      />
      <TabPanel idPrefix={TAB_ID} selected={period} tabbed>
        <RecordsListState
          loading={loading}
          failed={failed}
          empty={empty}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
        {board && (
          <div className="vip-card vip-own" data-testid="leaderboard-own">
            {memberType === null ? (
              <Link href={pathTo('login')}>{t('member.leaderboard.loginForOwn')}</Link>
            ) : board.own?.rank ? (
              <span>
                {t('member.leaderboard.own', { rank: board.own.rank, amount: moneyText(board.own.winAmount, symbol) })}
              </span>
            ) : (
              <span>{t('member.leaderboard.ownUnranked')}</span>
            )}
          </div>
        )}
        {board && board.rows.length > 0 && <LeaderboardTable rows={board.rows} symbol={symbol} />}
      </TabPanel>
    </div>
  );
}
