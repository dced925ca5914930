import type { SnapshotFrom } from 'xstate';
import type { homeViewMachine } from './homeView.machine';

/** Which view home shows below its menu (spec §4 Home pageType). */
type Snapshot = SnapshotFrom<typeof homeViewMachine>;

export type HomeShows = 'lobby' | 'list' | 'filter';

export const shows = (s: Snapshot): HomeShows =>
  s.matches('filter') ? 'filter' : s.matches('list') ? 'list' : 'lobby';

/** The listed category (LOBBY in the lobby view). */
export const category = (s: Snapshot): string => s.context.category;

/** The name searched in the filter view. */
export const gameName = (s: Snapshot): string => s.context.gameName;
