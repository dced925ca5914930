import { assertEvent, assign, setup } from 'xstate';
import { isRealMember } from '../../domain/account/member';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { Period, RangeKey } from '../../domain/wallet/dateRange';
import { appendRows } from '../../domain/wallet/paging';
import type { MoneyFirstPage, MoneyKind, MoneyRecord, RecordsPage, RecordsQuery } from '../../domain/wallet/records';
import { declaredCall, declaredEffect } from '../shell/declared';
import { hasMore, pagedListStates } from './pagedList';

/**
 * The deposits and withdrawals tab of /m/gameRecord (issue 14 item 4): the player's money records (status, amount,
 * channel, time, reference) newest first, filtered by kind (all, deposits, withdrawals) and date range (today, 7
 * days, 30 days). The first call works out the period from the clock (in its implementation) and answers it with the
 * first page; 'more' pages ask for the same period. A filter change reloads and is written into the address. A trial
 * member, who cannot deposit or withdraw (§6), is shown the spec's "Please login an actual account to use this
 * function" instead of a list. Screen actor; input: the member type at entry and the filters of the address.
 */
export interface MoneyRecordsInput {
  memberType: number | null;
  kind: MoneyKind;
  range: RangeKey;
}

export interface MoneyRecordsContext {
  memberType: number | null;
  kind: MoneyKind;
  range: RangeKey;
  period: Period | null;
  records: MoneyRecord[];
  page: number;
  totalPages: number;
  total: number;
}

export type MoneyRecordsEvent =
  | { type: 'FILTER'; kind?: MoneyKind; range?: RangeKey }
  | { type: 'MORE' }
  | { type: 'RETRY' };

/** Nothing loaded yet: at the start and after a filter change. */
const noRecords = (): Omit<MoneyRecordsContext, keyof MoneyRecordsInput> => ({
  period: null,
  records: [],
  page: 0,
  totalPages: 0,
  total: 0,
});

/** A changed filter loads again from the first page (also while a load runs: it starts over). */
const refilter = {
  guard: 'changesFilter',
  target: '#moneyRecords.loading',
  reenter: true,
  actions: [
    'setFilter',
    {
      type: 'showInAddress',
      params: ({ context }: { context: MoneyRecordsContext }) => ({ kind: context.kind, range: context.range }),
    },
  ],
} as const;

export const moneyRecordsMachine = setup({
  types: {} as { context: MoneyRecordsContext; events: MoneyRecordsEvent; input: MoneyRecordsInput },
  actors: {
    loadFirst: declaredCall<MoneyFirstPage, { kind: MoneyKind; range: RangeKey }>('moneyRecords.loadFirst'),
    loadMore: declaredCall<RecordsPage<MoneyRecord>, { period: Period | null; kind: MoneyKind; pageNo: number }>(
      'moneyRecords.loadMore',
    ),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isTrial: ({ context }) => !isRealMember(context.memberType),
    changesFilter: ({ context, event }) => {
      assertEvent(event, 'FILTER');
      return (
        (event.kind !== undefined && event.kind !== context.kind) ||
        (event.range !== undefined && event.range !== context.range)
      );
    },
    hasMore,
  },
  actions: {
    setFilter: assign(({ context, event }) => {
      assertEvent(event, 'FILTER');
      return {
        kind: event.kind ?? context.kind,
        range: event.range ?? context.range,
        ...noRecords(),
      };
    }),
    /** Writes the filters into the address's query, replacing the entry (provided with the screen). */
    showInAddress: declaredEffect<Partial<RecordsQuery>>(),
    setFirstPage: assign(({ event }) => {
      const { period, page } = (event as unknown as { output: MoneyFirstPage }).output;
      return { period, records: page.rows, page: page.pageNum, totalPages: page.totalPages, total: page.total };
    }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: RecordsPage<MoneyRecord> }).output;
      return {
        records: appendRows(context.records, page.rows, (r) => r.id),
        page: page.pageNum,
        totalPages: page.totalPages,
        total: page.total,
      };
    }),
  },
}).createMachine({
  id: 'moneyRecords',
  description: 'The player’s deposit and withdrawal records, by kind and date range, page by page.',
  context: ({ input }) => ({
    memberType: input.memberType,
    kind: input.kind,
    range: input.range,
    ...noRecords(),
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'A trial member has no deposits or withdrawals (§6): the spec’s message instead of a list.',
      always: [{ guard: 'isTrial', target: 'refused' }, { target: 'loading' }],
    },
    refused: {
      description: '"Please login an actual account to use this function" shows in the tab.',
      type: 'final',
    },
    ...pagedListStates({
      first: {
        src: 'loadFirst',
        input: ({ context }: { context: MoneyRecordsContext }) => ({ kind: context.kind, range: context.range }),
        on: { FILTER: refilter },
      },
      failedOn: { FILTER: refilter },
      listOn: { FILTER: refilter },
      more: {
        src: 'loadMore',
        input: ({ context }: { context: MoneyRecordsContext }) => ({
          period: context.period,
          kind: context.kind,
          pageNo: context.page + 1,
        }),
      },
      description: {
        loading: 'GET /wps/transaction/records for the kind and the range (from now).',
        failed: 'The records could not be loaded: "Loading failed, click to retry".',
        list: 'The records are shown (or "No data"); more pages follow on request.',
        idle: 'All loaded pages are shown; "more" shows while pages are left.',
        loadingMore: 'Fetching the next page of the same period; the shown records stay.',
        moreFailed: 'The next page failed: the shown records stay, with a retry below them.',
      },
    }),
  },
});
