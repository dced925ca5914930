import type { CatalogEntry } from '../catalog-types';
import { centreCatalog } from './centre.catalog';
import { profileCatalog } from './profile.catalog';
import { rewardsCatalog } from './rewards.catalog';
import { securityCatalog } from './security.catalog';
import { verificationCatalog } from './verification.catalog';
import { vipCatalog } from './vip.catalog';

/** The member centre's machines (issue 15): member home, VIP and leaderboard, rewards, profile, verification, security. */
export const memberCatalog: CatalogEntry[] = [
  ...centreCatalog,
  ...vipCatalog,
  ...rewardsCatalog,
  ...profileCatalog,
  ...verificationCatalog,
  ...securityCatalog,
];
