import type { SnapshotFrom } from 'xstate';
import type { DownloadLinks } from '../../domain/home/homeData';
import type { downloadMachine } from './download.machine';

/** What home shows of the app download offers (spec §2 Popups). */
type Snapshot = SnapshotFrom<typeof downloadMachine>;

/** The download button shows. */
export const offered = (s: Snapshot): boolean => s.matches('available');

export const bannerShown = (s: Snapshot): boolean => s.matches({ available: { banner: 'shown' } });

export const popupShown = (s: Snapshot): boolean => s.matches({ available: { offer: 'popup' } });

/** The step of the add-to-home-screen guide on screen, or null. */
export const guideStep = (s: Snapshot): 1 | 2 | null => {
  if (s.matches({ available: { offer: { guide: 'step1' } } })) return 1;
  return s.matches({ available: { offer: { guide: 'step2' } } }) ? 2 : null;
};

export const links = (s: Snapshot): DownloadLinks => s.context.links;
