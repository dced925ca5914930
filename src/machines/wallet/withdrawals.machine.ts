import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { appendRows } from '../../domain/wallet/paging';
import { prependWithdrawal, type Withdrawal, type WithdrawalPage } from '../../domain/wallet/withdraw';
import { declaredCall } from '../shell/declared';
import { hasMore, pagedListStates } from './pagedList';

/**
 * The player's withdrawals (issue 14 item 2): newest first with status (pending, approved, rejected with the
 * reason); More appends the next page; a request made on the screen shows first at once (ADDED); RELOAD fetches the
 * first page again (a decision may have come). A failed load offers a retry. Screen actor.
 */
export interface WithdrawalsContext {
  items: Withdrawal[];
  page: number;
  totalPages: number;
}

export type WithdrawalsEvent =
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'ADDED'; withdrawal: Withdrawal };

export const withdrawalsMachine = setup({
  types: {} as { context: WithdrawalsContext; events: WithdrawalsEvent },
  actors: {
    loadPage: declaredCall<WithdrawalPage, { pageNo: number }>('withdrawals.loadPage'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    hasMore,
  },
  actions: {
    setFirstPage: assign(({ event }) => {
      const page = (event as unknown as { output: WithdrawalPage }).output;
      return { items: page.content, page: page.pageNum, totalPages: page.totalPages };
    }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: WithdrawalPage }).output;
      return {
        items: appendRows(context.items, page.content, (w) => w.id),
        page: page.pageNum,
        totalPages: page.totalPages,
      };
    }),
    addFirst: assign(({ context, event }) => {
      assertEvent(event, 'ADDED');
      return { items: prependWithdrawal(context.items, event.withdrawal) };
    }),
  },
}).createMachine({
  id: 'withdrawals',
  description: 'The player’s withdrawals with their status, newest first, in pages.',
  context: { items: [], page: 0, totalPages: 0 },
  initial: 'loading',
  on: { ADDED: { actions: 'addFirst' } },
  states: pagedListStates({
    first: { src: 'loadPage', input: () => ({ pageNo: 1 }) },
    failedOn: { RELOAD: 'loading' },
    listOn: { RELOAD: '#withdrawals.loading' },
    more: { src: 'loadPage', input: ({ context }: { context: WithdrawalsContext }) => ({ pageNo: context.page + 1 }) },
    description: {
      loading: 'GET /wps/transaction/withdrawals, first page.',
      failed: 'The list could not be loaded: "Loading failed, tap to retry".',
      list: 'The withdrawals are shown (or "No withdrawals yet").',
      idle: 'All loaded pages are shown; More while pages are left.',
      loadingMore: 'Fetching the next page; the shown ones stay.',
      moreFailed: 'The next page failed: the shown ones stay, with a retry.',
    },
  }),
});
