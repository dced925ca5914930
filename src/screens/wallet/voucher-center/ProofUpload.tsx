import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenActor } from '../../../app/system';
import type { Deposit } from '../../../domain/wallet/deposit';
import { depositProofMachine, type ProofNotice } from '../../../machines/wallet/depositProof.machine';
import * as view from '../../../machines/wallet/depositProof.view';
import { DepositProofPicker } from '../../../ui/wallet/DepositProofPicker';

const NOTICE_KEYS: Record<ProofNotice, string> = {
  type: 'wallet.deposit.proof.type',
  size: 'wallet.deposit.proof.size',
  count: 'wallet.deposit.proof.tooMany',
  notPending: 'wallet.deposit.proof.notPending',
  failed: 'wallet.deposit.proof.failed',
};

/** The proof images of the bank transfer just made (its own machine: depositProof). */
export function ProofUpload({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes the deposit as it was on entry
  const input = useMemo(() => ({ depositId: deposit.id, proofCount: deposit.proofCount }), []);
  const actor = useScreenActor(depositProofMachine, { input });
  const count = useSelector(actor, view.selectCount);
  const attached = useSelector(actor, view.selectAttached);
  const notice = useSelector(actor, view.selectNotice);
  const uploading = useSelector(actor, view.selectUploading);
  const canAdd = useSelector(actor, view.selectCanAdd);
  const canRetry = useSelector(actor, view.selectCanRetry);
  return (
    <DepositProofPicker
      count={count}
      attached={attached}
      canAdd={canAdd}
      uploading={uploading}
      notice={notice ? t(NOTICE_KEYS[notice]) : null}
      canRetry={canRetry}
      onPick={(file) => actor.send({ type: 'PICK', file })}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}
