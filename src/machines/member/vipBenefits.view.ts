import type { SnapshotFrom } from 'xstate';
import type { VipInfo } from '../../domain/member/vip';
import type { vipBenefitsMachine } from './vipBenefits.machine';

type Snapshot = SnapshotFrom<typeof vipBenefitsMachine>;

export const selectUnavailable = (s: Snapshot): boolean => s.matches('unavailable');
export const selectLoading = (s: Snapshot): boolean => s.matches('loading') || s.matches('checking');
export const selectFailed = (s: Snapshot): boolean => s.matches('failed');
export const selectInfo = (s: Snapshot): VipInfo | null => (s.matches('shown') ? s.context.info : null);
/** A trial member sees the levels; the progress says that trial play earns nothing. */
export const selectIsTrial = (s: Snapshot): boolean => s.context.memberType === 4;
/** The machine's state as text, for the panel's `data-state` (e2e reads it). */
export const selectPhase = (s: Snapshot): string => JSON.stringify(s.value);
