import type { AnyActorLogic } from 'xstate';
import { appMachines, type Implementations } from '../root';
import { gamesImplementations } from './games';
import { homeImplementations } from './home';
import { messagesImplementations } from './messages';
import { browserNavigator } from './navigator';

/**
 * Every machine's browser implementations (HTTP, storage, navigation, the document), by its pure definition: the one
 * place where machines meet I/O. Each area adds its entries with `implement(machine, { actors, actions })`.
 */
export const browserImplementations: Implementations = new Map<AnyActorLogic, AnyActorLogic>([
  [appMachines.navigator, browserNavigator],
  ...gamesImplementations,
  ...homeImplementations,
  ...messagesImplementations,
]);
