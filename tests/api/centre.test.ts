/**
 * The message centre's server side (server/README.md "Help, customer service, chat, inbox" and "Test helpers"): the
 * seeded unread messages of both demo accounts, the DEV_TOOLS helper that gives a member N messages and takes them
 * back, the unread count it moves, and the helper's absence without DEV_TOOLS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ContentServer, call, startContentServer } from './content-server';
import { startCoreServer } from './core-server';

interface Inbox {
  content: { id: number; title: string; content: string; read: boolean }[];
  pageNum: number;
  totalPages: number;
  total: number;
  unread: number;
}

let s: ContentServer;

const value = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.value as T;
};

beforeAll(async () => {
  s = await startContentServer();
});
afterAll(async () => {
  await s?.stop();
});

describe('seeded inbox', () => {
  it('both demo accounts start with unread messages of their own besides the broadcasts', async () => {
    const demo = await s.tokenOf('demo');
    const agent = await s.tokenOf('agent01');
    expect(value(await call<number>(s.url, '/wps/member/messages/unread', { token: demo }))).toBe(5);
    const agentInbox = value(await call<Inbox>(s.url, '/wps/member/messages', { token: agent }));
    expect(agentInbox.unread).toBe(5);
    expect(agentInbox.content.map((m) => m.title)).toContain('New contracts to review');
    // The demo member does not get agent01's own messages.
    const demoInbox = value(await call<Inbox>(s.url, '/wps/member/messages', { token: demo }));
    expect(demoInbox.content.map((m) => m.title)).not.toContain('New contracts to review');
  });
});

describe('POST and DELETE /dev/inbox', () => {
  it('gives a member N unread messages, newest first in the inbox, and takes them back', async () => {
    const member = await s.newMember('inboxgift', 0);
    const before = value(await call<number>(s.url, '/wps/member/messages/unread', { token: member.token }));
    const given = value(
      await call<{ ids: number[]; unread: number }>(s.url, '/dev/inbox', {
        method: 'POST',
        body: { username: 'InboxGift', count: 100 },
      }),
    );
    expect(given.ids).toHaveLength(100);
    expect(given.unread).toBe(before + 100);
    expect(value(await call<number>(s.url, '/wps/member/messages/unread', { token: member.token }))).toBe(before + 100);
    const page = value(
      await call<Inbox>(s.url, '/wps/member/messages', { token: member.token, query: { pageSize: 20 } }),
    );
    expect(page.totalPages).toBe(Math.ceil((before + 100) / 20));
    expect(page.content[0]?.title).toBe('Test message 100');
    expect(page.content[0]?.read).toBe(false);
    // Reading one lowers the count by one.
    const read = value(
      await call<{ unread: number }>(s.url, '/wps/member/messages/read', {
        method: 'POST',
        token: member.token,
        body: { id: given.ids[0] },
      }),
    );
    expect(read.unread).toBe(before + 99);

    const taken = value(
      await call<{ removed: number; unread: number }>(s.url, '/dev/inbox', {
        method: 'DELETE',
        body: { username: 'inboxgift', ids: given.ids },
      }),
    );
    expect(taken).toEqual({ removed: 100, unread: before });
  });

  it('only takes back the member’s own messages: broadcasts and other members’ stay', async () => {
    const other = await s.newMember('inboxother', 0);
    const demoToken = await s.tokenOf('demo');
    const demoInbox = value(await call<Inbox>(s.url, '/wps/member/messages', { token: demoToken }));
    const ids = demoInbox.content.map((m) => m.id);
    const taken = value(
      await call<{ removed: number }>(s.url, '/dev/inbox', { method: 'DELETE', body: { username: 'inboxother', ids } }),
    );
    expect(taken.removed).toBe(0);
    expect(value(await call<Inbox>(s.url, '/wps/member/messages', { token: demoToken })).total).toBe(demoInbox.total);
    expect(value(await call<number>(s.url, '/wps/member/messages/unread', { token: other.token }))).toBe(3);
  });

  it('refuses an unknown member and bad counts', async () => {
    const unknown = await call(s.url, '/dev/inbox', { method: 'POST', body: { username: 'nobody-here', count: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    for (const count of [0, 501, 1.5, '3']) {
      const bad = await call(s.url, '/dev/inbox', { method: 'POST', body: { username: 'demo', count } });
      expect(bad.status, String(count)).toBe(400);
      expect(bad.body.code).toBe('INVALID_INPUT');
    }
    const noIds = await call(s.url, '/dev/inbox', { method: 'DELETE', body: { username: 'demo', ids: [] } });
    expect(noIds.status).toBe(400);
  });
});

describe('without DEV_TOOLS', () => {
  it('has no /dev/inbox', async () => {
    const core = await startCoreServer({ devTools: false });
    try {
      const answer = await call(core.url, '/dev/inbox', { method: 'POST', body: { username: 'demo', count: 1 } });
      expect(answer.status).toBe(404);
    } finally {
      await core.destroy();
    }
  });
});
