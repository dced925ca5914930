import type { AreaLabels } from '../../flows/labels';
import { centreLabels } from './centre.labels';
import { profileLabels } from './profile.labels';
import { rewardsLabels } from './rewards.labels';
import { securityLabels } from './security.labels';
import { verificationLabels } from './verification.labels';
import { vipLabels } from './vip.labels';

/** Plain-language words for the member centre's diagrams, by machine id (one labels file per member flow). */
export const memberLabels: AreaLabels = {
  ...centreLabels,
  ...vipLabels,
  ...rewardsLabels,
  ...profileLabels,
  ...verificationLabels,
  ...securityLabels,
};
