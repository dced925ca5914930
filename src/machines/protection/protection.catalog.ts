import type { CatalogEntry } from '../catalog-types';
import { exclusionCatalog } from './exclusion.catalog';
import { hubCatalog } from './hub.catalog';
import { inactivityCatalog } from './inactivity.catalog';
import { limitsCatalog } from './limits.catalog';
import { realityCatalog } from './reality.catalog';

/** Player protection's machines (issue 16): limits, reality checks, time-out and self-exclusion, inactivity, hub. */
export const protectionCatalog: CatalogEntry[] = [
  ...limitsCatalog,
  ...realityCatalog,
  ...exclusionCatalog,
  ...inactivityCatalog,
  ...hubCatalog,
];
