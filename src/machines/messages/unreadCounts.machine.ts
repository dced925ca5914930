import { assertEvent, assign, setup } from 'xstate';
import { isRealMember } from '../../domain/account/member';
import { REQUEST_TIMEOUT_MS, UNREAD_THROTTLE_MS } from '../../domain/constants';
import { chatUnreadAllowed } from '../../domain/messages/centre';
import { declaredCall } from '../shell/declared';
import { type CentreFacts, centreFacts } from './centreFacts';

/**
 * Unread counts of the message centre (spec §2 "Message center", §7 "Unread counts", §6): the inbox's from the
 * server (`/wps/member/messages/unread`), the live chat's from `CBS_unreadCount` (value.unReadCount) only for a real
 * member with flag CBS3. A refresh runs at most once per 250 ms (§9 throttle; one asked for meanwhile runs after it);
 * a failed call is not alerted and keeps the last value. Visitors and trial members have no counts. App-level,
 * systemId `unreadCounts`: it hears logins, logouts and the flag through its `centreFacts` listener; the hub asks
 * for a REFRESH when it opens, the inbox reports the server's count after each read (INBOX_UNREAD).
 */
export interface UnreadCountsContext {
  facts: CentreFacts;
  inbox: number;
  chat: number;
  /** A refresh was asked for while one ran or cooled down: it runs once the 250 ms are over. */
  again: boolean;
}

export type UnreadCountsEvent =
  | ({ type: 'FACTS_CHANGED' } & CentreFacts)
  | { type: 'REFRESH' }
  | { type: 'INBOX_UNREAD'; count: number };

const countOf = (event: unknown): number => {
  const output = Number((event as { output?: unknown }).output);
  return Number.isFinite(output) && output > 0 ? Math.floor(output) : 0;
};

export const unreadCountsMachine = setup({
  types: {} as { context: UnreadCountsContext; events: UnreadCountsEvent },
  actors: {
    loadInboxUnread: declaredCall<number>('unreadCounts.loadInboxUnread'),
    loadChatUnread: declaredCall<number>('unreadCounts.loadChatUnread'),
    centreFacts,
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS, unreadThrottle: UNREAD_THROTTLE_MS },
  guards: {
    isRealMemberChange: ({ event }) => {
      assertEvent(event, 'FACTS_CHANGED');
      return event.loggedIn && event.memberType !== null && isRealMember(event.memberType);
    },
    chatAllowed: ({ context }) => chatUnreadAllowed(context.facts.memberType, context.facts.chatOn),
    askedAgain: ({ context }) => context.again,
  },
  actions: {
    setFacts: assign({
      facts: ({ event }) => {
        assertEvent(event, 'FACTS_CHANGED');
        return { loggedIn: event.loggedIn, memberType: event.memberType, chatOn: event.chatOn };
      },
    }),
    clearCounts: assign({ inbox: 0, chat: 0, again: false }),
    setInbox: assign({ inbox: ({ event }) => countOf(event) }),
    setReportedInbox: assign({
      inbox: ({ event }) => {
        assertEvent(event, 'INBOX_UNREAD');
        return Math.max(0, Math.floor(event.count));
      },
    }),
    setChat: assign({ chat: ({ event }) => countOf(event) }),
    clearChat: assign({ chat: 0 }),
    rememberAgain: assign({ again: true }),
    forgetAgain: assign({ again: false }),
  },
}).createMachine({
  id: 'unreadCounts',
  description: 'The message centre’s unread badges: inbox and live chat, for a real member only.',
  context: { facts: { loggedIn: false, memberType: null, chatOn: false }, inbox: 0, chat: 0, again: false },
  // The listener lives on the root, which no transition re-enters: a restarted listener would announce the facts
  // again at once.
  invoke: { id: 'centreFacts', src: 'centreFacts' },
  initial: 'none',
  states: {
    none: {
      description: 'A visitor or a trial member (§6): no unread counts are fetched, the badges show nothing.',
      on: {
        FACTS_CHANGED: [
          { guard: 'isRealMemberChange', target: 'member', actions: ['setFacts', 'forgetAgain'] },
          { actions: ['setFacts', 'clearCounts'] },
        ],
      },
    },
    member: {
      description: 'A real member: the counts load on login and on each refresh, at most once per 250 ms.',
      initial: 'loadingInbox',
      on: {
        FACTS_CHANGED: [
          { guard: 'isRealMemberChange', target: 'member', reenter: true, actions: ['setFacts', 'forgetAgain'] },
          { target: 'none', actions: ['setFacts', 'clearCounts'] },
        ],
        REFRESH: { actions: 'rememberAgain' },
        INBOX_UNREAD: { actions: 'setReportedInbox' },
      },
      states: {
        loadingInbox: {
          description: 'Fetching the inbox unread count; a failure keeps the last value, silently.',
          invoke: {
            id: 'loadInboxUnread',
            src: 'loadInboxUnread',
            onDone: { target: 'checkingChat', actions: 'setInbox' },
            onError: 'checkingChat',
          },
          after: { requestTimeout: 'checkingChat' },
        },
        checkingChat: {
          description: 'The chat count is fetched only with flag CBS3 and for a real member (§6).',
          always: [
            { guard: 'chatAllowed', target: 'loadingChat' },
            { target: 'cooling', actions: 'clearChat' },
          ],
        },
        loadingChat: {
          description: 'Fetching the chat unread count (value.unReadCount); a failure is not alerted (§7).',
          invoke: {
            id: 'loadChatUnread',
            src: 'loadChatUnread',
            onDone: { target: 'cooling', actions: 'setChat' },
            onError: 'cooling',
          },
          after: { requestTimeout: 'cooling' },
        },
        cooling: {
          description: 'The 250 ms throttle (§9): a refresh asked for now runs when it ends.',
          after: {
            unreadThrottle: [
              { guard: 'askedAgain', target: 'loadingInbox', actions: 'forgetAgain' },
              { target: 'idle' },
            ],
          },
        },
        idle: {
          description: 'The counts are shown; a refresh fetches them again.',
          on: { REFRESH: 'loadingInbox' },
        },
      },
    },
  },
});
