import { fromPromise } from 'xstate';
import type { LeaderboardBoard, LeaderboardPeriod } from '../../domain/member/leaderboard';
import type { VipInfo } from '../../domain/member/vip';
import type { leaderboardMachine } from '../../machines/member/leaderboard.machine';
import type { vipBenefitsMachine } from '../../machines/member/vipBenefits.machine';
import { fetchLeaderboard, fetchVipInfo } from '../../services/member/vip';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for VIP benefits and the leaderboard. */
export const memberVipImplementations: ImplementationEntry[] = [
  implement<typeof vipBenefitsMachine>('vipBenefits', {
    actors: { loadVip: fromPromise<VipInfo, void>(({ signal }) => fetchVipInfo(signal)) },
  }),
  implement<typeof leaderboardMachine>('leaderboard', {
    actors: {
      loadBoard: fromPromise<LeaderboardBoard, { period: LeaderboardPeriod }>(({ input, signal }) =>
        fetchLeaderboard(input.period, signal),
      ),
    },
  }),
];
