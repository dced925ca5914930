import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../domain/constants';
import type { AnnouncementList } from '../../domain/messages/announcements';
import { createContentMachine } from '../shell/content.machine';

export const EMPTY_ANNOUNCEMENTS: AnnouncementList = { player: [], promotion: [], popup: [], banners: [] };

/**
 * Announcements and banners (spec §2 Home ticker and carousel; §7 MCSFE_getListAnnouncements), reloaded on a
 * language change (250 ms debounce) and on login or logout (RELOAD: groups A and B differ). App-level, systemId
 * `announcements`. It loads first on START, once the site config and the texts are known (its contentReady listener).
 */
export const announcementsMachine = createContentMachine<AnnouncementList>({
  id: 'announcements',
  description: 'Announcement titles for the ticker and the banners of the carousel, in the current language.',
  empty: EMPTY_ANNOUNCEMENTS,
  reloadsOnLanguage: true,
  reloadsOnSession: true,
  debounceMs: LANGUAGE_RELOAD_DEBOUNCE_MS,
});
