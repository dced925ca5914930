import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { Period, RangeKey } from '../../domain/wallet/dateRange';
import { appendRows } from '../../domain/wallet/paging';
import type { GameRound, RecordsPage, RecordsQuery, RoundsFirstPage, RoundsSummary } from '../../domain/wallet/records';
import { declaredCall, declaredEffect } from '../shell/declared';
import { hasMore, pagedListStates } from './pagedList';

/**
 * The game rounds tab of /m/gameRecord (issue 14 item 4): the player's rounds (game, vendor, bet, win, net, time)
 * newest first with a daily summary of bets, wins and net, for a date range (today, 7 days, 30 days) and a game
 * category. The first call works out the period from the clock (in its implementation) and answers it with the first
 * page and the summary; 'more' pages ask for the same period, so rounds played meanwhile never shift the list. A
 * filter change reloads and is written into the address. A failed load offers a retry; a failed 'more' keeps what
 * was shown. A trial member sees the rounds of the trial. Screen actor; input: the filters of the address.
 */
export interface GameRoundsInput {
  range: RangeKey;
  category: string;
}

export interface GameRoundsContext {
  range: RangeKey;
  category: string;
  /** The period the shown rounds belong to, from the first call's answer. */
  period: Period | null;
  rounds: GameRound[];
  page: number;
  totalPages: number;
  total: number;
  summary: RoundsSummary | null;
}

export type GameRoundsEvent =
  | { type: 'FILTER'; range?: RangeKey; category?: string }
  | { type: 'MORE' }
  | { type: 'RETRY' };

/** Nothing loaded yet: at the start and after a filter change. */
const noRounds = (): Omit<GameRoundsContext, keyof GameRoundsInput> => ({
  period: null,
  rounds: [],
  page: 0,
  totalPages: 0,
  total: 0,
  summary: null,
});

/** A changed filter loads again from the first page (also while a load runs: it starts over). */
const refilter = {
  guard: 'changesFilter',
  target: '#gameRounds.loading',
  reenter: true,
  actions: [
    'setFilter',
    {
      type: 'showInAddress',
      params: ({ context }: { context: GameRoundsContext }) => ({ range: context.range, category: context.category }),
    },
  ],
} as const;

export const gameRoundsMachine = setup({
  types: {} as { context: GameRoundsContext; events: GameRoundsEvent; input: GameRoundsInput },
  actors: {
    loadFirst: declaredCall<RoundsFirstPage, { range: RangeKey; category: string }>('gameRounds.loadFirst'),
    loadMore: declaredCall<RecordsPage<GameRound>, { period: Period | null; category: string; pageNo: number }>(
      'gameRounds.loadMore',
    ),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    changesFilter: ({ context, event }) => {
      assertEvent(event, 'FILTER');
      return (
        (event.range !== undefined && event.range !== context.range) ||
        (event.category !== undefined && event.category !== context.category)
      );
    },
    hasMore,
  },
  actions: {
    setFilter: assign(({ context, event }) => {
      assertEvent(event, 'FILTER');
      return {
        range: event.range ?? context.range,
        category: event.category ?? context.category,
        ...noRounds(),
      };
    }),
    /** Writes the filters into the address's query, replacing the entry (provided with the screen). */
    showInAddress: declaredEffect<Partial<RecordsQuery>>(),
    setFirstPage: assign(({ event }) => {
      const { period, page, summary } = (event as unknown as { output: RoundsFirstPage }).output;
      return {
        period,
        summary,
        rounds: page.rows,
        page: page.pageNum,
        totalPages: page.totalPages,
        total: page.total,
      };
    }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: RecordsPage<GameRound> }).output;
      return {
        rounds: appendRows(context.rounds, page.rows, (r) => r.roundId),
        page: page.pageNum,
        totalPages: page.totalPages,
        total: page.total,
      };
    }),
  },
}).createMachine({
  id: 'gameRounds',
  description: 'The player’s game rounds and their daily summary, by date range and category, page by page.',
  context: ({ input }) => ({
    range: input.range,
    category: input.category,
    ...noRounds(),
  }),
  initial: 'loading',
  states: pagedListStates({
    first: {
      src: 'loadFirst',
      input: ({ context }: { context: GameRoundsContext }) => ({ range: context.range, category: context.category }),
      on: { FILTER: refilter },
    },
    failedOn: { FILTER: refilter },
    listOn: { FILTER: refilter },
    more: {
      src: 'loadMore',
      input: ({ context }: { context: GameRoundsContext }) => ({
        period: context.period,
        category: context.category,
        pageNo: context.page + 1,
      }),
    },
    description: {
      loading: 'GET /wps/game/rounds and /wps/game/rounds/summary for the range (from now) and the category.',
      failed: 'The rounds could not be loaded: "Loading failed, click to retry".',
      list: 'The summary and the rounds are shown (or "No data"); more pages follow on request.',
      idle: 'All loaded pages are shown; "more" shows while pages are left.',
      loadingMore: 'Fetching the next page of the same period; the shown rounds stay.',
      moreFailed: 'The next page failed: the shown rounds stay, with a retry below them.',
    },
  }),
});
