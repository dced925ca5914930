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
import { amount, requiredText, text } from '../http/schemas';
import { lockWallet, postEntry } from '../ledger/journal';
import { lastEmailCode } from '../profile/email-codes';
import { demoGameKind } from '../provider/outcome';
import { PlatformError, platformClient } from '../provider/platform-client';
import { newRoundId, playRound } from '../provider/rounds';
import { grantReward } from '../rewards/grants';
import { peekCaptcha } from '../security/captcha';
import { lastSmsCode, phoneKey } from '../security/sms';
import { findGame } from './games';
import { settleMember } from './lottery';

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

  // The protection clock (issue 16): POST /dev/clock/advance { minutes } moves it forward; GET /dev/clock reads it.
  app.get('/dev/clock', (c) => ok(c, { now: ctx.clock.now().toISOString(), offsetMs: ctx.clock.offsetMs() }));
  app.post('/dev/clock/advance', async (c) => {
    const body = await readBody(
      c,
      z.object({
        minutes: z
          .number()
          .min(0)
          .max(10 * 366 * 24 * 60),
      }),
    );
    ctx.clock.advance(body.minutes * 60_000);
    return ok(c, { now: ctx.clock.now().toISOString(), offsetMs: ctx.clock.offsetMs() });
  });

  // GET /dev/email?email=a@b.co -> value { code, email }: the last code sent to the address (there is no mail gateway).
  app.get('/dev/email', async (c) => {
    const { email } = readQuery(c, z.object({ email: requiredText(254, 'email') }));
    const code = await lastEmailCode(db, email);
    if (!code) throw new AppError('NOT_FOUND', 'No code was sent to this address', 404);
    return ok(c, { code, email });
  });

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

  // POST /dev/lottery/credit { username, amount } -> value { balance }: credits MAIN through the journal (kind
  // ADJUSTMENT), so a fresh e2e member has a stake for the lottery without depending on the deposit flow.
  app.post('/dev/lottery/credit', async (c) => {
    const body = await readBody(
      c,
      z.object({ username: requiredText(40, 'username'), amount: z.number().int().min(1).max(100_000) }),
    );
    const memberId = await memberIdOf(body.username);
    const balance = await db.transaction(async (tx) => {
      await lockWallet(tx, memberId, 'MAIN');
      const entry = await postEntry(tx, {
        memberId,
        walletCode: 'MAIN',
        deltaCents: body.amount * 100,
        kind: 'ADJUSTMENT',
        remark: 'Test credit',
        ref: { kind: 'ADJUSTMENT', id: 'dev' },
      });
      return entry.balanceAfterCents / 100;
    });
    return ok(c, { balance });
  });

  // POST /dev/lottery/draw { username } -> value { settled }: the member's pending lottery draws are drawn now (their
  // draw time becomes now; the result still follows the draw number), so tests need not wait for the schedule.
  app.post('/dev/lottery/draw', async (c) => {
    const body = await readBody(c, z.object({ username: requiredText(40, 'username') }));
    const memberId = await memberIdOf(body.username);
    const nowMs = Date.now();
    const { rows } = await db.query<{ order_no: string }>(
      `UPDATE lottery_orders SET draw_at = $2 WHERE member_id = $1 AND status = 'PENDING' RETURNING order_no`,
      [memberId, new Date(nowMs)],
    );
    await settleMember(db, memberId, nowMs);
    return ok(c, { settled: rows.length });
  });

  // POST /dev/rewards/grant { username, code?, amount?, expiresInDays? } -> value { reward }: gives a member a reward
  // (SPECIAL by default; a negative expiresInDays grants one already expired).
  app.post('/dev/rewards/grant', async (c) => {
    const body = await readBody(
      c,
      z.object({
        username: requiredText(40, 'username'),
        code: z.enum(['WELCOME', 'WEEKLY', 'POINTS_100', 'SPECIAL']).optional().default('SPECIAL'),
        amount: amount.pipe(z.number().max(100_000)).optional(),
        expiresInDays: z.number().int().min(-3650).max(3650).optional(),
      }),
    );
    const memberId = await memberIdOf(body.username);
    const key = `dev-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    return ok(c, { reward: await grantReward(db, memberId, { ...body, key }) });
  });

  // POST /dev/provider/rounds { username, nodeId, rounds, bet, cashOutAt? } -> value { rounds: [{ round, balance }] }:
  // plays rounds of the demo provider for a member, through the same signed wallet calls as its game page.
  app.post('/dev/provider/rounds', async (c) => {
    const body = await readBody(
      c,
      z.object({
        username: requiredText(40, 'username'),
        nodeId: z.number().int().positive().max(2_147_483_647),
        rounds: z.number().int().min(1).max(100),
        bet: amount.pipe(z.number().min(1).max(5000)),
        cashOutAt: amount.pipe(z.number().min(1.01).max(1000)).optional(),
      }),
    );
    const memberId = await memberIdOf(body.username);
    const game = await findGame(db, body.nodeId);
    if (!game) throw new AppError('GAME_NOT_FOUND', 'Unknown game', 404);
    const platform = platformClient(app, db);
    const played = [];
    for (let i = 0; i < body.rounds; i++) {
      const kind = demoGameKind(game.game_type);
      played.push(
        await playRound(platform, {
          playerId: memberId,
          nodeId: game.node_id,
          kind,
          betCents: Math.round(body.bet * 100),
          cashOutAt: kind === 'crash' ? Math.round((body.cashOutAt ?? 2) * 100) : 0,
          language: 'EN',
          idempotencyKey: `dev-${newRoundId()}`,
        }).catch((error: unknown) => {
          if (error instanceof PlatformError) throw new AppError(error.code, error.message, error.status);
          throw error;
        }),
      );
    }
    return ok(c, { rounds: played });
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
