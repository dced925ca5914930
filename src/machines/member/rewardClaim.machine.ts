import { assign, setup } from 'xstate';
import type { ValidationMessage } from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { type ClaimResult, isFinalClaimRefusal, rewardRefusal } from '../../domain/member/rewards';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';
import { errorOf } from '../wallet/attempt';

/**
 * Claiming one reward (issue 15 item 3): POST /wps/member/rewards/:id/claim with an idempotency key made once for
 * the attempt; a failed or timed-out call can be retried with the same key (the server answers the first claim's
 * result and credits nothing twice); a tap while it runs sends nothing. Claimed: the header balance follows
 * (REFRESH_WALLET). An expired, already claimed or unknown reward, or a trial account, is refused for good.
 * Screen actor, one per reward card; input: the reward's id.
 */
export interface RewardClaimInput {
  rewardId: string;
}

export interface RewardClaimContext {
  rewardId: string;
  key: string | null;
  refusal: ValidationMessage | null;
  result: ClaimResult | null;
}

export type RewardClaimEvent = { type: 'CLAIM' } | { type: 'RETRY' };

export const rewardClaimMachine = setup({
  types: {} as { context: RewardClaimContext; events: RewardClaimEvent; input: RewardClaimInput },
  actors: {
    newKey: declaredCall<string>('rewardClaim.newKey'),
    claim: declaredCall<ClaimResult, { rewardId: string; key: string }>('rewardClaim.claim'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    refusedForGood: ({ event }) => isFinalClaimRefusal(errorOf(event)),
    hasKey: ({ context }) => context.key !== null,
  },
  actions: {
    setKey: assign(({ event }) => ({ key: (event as unknown as { output: string }).output })),
    setResult: assign(({ event }) => ({
      result: (event as unknown as { output: ClaimResult }).output,
      refusal: null,
    })),
    showRefusal: assign(({ event }) => ({ refusal: rewardRefusal(errorOf(event)) })),
    showTimedOut: assign({ refusal: { key: 'member.rewards.errors.timeout' } }),
    clearRefusal: assign({ refusal: null }),
    refreshWallet: ({ system }) => system.get('session')?.send({ type: 'REFRESH_WALLET' }),
    toastClaimed: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'member.rewards.claimedToast' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'rewardClaim',
  description: 'Claim one reward: one idempotency key per attempt, reused on a retry.',
  context: ({ input }) => ({ rewardId: input.rewardId, key: null, refusal: null, result: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The reward is available: the Claim button.',
      on: { CLAIM: { target: 'keying' } },
    },
    keying: {
      description: 'Making the attempt’s idempotency key; taps meanwhile send nothing.',
      invoke: {
        id: 'newKey',
        src: 'newKey',
        onDone: { target: 'claiming', actions: 'setKey' },
        onError: { target: 'failed', actions: 'showRefusal' },
      },
    },
    claiming: {
      description: 'POST /wps/member/rewards/:id/claim with the key; taps meanwhile send nothing.',
      entry: 'clearRefusal',
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ rewardId: context.rewardId, key: context.key ?? '' }),
        onDone: { target: 'claimed', actions: ['setResult', 'refreshWallet', 'toastClaimed'] },
        onError: [
          { guard: 'refusedForGood', target: 'refused', actions: 'showRefusal' },
          { target: 'failed', actions: 'showRefusal' },
        ],
      },
      after: { requestTimeout: { target: 'failed', actions: 'showTimedOut' } },
    },
    failed: {
      description: 'The claim did not go through: the message and a retry (the same key when one was made).',
      on: {
        RETRY: [{ guard: 'hasKey', target: 'claiming' }, { target: 'keying' }],
        CLAIM: [{ guard: 'hasKey', target: 'claiming' }, { target: 'keying' }],
      },
    },
    claimed: {
      description: 'Claimed: the amount is in the wallet and the header balance follows.',
      type: 'final',
    },
    refused: {
      description: 'Refused for good (expired, already claimed, unknown, trial account): the message.',
      type: 'final',
    },
  },
});

export type { ClaimResult };
