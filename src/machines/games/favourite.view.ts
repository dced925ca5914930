import type { SnapshotFrom } from 'xstate';
import type { favouriteMachine } from './favourite.machine';

/** The member's favourite game ids (node ids), which every tile's heart shows (spec §4 Favourite toggle). */
export const ids = (s: SnapshotFrom<typeof favouriteMachine>): string[] => s.context.ids;
