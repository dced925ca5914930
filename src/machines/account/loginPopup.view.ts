import type { SnapshotFrom } from 'xstate';
import type { loginPopupMachine } from './loginPopup.machine';

type LoginPopupSnapshot = SnapshotFrom<typeof loginPopupMachine>;

export const selectLoginPopupOpen = (s: LoginPopupSnapshot): boolean => s.matches('open');

/**
 * What the popup says above the form (§8 dictionary): the session ended, or a visitor reached a member-only action;
 * null after a reload, when the reason is no longer known.
 */
export const selectLoginPopupMessageKey = (s: LoginPopupSnapshot): string | null => {
  if (s.context.reason === 'sessionEnded') return 'errors.loggedOut';
  if (s.context.reason === 'memberOnly') return 'errors.notLoggedIn';
  return null;
};
