import { fromPromise } from 'xstate';
import type { PointsPage } from '../../domain/member/rewards';
import type {
  ExchangePayload,
  ExchangeResult,
  pointsExchangeMachine,
} from '../../machines/member/pointsExchange.machine';
import type { RewardCentreData, rewardCentreMachine } from '../../machines/member/rewardCentre.machine';
import type { ClaimResult, rewardClaimMachine } from '../../machines/member/rewardClaim.machine';
import { claimReward, exchangePoints, fetchPoints, fetchRewards } from '../../services/member/rewards';
import { type ImplementationEntry, implement } from '../root';

/** One idempotency key per attempt: 32 random hex characters (getRandomValues also exists on plain http). */
const newKey = fromPromise<string, void>(async () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''),
);

/** Browser implementations of the machines for points and the reward centre. */
export const memberRewardsImplementations: ImplementationEntry[] = [
  implement<typeof rewardCentreMachine>('rewardCentre', {
    actors: {
      load: fromPromise<RewardCentreData, void>(async ({ signal }) => {
        const [rewards, points] = await Promise.all([fetchRewards(signal), fetchPoints(1, signal)]);
        return { rewards, points };
      }),
      loadPoints: fromPromise<PointsPage, { pageNo: number }>(({ input, signal }) => fetchPoints(input.pageNo, signal)),
    },
  }),
  implement<typeof rewardClaimMachine>('rewardClaim', {
    actors: {
      newKey,
      claim: fromPromise<ClaimResult, { rewardId: string; key: string }>(({ input, signal }) =>
        claimReward(input.rewardId, input.key, signal),
      ),
    },
  }),
  implement<typeof pointsExchangeMachine>('pointsExchange', {
    actors: {
      newKey,
      exchange: fromPromise<ExchangeResult, { payload: ExchangePayload; key: string }>(({ input, signal }) =>
        exchangePoints(input.payload, input.key, signal),
      ),
    },
  }),
];
