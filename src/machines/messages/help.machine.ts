import { HELP_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import { fetchHelp, type HelpItem } from '../../services/messages/announcements';
import { createContentMachine } from '../shell/content.machine';

/** The footer's help list (spec §2): shown only with items, reloaded on a language change (200 ms debounce). */
export const helpMachine = createContentMachine<HelpItem[]>({
  id: 'help',
  description: 'The help titles of the footer, in the current language.',
  empty: [],
  load: (signal) => fetchHelp(signal),
  debounceMs: HELP_RELOAD_DEBOUNCE_MS,
});
