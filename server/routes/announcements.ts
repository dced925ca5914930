/**
 * Announcements (spec §3 "Announcement", §4 "Announcement popup", §7 "Announcements"): one call answers
 * `{ promotion, banners, player, popup }` for the asked types and banner groups; popups follow the execution
 * groups (members: A, plus F on first login; visitors: B); members get their read flags and can mark items read.
 * Texts come in the asked language, each announcement falling back to English (migration 007).
 */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { selfExclusionOf } from '../protection/exclusion/state';
import { findSession } from '../security/sessions';
import { languageField, textField } from './games';

const TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;
type PromotionType = (typeof TYPES)[number];
const GROUPS = ['m_home', 'm_live', 'm_reg'];

const listQuery = z.object({
  types: textField(40, /^[A-Za-z, ]+$/, 'must be a comma list of A, PL, B, PU, PR'),
  groupName: textField(80, /^[A-Za-z0-9_, ]+$/, 'must be a comma list of group names'),
  platform: textField(8),
  merchantCode: textField(64),
  token: textField(100),
  language: languageField,
});

const markBody = z.object({
  announcementId: z.union([
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be an announcement id')
      .transform(Number),
  ]),
  read: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .default(true),
});

interface Row {
  id: number;
  promotion_type: PromotionType;
  execution: 'A' | 'B' | 'F';
  group_name: string;
  title: string;
  content: string;
  image_url: string;
  link_url: string;
  start_date: string;
  end_date: string | null;
  read: boolean;
}

/** The site's language code as the texts are stored (`pt_br` -> `PT-BR`); English when none is asked. */
export function announcementLanguage(language: string): string {
  return (language || 'EN').toUpperCase().replace('_', '-');
}

function toAnnouncement(row: Row) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: row.start_date,
    endDate: row.end_date,
    execution: row.execution,
    promotionType: row.promotion_type,
    groupName: row.group_name,
    url: row.image_url,
    linkUrl: row.link_url,
    read: row.read,
  };
}

export const announcementsRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get('/wps/relay/MCSFE_getListAnnouncements', async (c) => {
    const q = readQuery(c, listQuery);
    const asked = new Set(
      (q.types || TYPES.join(','))
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean),
    );
    for (const type of asked) {
      if (!(TYPES as readonly string[]).includes(type)) {
        throw new AppError('INVALID_INPUT', `types: unknown type ${type}`, 400, {
          fields: { types: `unknown type ${type}` },
        });
      }
    }
    const groups = (q.groupName || GROUPS.join(','))
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);

    // The token may come in the header (the site's http client) or, as the spec lists it, in the query.
    const session =
      (await ctx.session(c)) ?? (q.token && !c.req.header('token') ? await findSession(db, q.token) : null);
    let firstLogin = false;
    if (session) {
      const { rows } = await db.query<{ first_time_login: boolean }>(
        'SELECT first_time_login FROM members WHERE id = $1',
        [session.memberId],
      );
      firstLogin = rows[0]?.first_time_login === true;
    }
    // Each announcement in the asked language, else in English (the row's own text).
    const { rows } = await db.query<Row>(
      `SELECT a.id, a.promotion_type, a.execution, a.group_name, COALESCE(t.title, a.title) AS title,
              COALESCE(t.content, a.content) AS content, a.image_url, a.link_url,
              to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
              (r.member_id IS NOT NULL) AS read
         FROM announcements a
         LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = $1
         LEFT JOIN announcement_texts t ON t.announcement_id = a.id AND t.lang = $2
        WHERE a.start_date <= current_date AND (a.end_date IS NULL OR a.end_date >= current_date)
        ORDER BY a.start_date DESC, a.sort_order, a.id`,
      [session?.memberId ?? 0, announcementLanguage(q.language)],
    );
    const items = rows.map((row) => ({ row, json: toAnnouncement(row) }));
    const popupExecutions = session ? (firstLogin ? ['A', 'F'] : ['A']) : ['B'];
    /**
     * The items of one key when its type was asked: type A ("all") joins the player list when PL is asked and the
     * popup when PU is asked (or when A itself is asked).
     */
    const pick = (type: PromotionType, extra: (row: Row) => boolean = () => true) => {
      const withAll = type === 'PL' || type === 'PU';
      if (!asked.has(type) && !(withAll && asked.has('A'))) return [];
      return items
        .filter(
          ({ row }) => (row.promotion_type === type && asked.has(type)) || (withAll && row.promotion_type === 'A'),
        )
        .filter(({ row }) => extra(row))
        .map(({ json }) => json);
    };

    // No marketing reaches a self-excluded account (issue 16): promotions, banners and popups are left out; the
    // player notices (PL, service news such as maintenance) stay.
    if (session && (await selfExclusionOf(ctx, session.memberId))) {
      return ok(c, {
        promotion: [],
        banners: [],
        player: pick('PL').filter((a) => a.promotionType === 'PL'),
        popup: [],
      });
    }
    return ok(c, {
      promotion: pick('PR'),
      banners: pick('B', (row) => groups.includes(row.group_name)),
      player: pick('PL'),
      popup: pick('PU', (row) => popupExecutions.includes(row.execution)),
    });
  });

  app.post('/wps/relay/MCSFE_markAsRead', async (c) => {
    const session = await ctx.requireSession(c);
    const body = await readBody(c, markBody);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM announcements WHERE id = $1', [
      body.announcementId,
    ]);
    if (rows.length === 0) {
      throw new AppError('ANNOUNCEMENT_NOT_FOUND', 'Sorry, this announcement does not exist.', 404);
    }
    if (body.read) {
      await db.query(
        `INSERT INTO announcement_reads (member_id, announcement_id) VALUES ($1, $2)
         ON CONFLICT (member_id, announcement_id) DO NOTHING`,
        [session.memberId, body.announcementId],
      );
    } else {
      await db.query('DELETE FROM announcement_reads WHERE member_id = $1 AND announcement_id = $2', [
        session.memberId,
        body.announcementId,
      ]);
    }
    return ok(c, { id: body.announcementId, read: body.read });
  });
};
