import type { ImplementationEntry } from '../root';
import { memberCentreImplementations } from './memberCentre';
import { memberProfileImplementations } from './memberProfile';
import { memberRewardsImplementations } from './memberRewards';
import { memberSecurityImplementations } from './memberSecurity';
import { memberVerificationImplementations } from './memberVerification';
import { memberVipImplementations } from './memberVip';

/** Every member-centre machine's browser implementations. */
export const memberImplementations: ImplementationEntry[] = [
  ...memberCentreImplementations,
  ...memberVipImplementations,
  ...memberRewardsImplementations,
  ...memberProfileImplementations,
  ...memberVerificationImplementations,
  ...memberSecurityImplementations,
];
