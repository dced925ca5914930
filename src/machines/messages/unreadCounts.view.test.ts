import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { UnreadAnswer } from '../../domain/messages/centre';
import { normaliseConfig } from '../../domain/shell/site-config';
import { unreadCountsMachine } from './unreadCounts.machine';
import { selectChatUnread, selectInboxUnread } from './unreadCounts.view';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The unread counts run alone: the facts and the config arrive as the listeners would send them. */
function counts(chatOn: boolean) {
  const asked: { withChat: boolean }[] = [];
  const actor = createActor(
    unreadCountsMachine.provide({
      actors: {
        loadCounts: fromPromise<UnreadAnswer, { withChat: boolean }>(async ({ input }) => {
          asked.push(input);
          return { inbox: 5, chat: input.withChat ? 3 : null };
        }),
      },
    }),
  ).start();
  actor.send({ type: 'CONFIG_LOADED', config: normaliseConfig({ merchantCode: 'demo', flags: { CBS3: chatOn } }) });
  actor.send({ type: 'FACTS_CHANGED', loggedIn: true, memberType: 0, mapping: {} });
  return { actor, asked };
}

describe('unread counts (§7: the chat count only with flag CBS3)', () => {
  it('a real member with CBS3 on loads both counts; the badges read them', async () => {
    const { actor, asked } = counts(true);
    await tick();
    expect(asked).toEqual([{ withChat: true }]);
    expect(selectInboxUnread(actor.getSnapshot())).toBe(5);
    expect(selectChatUnread(actor.getSnapshot())).toBe(3);
  });

  it('with CBS3 off a real member loads the inbox count only', async () => {
    const { actor, asked } = counts(false);
    await tick();
    expect(asked).toEqual([{ withChat: false }]);
    expect(selectInboxUnread(actor.getSnapshot())).toBe(5);
    expect(selectChatUnread(actor.getSnapshot())).toBe(0);
  });
});
