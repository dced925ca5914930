import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Actor } from 'xstate';
import { useAppActor, useScreenActor } from '../../../app/system';
import * as languageView from '../../../machines/shell/language.view';
import type { depositMachine } from '../../../machines/wallet/deposit.machine';
import { depositHistoryMachine } from '../../../machines/wallet/depositHistory.machine';
import * as view from '../../../machines/wallet/depositHistory.view';
import { DepositRecords } from '../../../ui/wallet/DepositRecords';

/** The player's recent deposits; a deposit made or decided on the screen reloads them. */
export function RecentDeposits({
  depositActor,
  symbol,
}: {
  depositActor: Actor<typeof depositMachine>;
  symbol: string;
}) {
  const languageActor = useAppActor('language');
  const language = useSelector(languageActor, languageView.language);
  const actor = useScreenActor(depositHistoryMachine);
  useEffect(() => {
    const subscription = depositActor.on('depositsChanged', () => actor.send({ type: 'REFRESH' }));
    return () => subscription.unsubscribe();
  }, [depositActor, actor]);
  return (
    <DepositRecords
      deposits={useSelector(actor, view.selectDeposits)}
      symbol={symbol}
      language={language}
      loading={useSelector(actor, view.selectLoading)}
      failed={useSelector(actor, view.selectFailed)}
      empty={useSelector(actor, view.selectEmpty)}
      canLoadMore={useSelector(actor, view.selectCanLoadMore)}
      loadingMore={useSelector(actor, view.selectLoadingMore)}
      moreFailed={useSelector(actor, view.selectMoreFailed)}
      onMore={() => actor.send({ type: 'MORE' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}
