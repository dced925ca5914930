import type { CatalogEntry } from '../catalog-types';
import { depositCatalog } from './deposit.catalog';
import { lotteryCatalog } from './lottery.catalog';
import { recordsCatalog } from './records.catalog';
import { withdrawCatalog } from './withdraw.catalog';

/** The wallet area's machines (issue 14): deposit, withdraw and transfer, records, lottery orders. */
export const walletCatalog: CatalogEntry[] = [
  ...depositCatalog,
  ...withdrawCatalog,
  ...recordsCatalog,
  ...lotteryCatalog,
];
