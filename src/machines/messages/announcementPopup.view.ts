import type { SnapshotFrom } from 'xstate';
import type { Announcement } from '../../domain/messages/announcements';
import type { announcementPopupMachine } from './announcementPopup.machine';

type Snapshot = SnapshotFrom<typeof announcementPopupMachine>;

/** The popup is on screen (open, or playing its closing animation). */
export const selectPopupOpen = (s: Snapshot): boolean => s.matches('shown') || s.matches('closing');

/** The closing animation is playing (Dialog's `closing`). */
export const selectPopupClosing = (s: Snapshot): boolean => s.matches('closing');

/** The entries the popup shows. */
export const selectPopupItems = (s: Snapshot): Announcement[] => s.context.items;

/** The carousel of entries starts stopped (the player prefers reduced motion). */
export const selectReducedMotion = (s: Snapshot): boolean => s.context.reducedMotion;
