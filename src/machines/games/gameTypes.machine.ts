import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { GameTypeInfo } from '../../domain/games/games';
import { createContentMachine } from '../shell/content.machine';

/**
 * The vendor game types (spec §7): per game type, its classify list (the filter's game-type options for slots and
 * the lobby's extra class tabs) and its vendors. Screen-level in the lobby.
 */
export const gameTypesMachine = createContentMachine<GameTypeInfo[]>({
  id: 'gameTypes',
  description: 'Each game type with its classes and vendors, for the lobby tabs and the filter.',
  empty: [],
  reloadsOnLanguage: false,
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
