import { HELP_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { HelpItem } from '../../domain/messages/announcements';
import { createContentMachine } from '../shell/content.machine';

/** The footer's help list (spec §2): shown only with items, reloaded on a language change (200 ms debounce). */
export const helpMachine = createContentMachine<HelpItem[]>({
  id: 'help',
  description: 'The help titles of the footer, in the current language.',
  empty: [],
  reloadsOnLanguage: true,
  debounceMs: HELP_RELOAD_DEBOUNCE_MS,
});
