/**
 * Announcements per language (migration 007, server/README.md "Announcements"), the DEV_TOOLS helpers that add,
 * change and remove announcements, and the DEMO_POPUPS=0 seed of the e2e run: on PGlite, or PostgreSQL with
 * DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ContentServer, call, startContentServer } from './content-server';
import { type CoreServer, startCoreServer } from './core-server';

interface Announcement {
  id: number;
  title: string;
  content: string;
  execution: string;
  promotionType: string;
  read: boolean;
}
interface Announcements {
  player: Announcement[];
  popup: Announcement[];
  banners: Announcement[];
}

let s: ContentServer;
let demo: string;

const value = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.value as T;
};
const list = (base: string, language: string, token?: string, types = 'A,PL,PU') =>
  call<Announcements>(base, '/wps/relay/MCSFE_getListAnnouncements', {
    token,
    query: { types, platform: 'M', merchantCode: 'demo', language },
  });
const dev = <T>(path: string, method: string, body?: unknown) => call<T>(s.url, path, { method, body });

beforeAll(async () => {
  s = await startContentServer();
  demo = await s.tokenOf('demo');
});
afterAll(async () => {
  await s?.stop();
});

describe('announcements per language', () => {
  it('serves the popups in the asked language, each with the same id as in English', async () => {
    const en = value(await list(s.url, 'EN')).popup;
    const cn = value(await list(s.url, 'CN')).popup;
    expect(en.map((a) => a.title)).toEqual(['Join now: 100% welcome bonus', 'Welcome to Royal Demo Casino']);
    expect(cn.map((a) => a.title)).toEqual(['立即加入：100% 欢迎奖金', '欢迎来到 Royal Demo Casino']);
    expect(cn.map((a) => a.id)).toEqual(en.map((a) => a.id));
    // The translated HTML keeps its sizes and links.
    expect(cn[0]?.content).toContain('font-size:28px');
    expect(cn[0]?.content).toContain('href="https://example.com/terms"');
    // The site's codes, whatever their case or separator.
    expect(value(await list(s.url, 'pt_br')).popup[0]?.title).toBe('Entre agora: bônus de boas-vindas de 100%');
    expect(value(await list(s.url, 'ko')).popup[0]?.title).toBe('지금 가입하세요: 100% 환영 보너스');
  });

  it('every shipped language has the visitors, members and first-login popups translated', async () => {
    await s.server.db.query(`UPDATE members SET first_time_login = true WHERE username_lc = 'demo'`);
    const english = value(await list(s.url, 'EN', demo)).popup.map((a) => a.title);
    expect(english).toHaveLength(4);
    for (const lang of ['CN', 'TH', 'VI', 'ID', 'PT-BR', 'HI', 'KO', 'JA']) {
      const visitor = value(await list(s.url, lang)).popup;
      const member = value(await list(s.url, lang, demo)).popup;
      expect(visitor).toHaveLength(2);
      expect(member.map((a) => a.execution).sort()).toEqual(['A', 'A', 'A', 'F']);
      for (const a of [...visitor, ...member]) expect(english, `${lang}: ${a.title}`).not.toContain(a.title);
    }
  });

  it('falls back to English per announcement: an untranslated one, or a language with none', async () => {
    // The player notices (PL) have no translations; the general (A) ones among them do.
    const titles = async (lang: string, type: string) =>
      value(await list(s.url, lang, undefined, 'PL'))
        .player.filter((a) => a.promotionType === type)
        .map((a) => a.title);
    expect(await titles('CN', 'PL')).toEqual(await titles('EN', 'PL'));
    expect(await titles('CN', 'PL')).toHaveLength(3);
    expect(await titles('CN', 'A')).toEqual(['欢迎来到 Royal Demo Casino', '理性游戏']);
    expect(value(await list(s.url, 'FR')).popup.map((a) => a.title)).toEqual(
      value(await list(s.url, 'EN')).popup.map((a) => a.title),
    );
  });

  it('a read mark holds in every language (one id per announcement)', async () => {
    const target = value(await list(s.url, 'EN', demo)).player[0]!;
    value(
      await call(s.url, '/wps/relay/MCSFE_markAsRead', {
        method: 'POST',
        token: demo,
        body: { announcementId: target.id, read: true },
      }),
    );
    expect(value(await list(s.url, 'JA', demo)).player.find((a) => a.id === target.id)?.read).toBe(true);
  });
});

describe('DEV_TOOLS: add, change and remove announcements', () => {
  it('adds a visitors popup with a translation, changes it, removes it', async () => {
    const { id } = value(
      await dev<{ id: number }>('/dev/announcements', 'POST', {
        promotionType: 'PU',
        execution: 'B',
        title: 'Flash sale',
        content: '<p style="font-size:20px">Today only</p>',
        texts: { TH: { title: 'ลดราคาสายฟ้าแลบ', content: '<p>วันนี้เท่านั้น</p>' } },
      }),
    );
    expect(value(await list(s.url, 'EN')).popup.find((a) => a.id === id)).toMatchObject({
      title: 'Flash sale',
      content: '<p style="font-size:20px">Today only</p>',
      execution: 'B',
    });
    expect(value(await list(s.url, 'TH')).popup.find((a) => a.id === id)?.title).toBe('ลดราคาสายฟ้าแลบ');
    // Members do not see a visitors' popup.
    expect(value(await list(s.url, 'EN', demo)).popup.some((a) => a.id === id)).toBe(false);

    value(await dev(`/dev/announcements/${id}`, 'PATCH', { content: '<p>Until Sunday</p>' }));
    expect(value(await list(s.url, 'EN')).popup.find((a) => a.id === id)).toMatchObject({
      title: 'Flash sale',
      content: '<p>Until Sunday</p>',
    });
    value(await dev(`/dev/announcements/${id}`, 'PATCH', { texts: { TH: { title: 'ลดราคา', content: '' } } }));
    expect(value(await list(s.url, 'TH')).popup.find((a) => a.id === id)?.title).toBe('ลดราคา');

    value(await dev(`/dev/announcements/${id}`, 'DELETE'));
    expect(value(await list(s.url, 'EN')).popup.some((a) => a.id === id)).toBe(false);
    expect(await s.server.db.query('SELECT 1 FROM announcement_texts WHERE announcement_id = $1', [id])).toMatchObject({
      rows: [],
    });
  });

  it('refuses unknown ids and invalid bodies', async () => {
    const gone = await dev('/dev/announcements/987654', 'DELETE');
    expect([gone.status, gone.body.code]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
    const missing = await dev('/dev/announcements/987654', 'PATCH', { title: 'x' });
    expect([missing.status, missing.body.code]).toEqual([404, 'ANNOUNCEMENT_NOT_FOUND']);
    expect((await dev('/dev/announcements/abc', 'DELETE')).status).toBe(400);
    expect((await dev('/dev/announcements', 'POST', { promotionType: 'XX', execution: 'B', title: 't' })).status).toBe(
      400,
    );
    expect((await dev('/dev/announcements', 'POST', { promotionType: 'PU', execution: 'B', title: ' ' })).status).toBe(
      400,
    );
    const badLang = await dev('/dev/announcements', 'POST', {
      promotionType: 'PU',
      execution: 'B',
      title: 't',
      texts: { 'fr;drop': { title: 'x', content: '' } },
    });
    expect(badLang.status).toBe(400);
  });
});

describe('DEMO_POPUPS=0 (the e2e run) and no DEV_TOOLS', () => {
  let quiet: CoreServer;
  beforeAll(async () => {
    quiet = await startCoreServer({ demoPopups: false, devTools: false });
  });
  afterAll(async () => {
    await quiet?.destroy();
  });

  it('seeds no popup for anyone, and the general announcements as notices', async () => {
    const visitor = value(await list(quiet.url, 'EN'));
    expect(visitor.popup).toEqual([]);
    expect(visitor.player.map((a) => a.title)).toContain('Welcome to Royal Demo Casino');
    expect(visitor.player.every((a) => a.promotionType === 'PL')).toBe(true);
    const { rows } = await quiet.server.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM announcements WHERE promotion_type IN ('A', 'PU')`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('has no announcement helpers', async () => {
    const answer = await call(quiet.url, '/dev/announcements', {
      method: 'POST',
      body: { promotionType: 'PU', execution: 'B', title: 'x' },
    });
    expect(answer.status).toBe(404);
  });
});
