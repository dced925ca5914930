import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import type { PointsPage, Reward } from '../../../domain/member/rewards';
import { selectMemberType, selectWallet } from '../../../machines/account/session.view';
import { pointsExchangeMachine } from '../../../machines/member/pointsExchange.machine';
import { rewardCentreMachine } from '../../../machines/member/rewardCentre.machine';
import * as view from '../../../machines/member/rewardCentre.view';
import { rewardClaimMachine } from '../../../machines/member/rewardClaim.machine';
import * as languageView from '../../../machines/shell/language.view';
import { selectConfig, selectFlag } from '../../../machines/shell/siteConfig.view';
import { TabPanel, Tabs } from '../../../ui/form/Tabs';
import { PointsExchangeForm } from '../../../ui/member/PointsExchangeForm';
import { PointsHistory } from '../../../ui/member/PointsHistory';
import { RewardCard } from '../../../ui/member/RewardCard';
import '../../../ui/member/rewards.css';
import { LoadingState, RetryState } from '../../../ui/LoadingState';

type CentreActor = Actor<typeof rewardCentreMachine>;

/**
 * /m/rewardCenter (issue 15 item 3): the reward centre machine decides who may see it (REWCEN3, visitor, trial);
 * it starts once the site config is known, so a direct visit reads the flag as the operator set it.
 */
export default function RewardCentreScreen() {
  const configKnown = useSelector(useAppActor('siteConfig'), (s) => selectConfig(s) !== null);
  return configKnown ? <RewardCentre /> : <LoadingState />;
}

function RewardCentre() {
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  const memberType = useSelector(useAppActor('session'), selectMemberType);
  const rewardsOn = useSelector(useAppActor('siteConfig'), selectFlag('REWCEN3'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes who and the flag as they were on entry
  const input = useMemo(() => ({ memberType, rewardsOn }), []);
  const actor = useScreenActor(rewardCentreMachine, { input });
  const state = useSelector(actor, view.phase);
  const off = useSelector(actor, view.selectOff);
  const leaving = useSelector(actor, view.selectLeaving);
  const loading = useSelector(actor, view.selectLoading);
  const failed = useSelector(actor, view.selectFailed);
  const ready = useSelector(actor, view.selectReady);

  if (leaving) return null;
  return (
    <div className="reward-centre" data-testid="reward-centre" data-state={state}>
      {!titleBar && <ScreenHeading hidden />}
      {off && (
        <p className="reward-centre-off" role="status">
          {t('errors.contact_service')}
        </p>
      )}
      {loading && <LoadingState />}
      {failed && <RetryState label={t('member.rewards.loadFailed')} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {ready && <RewardCentreReady actor={actor} />}
    </div>
  );
}

function RewardCentreReady({ actor }: { actor: CentreActor }) {
  const { t } = useTranslation();
  const tab = useSelector(actor, view.selectTab);
  const rewards = useSelector(actor, view.selectRewards);
  const points = useSelector(actor, view.selectPoints);
  const symbol = useSelector(useAppActor('session'), selectWallet)?.currencySymbol ?? '';
  return (
    <>
      <section className="points-balance" aria-labelledby="points-balance-label">
        <span id="points-balance-label">{t('member.rewards.pointsBalance')}</span>
        <output aria-labelledby="points-balance-label" data-testid="points-balance">
          {points?.balance ?? 0}
        </output>
      </section>
      <Tabs
        label={t('member.rewards.tabsLabel')}
        idPrefix="reward-centre"
        items={[
          { key: 'rewards', label: t('member.rewards.tabRewards') },
          { key: 'points', label: t('member.rewards.tabPoints') },
        ]}
        selected={tab}
        onSelect={(key) => actor.send({ type: 'SHOW_TAB', tab: key })}
      />
      <TabPanel idPrefix="reward-centre" selected={tab} tabbed>
        {tab === 'rewards' ? (
          <RewardList actor={actor} rewards={rewards} symbol={symbol} />
        ) : (
          points && <PointsTab actor={actor} points={points} symbol={symbol} />
        )}
      </TabPanel>
    </>
  );
}

function RewardList({ actor, rewards, symbol }: { actor: CentreActor; rewards: Reward[]; symbol: string }) {
  const { t } = useTranslation();
  if (rewards.length === 0) return <p className="reward-note">{t('member.rewards.noRewards')}</p>;
  return (
    <ul className="reward-list">
      {rewards.map((reward) => (
        <li key={reward.id}>
          <ClaimableReward centre={actor} reward={reward} symbol={symbol} />
        </li>
      ))}
    </ul>
  );
}

function ClaimableReward({ centre, reward, symbol }: { centre: CentreActor; reward: Reward; symbol: string }) {
  const language = useSelector(useAppActor('language'), languageView.language);
  const input = useMemo(() => ({ rewardId: reward.id }), [reward.id]);
  const claim = useScreenActor(rewardClaimMachine, { input });
  const busy = useSelector(claim, view.claimBusy);
  const failed = useSelector(claim, view.claimFailed);
  const refusal = useSelector(claim, view.claimRefusal);
  const result = useSelector(claim, view.claimResult);
  const state = useSelector(claim, view.phase);
  useEffect(() => {
    if (result) centre.send({ type: 'CLAIMED', reward: result.reward });
  }, [result, centre]);
  return (
    <RewardCard
      reward={reward}
      symbol={symbol}
      language={language}
      state={state}
      busy={busy}
      failed={failed}
      refusal={refusal}
      onClaim={() => claim.send({ type: failed ? 'RETRY' : 'CLAIM' })}
    />
  );
}

function PointsTab({ actor, points, symbol }: { actor: CentreActor; points: PointsPage; symbol: string }) {
  const language = useSelector(useAppActor('language'), languageView.language);
  const canMore = useSelector(actor, view.selectCanMore);
  const loadingMore = useSelector(actor, view.selectLoadingMore);
  const moreFailed = useSelector(actor, view.selectMoreFailed);
  const input = useMemo(() => ({ held: points.balance, rule: points.exchange }), [points.balance, points.exchange]);
  const exchange = useScreenActor(pointsExchangeMachine, { input });
  const form = useSelector(exchange, view.exchangeForm);
  const busy = useSelector(exchange, view.exchangeBusy);
  const result = useSelector(exchange, view.exchangeResult);
  const state = useSelector(exchange, view.phase);
  useEffect(() => {
    exchange.send({ type: 'HELD', points: points.balance });
  }, [points.balance, exchange]);
  useEffect(() => {
    if (result) actor.send({ type: 'EXCHANGED' });
  }, [result, actor]);
  return (
    <>
      <div data-testid="points-exchange" data-state={state}>
        <PointsExchangeForm
          form={form}
          busy={busy}
          symbol={symbol}
          onChange={(value) => exchange.send({ type: 'CHANGE', value })}
          onSubmit={() => exchange.send({ type: 'SUBMIT' })}
        />
      </div>
      <PointsHistory
        entries={points.content}
        symbol={symbol}
        language={language}
        canMore={canMore}
        loadingMore={loadingMore}
        moreFailed={moreFailed}
        onMore={() => actor.send({ type: moreFailed ? 'RETRY' : 'MORE' })}
      />
    </>
  );
}
