import type { Journey } from '../journey-types';

/** Spec journeys of the message centre (§2 "Message center", §6 roles, §7 chat and unread counts, §9 timings). */

const member = { type: 'FACTS_CHANGED', loggedIn: true, memberType: 0, mapping: {} };
const chatFlag = (on: boolean) => ({ type: 'CONFIG_LOADED', config: { merchantCode: 'demo', flags: { CBS3: on } } });
const message = (id: number, read: boolean) => ({ id, title: `M${id}`, content: '<p>x</p>', createdAt: '', read });
const page = (pageNum: number, totalPages: number, messages: ReturnType<typeof message>[], unread: number) => ({
  messages,
  pageNum,
  totalPages,
  unread,
});
const inboxUnread = (count: number) => ({ to: 'unreadCounts', event: { type: 'INBOX_UNREAD', count } });
const markFailed = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'centre.markReadFailed' }, kind: 'error', durationMs: 3000 },
};
const chatRequest = { language: 'EN', backUrl: '/m/message', headerColor: '#12141c', title: 'Live chat' };

export const centreJourneys: Journey[] = [
  {
    machine: 'unreadCounts',
    name: 'a member gets both counts, at most once per 250 ms; errors keep the last value; logout clears them',
    spec: '§7 Unread counts, §9 Throttles, §6',
    start: { state: 'none', context: { inbox: 0, chat: 0, chatOn: false, memberType: null } },
    steps: [
      { send: chatFlag(true), state: 'none', context: { chatOn: true } },
      { send: member, state: { member: 'loading' }, context: { memberType: 0 } },
      {
        resolve: 'loadCounts',
        output: { inbox: 5, chat: 2 },
        state: { member: 'cooling' },
        context: { inbox: 5, chat: 2 },
        sent: [],
      },
      // A refresh inside the 250 ms waits for them to end.
      { send: { type: 'REFRESH' }, state: { member: 'cooling' }, context: { again: true } },
      { wait: 249, state: { member: 'cooling' } },
      { wait: 1, state: { member: 'loading' }, context: { again: false } },
      // A failed count is not alerted and keeps its last value.
      {
        resolve: 'loadCounts',
        output: { inbox: null, chat: 3 },
        state: { member: 'cooling' },
        context: { inbox: 5, chat: 3 },
        sent: [],
      },
      { wait: 250, state: { member: 'idle' } },
      // The inbox reports the server's count after a read.
      { send: { type: 'INBOX_UNREAD', count: 4 }, state: { member: 'idle' }, context: { inbox: 4 } },
      { send: { type: 'REFRESH' }, state: { member: 'loading' } },
      { reject: 'loadCounts', state: { member: 'cooling' }, context: { inbox: 4, chat: 3 }, sent: [] },
      { wait: 250, state: { member: 'idle' } },
      { send: { type: 'REFRESH' }, state: { member: 'loading' } },
      { wait: 20_000, state: { member: 'cooling' }, context: { inbox: 4, chat: 3 } },
      // The vendors changed: a member stays a member, nothing reloads.
      { send: member, state: { member: 'cooling' } },
      { send: { type: 'FACTS_CHANGED', loggedIn: false, memberType: null, mapping: {} }, state: 'none' },
      { send: { type: 'REFRESH' }, state: 'none', context: { inbox: 0, chat: 0 } },
    ],
  },
  {
    machine: 'unreadCounts',
    name: 'no chat count without CBS3; a trial member has no counts at all',
    spec: '§6 Trial member, CBS3',
    start: { state: 'none' },
    steps: [
      { send: chatFlag(false), state: 'none', context: { chatOn: false } },
      { send: member, state: { member: 'loading' } },
      {
        resolve: 'loadCounts',
        output: { inbox: 120, chat: 9 },
        state: { member: 'cooling' },
        context: { inbox: 120, chat: 0 },
      },
      { send: chatFlag(true), state: { member: 'cooling' }, context: { chatOn: true } },
      { send: { type: 'FACTS_CHANGED', loggedIn: true, memberType: 4, mapping: {} }, state: 'none' },
      { send: { type: 'REFRESH' }, state: 'none', context: { inbox: 0, chat: 0 } },
    ],
  },
  {
    machine: 'inbox',
    name: "a member pages with 'more', opens an unread message, its read mark reaches the server and the badge",
    spec: '§2 Message center, §7',
    input: { memberType: 0 },
    start: { state: 'loading', sent: [] },
    steps: [
      {
        resolve: 'loadPage',
        output: page(1, 2, [message(9, false), message(8, true)], 3),
        state: { list: { pages: 'idle', reading: 'idle' } },
        context: { page: 1, totalPages: 2 },
        sent: [inboxUnread(3)],
      },
      { send: { type: 'MORE' }, state: { list: { pages: 'loadingMore', reading: 'idle' } } },
      // A failed 'more' keeps what was shown.
      {
        reject: 'loadMore',
        state: { list: { pages: 'moreFailed', reading: 'idle' } },
        context: { page: 1, messages: [message(9, false), message(8, true)] },
      },
      { send: { type: 'RETRY' }, state: { list: { pages: 'loadingMore', reading: 'idle' } } },
      {
        resolve: 'loadMore',
        output: page(2, 2, [message(8, true), message(7, false)], 3),
        state: { list: { pages: 'idle', reading: 'idle' } },
        context: { page: 2, messages: [message(9, false), message(8, true), message(7, false)] },
        sent: [inboxUnread(3)],
      },
      // The last page: 'more' does nothing.
      { send: { type: 'MORE' }, state: { list: { pages: 'idle', reading: 'idle' } } },
      {
        send: { type: 'OPEN', id: 9 },
        state: { list: { pages: 'idle', reading: 'marking' } },
        context: { openId: 9, toMark: [9], messages: [message(9, true), message(8, true), message(7, false)] },
      },
      // A second unread message opened meanwhile waits its turn.
      {
        send: { type: 'OPEN', id: 7 },
        state: { list: { pages: 'idle', reading: 'marking' } },
        context: { openId: 7, toMark: [9, 7] },
      },
      {
        resolve: 'markRead',
        output: 2,
        state: { list: { pages: 'idle', reading: 'marking' } },
        context: { toMark: [7] },
        sent: [inboxUnread(2)],
      },
      // Its call fails: it shows unread again and the player is told.
      {
        reject: 'markRead',
        state: { list: { pages: 'idle', reading: 'idle' } },
        context: { toMark: [], messages: [message(9, true), message(8, true), message(7, false)] },
        sent: [markFailed],
      },
      { send: { type: 'CLOSE' }, state: { list: { pages: 'idle', reading: 'idle' } }, context: { openId: null } },
      // A read message opens without a call.
      { send: { type: 'OPEN', id: 8 }, state: { list: { pages: 'idle', reading: 'idle' } }, context: { openId: 8 } },
      { send: { type: 'MARK_ALL' }, state: { list: { pages: 'idle', reading: 'markingAll' } } },
      {
        resolve: 'markAllRead',
        output: 0,
        state: { list: { pages: 'idle', reading: 'idle' } },
        context: { messages: [message(9, true), message(8, true), message(7, true)] },
        sent: [inboxUnread(0)],
      },
      // Nothing left unread: mark all does nothing.
      { send: { type: 'MARK_ALL' }, state: { list: { pages: 'idle', reading: 'idle' } }, sent: [] },
    ],
  },
  {
    machine: 'inbox',
    name: 'an empty inbox; a failed first load retries; a slow one fails after the request timeout',
    spec: '§2 Message center (in_no_data), §8 Loading failed, click to retry',
    input: { memberType: 1 },
    start: { state: 'loading' },
    steps: [
      { reject: 'loadPage', state: 'failed', sent: [] },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        resolve: 'loadPage',
        output: page(1, 0, [], 0),
        state: { list: { pages: 'idle', reading: 'idle' } },
        context: { messages: [], totalPages: 0 },
        sent: [inboxUnread(0)],
      },
      { send: { type: 'MORE' }, state: { list: { pages: 'idle', reading: 'idle' } } },
      { send: { type: 'MARK_ALL' }, state: { list: { pages: 'idle', reading: 'idle' } } },
    ],
  },
  {
    machine: 'inbox',
    name: 'a visitor (also by a typed address) is sent to /m/login with in_logged_login',
    spec: '§6 Visitor',
    input: { memberType: null },
    start: {
      state: 'leaving',
      sent: [
        {
          to: 'notifications',
          event: { type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: 2000 },
        },
        { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: true } },
      ],
    },
    steps: [],
  },
  {
    machine: 'inbox',
    name: 'a trial member gets free_reject (2 s) and goes back to the hub',
    spec: '§6 Trial or free-play member, §8',
    input: { memberType: 4 },
    start: {
      state: 'leaving',
      sent: [
        { to: 'notifications', event: { type: 'TOAST', message: { key: 'errors.free_reject' }, durationMs: 2000 } },
        { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/message', replace: true } },
      ],
    },
    steps: [],
  },
  {
    machine: 'liveChat',
    name: 'the chat URL opens 500 ms after the launch call answers; a failure is told and the row stays usable',
    spec: '§7 Chat, §9 Chat launch delay',
    start: { state: 'idle' },
    steps: [
      {
        send: { type: 'LAUNCH', request: chatRequest },
        state: 'requesting',
        context: { request: chatRequest },
        sent: [],
      },
      { resolve: 'launchChat', output: '/demo-game/chat?x=1', state: 'waiting', sent: [] },
      { wait: 499, state: 'waiting', sent: [] },
      {
        wait: 1,
        state: 'idle',
        context: { chatUrl: '/demo-game/chat?x=1', request: null },
        sent: [
          { to: 'navigator', event: { type: 'OPEN_EXTERNAL', url: '/demo-game/chat?x=1' } },
          { to: 'unreadCounts', event: { type: 'REFRESH' } },
        ],
      },
      { send: { type: 'LAUNCH', request: chatRequest }, state: 'requesting' },
      {
        reject: 'launchChat',
        error: new Error('Please login an actual account to use this function'),
        state: 'idle',
        sent: [
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { text: 'Please login an actual account to use this function' },
              kind: 'error',
              durationMs: 3000,
            },
          },
        ],
      },
      { send: { type: 'LAUNCH', request: chatRequest }, state: 'requesting' },
      {
        wait: 20_000,
        state: 'idle',
        sent: [
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'centre.chatFailed' }, kind: 'error', durationMs: 3000 },
          },
        ],
      },
      // A second tap while the chat is about to open does not launch it twice.
      { send: { type: 'LAUNCH', request: chatRequest }, state: 'requesting' },
      { resolve: 'launchChat', output: '/demo-game/chat', state: 'waiting' },
      { send: { type: 'LAUNCH', request: chatRequest }, state: 'waiting', sent: [] },
    ],
  },
];
