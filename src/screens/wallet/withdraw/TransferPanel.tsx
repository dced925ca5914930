import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useAppActor, useScreenActor } from '../../../app/system';
import { mainBalance } from '../../../domain/wallet/transfer';
import { selectMemberType } from '../../../machines/account/session.view';
import { transferMachine } from '../../../machines/wallet/transfer.machine';
import * as view from '../../../machines/wallet/withdraw.view';
import { WalletsPanel } from '../../../ui/wallet/WalletsPanel';

export interface TransferPanelProps {
  /** Bumped when money moved elsewhere (a withdrawal): the balances are fetched again. */
  reloadKey?: number;
  /** The main wallet's balance after each load or transfer. */
  onMainBalance?: (amount: number) => void;
}

/**
 * The wallets panel with its transfer machine (issue 14 item 3): any wallet screen mounts it where the balance is.
 */
export function TransferPanel({ reloadKey = 0, onMainBalance }: TransferPanelProps) {
  const memberType = useSelector(useAppActor('session'), selectMemberType);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes the member type as it was on entry
  const input = useMemo(() => ({ memberType }), []);
  const actor = useScreenActor(transferMachine, { input });
  const summary = useSelector(actor, view.transferSummary);
  const form = useSelector(actor, view.transferForm);
  const busy = useSelector(actor, view.transferBusy);
  const refused = useSelector(actor, view.transferRefused);
  const loading = useSelector(actor, view.transferLoading);
  const failed = useSelector(actor, view.transferFailed);
  const state = useSelector(actor, view.phase);

  useEffect(() => {
    if (reloadKey > 0) actor.send({ type: 'RELOAD' });
  }, [reloadKey, actor]);
  useEffect(() => {
    if (summary) onMainBalance?.(mainBalance(summary));
  }, [summary, onMainBalance]);

  const phase = refused ? 'refused' : loading ? 'loading' : failed ? 'failed' : 'ready';
  return (
    <div data-testid="transfer" data-state={state}>
      <WalletsPanel
        phase={phase}
        summary={summary}
        form={form}
        busy={busy}
        onRetry={() => actor.send({ type: 'RETRY' })}
        onDirection={(direction) => actor.send({ type: 'DIRECTION', direction })}
        onGame={(game) => actor.send({ type: 'GAME', game })}
        onAmount={(value) => actor.send({ type: 'AMOUNT', value })}
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
        onAllBack={() => actor.send({ type: 'ALL_BACK' })}
      />
    </div>
  );
}
