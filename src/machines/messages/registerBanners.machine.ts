import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { Banner } from '../../domain/messages/announcements';
import { createContentMachine } from '../shell/content.machine';

/**
 * The registration screen's banners (spec §3 "Announcement query ... B with groupName m_reg"): type-B announcements
 * of group `m_reg`, reloaded on a language change (250 ms debounce). A screen actor of /m/register.
 */
export const registerBannersMachine = createContentMachine<Banner[]>({
  id: 'registerBanners',
  description: 'The banners over the registration form, in the current language.',
  empty: [],
  reloadsOnLanguage: true,
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
