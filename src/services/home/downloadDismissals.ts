import type { DownloadDismissals } from '../../domain/home/download';
import { local, STORAGE_KEYS } from '../shell/storage';

export type { DownloadDismissals };

const KEYS: Record<keyof DownloadDismissals, string> = {
  bannerDismissed: STORAGE_KEYS.downloadDismissed,
  popupDismissed: STORAGE_KEYS.downloadPopupDismissed,
  guideDismissed: STORAGE_KEYS.a2hsDismissed,
};

const OFFERS = Object.keys(KEYS) as (keyof DownloadDismissals)[];

/** The dismissals remembered in local storage. */
export function readDownloadDismissals(): DownloadDismissals {
  const read = (offer: keyof DownloadDismissals) => local.get(KEYS[offer]) === '1';
  return {
    bannerDismissed: read('bannerDismissed'),
    popupDismissed: read('popupDismissed'),
    guideDismissed: read('guideDismissed'),
  };
}

/** Remembers every dismissed offer (a dismissal is never taken back). */
export function storeDownloadDismissals(dismissals: DownloadDismissals): void {
  for (const offer of OFFERS) if (dismissals[offer]) local.set(KEYS[offer], '1');
}
