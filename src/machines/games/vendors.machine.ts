import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { VendorCatalogue } from '../../domain/games/vendorSorting';
import { createContentMachine } from '../shell/content.machine';

/**
 * The platform's vendors (spec §3 "Vendor sorting item", §7 GCSGAME_vendorSorting and GCSGAME_vendors): the
 * sorting by category and the vendors' display names, reloaded on a language change (250 ms debounce, §4).
 * App-level, systemId `vendors`; it loads first with the announcements (its contentReady listener). Until its first answer
 * (and after a failed one) the games screens use the site config's vendors, so nothing waits for it (useVendors).
 */
export const vendorsMachine = createContentMachine<VendorCatalogue | null>({
  id: 'vendors',
  description: 'The vendor sorting by category and the vendor names, in the current language.',
  empty: null,
  reloadsOnLanguage: true,
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
