import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { InboxMessage, InboxPage } from '../../domain/messages/centre';
import { inboxMachine } from './inbox.machine';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const message = (id: number, read: boolean): InboxMessage => ({
  id,
  title: `t${id}`,
  content: `<p>${id}</p>`,
  createdAt: '2025-01-31',
  read,
});

const PAGES: Record<number, InboxPage> = {
  1: { messages: [message(1, false), message(2, true)], pageNum: 1, totalPages: 2, unread: 4 },
  2: { messages: [message(3, false)], pageNum: 2, totalPages: 2, unread: 3 },
};

/** A member's inbox with its calls recorded; `withSystem` runs it beside a recording unread counts actor. */
function inbox(withSystem: boolean) {
  const pageCalls: unknown[] = [];
  const markCalls: unknown[] = [];
  const sent: { to: string; event: AnyEventObject }[] = [];
  const machine = inboxMachine.provide({
    actors: {
      loadPage: fromPromise<InboxPage, { pageNo: number }>(async ({ input }) => {
        pageCalls.push(input);
        return PAGES[input.pageNo] as InboxPage;
      }),
      markRead: fromPromise<number, { id: number | null }>(async ({ input }) => {
        markCalls.push(input);
        return 2;
      }),
      markAllRead: fromPromise<number, void>(async () => 0),
    },
  });
  const root = withSystem ? standInRoot({ unreadCounts: recorder('unreadCounts', sent) }) : undefined;
  const actor = createActor(machine, { input: { memberType: 0 }, parent: root }).start();
  return { actor, pageCalls, markCalls, sent };
}

describe('inbox (§2 message centre: pages, read marks, the unread count)', () => {
  it('starts with no messages while the first page loads', () => {
    const { actor } = inbox(true);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      memberType: 0,
      messages: [],
      page: 0,
      totalPages: 0,
      openId: null,
      toMark: [],
    });
  });

  it('asks for page 1, then "more" asks for the page after the shown one; each count goes to the badges', async () => {
    const { actor, pageCalls, sent } = inbox(true);
    await tick();
    expect(pageCalls).toEqual([{ pageNo: 1 }]);
    actor.send({ type: 'MORE' });
    await tick();
    expect(pageCalls).toEqual([{ pageNo: 1 }, { pageNo: 2 }]);
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(sent).toEqual([
      { to: 'unreadCounts', event: { type: 'INBOX_UNREAD', count: 4 } },
      { to: 'unreadCounts', event: { type: 'INBOX_UNREAD', count: 3 } },
    ]);
  });

  it('marks an opened unread message with its own id', async () => {
    const { actor, markCalls, sent } = inbox(true);
    await tick();
    actor.send({ type: 'OPEN', id: 1 });
    await tick();
    expect(markCalls).toEqual([{ id: 1 }]);
    expect(sent.at(-1)).toEqual({ to: 'unreadCounts', event: { type: 'INBOX_UNREAD', count: 2 } });
  });

  it('run alone (no unread counts actor) it still loads pages and marks messages read', async () => {
    const { actor, markCalls } = inbox(false);
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ list: { pages: 'idle', reading: 'idle' } });
    actor.send({ type: 'OPEN', id: 1 });
    await tick();
    expect(markCalls).toEqual([{ id: 1 }]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ list: { pages: 'idle', reading: 'idle' } });
    expect(actor.getSnapshot().context.toMark).toEqual([]);
  });
});
