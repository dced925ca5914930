import type { SnapshotFrom } from 'xstate';
import type { liveChatMachine } from './liveChat.machine';

type Snapshot = SnapshotFrom<typeof liveChatMachine>;

/** The chat is being launched (the call, or the 500 ms before it opens): the row shows it is busy. */
export const selectLaunching = (s: Snapshot): boolean => !s.matches('idle');

/** The phase, for the row's `data-chat` attribute (tests read it instead of timing the window). */
export const selectPhase = (s: Snapshot): string => String(s.value);
