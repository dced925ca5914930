import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { WinnerEntry } from '../../domain/games/games';
import { createContentMachine } from '../shell/content.machine';

/** The home winner board (spec §2, §7 getRankList, limit 20), reloaded on a language change (250 ms debounce). */
export const winnerBoardMachine = createContentMachine<WinnerEntry[]>({
  id: 'winnerBoard',
  description: 'The latest big wins: up to 20 rows, each launching its game.',
  empty: [],
  reloadsOnLanguage: true,
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
