import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { Game } from '../../domain/games/games';
import { createContentMachine } from '../shell/content.machine';

/** The lottery games of /m/lottery (spec §7 /lgw/games/mobile). Screen-level. */
export const lotteryGamesMachine = createContentMachine<Game[]>({
  id: 'lotteryGames',
  description: 'Every lottery game, grouped by vendor on the lottery page.',
  empty: [],
  reloadsOnLanguage: false,
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
