/**
 * Game calls (spec §7 "Game lists", server/README.md "Content calls"): game list with every filter, hot games,
 * winner board, favourites, recent games, vendor game types, vendor sorting and the vendor list.
 * Also exports the Game mapping and the query helpers the other content modules use.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { LEADERBOARD_PERIODS } from '../../src/domain/member/leaderboard';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { bigWins } from '../provider/big-wins';
import { CLASSIFIES } from '../seed/games';
import { SORTING_CATEGORIES, vendorLogoUrl } from '../seed/vendors';
import { leaderboard } from '../vip/leaderboard';

// ------------------------------------------------------------------------------------------------------------
// Query helpers
// ------------------------------------------------------------------------------------------------------------

/** An optional whole-number query field with bounds; empty means the default. */
export function intField(min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d{1,9}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number' });
        return z.NEVER;
      }
      const n = Number(value);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional text query field (trimmed, bounded, no control characters). */
export function textField(max: number, pattern?: RegExp, message = 'has an invalid format') {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters` });
        return z.NEVER;
      }
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
      if (/[\u0000-\u001f\u007f]/.test(text) || (text && pattern && !pattern.test(text))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text;
    });
}

/** Optional boolean flag: 1/0/true/false (empty = not given). */
export const flagField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const v = value.toLowerCase();
    if (v === '1' || v === 'true') return true;
    if (v === '0' || v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: 'must be 1, 0, true or false' });
    return z.NEVER;
  });

export const languageField = textField(17, /^[A-Za-z]{2,8}([-_][A-Za-z0-9]{2,8})?$/, 'is not a language code');
const codeField = (max = 40) => textField(max, /^[A-Za-z0-9_,-]+$/, 'may hold letters, digits, _ , and - only');

/** A node id in a JSON body: a positive whole number or its digits. */
export const nodeIdValue = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a node id')
    .transform(Number),
]);

/** Reads the session and refuses trial members (type 4) with TRIAL_REFUSED (the site shows free_reject). */
export async function requireRealMember(ctx: ServerContext, c: Context) {
  const session = await ctx.requireSession(c);
  if (session.type === 4) {
    throw new AppError('TRIAL_REFUSED', 'Please login an actual account to use this function', 403);
  }
  return session;
}

export function pageOf<T>(items: T[], total: number, pageNo: number, pageSize: number) {
  return { pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total, items };
}

// ------------------------------------------------------------------------------------------------------------
// The Game object
// ------------------------------------------------------------------------------------------------------------

export interface GameRow {
  node_id: number;
  game_name: string;
  node_name: string;
  display_name: string;
  vassalage: string;
  vendor_code: string;
  game_type: string;
  game_classify: string;
  game_classify_new: string;
  game_category: string;
  game_id: string;
  game_code: string;
  game_group_id: string;
  room_id: string;
  tel_node_id: string;
  lotto_mode: string;
  support_play: number;
  is_game_h5: string;
  game_count: number;
  min_bet: string;
  min_line: number;
  is_new: boolean;
  hot_rank: number | null;
  categories: string[];
  icon_url: string;
  large_icon_url: string;
}

export const GAME_SELECT = `SELECT g.node_id, g.game_name, g.node_name, v.display_name, g.vassalage, g.vendor_code,
  g.game_type, g.game_classify, g.game_classify_new, g.game_category, g.game_id, g.game_code, g.game_group_id,
  g.room_id, g.tel_node_id, g.lotto_mode, g.support_play, g.is_game_h5, g.game_count, g.min_bet, g.min_line,
  g.is_new, g.hot_rank, g.categories, g.icon_url, g.large_icon_url
  FROM games g JOIN vendors v ON v.vassalage = g.vassalage`;

export function toGame(row: GameRow) {
  return {
    nodeId: row.node_id,
    gameName: row.game_name,
    nodeName: row.node_name,
    displayName: row.display_name,
    iconUrl: row.icon_url,
    mobileSmallIcon: row.icon_url,
    mobileLargeIcon: row.large_icon_url,
    showIcon: row.icon_url,
    vassalage: row.vassalage,
    vendorCode: row.vendor_code,
    gameType: row.game_type,
    gameClassify: row.game_classify,
    gameClassifyNew: row.game_classify_new,
    gameCategory: row.game_category,
    gameId: row.game_id,
    roomId: row.room_id,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    telNodeId: row.tel_node_id,
    lottoMode: row.lotto_mode,
    supportPlay: Number(row.support_play),
    gameCount: row.game_count,
    isGameH5: row.is_game_h5,
    minBet: Number(row.min_bet),
    minLine: row.min_line,
    isNew: row.is_new,
    isHot: row.hot_rank !== null,
    categories: row.categories,
  };
}
export type GameJson = ReturnType<typeof toGame>;

export async function findGame(db: Db, nodeId: number): Promise<GameRow | undefined> {
  const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE g.node_id = $1`, [nodeId]);
  return rows[0];
}

export function gameNotFound(): AppError {
  return new AppError('GAME_NOT_FOUND', 'Sorry, this game does not exist.', 404);
}

/** Masks the middle of a customer name ("demo" -> "de***o"). */
export function maskCustomerName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** A small WHERE builder with numbered parameters. */
class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: (p: (value: unknown) => string) => string) {
    this.parts.push(
      sql((value) => {
        this.params.push(value);
        return `$${this.params.length}`;
      }),
    );
  }
  get sql() {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const GAME_TYPE_NAMES: Record<string, string> = {
  RNG: 'Slots',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  GAMESHOW: 'Game Shows',
  SPORTS: 'Sports',
  ESPORTS: 'Esports',
  COCKFIGHT: 'Cockfight',
  TG: 'Table Games',
  BG: 'Bingo',
  ELOTT: 'E-Lottery',
  LOTT: 'Lottery',
};

// ------------------------------------------------------------------------------------------------------------
// Schemas
// ------------------------------------------------------------------------------------------------------------

const gameListQuery = z.object({
  merchant: textField(64),
  platform: textField(20),
  clientType: textField(8),
  language: languageField,
  gameName: textField(100),
  gameType: codeField(),
  pageNo: intField(1, 100_000, 1),
  pageSize: intField(1, 100, 20),
  vassalage: codeField(400),
  gameClassify: textField(40, /^[\p{L}\p{N} _-]+$/u, 'may hold letters, digits, spaces, _ and - only'),
  isNew: flagField,
  minBet: textField(12, /^\d{1,6}(\.\d{1,2})?$/, 'must be an amount such as 0.05'),
  minLine: intField(0, 1_000_000, 0),
});

const rankQuery = z.object({
  gameCategory: codeField(),
  language: languageField,
  limitNum: intField(1, 20, 20),
  /** The leaderboard (issue 15): with a period the answer is server/vip/leaderboard.ts's, else the winner board. */
  period: z.enum(LEADERBOARD_PERIODS).optional(),
});

const favouritesQuery = z.object({
  gameType: codeField(),
  pageNo: intField(1, 100_000, 1),
  pageSize: intField(1, 100, 24),
  language: languageField,
});

const favouriteBody = z.object({
  nodeId: nodeIdValue,
  vendor: z.string().max(40).optional(),
});

/** The game list's filters (GCSGAME_gameList, spec §7); the first view of the lobby asks the same. */
type GameListQuery = z.infer<typeof gameListQuery>;
export type GameListParams = Pick<GameListQuery, 'pageNo' | 'pageSize'> &
  Partial<Pick<GameListQuery, 'gameType' | 'gameName' | 'vassalage' | 'gameClassify' | 'isNew' | 'minBet' | 'minLine'>>;

/** One page of the game list, in the call's answer shape. */
export async function gameListPage(db: Db, q: GameListParams) {
  const where = new Where();
  const gameType = (q.gameType ?? '').toUpperCase();
  if (gameType && gameType !== 'ALL') where.add((p) => `${p(gameType)} = ANY(g.categories)`);
  else where.add(() => `g.game_type <> 'PROVIDER'`);
  if (q.gameName) where.add((p) => `g.game_name ILIKE ${p(`%${escapeLike(q.gameName ?? '')}%`)}`);
  const vendors = (q.vassalage ?? '')
    .split(',')
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
  if (vendors.length) where.add((p) => `upper(g.vassalage) = ANY(${p(vendors)}::text[])`);
  const classify = (q.gameClassify ?? '').toLowerCase();
  if (classify && classify !== 'all') {
    where.add((p) => {
      const v = p(classify);
      return `(lower(g.game_classify) = ${v} OR ${v} = ANY(string_to_array(lower(g.game_classify_new), ',')))`;
    });
  }
  if (q.isNew !== undefined) where.add((p) => `g.is_new = ${p(q.isNew)}`);
  if (q.minBet) where.add((p) => `g.min_bet = ${p(q.minBet)}::numeric`);
  if (q.minLine) where.add((p) => `g.min_line = ${p(q.minLine)}`);

  const { rows: count } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM games g ${where.sql}`, where.params);
  const total = count[0]?.n ?? 0;
  const offset = (q.pageNo - 1) * q.pageSize;
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} ${where.sql} ORDER BY g.sort_weight DESC, g.node_id
     LIMIT ${q.pageSize} OFFSET ${offset}`,
    where.params,
  );
  const page = pageOf(rows.map(toGame), total, q.pageNo, q.pageSize);
  return { games: page.items, pageNum: page.pageNum, totalPages: page.totalPages, total };
}

// ------------------------------------------------------------------------------------------------------------
// Routes
// ------------------------------------------------------------------------------------------------------------

export const gamesRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get('/wps/relay/GCSGAME_gameList', async (c) => {
    const page = await gameListPage(db, readQuery(c, gameListQuery));
    return ok(c, page);
  });

  app.get('/wps/relay/GCSGAME_hotGamesV2', async (c) => {
    readQuery(c, z.object({ language: languageField, isPlatform: textField(8), platform: textField(20) }));
    const { rows } = await db.query<GameRow>(
      `${GAME_SELECT} WHERE g.hot_rank IS NOT NULL ORDER BY g.hot_rank LIMIT 30`,
    );
    return ok(c, rows.map(toGame));
  });

  app.get('/wps/relay/GCSGAME_getRankList', async (c) => {
    const q = readQuery(c, rankQuery);
    if (q.period) {
      const memberId = (await ctx.session(c))?.memberId ?? null;
      return ok(
        c,
        await leaderboard(db, ctx.config, { period: q.period, limit: q.limitNum, memberId, nowMs: Date.now() }),
      );
    }
    const category = (q.gameCategory ?? '').toUpperCase();
    const filter = category && category !== 'ALL';
    const { rows } = await db.query<GameRow & { customer_name: string; win_amount: string; won_at: Date }>(
      `${GAME_SELECT.replace('FROM games g', ', w.customer_name, w.win_amount, w.won_at FROM winners w JOIN games g ON g.node_id = w.node_id')}
       ${filter ? 'WHERE $2 = ANY(g.categories)' : ''}
       ORDER BY w.win_amount DESC, w.id LIMIT $1`,
      filter ? [q.limitNum, category] : [q.limitNum],
    );
    // Real big wins of the demo provider join the seeded ones, biggest first.
    const real = await bigWins(db, q.limitNum, filter ? category : null);
    const merged = [...rows, ...real]
      .sort((a, b) => Number(b.win_amount) - Number(a.win_amount) || +new Date(b.won_at) - +new Date(a.won_at))
      .slice(0, q.limitNum);
    const currencySymbol = ctx.config.get().whitelabel.currencySymbol;
    return ok(
      c,
      merged.map((row) => {
        const game = toGame(row);
        return {
          ...game,
          vo: {
            customerName: maskCustomerName(row.customer_name),
            gameName: row.game_name,
            iconUrl: row.icon_url,
            winAmount: Number(row.win_amount).toFixed(2),
            currencySymbol,
            wonAt: new Date(row.won_at).toISOString(),
          },
          game,
        };
      }),
    );
  });

  app.get('/wps/relay/GCSGAME_favouriteIds', async (c) => {
    const session = await ctx.session(c);
    if (!session) return ok(c, []);
    const { rows } = await db.query<{ node_id: number }>(
      'SELECT node_id FROM favourites WHERE member_id = $1 ORDER BY created_at, node_id',
      [session.memberId],
    );
    return ok(
      c,
      rows.map((r) => String(r.node_id)),
    );
  });

  app.get('/wps/relay/GCSGAME_favourites', async (c) => {
    const session = await ctx.requireSession(c);
    const q = readQuery(c, favouritesQuery);
    const gameType = (q.gameType ?? '').toUpperCase();
    const filter = gameType && gameType !== 'ALL';
    const params: unknown[] = filter ? [session.memberId, gameType] : [session.memberId];
    const condition = `f.member_id = $1${filter ? ' AND $2 = ANY(g.categories)' : ''}`;
    const { rows: count } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM favourites f JOIN games g ON g.node_id = f.node_id WHERE ${condition}`,
      params,
    );
    const total = count[0]?.n ?? 0;
    const { rows } = await db.query<GameRow>(
      `${GAME_SELECT} JOIN favourites f ON f.node_id = g.node_id WHERE ${condition}
       ORDER BY f.created_at DESC, g.node_id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      params,
    );
    const page = pageOf(rows.map(toGame), total, q.pageNo, q.pageSize);
    return ok(c, { content: page.items, pageNum: page.pageNum, totalPages: page.totalPages, total });
  });

  app.post('/wps/relay/GCSGAME_favourites', async (c) => {
    const session = await ctx.requireSession(c);
    const body = await readBody(c, favouriteBody);
    const game = await findGame(db, body.nodeId);
    if (!game) throw gameNotFound();
    await db.query(
      `INSERT INTO favourites (member_id, node_id, created_at) VALUES ($1, $2, clock_timestamp())
       ON CONFLICT (member_id, node_id) DO NOTHING`,
      [session.memberId, body.nodeId],
    );
    return ok(c);
  });

  app.delete('/wps/relay/GCSGAME_favourites', async (c) => {
    const session = await ctx.requireSession(c);
    const fromQuery = c.req.query('nodeId');
    const body =
      fromQuery !== undefined
        ? readQuery(c, z.object({ nodeId: nodeIdValue }))
        : await readBody(c, z.object({ nodeId: nodeIdValue }));
    if (!(await findGame(db, body.nodeId))) throw gameNotFound();
    await db.query('DELETE FROM favourites WHERE member_id = $1 AND node_id = $2', [session.memberId, body.nodeId]);
    return ok(c);
  });

  app.get('/wps/relay/GCSGAME_recentGames/add', async (c) => {
    const session = await ctx.requireSession(c);
    const q = readQuery(c, z.object({ nodeId: nodeIdValue }));
    const game = await findGame(db, q.nodeId);
    if (!game) throw gameNotFound();
    await recordRecentGame(db, session.memberId, q.nodeId);
    return ok(c);
  });

  app.get('/wps/relay/GCSGAME_recentGames', async (c) => {
    readQuery(c, z.object({ language: languageField }));
    const session = await ctx.session(c);
    if (!session) return ok(c, []);
    const { rows } = await db.query<GameRow>(
      `${GAME_SELECT} JOIN recent_games r ON r.node_id = g.node_id WHERE r.member_id = $1
       ORDER BY r.played_at DESC LIMIT 20`,
      [session.memberId],
    );
    return ok(c, rows.map(toGame));
  });

  app.get('/wps/relay/GCSGAME_gameTypes', async (c) => {
    readQuery(
      c,
      z.object({
        typeId: textField(8),
        merchant_code: textField(64),
        merchant: textField(64),
        clientType: textField(8),
        language: languageField,
      }),
    );
    const { rows } = await db.query<{ game_type: string; classifies: string[]; vendors: string[] }>(
      `SELECT g.game_type, array_agg(DISTINCT g.game_classify) AS classifies, array_agg(DISTINCT g.vassalage) AS vendors
         FROM games g WHERE g.game_type <> 'PROVIDER' GROUP BY g.game_type`,
    );
    const vendorRows = await listVendors(db);
    const order = Object.keys(GAME_TYPE_NAMES);
    const value = rows
      .sort((a, b) => order.indexOf(a.game_type) - order.indexOf(b.game_type))
      .map((row) => {
        const known = CLASSIFIES[row.game_type] ?? [];
        const classifies = [
          ...known.filter((k) => row.classifies.includes(k)),
          ...row.classifies.filter((k) => !known.includes(k)),
        ];
        return {
          gameType: row.game_type,
          name: GAME_TYPE_NAMES[row.game_type] ?? row.game_type,
          classifies,
          vendors: vendorRows
            .filter((v) => row.vendors.includes(v.vassalage))
            .map((v) => ({ vassalage: v.vassalage, displayName: v.displayName, logoUrl: v.logoUrl })),
        };
      });
    return ok(c, value);
  });

  app.get('/wps/relay/GCSGAME_vendorSorting', async (c) => {
    readQuery(c, z.object({ language: languageField }));
    return ok(c, sortingFromVendors(await listVendors(db)));
  });

  app.get('/wps/relay/GCSGAME_vendors', async (c) => {
    readQuery(c, z.object({ language: languageField }));
    return ok(c, await listVendors(db));
  });
};

export async function recordRecentGame(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, clock_timestamp())
       ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = clock_timestamp()`,
      [memberId, nodeId],
    );
    await tx.query(
      `DELETE FROM recent_games WHERE member_id = $1 AND node_id NOT IN
         (SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY played_at DESC LIMIT 20)`,
      [memberId],
    );
  });
}

export interface VendorJson {
  vassalage: string;
  vendorCode: string;
  displayName: string;
  accountTypeName: string;
  logoUrl: string;
  color: string;
  categories: string[];
  gameCount: number;
}

export async function listVendors(db: Db): Promise<VendorJson[]> {
  const { rows } = await db.query<{
    vassalage: string;
    vendor_code: string;
    display_name: string;
    account_type_name: string;
    color: string;
    categories: string[];
    game_count: number;
  }>(
    `SELECT v.vassalage, v.vendor_code, v.display_name, v.account_type_name, v.color, v.categories,
            (SELECT count(*) FROM games g WHERE g.vassalage = v.vassalage AND g.game_type <> 'PROVIDER') AS game_count
       FROM vendors v ORDER BY v.sort_order, v.vassalage`,
  );
  return rows.map((r) => ({
    vassalage: r.vassalage,
    vendorCode: r.vendor_code,
    displayName: r.display_name,
    accountTypeName: r.account_type_name,
    logoUrl: vendorLogoUrl(r.vassalage),
    color: r.color,
    categories: r.categories,
    gameCount: Number(r.game_count),
  }));
}

/** Vendor sorting by category, in SORTING_CATEGORIES order (then any other category a vendor has). */
export function sortingFromVendors(vendors: readonly VendorJson[]) {
  const all = new Set<string>(SORTING_CATEGORIES);
  for (const v of vendors) for (const cat of v.categories) all.add(cat);
  return [...all]
    .map((gameCategory) => ({
      gameCategory,
      vendorNames: vendors
        .filter((v) => v.categories.includes(gameCategory))
        .map((v) => ({ vassalage: v.vassalage, accountTypeName: v.accountTypeName })),
    }))
    .filter((item) => item.vendorNames.length > 0);
}
