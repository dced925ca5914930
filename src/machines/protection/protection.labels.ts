import type { AreaLabels } from '../../flows/labels';
import { exclusionLabels } from './exclusion.labels';
import { hubLabels } from './hub.labels';
import { inactivityLabels } from './inactivity.labels';
import { limitsLabels } from './limits.labels';
import { realityLabels } from './reality.labels';

/** Plain-language words for player protection's diagrams, by machine id (one labels file per protection flow). */
export const protectionLabels: AreaLabels = {
  ...limitsLabels,
  ...realityLabels,
  ...exclusionLabels,
  ...inactivityLabels,
  ...hubLabels,
};
