/**
 * Game launch (spec §4 "Launch flow", §7 "Launch game"): the generic launcher answers the demo provider's game page
 * (server/routes/demo-provider.ts) with a signed launch ticket and the player's language; the lottery launcher
 * answers the demo lottery page, server-rendered HTML without any script (CSP). A launch records no recent
 * game: the site adds it with GCSGAME_recentGames/add once the launch answered (§7), so it is counted once.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { RouteModule } from '../context';
import { AppError, ok, readQuery } from '../http/envelope';
import { refusedByExclusion, selfExclusionOf } from '../protection/exclusion/state';
import { demoGameUrl } from '../provider/launch-url';
import { escapeXml } from '../seed/icons';
import { findGame, flagField, GAME_SELECT, type GameRow, gameNotFound, languageField, textField } from './games';
import { lotteryTicket } from './lottery-page';

export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'ModeElott', 'SEA'] as const;

const escapeHtml = escapeXml;

/** A complete demo page (no script; inline style is allowed by the site's CSP). */
export function demoPage(title: string, body: string, accent = '#f5b301'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
html,body{margin:0;height:100%;background:#0f1220;color:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{min-height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;text-align:center}
img{width:180px;height:180px;border-radius:24px;box-shadow:0 8px 32px rgba(0,0,0,.5)}
img.logo{width:180px;height:72px;border-radius:12px}
h1{margin:8px 0 0;font-size:24px}
p{margin:0;color:#b8bdd6}
.badge{display:inline-block;padding:4px 10px;border-radius:999px;background:${accent};color:#111;font-weight:700;font-size:13px}
a.back{margin-top:12px;display:inline-block;padding:12px 28px;border-radius:999px;background:${accent};color:#111;font-weight:700;text-decoration:none}
.chat{width:100%;max-width:480px;display:flex;flex-direction:column;gap:8px;text-align:left}
.msg{background:#1d2238;border-radius:12px;padding:10px 14px}
.msg.me{align-self:flex-end;background:${accent};color:#111}
header.bar{position:fixed;top:0;left:0;right:0;padding:14px;background:${accent};color:#111;font-weight:700;text-align:center}
</style></head>
<body><main>${body}</main></body></html>`;
}

const _BACK_LINK = '<a class="back" href="/m/home" target="_top">Back to lobby</a>';

function _htmlResponse(c: Context, html: string, status: 200 | 404 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

const launchQuery = z.object({
  nodeId: textField(9, /^\d+$/, 'must be a node id'),
  gameId: textField(64, /^[A-Za-z0-9_.:-]+$/, 'has an invalid format'),
  vendor: textField(40, /^[A-Za-z0-9_]+$/, 'has an invalid format'),
  category: textField(40, /^[A-Za-z0-9_]+$/, 'has an invalid format'),
  freePlay: flagField,
  supportFreePlay: flagField,
  language: languageField,
});

const lotteryQuery = z.object({
  vendor: z.enum(LOTTERY_VENDORS, { message: 'must be TCG_LOTTO_VN, TCG_SEA, LOTT or ELOTT' }),
  gameCode: textField(40, /^[A-Za-z0-9_]+$/, 'has an invalid format'),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  playType: z.enum(['ent', 'trad']).optional(),
  language: languageField,
});

export const launchRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get('/wps/game/launchGame', async (c) => {
    const q = readQuery(c, launchQuery);
    let game: GameRow | undefined;
    if (q.nodeId) game = await findGame(db, Number(q.nodeId));
    else if (q.gameId && q.vendor) {
      const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE upper(g.vassalage) = $1 AND g.game_id = $2`, [
        q.vendor.toUpperCase(),
        q.gameId,
      ]);
      game = rows[0];
    } else {
      throw new AppError('INVALID_INPUT', 'nodeId: is required (or gameId with vendor)', 400, {
        fields: { nodeId: 'is required (or gameId with vendor)' },
      });
    }
    if (!game) throw gameNotFound();
    if (game.is_game_h5 === 'VASSALAGE') {
      throw new AppError('NOT_A_GAME', 'This is a game provider: open its game list instead.', 400);
    }
    const session = await ctx.session(c);
    const free = q.freePlay === true;
    if (!session && !(free && Number(game.support_play) === 0)) await ctx.requireSession(c);
    // A self-excluded account launches nothing, free play included (issue 16).
    const excluded = session && (await selfExclusionOf(ctx, session.memberId));
    if (session && excluded) throw await refusedByExclusion(ctx, session.memberId, excluded, 'LAUNCH');
    const lottery = (LOTTERY_VENDORS as readonly string[]).includes(game.vassalage);
    const ticket =
      lottery && session ? await lotteryTicket(db, session, game.vassalage, game.game_code, q.language) : '';
    const url = lottery
      ? `/demo-game/lottery/${encodeURIComponent(game.vassalage)}/${encodeURIComponent(game.game_code)}?playType=${/entertainment/i.test(game.lotto_mode) ? 'ent' : 'trad'}${ticket ? `&ticket=${ticket}` : ''}`
      : await demoGameUrl(db, game, free ? null : session, q.language);
    return ok(c, { url });
  });

  app.get('/wps/game/launchLottery', async (c) => {
    const q = readQuery(c, lotteryQuery);
    const early = await ctx.session(c);
    const excluded = early && (await selfExclusionOf(ctx, early.memberId));
    if (early && excluded) throw await refusedByExclusion(ctx, early.memberId, excluded, 'LAUNCH');
    const session = await ctx.requireSession(c);
    const gameCode = q.gameCode || 'lobby';
    if (gameCode !== 'lobby') {
      const { rows } = await db.query<{ node_id: number }>(
        'SELECT node_id FROM games WHERE vassalage = $1 AND game_code = $2',
        [q.vendor, gameCode],
      );
      if (rows.length === 0) throw gameNotFound();
    }
    const params = new URLSearchParams();
    if (q.playType) params.set('playType', q.playType);
    if (q.prizeMode) params.set('prizeMode', q.prizeMode);
    params.set('ticket', await lotteryTicket(db, session, q.vendor, gameCode, q.language));
    const query = params.size ? `?${params}` : '';
    return ok(c, {
      url: `/demo-game/lottery/${q.vendor}/${encodeURIComponent(gameCode)}${query}`,
      mui: ctx.config.get().merchantCode,
      gameId: gameCode,
    });
  });
};
