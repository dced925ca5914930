import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { LeaderboardBoard, LeaderboardPeriod } from '../../domain/member/leaderboard';
import { declaredCall } from '../shell/declared';

/**
 * The leaderboard /m/leaderBoard (issue 15 item 4): members ranked by what they won in settled rounds today or this
 * week (GCSGAME_getRankList with a period), names masked as on the winner board. The board is public; a member also
 * sees the own position. A period tab reloads (also while a load runs: it starts over); a failed load offers a retry;
 * a period nobody won in shows "No data". Screen actor; input: the period to open on.
 */
export interface LeaderboardInput {
  period: LeaderboardPeriod;
}

export interface LeaderboardContext {
  period: LeaderboardPeriod;
  board: LeaderboardBoard | null;
}

export type LeaderboardEvent = { type: 'SELECT_PERIOD'; period: LeaderboardPeriod } | { type: 'RETRY' };

const boardOf = (event: unknown): LeaderboardBoard => (event as { output: LeaderboardBoard }).output;

/** Another period loads from scratch. */
const selectPeriod = {
  guard: 'isOtherPeriod',
  target: '#leaderboard.loading',
  reenter: true,
  actions: 'setPeriod',
} as const;

export const leaderboardMachine = setup({
  types: {} as { context: LeaderboardContext; events: LeaderboardEvent; input: LeaderboardInput },
  actors: { loadBoard: declaredCall<LeaderboardBoard, { period: LeaderboardPeriod }>('leaderboard.loadBoard') },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isOtherPeriod: ({ context, event }) => {
      assertEvent(event, 'SELECT_PERIOD');
      return event.period !== context.period;
    },
    hasRows: ({ event }) => boardOf(event).rows.length > 0,
  },
  actions: {
    setPeriod: assign(({ event }) => {
      assertEvent(event, 'SELECT_PERIOD');
      return { period: event.period, board: null };
    }),
    setBoard: assign({ board: ({ event }) => boardOf(event) }),
  },
}).createMachine({
  id: 'leaderboard',
  description: 'The leaderboard of today or this week, with the member’s own position.',
  context: ({ input }) => ({ period: input.period, board: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GCSGAME_getRankList with the period: the top 20 and the caller’s own position.',
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ period: context.period }),
        onDone: [
          { guard: 'hasRows', target: 'list', actions: 'setBoard' },
          { target: 'empty', actions: 'setBoard' },
        ],
        onError: { target: 'failed' },
      },
      after: { requestTimeout: 'failed' },
      on: { SELECT_PERIOD: selectPeriod },
    },
    failed: {
      description: 'The board could not be loaded: "Loading failed, click to retry".',
      on: { RETRY: 'loading', SELECT_PERIOD: selectPeriod },
    },
    list: {
      description: 'The ranked, masked names with their wins, and the own position (or "log in to see yours").',
      on: { SELECT_PERIOD: selectPeriod },
    },
    empty: {
      description: 'Nobody won in this period yet: "No data", with the own position when logged in.',
      on: { SELECT_PERIOD: selectPeriod },
    },
  },
});
