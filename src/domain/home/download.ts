/** Which of home's download offers the player dismissed, on this visit or an earlier one (spec §2 popups, issue 5). */
export interface DownloadDismissals {
  bannerDismissed: boolean;
  popupDismissed: boolean;
  guideDismissed: boolean;
}

/** Nothing dismissed: a first visit. */
export const NOTHING_DISMISSED: DownloadDismissals = {
  bannerDismissed: false,
  popupDismissed: false,
  guideDismissed: false,
};
