import { assertEvent, assign, setup } from 'xstate';
import { CHAT_LAUNCH_DELAY_MS, REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import type { ChatRequest } from '../../domain/messages/centre';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import type { Message } from '../shell/notifications.machine';
import { notify } from '../shell/notify';

/**
 * Live chat (spec §2 "Message center", §7 "Chat", §9 chat launch delay): `CBS_launchChat` answers value.chatUrl,
 * which opens 500 ms later through the navigator (a new window, or the native bridge in the app shell). A failure
 * tells the player and leaves the row usable. A screen actor of the hub: the screen decides who may chat (§6, the
 * entry rules of domain/shell/navigation.ts) and sends LAUNCH with the request; leaving the hub within the 500 ms
 * drops the launch.
 */
export interface LiveChatContext {
  request: ChatRequest | null;
  chatUrl: string | null;
  error: Message | null;
}

export type LiveChatEvent = { type: 'LAUNCH'; request: ChatRequest };

export const liveChatMachine = setup({
  types: {} as { context: LiveChatContext; events: LiveChatEvent },
  actors: {
    launchChat: declaredCall<string, { request: ChatRequest | null }>('liveChat.launchChat'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS, chatLaunchDelay: CHAT_LAUNCH_DELAY_MS },
  actions: {
    holdRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'LAUNCH');
        return event.request;
      },
      chatUrl: null,
      error: null,
    }),
    setUrl: assign({ chatUrl: ({ event }) => String((event as unknown as { output: string }).output) }),
    rememberFailure: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof Error && error.message ? { text: error.message } : { key: 'centre.chatFailed' };
      },
    }),
    rememberTimeout: assign({ error: { key: 'centre.chatFailed' } as Message }),
    tellError: ({ context, system }) =>
      notify(system, {
        type: 'TOAST',
        message: context.error ?? { key: 'centre.chatFailed' },
        kind: 'error',
        durationMs: TOAST_MS.short,
      }),
    openChat: ({ context, system }) => {
      if (context.chatUrl) requestNavigation(system, { type: 'OPEN_EXTERNAL', url: context.chatUrl });
    },
    // Launching zeroes the chat's unread count on the platform: the badge follows.
    refreshUnread: ({ system }) => system.get('unreadCounts')?.send({ type: 'REFRESH' }),
    release: assign({ request: null }),
  },
}).createMachine({
  id: 'liveChat',
  description: 'Live chat from the message centre: the launch call, then the chat opens after 500 ms.',
  context: { request: null, chatUrl: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The live chat row is ready for a tap.',
      on: { LAUNCH: { target: 'requesting', actions: 'holdRequest' } },
    },
    requesting: {
      description: 'CBS_launchChat runs (b2c 1, language, backUrl, headerColor, title); a failure is told.',
      invoke: {
        id: 'launchChat',
        src: 'launchChat',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'waiting', actions: 'setUrl' },
        onError: { target: 'idle', actions: ['rememberFailure', 'tellError', 'release'] },
      },
      after: { requestTimeout: { target: 'idle', actions: ['rememberTimeout', 'tellError', 'release'] } },
    },
    waiting: {
      description: 'The chat URL is in; it opens after the 500 ms chat launch delay (§9).',
      after: { chatLaunchDelay: { target: 'idle', actions: ['openChat', 'refreshUnread', 'release'] } },
    },
  },
});
