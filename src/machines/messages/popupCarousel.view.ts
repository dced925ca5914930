import type { SnapshotFrom } from 'xstate';
import type { popupCarouselMachine } from './popupCarousel.machine';

type Snapshot = SnapshotFrom<typeof popupCarouselMachine>;

/** The entry the carousel shows. */
export const selectCarouselIndex = (s: Snapshot): number => s.context.index;

/** The carousel moves by itself (until the player interacts). */
export const selectCarouselPlaying = (s: Snapshot): boolean => s.matches('playing');
