import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { CustomerServiceEntry } from '../../domain/messages/customerService';
import { createContentMachine } from '../shell/content.machine';

/**
 * Customer-service entries (spec §3, §7 `/wps/system/customerService`) with their paths decrypted: the floating
 * service icon on home, the drawer shortcut, the invite entry's chat and the contact-service message read them.
 * App-level, systemId `customerService`. Paths do not depend on the language or the session: it loads once, on START.
 * A failed call or paths that do not decrypt leave the list empty: no service link shows (the implementation logs why).
 */
export const customerServiceMachine = createContentMachine<CustomerServiceEntry[]>({
  id: 'customerService',
  description: 'Customer-service links, decrypted.',
  empty: [],
  reloadsOnLanguage: false,
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
