import type { SnapshotFrom } from 'xstate';
import type { pointsExchangeMachine } from './pointsExchange.machine';
import type { rewardCentreMachine } from './rewardCentre.machine';
import type { rewardClaimMachine } from './rewardClaim.machine';

type Centre = SnapshotFrom<typeof rewardCentreMachine>;
type Claim = SnapshotFrom<typeof rewardClaimMachine>;
type Exchange = SnapshotFrom<typeof pointsExchangeMachine>;

/** The machine's state as text, for the screen's `data-state` (UI walks read it). */
export const phase = (s: { value: unknown }): string => JSON.stringify(s.value);

export const selectOff = (s: Centre): boolean => s.matches('off');
export const selectLeaving = (s: Centre): boolean => s.matches('leaving');
export const selectLoading = (s: Centre): boolean => s.matches('checking') || s.matches('loading');
export const selectFailed = (s: Centre): boolean => s.matches('failed');
export const selectReady = (s: Centre): boolean => s.matches('ready');
export const selectTab = (s: Centre) => s.context.tab;
export const selectRewards = (s: Centre) => s.context.rewards;
export const selectPoints = (s: Centre) => s.context.points;
export const selectCanMore = (s: Centre): boolean =>
  s.context.points !== null && s.context.points.pageNum < s.context.points.totalPages;
export const selectLoadingMore = (s: Centre): boolean => s.matches({ ready: 'loadingMore' });
export const selectMoreFailed = (s: Centre): boolean => s.context.moreFailed;

export const claimBusy = (s: Claim): boolean => s.matches('keying') || s.matches('claiming');
export const claimFailed = (s: Claim): boolean => s.matches('failed');
export const claimRefusal = (s: Claim) => s.context.refusal;
export const claimResult = (s: Claim) => s.context.result;

export const exchangeForm = (s: Exchange) => ({
  value: s.context.value,
  error: s.context.error,
  refusal: s.context.refusal,
  held: s.context.held,
  rule: s.context.rule,
});
export const exchangeBusy = (s: Exchange): boolean => s.matches('keying') || s.matches('submitting');
export const exchangeResult = (s: Exchange) => s.context.lastResult;
