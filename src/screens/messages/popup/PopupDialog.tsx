import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useAppActor, useScreenActor } from '../../../app/system';
import { popupHtmlToRem, popupSignature, popupStartDate } from '../../../domain/messages/popup';
import * as popupView from '../../../machines/messages/announcementPopup.view';
import { popupCarouselMachine } from '../../../machines/messages/popupCarousel.machine';
import * as carouselView from '../../../machines/messages/popupCarousel.view';
import { AnnouncementPopupPanel, type PopupEntryView } from '../../../ui/messages/AnnouncementPopupPanel';

/** The open popup: the entries of the popup actor, and their carousel (a new one for each list). */
export default function PopupDialog() {
  const popup = useAppActor('announcementPopup');
  const items = useSelector(popup, popupView.selectPopupItems);
  const closing = useSelector(popup, popupView.selectPopupClosing);
  const reducedMotion = useSelector(popup, popupView.selectReducedMotion);
  const entries = useMemo<PopupEntryView[]>(
    () =>
      items.map((item) => ({
        id: item.id,
        title: item.title,
        date: popupStartDate(item.startDate),
        dateTime: item.startDate ?? '',
        html: popupHtmlToRem(item.content),
      })),
    [items],
  );
  return (
    <Entries
      key={popupSignature(items)}
      entries={entries}
      reducedMotion={reducedMotion}
      closing={closing}
      send={popup.send}
    />
  );
}

function Entries({
  entries,
  reducedMotion,
  closing,
  send,
}: {
  entries: PopupEntryView[];
  reducedMotion: boolean;
  closing: boolean;
  send: ReturnType<typeof useAppActor<'announcementPopup'>>['send'];
}) {
  const carousel = useScreenActor(popupCarouselMachine, { input: { count: entries.length, reducedMotion } });
  const index = useSelector(carousel, carouselView.selectCarouselIndex);
  const playing = useSelector(carousel, carouselView.selectCarouselPlaying);
  return (
    <AnnouncementPopupPanel
      entries={entries}
      index={index}
      playing={playing}
      closing={closing}
      onClose={() => send({ type: 'CLOSE' })}
      onBackdrop={() => send({ type: 'BACKDROP' })}
      onLink={(href) => send({ type: 'OPEN_LINK', href })}
      onInteract={() => carousel.send({ type: 'INTERACT' })}
      onPick={(i) => carousel.send({ type: 'GO_TO', index: i })}
    />
  );
}
