/**
 * Test helpers, registered only when DEV_TOOLS=1 (never in the default start): the last SMS code sent to a
 * number, the answer of a captcha, announcements added, changed and removed (the popup's e2e), and inbox messages
 * given to (and taken back from) a member. The e2e tests turn them on.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { requiredText, text } from '../http/schemas';
import { peekCaptcha } from '../security/captcha';
import { lastSmsCode, phoneKey } from '../security/sms';

/** Texts of an announcement in other languages, by the site's code (`CN`, `PT-BR`, ...). */
const announcementTexts = z
  .record(
    z.string().regex(/^[A-Z]{2,8}(-[A-Z0-9]{2,8})?$/, 'must be a language code such as CN or PT-BR'),
    z.object({ title: requiredText(200, 'title'), content: text(20_000) }),
  )
  .optional();

const newAnnouncement = z.object({
  promotionType: z.enum(['A', 'PL', 'B', 'PU', 'PR']),
  execution: z.enum(['A', 'B', 'F']),
  groupName: z.enum(['', 'm_home', 'm_live', 'm_reg']).optional().default(''),
  title: requiredText(200, 'title'),
  content: text(20_000),
  imageUrl: text(300),
  linkUrl: text(300),
  /** Days before today it starts (today by default); sorts it among the others. */
  daysAgo: z.number().int().min(0).max(3650).optional().default(0),
  texts: announcementTexts,
});

const changedAnnouncement = z.object({
  title: requiredText(200, 'title').optional(),
  content: text(20_000).optional(),
  execution: z.enum(['A', 'B', 'F']).optional(),
  texts: announcementTexts,
});

const announcementId = (raw: string): number => {
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('INVALID_INPUT', 'id: must be an announcement id', 400);
  return Number(raw);
};

export const devRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  if (!ctx.devTools) return;
  const { db } = ctx;

  // GET /dev/sms?mobile=9171234567[&countryDialingCode=63] -> value { code, mobile }
  app.get('/dev/sms', async (c) => {
    const query = readQuery(
      c,
      z.object({
        mobile: text(24).pipe(z.string().regex(/^\+?[0-9]{1,20}$/, 'must be digits')),
        countryDialingCode: text(6),
      }),
    );
    const mobile = query.mobile.trim().replace(/^\+/, '');
    let code: string | null = null;
    if (query.countryDialingCode) {
      code = await lastSmsCode(db, phoneKey(query.countryDialingCode.replace(/^\+/, ''), mobile));
    } else {
      const { rows } = await db.query<{ dev_code: string | null }>(
        `SELECT dev_code FROM sms_codes WHERE phone LIKE '%:' || $1 OR replace(phone, ':', '') = $2
          ORDER BY created_at DESC, id DESC LIMIT 1`,
        [mobile.replace(/^0+/, ''), mobile],
      );
      code = rows[0]?.dev_code ?? null;
    }
    if (!code) throw new AppError('NOT_FOUND', 'No code was sent to this number', 404);
    return ok(c, { code, mobile });
  });

  // GET /dev/captcha -> value { answer } of this client's captcha (cookie), else of the last one issued.
  app.get('/dev/captcha', async (c) => {
    const answer = await peekCaptcha(db, c);
    if (!answer) throw new AppError('NOT_FOUND', 'No captcha was issued', 404);
    return ok(c, { answer });
  });

  // POST /dev/announcements { promotionType, execution, title, content, groupName?, imageUrl?, linkUrl?, daysAgo?,
  // texts? } -> value { id }
  app.post('/dev/announcements', async (c) => {
    const body = await readBody(c, newAnnouncement);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO announcements
           (promotion_type, execution, group_name, title, content, image_url, link_url, start_date, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, current_date - $8::integer, 0)
         RETURNING id`,
        [
          body.promotionType,
          body.execution,
          body.groupName,
          body.title,
          body.content,
          body.imageUrl,
          body.linkUrl,
          body.daysAgo,
        ],
      );
      const created = rows[0]!.id;
      await saveTexts(tx, created, body.texts);
      return created;
    });
    return ok(c, { id });
  });

  // PATCH /dev/announcements/:id { title?, content?, execution?, texts? } -> value { id }
  app.patch('/dev/announcements/:id', async (c) => {
    const id = announcementId(c.req.param('id'));
    const body = await readBody(c, changedAnnouncement);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE announcements SET title = COALESCE($2, title), content = COALESCE($3, content),
                execution = COALESCE($4, execution)
          WHERE id = $1 RETURNING id`,
        [id, body.title ?? null, body.content ?? null, body.execution ?? null],
      );
      if (rows.length === 0)
        throw new AppError('ANNOUNCEMENT_NOT_FOUND', 'Sorry, this announcement does not exist.', 404);
      await saveTexts(tx, id, body.texts);
    });
    return ok(c, { id });
  });

  // DELETE /dev/announcements/:id -> value { id } (its translations and read marks go with it)
  app.delete('/dev/announcements/:id', async (c) => {
    const id = announcementId(c.req.param('id'));
    const { rows } = await db.query<{ id: number }>('DELETE FROM announcements WHERE id = $1 RETURNING id', [id]);
    if (rows.length === 0)
      throw new AppError('ANNOUNCEMENT_NOT_FOUND', 'Sorry, this announcement does not exist.', 404);
    return ok(c, { id });
  });

  const memberIdOf = async (username: string): Promise<number> => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
      username.trim().toLowerCase(),
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new AppError('NOT_FOUND', 'No such member', 404);
    return id;
  };
  const unreadOf = async (memberId: number): Promise<number> => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM inbox_messages m
        WHERE (m.member_id = $1 OR m.member_id IS NULL)
          AND NOT EXISTS (SELECT 1 FROM inbox_reads r WHERE r.member_id = $1 AND r.message_id = m.id)`,
      [memberId],
    );
    return Number(rows[0]?.n ?? 0);
  };

  // POST /dev/inbox { username, count (1-500) } -> value { ids, unread }: `count` new unread messages, newest last.
  app.post('/dev/inbox', async (c) => {
    const body = await readBody(
      c,
      z.object({ username: requiredText(40, 'username'), count: z.number().int().min(1).max(500) }),
    );
    const memberId = await memberIdOf(body.username);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO inbox_messages (member_id, title, content, created_at)
       SELECT $1, 'Test message ' || n, '<p>Test message ' || n || ' from the test helpers.</p>',
              now() + (n * interval '1 millisecond')
         FROM generate_series(1, $2::integer) AS n
       RETURNING id`,
      [memberId, body.count],
    );
    return ok(c, { ids: rows.map((r) => r.id), unread: await unreadOf(memberId) });
  });

  // DELETE /dev/inbox { username, ids } -> value { removed, unread }: takes back messages given by POST /dev/inbox.
  app.delete('/dev/inbox', async (c) => {
    const body = await readBody(
      c,
      z.object({
        username: requiredText(40, 'username'),
        ids: z.array(z.number().int().positive()).min(1).max(500),
      }),
    );
    const memberId = await memberIdOf(body.username);
    const { rows } = await db.query<{ id: number }>(
      'DELETE FROM inbox_messages WHERE member_id = $1 AND id = ANY($2::integer[]) RETURNING id',
      [memberId, body.ids],
    );
    return ok(c, { removed: rows.length, unread: await unreadOf(memberId) });
  });
};

/** Adds or replaces an announcement's texts in other languages. */
async function saveTexts(db: Db, id: number, texts: Record<string, { title: string; content: string }> | undefined) {
  for (const [lang, t] of Object.entries(texts ?? {})) {
    await db.query(
      `INSERT INTO announcement_texts (announcement_id, lang, title, content) VALUES ($1, $2, $3, $4)
       ON CONFLICT (announcement_id, lang) DO UPDATE SET title = excluded.title, content = excluded.content`,
      [id, lang, t.title, t.content],
    );
  }
}
