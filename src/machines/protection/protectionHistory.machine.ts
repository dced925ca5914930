import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { AuditEntry, AuditPage } from '../../domain/protection/auditEntry';
import { appendRows } from '../../domain/wallet/paging';
import { declaredCall } from '../shell/declared';
import { hasMore, pagedListStates } from '../wallet/pagedList';

/**
 * The protection history (issue 16 "Audit trail"): every change of a limit, reality check, time-out or
 * self-exclusion and every refusal they caused, as the server recorded them, newest first; "more" appends the next
 * page. A failed first load offers a retry; a failed "more" keeps the rows shown. Screen actor, real members only.
 */
export interface ProtectionHistoryContext {
  entries: AuditEntry[];
  page: number;
  totalPages: number;
}

export type ProtectionHistoryEvent = { type: 'MORE' } | { type: 'RETRY' };

export const protectionHistoryMachine = setup({
  types: {} as { context: ProtectionHistoryContext; events: ProtectionHistoryEvent },
  actors: {
    loadPage: declaredCall<AuditPage, { pageNo: number }>('protectionHistory.loadPage'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: { hasMore },
  actions: {
    setFirstPage: assign(({ event }) => {
      const page = (event as unknown as { output: AuditPage }).output;
      return { entries: page.entries, page: page.pageNum, totalPages: page.totalPages };
    }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: AuditPage }).output;
      return {
        entries: appendRows(context.entries, page.entries, (e) => e.id),
        page: page.pageNum,
        totalPages: page.totalPages,
      };
    }),
  },
}).createMachine({
  id: 'protectionHistory',
  description: 'The player’s protection history: each setting change and each refusal, newest first, page by page.',
  context: { entries: [], page: 0, totalPages: 0 },
  initial: 'loading',
  states: pagedListStates({
    first: { src: 'loadPage', input: () => ({ pageNo: 1 }) },
    more: {
      src: 'loadPage',
      input: ({ context }: { context: ProtectionHistoryContext }) => ({ pageNo: context.page + 1 }),
    },
    description: {
      loading: 'GET /wps/member/protection/audit, first page.',
      failed: 'The history could not be loaded: "Loading failed" with a retry.',
      list: 'The history is shown (or "Nothing recorded yet").',
      idle: 'The rows are shown, newest first; "more" while older pages are left.',
      loadingMore: 'Fetching the next, older page; the shown rows stay.',
      moreFailed: 'The next page failed: the shown rows stay, with a retry below them.',
    },
  }),
});
