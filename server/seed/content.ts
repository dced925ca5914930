/**
 * The content half of the demo seed, applied once on an empty database (after the migrations): vendors, the
 * 600+ game catalogue with provider entries, the winner board, announcements and banners, help items in the
 * shipped languages, and inbox messages. Deterministic: the same data on every fresh database.
 *
 * Member-specific data (the demo member's own inbox messages and chat unread count, agent01's own messages) is
 * added when those members already exist; lottery orders are created per member on their first order-list call
 * (server/routes/lottery.ts).
 */
import type { Db } from '../db/db';
import { ANNOUNCEMENT_TEXTS } from './announcement-texts';
import { AGENT_MESSAGES, ANNOUNCEMENTS, HELP, MESSAGES } from './content-data';
import { type GameSeed, generateGames, generateWinners } from './games';
import { VENDORS, vendorCategories } from './vendors';

export const bannerImageUrl = (id: number) => `/assets-api/img/banners/${id}.svg`;

const GAME_COLUMNS = [
  'node_id',
  'game_name',
  'node_name',
  'vassalage',
  'vendor_code',
  'game_type',
  'game_classify',
  'game_classify_new',
  'game_category',
  'game_id',
  'game_code',
  'game_group_id',
  'lotto_mode',
  'support_play',
  'is_game_h5',
  'game_count',
  'min_bet',
  'min_line',
  'is_new',
  'hot_rank',
  'sort_weight',
  'categories',
  'icon_url',
  'large_icon_url',
] as const;

function gameValues(g: GameSeed): unknown[] {
  return [
    g.nodeId,
    g.gameName,
    g.nodeName,
    g.vassalage,
    g.vendorCode,
    g.gameType,
    g.gameClassify,
    g.gameClassifyNew,
    g.gameCategory,
    g.gameId,
    g.gameCode,
    g.gameGroupId,
    g.lottoMode,
    g.supportPlay,
    g.isGameH5,
    g.gameCount,
    g.minBet.toFixed(2),
    g.minLine,
    g.isNew,
    g.hotRank,
    g.sortWeight,
    g.categories,
    g.iconUrl,
    g.largeIconUrl,
  ];
}

async function insertRows(db: Db, table: string, columns: readonly string[], rows: unknown[][], chunk = 100) {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const tuples = part.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Demo-member extras: personal inbox messages and a chat greeting. Safe to call more than once. */
export async function seedMemberContent(db: Db, memberId: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM inbox_messages WHERE member_id = $1', [
    memberId,
  ]);
  if ((rows[0]?.n ?? 0) === 0) {
    for (const message of MESSAGES.filter((m) => m.demoOnly)) {
      await db.query(
        `INSERT INTO inbox_messages (member_id, title, content, created_at)
         VALUES ($1, $2, $3, now() - ($4::integer * interval '1 hour'))`,
        [memberId, message.title, message.content, message.hoursAgo],
      );
    }
  }
  await db.query('INSERT INTO chat_unread (member_id, unread) VALUES ($1, 2) ON CONFLICT (member_id) DO NOTHING', [
    memberId,
  ]);
}

export interface ContentSeedOptions {
  /**
   * false (DEMO_POPUPS=0, the e2e run): no announcement reaches the popup, which would cover every screen of every
   * other test; the general (type A) announcements are seeded as player notices instead, so the notice list is the
   * same. Default true.
   */
  demoPopups?: boolean;
}

export async function seedContent(db: Db, options: ContentSeedOptions = {}): Promise<void> {
  const demoPopups = options.demoPopups !== false;
  await db.transaction(async (tx) => {
    const { rows: existing } = await tx.query<{ n: number }>('SELECT count(*) AS n FROM games');
    if ((existing[0]?.n ?? 0) > 0) return;

    await insertRows(
      tx,
      'vendors',
      ['vassalage', 'vendor_code', 'display_name', 'account_type_name', 'color', 'categories', 'sort_order'],
      VENDORS.map((v, i) => [
        v.vassalage,
        v.vendorCode,
        v.displayName,
        v.accountTypeName,
        v.color,
        vendorCategories(v),
        i + 1,
      ]),
    );

    const games = generateGames();
    await insertRows(tx, 'games', GAME_COLUMNS, games.map(gameValues));

    const winners = generateWinners(games);
    await insertRows(
      tx,
      'winners',
      ['node_id', 'customer_name', 'win_amount', 'won_at'],
      winners.map((w) => [w.nodeId, w.customerName, w.winAmount, new Date(Date.now() - w.minutesAgo * 60_000)]),
    );

    for (const [index, a] of ANNOUNCEMENTS.entries()) {
      if (!demoPopups && a.promotionType === 'PU') continue;
      const type = !demoPopups && a.promotionType === 'A' ? 'PL' : a.promotionType;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO announcements
           (promotion_type, execution, group_name, title, content, link_url, start_date, end_date, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, current_date - $7::integer, current_date + 365, $8)
         RETURNING id`,
        [type, a.execution, a.groupName ?? '', a.title, a.content, a.linkUrl ?? '', a.daysAgo, index + 1],
      );
      const id = rows[0]?.id;
      if (a.promotionType === 'B' && id !== undefined) {
        await tx.query('UPDATE announcements SET image_url = $2 WHERE id = $1', [id, bannerImageUrl(id)]);
      }
      for (const [lang, text] of Object.entries(ANNOUNCEMENT_TEXTS[a.title] ?? {})) {
        await tx.query(
          'INSERT INTO announcement_texts (announcement_id, lang, title, content) VALUES ($1, $2, $3, $4)',
          [id, lang, text.title, text.content],
        );
      }
    }

    const helpRows: unknown[][] = [];
    for (const [lang, items] of Object.entries(HELP)) {
      items.forEach((item, i) => {
        helpRows.push([lang, item.key, item.title, item.content, i + 1]);
      });
    }
    await insertRows(tx, 'help_items', ['lang', 'item_key', 'title', 'content', 'sort_order'], helpRows);

    for (const message of MESSAGES.filter((m) => !m.demoOnly)) {
      await tx.query(
        `INSERT INTO inbox_messages (member_id, title, content, created_at)
         VALUES (NULL, $1, $2, now() - ($3::integer * interval '1 hour'))`,
        [message.title, message.content, message.hoursAgo],
      );
    }

    const { rows: demo } = await tx.query<{ id: number }>("SELECT id FROM members WHERE username_lc = 'demo'");
    const demoId = demo[0]?.id;
    if (demoId !== undefined) await seedMemberContent(tx, demoId);

    const { rows: agent } = await tx.query<{ id: number }>("SELECT id FROM members WHERE username_lc = 'agent01'");
    const agentId = agent[0]?.id;
    for (const message of agentId === undefined ? [] : AGENT_MESSAGES) {
      await tx.query(
        `INSERT INTO inbox_messages (member_id, title, content, created_at)
         VALUES ($1, $2, $3, now() - ($4::integer * interval '1 hour'))`,
        [agentId, message.title, message.content, message.hoursAgo],
      );
    }
  });
}
