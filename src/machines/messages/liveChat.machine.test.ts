import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, type AnyEventObject, createActor, fromPromise } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { CHAT_LAUNCH_DELAY_MS, REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import type { ChatRequest } from '../../domain/messages/centre';
import { liveChatMachine } from './liveChat.machine';
import * as view from './liveChat.view';

const request: ChatRequest = {
  language: 'TH',
  backUrl: 'https://site/m/message',
  headerColor: '#123456',
  title: 'Chat',
};

/**
 * The live chat in a system of recording stand-ins (navigator, notifications and, unless left out, unread counts),
 * its launch call answering with `answer`.
 */
function chat(answer: (input: { request: ChatRequest | null }) => Promise<string>, withUnread = true) {
  const sent: { to: string; event: AnyEventObject }[] = [];
  const inputs: unknown[] = [];
  const standIns: Record<string, AnyActorLogic> = {
    navigator: recorder('navigator', sent),
    notifications: recorder('notifications', sent),
  };
  if (withUnread) standIns.unreadCounts = recorder('unreadCounts', sent);
  const root = standInRoot(standIns);
  const machine = liveChatMachine.provide({
    actors: {
      launchChat: fromPromise<string, { request: ChatRequest | null }>(({ input }) => {
        inputs.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { parent: root }).start();
  actor.send({ type: 'LAUNCH', request });
  return { actor, sent, inputs };
}

const failureToast = (message: object) => ({
  to: 'notifications',
  event: { type: 'TOAST', message, kind: 'error', durationMs: TOAST_MS.short },
});

describe('live chat (§2 message centre, §7 CBS_launchChat, §9 500 ms launch delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('launches with the request, opens the chat URL 500 ms after the answer, then refreshes the badges', async () => {
    const { actor, sent, inputs } = chat(async () => 'https://chat.example/room');
    expect(inputs).toEqual([{ request }]);
    expect(view.selectLaunching(actor.getSnapshot())).toBe(true);
    expect(view.selectPhase(actor.getSnapshot())).toBe('requesting');
    await vi.advanceTimersByTimeAsync(0);
    expect(view.selectPhase(actor.getSnapshot())).toBe('waiting');
    expect(view.selectLaunching(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(CHAT_LAUNCH_DELAY_MS);
    expect(sent).toEqual([
      { to: 'navigator', event: { type: 'OPEN_EXTERNAL', url: 'https://chat.example/room' } },
      { to: 'unreadCounts', event: { type: 'REFRESH' } },
    ]);
    expect(view.selectPhase(actor.getSnapshot())).toBe('idle');
    expect(view.selectLaunching(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ request: null, chatUrl: 'https://chat.example/room', error: null });
  });

  it('an empty chat URL opens nothing', async () => {
    const { actor, sent } = chat(async () => '');
    await vi.advanceTimersByTimeAsync(CHAT_LAUNCH_DELAY_MS);
    expect(sent).toEqual([{ to: 'unreadCounts', event: { type: 'REFRESH' } }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('without an unread counts actor the chat still opens and the row is usable again', async () => {
    const { actor, sent } = chat(async () => 'https://chat.example/room', false);
    await vi.advanceTimersByTimeAsync(CHAT_LAUNCH_DELAY_MS);
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'OPEN_EXTERNAL', url: 'https://chat.example/room' } }]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("a failure with the server's message tells that message and leaves the row usable", async () => {
    const { actor, sent } = chat(async () => {
      throw new Error('Chat is closed');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ request: null, chatUrl: null, error: { text: 'Chat is closed' } });
    expect(sent).toEqual([failureToast({ text: 'Chat is closed' })]);
  });

  it('a failure without a message tells the generic chat failure', async () => {
    const { actor, sent } = chat(async () => {
      throw new Error('');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'centre.chatFailed' });
    expect(sent).toEqual([failureToast({ key: 'centre.chatFailed' })]);
  });

  it('a failure that is not an Error tells the generic chat failure, even if it carries a message', async () => {
    const { actor, sent } = chat(() => Promise.reject({ message: 'not an Error' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'centre.chatFailed' });
    expect(sent).toEqual([failureToast({ key: 'centre.chatFailed' })]);
  });

  it('a launch that does not answer in time tells the generic chat failure', async () => {
    const { actor, sent } = chat(() => new Promise<string>(() => undefined));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ request: null, chatUrl: null, error: { key: 'centre.chatFailed' } });
    expect(sent).toEqual([failureToast({ key: 'centre.chatFailed' })]);
  });
});
