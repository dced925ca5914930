import { HELP_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { HelpItem } from '../../domain/messages/announcements';
import { createContentMachine } from '../shell/content.machine';

/**
 * The help list (spec §2, §7 helpCenter: lang): the footer's help links (shown only with items) and the help centre
 * (/m/help, /m/helpDetail), each as a screen actor; reloaded 200 ms after the last language change.
 */
export const helpMachine = createContentMachine<HelpItem[]>({
  id: 'help',
  description: 'The help items of the footer and the help centre, in the current language.',
  empty: [],
  reloadsOnLanguage: true,
  debounceMs: HELP_RELOAD_DEBOUNCE_MS,
});
