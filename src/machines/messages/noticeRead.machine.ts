import { assertEvent, assign, setup } from 'xstate';
import { MARK_READ_THROTTLE_MS, REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { declaredCall } from '../shell/declared';
import { sessionChanges } from '../shell/listeners';
import { notify } from '../shell/notify';

/**
 * Marking a notice read (spec §4 "Marking an announcement read", §7 markAsRead throttled 150 ms): the notice is
 * flagged read locally at once (the unread count falls at once), then a member's mark-read call runs, one at a time
 * and at least 150 ms apart, then the announcements reload (RELOAD to the `announcements` actor). A visitor's flags
 * stay local: the server keeps read marks per member only. App-level, systemId `noticeRead`: the flags must outlive
 * the notice screen, since the message centre's badge and the home ticker read them too. It hears login and logout as
 * SESSION_CHANGED (its `sessionChanges` listener); a flip forgets the local flags, as the reload brings the new
 * person's own.
 */
export interface NoticeReadContext {
  loggedIn: boolean;
  /** Announcement ids flagged read on this visit (§3 "notice items with read flags"). */
  read: string[];
  /** A member's ids waiting for their mark-read call, oldest first. */
  queue: string[];
}

export type NoticeReadEvent = { type: 'MARK_READ'; id: string } | { type: 'SESSION_CHANGED'; loggedIn: boolean };

export const noticeReadMachine = setup({
  types: {} as { context: NoticeReadContext; events: NoticeReadEvent },
  actors: {
    markRead: declaredCall<void, { id: string }>('noticeRead.markRead'),
    sessionChanges,
  },
  delays: { throttle: MARK_READ_THROTTLE_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isNewId: ({ context, event }) => {
      assertEvent(event, 'MARK_READ');
      return event.id !== '' && !context.read.includes(event.id);
    },
    isLoggedInChange: ({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return event.loggedIn;
    },
    isLoggedOutChange: ({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return !event.loggedIn;
    },
    hasQueue: ({ context }) => context.queue.length > 0,
  },
  actions: {
    flagRead: assign({
      read: ({ context, event }) => {
        assertEvent(event, 'MARK_READ');
        return [...context.read, event.id];
      },
    }),
    enqueue: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'MARK_READ');
        return [...context.queue, event.id];
      },
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    becomeMember: assign({ loggedIn: true, read: [], queue: [] }),
    becomeVisitor: assign({ loggedIn: false, read: [], queue: [] }),
    reloadAnnouncements: ({ system }) => system.get('announcements')?.send({ type: 'RELOAD' }),
    // The notice stays flagged read here (it was read on this device); the player learns the server did not keep it.
    toastMarkFailed: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'notice.markFailed' },
        kind: 'error',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'noticeRead',
  description: 'Notice read flags: local at once, then for members the throttled mark-read call and a reload.',
  context: { loggedIn: false, read: [], queue: [] },
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'visitor',
  states: {
    visitor: {
      description: 'No session: a read notice is flagged locally only.',
      on: {
        MARK_READ: { guard: 'isNewId', actions: 'flagRead' },
        SESSION_CHANGED: { guard: 'isLoggedInChange', target: 'member', actions: 'becomeMember' },
      },
    },
    member: {
      description: 'A session: a read notice is flagged locally, then marked on the server.',
      initial: 'idle',
      on: {
        SESSION_CHANGED: { guard: 'isLoggedOutChange', target: 'visitor', actions: 'becomeVisitor' },
      },
      states: {
        idle: {
          description: 'No call waiting: the next read notice is marked at once.',
          on: { MARK_READ: { guard: 'isNewId', target: 'marking', actions: ['flagRead', 'enqueue'] } },
        },
        marking: {
          description: 'The mark-read call for the oldest waiting notice runs; others queue.',
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ id: context.queue[0] ?? '' }),
            onDone: { target: 'throttled', actions: ['dequeue', 'reloadAnnouncements'] },
            onError: { target: 'throttled', actions: ['dequeue', 'toastMarkFailed'] },
          },
          after: { requestTimeout: { target: 'throttled', actions: ['dequeue', 'toastMarkFailed'] } },
          on: { MARK_READ: { guard: 'isNewId', actions: ['flagRead', 'enqueue'] } },
        },
        throttled: {
          description: 'The 150 ms throttle before the next mark-read call; notices read meanwhile queue.',
          after: { throttle: [{ guard: 'hasQueue', target: 'marking' }, { target: 'idle' }] },
          on: { MARK_READ: { guard: 'isNewId', actions: ['flagRead', 'enqueue'] } },
        },
      },
    },
  },
});
