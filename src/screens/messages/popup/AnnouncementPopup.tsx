import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useAppActor } from '../../../app/system';
import { selectPopupOpen } from '../../../machines/messages/announcementPopup.view';

const PopupDialog = lazy(() => import('./PopupDialog'));

/**
 * The announcement popup on the shell (spec §2 "Announcement popup"), mounted once: the app-level
 * `announcementPopup` actor decides when it shows; its dialog (and DOMPurify) load only then.
 */
export function AnnouncementPopup() {
  const popup = useAppActor('announcementPopup');
  const open = useSelector(popup, selectPopupOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog />
    </Suspense>
  );
}
