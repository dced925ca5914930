/**
 * Content calls against the real server on PGlite (server/README.md "Content calls"): announcements by group and
 * type with read marks, help by language, customer service (decrypted with the served key), chat, inbox and the
 * lottery list and orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ContentServer, call, startContentServer } from './content-server';

interface Announcement {
  id: number;
  title: string;
  content: string;
  startDate: string;
  execution: 'A' | 'B' | 'F';
  promotionType: string;
  groupName: string;
  url: string;
  read: boolean;
}
interface Announcements {
  promotion: Announcement[];
  banners: Announcement[];
  player: Announcement[];
  popup: Announcement[];
}

let s: ContentServer;
let demo: string;

const value = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.value as T;
};
const announcements = (query: Record<string, string>, token?: string) =>
  call<Announcements>(s.url, '/wps/relay/MCSFE_getListAnnouncements', {
    token,
    query: { platform: 'M', merchantCode: 'demo', language: 'EN', ...query },
  });
const setFirstLogin = (on: boolean) =>
  s.server.db.query(`UPDATE members SET first_time_login = $1 WHERE username_lc = 'demo'`, [on]);

beforeAll(async () => {
  s = await startContentServer();
  demo = await s.tokenOf('demo');
});
afterAll(async () => {
  await s?.stop();
});

describe('announcements', () => {
  it('the seed has every type and execution, with HTML bodies (px sizes, http and in-app links)', async () => {
    await setFirstLogin(true);
    const member = value(await announcements({}, demo));
    const visitor = value(await announcements({}));
    const all = [...member.promotion, ...member.banners, ...member.player, ...member.popup, ...visitor.popup];
    expect(new Set(all.map((a) => a.promotionType))).toEqual(new Set(['A', 'PL', 'B', 'PU', 'PR']));
    expect(new Set(all.map((a) => a.execution))).toEqual(new Set(['A', 'B', 'F']));
    const html = all.map((a) => a.content).join('\n');
    expect(html).toMatch(/font-size:\s*\d+px/);
    expect(html).toMatch(/href="https?:\/\//);
    expect(html).toMatch(/href="\/m\//);
    for (const a of all) expect(a.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('popups: members get execution A (plus F on first login), visitors execution B', async () => {
    await setFirstLogin(false);
    const member = value(await announcements({ types: 'B,PL,PU', groupName: 'm_home' }, demo));
    expect(member.popup.length).toBeGreaterThan(0);
    expect(member.popup.every((a) => a.execution === 'A')).toBe(true);
    await setFirstLogin(true);
    const first = value(await announcements({ types: 'B,PL,PU', groupName: 'm_home' }, demo));
    expect(first.popup.some((a) => a.execution === 'F')).toBe(true);
    expect(first.popup.every((a) => a.execution === 'A' || a.execution === 'F')).toBe(true);
    const visitor = value(await announcements({ types: 'B,PL,PU', groupName: 'm_home' }));
    expect(visitor.popup.length).toBeGreaterThan(0);
    expect(visitor.popup.every((a) => a.execution === 'B')).toBe(true);
    expect(visitor.promotion).toEqual([]);
    // Type A ("all") joins the player list and the popup of the site's usual call (types B,PL,PU).
    expect(visitor.popup.some((a) => a.promotionType === 'A')).toBe(true);
    expect(first.player.some((a) => a.promotionType === 'A')).toBe(true);
    expect(first.player.some((a) => a.promotionType === 'PL')).toBe(true);
  });

  it('the token may also come in the query, as the spec lists it', async () => {
    await setFirstLogin(false);
    const viaQuery = value(await announcements({ types: 'PU', token: demo }));
    expect(viaQuery.popup.every((a) => a.execution === 'A')).toBe(true);
  });

  it('banners by group: m_home, m_live and m_reg, each with a served image', async () => {
    for (const group of ['m_home', 'm_live', 'm_reg']) {
      const { banners, player, popup } = value(await announcements({ types: 'B', groupName: group }));
      expect(banners.length, group).toBeGreaterThan(0);
      expect(banners.every((b) => b.groupName === group && b.promotionType === 'B')).toBe(true);
      expect(player).toEqual([]);
      expect(popup).toEqual([]);
      const image = await fetch(new URL(banners[0]?.url ?? '/none', s.url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
    const both = value(await announcements({ types: 'B', groupName: 'm_home,m_live' }));
    expect(new Set(both.banners.map((b) => b.groupName))).toEqual(new Set(['m_home', 'm_live']));
  });

  it('mark as read: the member sees the flag; unmark; visitors and unknown ids are refused', async () => {
    const before = value(await announcements({ types: 'PL' }, demo)).player;
    const target = before[0];
    if (!target) throw new Error('no PL announcement');
    expect(target.read).toBe(false);
    const marked = await call(s.url, '/wps/relay/MCSFE_markAsRead', {
      method: 'POST',
      token: demo,
      body: { announcementId: target.id, read: true },
    });
    expect(marked.body).toEqual({ success: true, value: { id: target.id, read: true } });
    const after = value(await announcements({ types: 'PL' }, demo)).player;
    expect(after.find((a) => a.id === target.id)?.read).toBe(true);
    expect(after.filter((a) => a.id !== target.id).every((a) => !a.read)).toBe(true);
    expect(value(await announcements({ types: 'PL' })).player.every((a) => !a.read)).toBe(true);

    await call(s.url, '/wps/relay/MCSFE_markAsRead', {
      method: 'POST',
      token: demo,
      body: { announcementId: String(target.id), read: false },
    });
    expect(value(await announcements({ types: 'PL' }, demo)).player.find((a) => a.id === target.id)?.read).toBe(false);

    const visitor = await call(s.url, '/wps/relay/MCSFE_markAsRead', {
      method: 'POST',
      body: { announcementId: target.id, read: true },
    });
    expect(visitor.status).toBe(401);
    const unknown = await call(s.url, '/wps/relay/MCSFE_markAsRead', {
      method: 'POST',
      token: demo,
      body: { announcementId: 987654, read: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ANNOUNCEMENT_NOT_FOUND');
  });

  it('an unknown type is refused', async () => {
    const answer = await announcements({ types: 'B,XX' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_INPUT');
  });
});

describe('help centre', () => {
  const help = (lang: string) =>
    call<{ id: number; key: string; title: string; content: string }[]>(s.url, '/wps/system/helpCenter', {
      query: { lang },
    });

  it('answers items in each shipped language, in that language', async () => {
    const en = value(await help('EN'));
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(en[0]?.title).toBe('About us');
    const expected: Record<string, string> = {
      CN: '关于我们',
      TH: 'เกี่ยวกับเรา',
      VI: 'Về chúng tôi',
      ID: 'Tentang kami',
      'PT-BR': 'Sobre nós',
      HI: 'हमारे बारे में',
      KO: '회사 소개',
      JA: '私たちについて',
    };
    for (const [lang, title] of Object.entries(expected)) {
      const items = value(await help(lang));
      expect(items.length, lang).toBeGreaterThanOrEqual(4);
      expect(items[0]?.title, lang).toBe(title);
      expect(
        items.every((i) => i.content.startsWith('<p>')),
        lang,
      ).toBe(true);
    }
    expect(value(await help('pt_br'))[0]?.title).toBe('Sobre nós');
  });

  it('names each item by a key that is the same in every language (the registration terms link finds `terms`)', async () => {
    const en = value(await help('EN'));
    expect(new Set(en.map((i) => i.key)).size).toBe(en.length);
    expect(en.find((i) => i.key === 'terms')?.title).toBe('Terms and conditions');
    for (const lang of ['CN', 'TH', 'VI', 'ID', 'PT-BR', 'HI', 'KO', 'JA']) {
      const items = value(await help(lang));
      expect(items.map((i) => i.key).slice(0, 2), lang).toEqual(['about', 'terms']);
    }
  });

  it('falls back to EN for a language without items and refuses a malformed code', async () => {
    expect(value(await help('FR'))[0]?.title).toBe('About us');
    const bad = await help('<script>');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
  });
});

describe('customer service', () => {
  it('every path decrypts with the served key (AES-GCM) to the configured entry', async () => {
    const answer = value(
      await call<{ version: { algorithm: string; key: string; pathList: { type: string; path: string }[] } }>(
        s.url,
        '/wps/system/customerService',
      ),
    );
    const { key, pathList, algorithm } = answer.version;
    expect(algorithm).toBe('AES-GCM');
    expect(pathList.map((p) => p.type)).toEqual(expect.arrayContaining(['CS', 'WHATSAPP', 'LIVECHAT', '3']));
    const cryptoKey = await crypto.subtle.importKey('raw', Buffer.from(key, 'base64'), 'AES-GCM', false, ['decrypt']);
    const configured = s.server.ctx.config.get().customerService;
    for (const entry of pathList) {
      const bytes = Buffer.from(entry.path, 'base64');
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, 12) },
        cryptoKey,
        bytes.subarray(12),
      );
      const path = new TextDecoder().decode(plain);
      expect(configured).toContainEqual({ csType: entry.type, path });
      expect(entry.path).not.toContain(path);
    }
    // A fresh key each time: an old key does not open new paths.
    const again = value(await call<{ version: { key: string } }>(s.url, '/wps/system/customerService'));
    expect(again.version.key).not.toBe(key);
  });
});

describe('chat', () => {
  it('launch needs a real member; the chat page works; unread counts', async () => {
    expect((await call(s.url, '/wps/relay/CBS_launchChat')).status).toBe(401);
    const trial = await s.newMember('trialchat', 4);
    const refused = await call(s.url, '/wps/relay/CBS_launchChat', { token: trial.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TRIAL_REFUSED');
    expect(value(await call(s.url, '/wps/relay/CBS_unreadCount', { token: trial.token }))).toEqual({ unReadCount: 0 });
    expect((await call(s.url, '/wps/relay/CBS_unreadCount')).status).toBe(401);

    expect(value(await call(s.url, '/wps/relay/CBS_unreadCount', { token: demo }))).toEqual({ unReadCount: 2 });
    const launched = value(
      await call<{ chatUrl: string }>(s.url, '/wps/relay/CBS_launchChat', {
        token: demo,
        query: { b2c: 1, language: 'EN', backUrl: '/m/message', headerColor: '#123456', title: 'Live chat' },
      }),
    );
    expect(launched.chatUrl).toMatch(/^\/demo-game\/chat\?/);
    const page = await fetch(new URL(launched.chatUrl, s.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Live chat');
    expect(html).toContain('href="/m/message"');
    expect(html).not.toMatch(/<script/i);
    expect(value(await call(s.url, '/wps/relay/CBS_unreadCount', { token: demo }))).toEqual({ unReadCount: 0 });
  });

  it.each([
    ['javascript: back URL', { backUrl: 'javascript:alert(1)' }],
    ['protocol-relative back URL', { backUrl: '//evil.example/' }],
    ['tab-smuggled back URL', { backUrl: '/\t/evil.example' }],
    ['external back URL', { backUrl: 'https://evil.example/' }],
    ['bad colour', { headerColor: 'red;background:url(x)' }],
    ['long title', { title: 'x'.repeat(61) }],
  ])('refuses a %s', async (_name, query) => {
    const answer = await call(s.url, '/wps/relay/CBS_launchChat', { token: demo, query });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_INPUT');
  });
});

describe('inbox', () => {
  type Message = { id: number; title: string; read: boolean; createdAt: string };
  type Inbox = { content: Message[]; pageNum: number; totalPages: number; total: number; unread: number };

  it('lists the demo member messages, counts unread, marks one and all read', async () => {
    const inbox = value(await call<Inbox>(s.url, '/wps/member/messages', { token: demo }));
    expect(inbox.total).toBe(5);
    expect(inbox.unread).toBe(5);
    const dates = inbox.content.map((m) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(value(await call<number>(s.url, '/wps/member/messages/unread', { token: demo }))).toBe(5);

    const first = inbox.content[0];
    if (!first) throw new Error('empty inbox');
    const marked = value(
      await call<{ unread: number }>(s.url, '/wps/member/messages/read', {
        method: 'POST',
        token: demo,
        body: { id: first.id },
      }),
    );
    expect(marked.unread).toBe(4);
    const reread = value(await call<Inbox>(s.url, '/wps/member/messages', { token: demo, query: { pageSize: 2 } }));
    expect(reread.content[0]).toMatchObject({ id: first.id, read: true });
    expect(reread.totalPages).toBe(3);

    // Another member cannot read the demo member's own messages, and sees only the broadcasts.
    const other = await s.newMember('otherreader', 0);
    const otherInbox = value(await call<Inbox>(s.url, '/wps/member/messages', { token: other.token }));
    expect(otherInbox.total).toBe(3);
    const notTheirs = await call(s.url, '/wps/member/messages/read', {
      method: 'POST',
      token: other.token,
      body: { id: first.id },
    });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('MESSAGE_NOT_FOUND');

    const all = value(
      await call<{ unread: number }>(s.url, '/wps/member/messages/read', {
        method: 'POST',
        token: demo,
        body: { all: true },
      }),
    );
    expect(all.unread).toBe(0);
    expect(value(await call<number>(s.url, '/wps/member/messages/unread', { token: demo }))).toBe(0);
    expect(value(await call<number>(s.url, '/wps/member/messages/unread', { token: other.token }))).toBe(3);
  });

  it('visitors and trial members are refused', async () => {
    expect((await call(s.url, '/wps/member/messages')).status).toBe(401);
    expect((await call(s.url, '/wps/member/messages/unread')).status).toBe(401);
    const trial = await s.newMember('trialinbox', 4);
    const refused = await call(s.url, '/wps/member/messages', { token: trial.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TRIAL_REFUSED');
    expect(value(await call<number>(s.url, '/wps/member/messages/unread', { token: trial.token }))).toBe(0);
  });
});

describe('lottery', () => {
  type Order = { orderNo: string; status: string; subOrderCount: number; betAmount: string };

  it('lists the lottery games with a menu per lottery vendor', async () => {
    const { games, menu } = value(
      await call<{ games: { vassalage: string }[]; menu: { vendor: string; prizeMode: string; games: unknown[] }[] }>(
        s.url,
        '/lgw/games/mobile',
      ),
    );
    expect(menu.map((m) => m.vendor)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']);
    expect(menu.find((m) => m.vendor === 'TCG_LOTTO_VN')?.prizeMode).toBe('ModeElott');
    expect(menu.find((m) => m.vendor === 'TCG_SEA')?.prizeMode).toBe('SEA');
    expect(games.length).toBe(menu.reduce((n, m) => n + m.games.length, 0));
  });

  it('orders: members only, none made up for a new member (placing and cancelling: tests/api/lottery.test.ts)', async () => {
    expect((await call(s.url, '/lgw/orders')).status).toBe(401);
    const mine = await s.newMember('lottoplayer', 0);
    const orders = value(await call<{ content: Order[]; total: number }>(s.url, '/lgw/orders', { token: mine.token }));
    expect(orders.total).toBe(0);
    const unknown = await call(s.url, '/lgw/orders/detail', { token: mine.token, query: { orderNo: 'L100000001' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const cancel = await call(s.url, '/lgw/orders/suborders/cancel', {
      method: 'POST',
      token: mine.token,
      body: { orderNo: 'L100000001' },
    });
    expect(cancel.status).toBe(404);
  });
});
