import { assertEvent, assign, setup } from 'xstate';
import { isRealMember } from '../../domain/account/member';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { appendMessages, type InboxMessage, type InboxPage } from '../../domain/messages/centre';
import { pathTo } from '../../domain/shell/paths';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';

/**
 * The inbox (/m/messages, /m/webEmail; spec §2 "Message center", §6): a visitor is sent to /m/login with
 * in_logged_login and a trial member back to the hub with free_reject (also when the address is typed); a member
 * sees the messages newest first, 'more' appends the next page, opening an unread message marks it read locally
 * and on the server (one call at a time, in order), "mark all read" reads the rest. Each answer's unread count goes
 * to the app-level unread counts (INBOX_UNREAD), so the badges fall. A failed first load offers a retry; a failed
 * 'more' keeps what was shown and offers one too. Screen actor; input: the member type at entry.
 */
export interface InboxInput {
  /** null for a visitor. */
  memberType: number | null;
}

export interface InboxContext {
  memberType: number | null;
  messages: InboxMessage[];
  page: number;
  totalPages: number;
  /** The message shown in the reader. */
  openId: number | null;
  /** Messages read here whose mark-read call has not answered yet, oldest first. */
  toMark: number[];
}

export type InboxEvent =
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  | { type: 'MARK_ALL' };

export const inboxMachine = setup({
  types: {} as { context: InboxContext; events: InboxEvent; input: InboxInput },
  actors: {
    loadPage: declaredCall<InboxPage, { pageNo: number }>('inbox.loadPage'),
    markRead: declaredCall<number, { id: number | null }>('inbox.markRead'),
    markAllRead: declaredCall<number>('inbox.markAllRead'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isVisitor: ({ context }) => context.memberType === null,
    isTrial: ({ context }) => !isRealMember(context.memberType),
    hasMore: ({ context }) => context.page < context.totalPages,
    opensUnread: ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return context.messages.some((m) => m.id === event.id && !m.read);
    },
    hasQueue: ({ context }) => context.toMark.length > 0,
    anyUnread: ({ context }) => context.messages.some((m) => !m.read),
  },
  actions: {
    askToLogIn: ({ system }) => sendToLogin(system, { replace: true }),
    refuseFree: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'errors.free_reject' }, durationMs: TOAST_MS.freeAccount }),
    backToHub: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('message'), replace: true }),
    setFirstPage: assign(({ event }) => {
      const page = (event as unknown as { output: InboxPage }).output;
      return { messages: page.messages, page: page.pageNum, totalPages: page.totalPages };
    }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: InboxPage }).output;
      return {
        messages: appendMessages(context.messages, page.messages),
        page: page.pageNum,
        totalPages: page.totalPages,
      };
    }),
    tellPageUnread: ({ event, system }) =>
      system.get('unreadCounts')?.send({
        type: 'INBOX_UNREAD',
        count: (event as unknown as { output: InboxPage }).output.unread,
      }),
    tellUnread: ({ event, system }) =>
      system
        .get('unreadCounts')
        ?.send({ type: 'INBOX_UNREAD', count: (event as unknown as { output: number }).output }),
    setOpen: assign({
      openId: ({ event }) => {
        assertEvent(event, 'OPEN');
        return event.id;
      },
    }),
    closeMessage: assign({ openId: null }),
    markOpenRead: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      return {
        messages: context.messages.map((m) => (m.id === event.id ? { ...m, read: true } : m)),
        toMark: [...context.toMark, event.id],
      };
    }),
    // The call for the first queued message failed: it shows unread again, and the player may open it again.
    unmarkHead: assign(({ context }) => ({
      messages: context.messages.map((m) => (m.id === context.toMark[0] ? { ...m, read: false } : m)),
    })),
    dequeue: assign(({ context }) => ({ toMark: context.toMark.slice(1) })),
    markAllLocal: assign(({ context }) => ({ messages: context.messages.map((m) => ({ ...m, read: true })) })),
    tellMarkFailed: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'centre.markReadFailed' },
        kind: 'error',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'inbox',
  description: 'The member’s inbox: pages of messages, the reader, read marks synced with the server.',
  context: ({ input }) => ({
    memberType: input.memberType,
    messages: [],
    page: 0,
    totalPages: 0,
    openId: null,
    toMark: [],
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Who opened the inbox (§6): a visitor logs in first, a trial member is refused.',
      always: [
        { guard: 'isVisitor', target: 'leaving', actions: 'askToLogIn' },
        { guard: 'isTrial', target: 'leaving', actions: ['refuseFree', 'backToHub'] },
        { target: 'loading' },
      ],
    },
    leaving: {
      description: 'The inbox is not for this player: the app goes to /m/login or back to the hub.',
      type: 'final',
    },
    loading: {
      description: 'Fetching the first page of messages.',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: () => ({ pageNo: 1 }),
        onDone: { target: 'list', actions: ['setFirstPage', 'tellPageUnread'] },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The first page could not be loaded: "Loading failed, click to retry".',
      on: { RETRY: 'loading' },
    },
    list: {
      description: 'The messages are shown (or "No data"); the reader opens one at a time.',
      type: 'parallel',
      on: {
        OPEN: [{ guard: 'opensUnread', actions: ['setOpen', 'markOpenRead'] }, { actions: 'setOpen' }],
        CLOSE: { actions: 'closeMessage' },
      },
      states: {
        pages: {
          description: 'Paging: more appends the next page until the last.',
          initial: 'idle',
          states: {
            idle: {
              description: 'All loaded pages are shown; "more" shows while pages are left.',
              on: { MORE: { guard: 'hasMore', target: 'loadingMore' } },
            },
            loadingMore: {
              description: 'Fetching the next page; the shown messages stay.',
              invoke: {
                id: 'loadMore',
                src: 'loadPage',
                input: ({ context }) => ({ pageNo: context.page + 1 }),
                onDone: { target: 'idle', actions: ['appendPage', 'tellPageUnread'] },
                onError: 'moreFailed',
              },
              after: { requestTimeout: 'moreFailed' },
            },
            moreFailed: {
              description: 'The next page failed: the shown messages stay, with a retry below them.',
              on: { RETRY: 'loadingMore', MORE: 'loadingMore' },
            },
          },
        },
        reading: {
          description: 'Read marks: each message opened unread is marked on the server, in order.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No mark-read call runs.',
              always: { guard: 'hasQueue', target: 'marking' },
              on: { MARK_ALL: { guard: 'anyUnread', target: 'markingAll' } },
            },
            marking: {
              description:
                'POST /wps/member/messages/read for the oldest queued message; its answer is the unread count.',
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ id: context.toMark[0] ?? null }),
                onDone: { target: 'idle', actions: ['dequeue', 'tellUnread'] },
                onError: { target: 'idle', actions: ['unmarkHead', 'dequeue', 'tellMarkFailed'] },
              },
              after: { requestTimeout: { target: 'idle', actions: ['unmarkHead', 'dequeue', 'tellMarkFailed'] } },
            },
            markingAll: {
              description: 'Marking every message read (all: true); the list shows them read when it answers.',
              invoke: {
                id: 'markAllRead',
                src: 'markAllRead',
                onDone: { target: 'idle', actions: ['markAllLocal', 'tellUnread'] },
                onError: { target: 'idle', actions: 'tellMarkFailed' },
              },
              after: { requestTimeout: { target: 'idle', actions: 'tellMarkFailed' } },
            },
          },
        },
      },
    },
  },
});
