import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../domain/constants';
import type { Game } from '../domain/games';
import { fetchLotteryGames } from '../services/api/lottery';
import { createContentMachine } from './content.machine';

/** The lottery games of /m/lottery (spec §7 /lgw/games/mobile). Screen-level. */
export const lotteryGamesMachine = createContentMachine<Game[]>({
  id: 'lotteryGames',
  description: 'Every lottery game, grouped by vendor on the lottery page.',
  empty: [],
  load: (signal) => fetchLotteryGames(signal),
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
