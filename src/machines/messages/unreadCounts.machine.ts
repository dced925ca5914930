import { assertEvent, assign, setup } from 'xstate';
import { isRealMember } from '../../domain/account/member';
import { REQUEST_TIMEOUT_MS, UNREAD_THROTTLE_MS } from '../../domain/constants';
import type { UnreadAnswer } from '../../domain/messages/centre';
import { type LaunchFacts, launchFacts } from '../games/launchFacts';
import { declaredCall } from '../shell/declared';
import { type ConfigLoaded, followConfig } from '../shell/listeners';

/**
 * Unread counts of the message centre (spec §2 "Message center", §7 "Unread counts", §6): the inbox's from the
 * server (`/wps/member/messages/unread`), the live chat's from `CBS_unreadCount` (value.unReadCount) only for a real
 * member with flag CBS3. A refresh runs at most once per 250 ms (§9 throttle; one asked for meanwhile runs after it);
 * a failed call is not alerted and keeps the last value. Visitors and trial members have no counts. App-level,
 * systemId `unreadCounts`: it hears the session through the launch facts listener (member type) and the flag through
 * `followConfig`; the hub asks for a REFRESH when it opens, the inbox reports the server's count after each read
 * (INBOX_UNREAD).
 */
export interface UnreadCountsContext {
  /** The session's member type (§3), null for a visitor. */
  memberType: number | null;
  /** Flag CBS3 (§6: live chat and its unread count). */
  chatOn: boolean;
  inbox: number;
  chat: number;
  /** A refresh was asked for while one ran or cooled down: it runs once the 250 ms are over. */
  again: boolean;
}

export type UnreadCountsEvent =
  | ({ type: 'FACTS_CHANGED' } & LaunchFacts)
  | ConfigLoaded
  | { type: 'REFRESH' }
  | { type: 'INBOX_UNREAD'; count: number };

export const unreadCountsMachine = setup({
  types: {} as { context: UnreadCountsContext; events: UnreadCountsEvent },
  actors: {
    loadCounts: declaredCall<UnreadAnswer, { withChat: boolean }>('unreadCounts.loadCounts'),
    launchFacts,
    followConfig,
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS, unreadThrottle: UNREAD_THROTTLE_MS },
  guards: {
    isRealMemberNow: ({ event }) => {
      assertEvent(event, 'FACTS_CHANGED');
      return isRealMember(event.memberType);
    },
    askedAgain: ({ context }) => context.again,
  },
  actions: {
    setMemberType: assign({
      memberType: ({ event }) => {
        assertEvent(event, 'FACTS_CHANGED');
        return event.memberType;
      },
    }),
    setChatOn: assign({
      chatOn: ({ event }) => {
        assertEvent(event, 'CONFIG_LOADED');
        return event.config.flags.CBS3 === true;
      },
    }),
    clearCounts: assign({ inbox: 0, chat: 0, again: false }),
    setCounts: assign(({ context, event }) => {
      const { inbox, chat } = (event as unknown as { output: UnreadAnswer }).output;
      const allowed = context.chatOn && isRealMember(context.memberType);
      return { inbox: inbox ?? context.inbox, chat: allowed ? (chat ?? context.chat) : 0 };
    }),
    setReportedInbox: assign({ inbox: ({ event }) => (event as { count: number }).count }),
    rememberAgain: assign({ again: true }),
    forgetAgain: assign({ again: false }),
  },
}).createMachine({
  id: 'unreadCounts',
  description: 'Unread badges of the message centre: inbox and live chat.',
  context: { memberType: null, chatOn: false, inbox: 0, chat: 0, again: false },
  // The listeners live on the root, which no transition re-enters: a restarted listener announces its facts again.
  invoke: [
    { id: 'launchFacts', src: 'launchFacts' },
    { id: 'followConfig', src: 'followConfig' },
  ],
  on: { CONFIG_LOADED: { actions: 'setChatOn' } },
  initial: 'none',
  states: {
    none: {
      description: 'A visitor or trial member (§6): no counts.',
      on: {
        FACTS_CHANGED: [
          { guard: 'isRealMemberNow', target: 'member', actions: 'setMemberType' },
          { actions: ['setMemberType', 'clearCounts'] },
        ],
      },
    },
    member: {
      description: 'A real member: counts load on login and on refresh.',
      initial: 'loading',
      on: {
        // The facts also change with the vendors (the launch facts): a member stays a member.
        FACTS_CHANGED: [
          { guard: 'isRealMemberNow', actions: 'setMemberType' },
          { target: 'none', actions: ['setMemberType', 'clearCounts'] },
        ],
        REFRESH: { actions: 'rememberAgain' },
        INBOX_UNREAD: { actions: 'setReportedInbox' },
      },
      states: {
        loading: {
          description: 'Fetching the counts (chat: CBS3 only, §6); a failure keeps the last value.',
          invoke: {
            id: 'loadCounts',
            src: 'loadCounts',
            input: ({ context }) => ({ withChat: context.chatOn && isRealMember(context.memberType) }),
            onDone: { target: 'cooling', actions: 'setCounts' },
            onError: 'cooling',
          },
          after: { requestTimeout: 'cooling' },
        },
        cooling: {
          description: 'The 250 ms throttle (§9): a refresh waits for its end.',
          after: {
            unreadThrottle: [{ guard: 'askedAgain', target: 'loading', actions: 'forgetAgain' }, { target: 'idle' }],
          },
        },
        idle: {
          description: 'The counts are shown.',
          on: { REFRESH: 'loading' },
        },
      },
    },
  },
});
