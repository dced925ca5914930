import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { Deposit, DepositPage } from '../../domain/wallet/deposit';
import { appendRows } from '../../domain/wallet/paging';
import { declaredCall } from '../shell/declared';
import { hasMore, nextPageStates } from './pagedList';

/**
 * The player's recent deposits on the deposit screen (issue 14 item 1): newest first, with status, amount, channel,
 * time and reference; "more" appends the next page; a deposit made or decided on the screen reloads the first page
 * (REFRESH). A failed first load offers a retry; a failed "more" keeps what was shown. Screen actor, started only
 * for a real member (the deposit machine decides who may stay).
 */
export interface DepositHistoryContext {
  deposits: Deposit[];
  page: number;
  totalPages: number;
}

export type DepositHistoryEvent = { type: 'MORE' } | { type: 'RETRY' } | { type: 'REFRESH' };

export const depositHistoryMachine = setup({
  types: {} as { context: DepositHistoryContext; events: DepositHistoryEvent },
  actors: {
    loadPage: declaredCall<DepositPage, { pageNo: number }>('depositHistory.loadPage'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    hasMore,
  },
  actions: {
    setFirstPage: assign(({ event }) => {
      const page = (event as unknown as { output: DepositPage }).output;
      return { deposits: page.deposits, page: page.pageNum, totalPages: page.totalPages };
    }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: DepositPage }).output;
      return {
        deposits: appendRows(context.deposits, page.deposits, (d) => d.id),
        page: page.pageNum,
        totalPages: page.totalPages,
      };
    }),
  },
}).createMachine({
  id: 'depositHistory',
  description: 'The player’s recent deposits: pages, newest first, reloaded when a deposit changes.',
  context: { deposits: [], page: 0, totalPages: 0 },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /wps/deposits, first page (the deposits shown so far stay meanwhile).',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: () => ({ pageNo: 1 }),
        onDone: { target: 'idle', actions: 'setFirstPage' },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The first page could not be loaded: "Loading failed, tap to retry".',
      on: { RETRY: 'loading', REFRESH: 'loading' },
    },
    ...nextPageStates({
      src: 'loadPage',
      input: ({ context }: { context: DepositHistoryContext }) => ({ pageNo: context.page + 1 }),
      on: { REFRESH: 'loading' },
      description: {
        idle: 'The deposits are shown (or "No deposits yet"); "more" while pages are left.',
        loadingMore: 'Fetching the next page; the shown deposits stay.',
        moreFailed: 'The next page failed: the shown deposits stay, with a retry below them.',
      },
    }),
  },
});
