import type { SnapshotFrom } from 'xstate';
import type { themeMachine } from './theme.machine';

/** The theme the settings show as chosen (§9 themes). */
export const theme = (s: SnapshotFrom<typeof themeMachine>): 'light' | 'dark' =>
  s.matches('light') ? 'light' : 'dark';
