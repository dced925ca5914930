/**
 * Help centre, customer service entries, live chat (launch, unread count, the demo chat page) and the inbox
 * (spec §2 "Message center", §3 "Customer service entry", §7 "Chat", "Help centre", "Unread counts").
 *
 * Customer-service paths are AES-GCM encrypted (spec §3: decrypted client-side). Scheme: `value.version.key` is a
 * raw 256-bit AES key in base64, fresh for each answer; each `path` is base64 of iv (12 bytes) || ciphertext || tag
 * (16 bytes). WebCrypto: importKey('raw', key, 'AES-GCM') then decrypt({ name: 'AES-GCM', iv }, key, rest).
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RouteModule } from '../context';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { escapeXml } from '../seed/icons';
import { intField, languageField, nodeIdValue, pageOf, requireRealMember, textField } from './games';
import { demoPage } from './launch';

/** Encrypts one customer-service path (see the scheme above). */
export function encryptPath(path: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(path, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/**
 * A back URL we are willing to link to: a path of this site only. Browsers drop tabs and newlines and read `\\` as
 * `/` before resolving, so `/\t/evil.example` would leave the site: anything with such characters is refused, and
 * the path must still resolve to this origin.
 */
export function safeBackUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\\s]/.test(value)) return false;
  const base = 'http://site.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

const chatQuery = z.object({
  b2c: textField(4),
  language: languageField,
  backUrl: textField(500).refine((v) => !v || safeBackUrl(v), 'must be a path of this site starting with /'),
  headerColor: textField(7, /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a colour such as #1a2b3c'),
  title: textField(60),
});

const HELP_FALLBACK = 'EN';

const readBodySchema = z
  .object({ id: nodeIdValue.optional(), all: z.literal(true).optional() })
  .refine((b) => (b.id === undefined) !== (b.all === undefined), {
    message: 'give either id or all: true',
    path: ['id'],
  });

export const contentRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get('/wps/system/helpCenter', async (c) => {
    const q = readQuery(c, z.object({ lang: languageField, language: languageField }));
    const lang = (q.lang || q.language || HELP_FALLBACK).toUpperCase().replace('_', '-');
    const load = (code: string) =>
      // `key` is the item's stable name across languages (e.g. `terms`): the site finds an item by it.
      db.query<{ id: number; key: string; title: string; content: string }>(
        'SELECT id, item_key AS key, title, content FROM help_items WHERE lang = $1 ORDER BY sort_order, id',
        [code],
      );
    let { rows } = await load(lang);
    if (rows.length === 0) ({ rows } = await load(HELP_FALLBACK));
    return ok(c, rows);
  });

  app.get('/wps/system/customerService', (c) => {
    const key = randomBytes(32);
    const pathList = ctx.config
      .get()
      .customerService.filter((entry) => entry.path)
      .map((entry) => ({ type: entry.csType, path: encryptPath(entry.path, key) }));
    return ok(c, { version: { algorithm: 'AES-GCM', key: key.toString('base64'), pathList } });
  });

  app.get('/wps/relay/CBS_launchChat', async (c) => {
    const q = readQuery(c, chatQuery);
    const session = await requireRealMember(ctx, c);
    await db.query(
      `INSERT INTO chat_unread (member_id, unread) VALUES ($1, 0)
       ON CONFLICT (member_id) DO UPDATE SET unread = 0`,
      [session.memberId],
    );
    const params = new URLSearchParams();
    if (q.title) params.set('title', q.title);
    if (q.backUrl) params.set('back', q.backUrl);
    if (q.headerColor) params.set('color', q.headerColor);
    const query = params.size ? `?${params}` : '';
    return ok(c, { chatUrl: `/demo-game/chat${query}` });
  });

  app.get('/wps/relay/CBS_unreadCount', async (c) => {
    const session = await ctx.requireSession(c);
    if (session.type === 4) return ok(c, { unReadCount: 0 });
    const { rows } = await db.query<{ unread: number }>('SELECT unread FROM chat_unread WHERE member_id = $1', [
      session.memberId,
    ]);
    return ok(c, { unReadCount: rows[0]?.unread ?? 0 });
  });

  app.get('/demo-game/chat', (c) => {
    const title = (c.req.query('title') ?? '').slice(0, 60) || 'Customer service';
    const back = c.req.query('back') ?? '';
    const color = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(c.req.query('color') ?? '')
      ? (c.req.query('color') ?? '#f5b301')
      : '#f5b301';
    const href = back && safeBackUrl(back) ? back : '/m/home';
    c.header('Cache-Control', 'no-store');
    return c.html(
      demoPage(
        title,
        `<header class="bar">${escapeXml(title)}</header>
<div class="chat" role="log" aria-label="${escapeXml(title)}">
<div class="msg">Hello! Welcome to the demo customer service.</div>
<div class="msg">How can we help you today?</div>
<div class="msg me">This is a demo chat: nobody answers here.</div>
</div>
<a class="back" href="${escapeXml(href)}" target="_top">Back</a>`,
        color,
      ),
    );
  });

  // ----- Inbox -----

  const unreadCount = async (memberId: number) => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM inbox_messages m
        WHERE (m.member_id = $1 OR m.member_id IS NULL)
          AND NOT EXISTS (SELECT 1 FROM inbox_reads r WHERE r.member_id = $1 AND r.message_id = m.id)`,
      [memberId],
    );
    return rows[0]?.n ?? 0;
  };

  app.get('/wps/member/messages', async (c) => {
    const session = await requireRealMember(ctx, c);
    const q = readQuery(c, z.object({ pageNo: intField(1, 100_000, 1), pageSize: intField(1, 100, 20) }));
    const { rows: count } = await db.query<{ n: number }>(
      'SELECT count(*) AS n FROM inbox_messages WHERE member_id = $1 OR member_id IS NULL',
      [session.memberId],
    );
    const total = count[0]?.n ?? 0;
    const { rows } = await db.query<{ id: number; title: string; content: string; created_at: Date; read: boolean }>(
      `SELECT m.id, m.title, m.content, m.created_at, (r.member_id IS NOT NULL) AS read
         FROM inbox_messages m
         LEFT JOIN inbox_reads r ON r.message_id = m.id AND r.member_id = $1
        WHERE m.member_id = $1 OR m.member_id IS NULL
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      [session.memberId],
    );
    const page = pageOf(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        createdAt: new Date(r.created_at).toISOString(),
        read: r.read,
      })),
      total,
      q.pageNo,
      q.pageSize,
    );
    return ok(c, {
      content: page.items,
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      total,
      unread: await unreadCount(session.memberId),
    });
  });

  app.post('/wps/member/messages/read', async (c) => {
    const session = await requireRealMember(ctx, c);
    const body = await readBody(c, readBodySchema);
    if (body.all) {
      await db.query(
        `INSERT INTO inbox_reads (member_id, message_id)
         SELECT $1, m.id FROM inbox_messages m WHERE m.member_id = $1 OR m.member_id IS NULL
         ON CONFLICT (member_id, message_id) DO NOTHING`,
        [session.memberId],
      );
    } else {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM inbox_messages WHERE id = $1 AND (member_id = $2 OR member_id IS NULL)',
        [body.id, session.memberId],
      );
      if (rows.length === 0) throw new AppError('MESSAGE_NOT_FOUND', 'Sorry, this message does not exist.', 404);
      await db.query(
        `INSERT INTO inbox_reads (member_id, message_id) VALUES ($1, $2)
         ON CONFLICT (member_id, message_id) DO NOTHING`,
        [session.memberId, body.id],
      );
    }
    return ok(c, { unread: await unreadCount(session.memberId) });
  });

  app.get('/wps/member/messages/unread', async (c) => {
    const session = await ctx.requireSession(c);
    if (session.type === 4) return ok(c, 0);
    return ok(c, await unreadCount(session.memberId));
  });
};
