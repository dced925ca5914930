import type { ImplementationEntry, Implementations } from '../root';
import { accountImplementations } from './account';
import { gamesImplementations } from './games';
import { homeImplementations } from './home';
import { centreImplementations, messagesImplementations } from './messages';
import { browserNavigator } from './navigator';
import { shellImplementations } from './shell';

/**
 * Every machine's browser implementations (HTTP, storage, navigation, the document), by its pure definition: the one
 * place where machines meet I/O. Each area adds its entries with `implement<typeof machine>(id, { actors, actions })`.
 */
export const browserImplementations: Map<string, ImplementationEntry[1]> & Implementations = new Map([
  ['navigator', () => browserNavigator],
  ...shellImplementations,
  ...accountImplementations,
  ...gamesImplementations,
  ...homeImplementations,
  ...messagesImplementations,
  ...centreImplementations,
]);
