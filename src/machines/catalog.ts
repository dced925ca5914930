import { appCatalog } from './app.catalog';
import type { CatalogEntry } from './catalog-types';
import { gamesCatalog } from './games.catalog';
import { sessionCatalog } from './session.catalog';
import { sessionMachine } from './session.machine';

/**
 * Every machine of the app, with what the model-based tests and the diagrams need.
 * A machine missing here has no tests and no diagram: add yours in the same commit as the machine.
 */
export const catalog: CatalogEntry[] = [
  // the shell's machines: notifications, systemStatus, siteConfig, language, theme
  ...appCatalog,
  { machine: sessionMachine, ...sessionCatalog },
  // home and games (issue 5)
  ...gamesCatalog,
];
