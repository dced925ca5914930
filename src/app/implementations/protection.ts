import type { ImplementationEntry } from '../root';
import { protectionExclusionImplementations } from './protectionExclusion';
import { protectionHubImplementations } from './protectionHub';
import { protectionInactivityImplementations } from './protectionInactivity';
import { protectionLimitsImplementations } from './protectionLimits';
import { protectionRealityImplementations } from './protectionReality';

/** Every player-protection machine's browser implementations (issue 16). */
export const protectionImplementations: ImplementationEntry[] = [
  ...protectionLimitsImplementations,
  ...protectionRealityImplementations,
  ...protectionExclusionImplementations,
  ...protectionInactivityImplementations,
  ...protectionHubImplementations,
];
