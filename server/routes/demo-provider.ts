/**
 * The demo game provider (issue 14), a stand-in for a real one served by the reference server: the game page a launch
 * opens (`/demo-game/<nodeId>?mode=real|free&ticket=…&lang=EN`), its static script and style, and the provider's own
 * calls that the page makes. A real or trial round is drawn here and paid through the platform's signed wallet calls
 * (server/routes/provider-wallet.ts); fun play (`mode=free`) draws the same games and moves no money.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import { z } from 'zod';
import type { RouteModule } from '../context';
import { AppError, ok, readBody } from '../http/envelope';
import { amount } from '../http/schemas';
import { idempotencyKeyOf } from '../ledger/idempotency';
import { centsOf } from '../ledger/journal';
import { MAX_CASH_OUT, MIN_CASH_OUT } from '../provider/crash';
import { demoGameKind, drawRandoms, roundOutcome } from '../provider/outcome';
import { ASSET_PATH, gamePage, MAX_BET_CENTS, MIN_BET_CENTS, messagePage } from '../provider/page';
import { type Platform, PlatformError, platformClient } from '../provider/platform-client';
import { playRound, resumeOpenRound } from '../provider/rounds';
import { gameLanguage, gameTexts } from '../provider/texts';
import { type LaunchTicket, readTicket } from '../security/launch-ticket';
import { findGame, type GameRow } from './games';

const STATIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'provider', 'static');
const ASSETS: Record<string, string> = {
  'demo-game.js': 'text/javascript; charset=utf-8',
  'demo-game.css': 'text/css; charset=utf-8',
};

/** "Back to site" goes to the site page the launch names (a /m/ path), else home. */
function backUrlOf(back: string | undefined): string {
  return back && /^\/m(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%_.-]*)?$/.test(back) ? back : '/m/home';
}

const ticketField = z.string().min(1).max(2000);
const stateBody = z.object({ ticket: ticketField });
const playBody = z.object({
  ticket: ticketField,
  bet: amount,
  /** Crash game: the cash-out multiplier (1.01-1000, two decimals). */
  cashOutAt: amount.optional(),
});
const funBody = z.object({
  nodeId: z.number().int().positive().max(2_147_483_647),
  bet: amount,
  cashOutAt: amount.optional(),
});

function betCentsOf(bet: number): number {
  const cents = centsOf(bet);
  if (cents < MIN_BET_CENTS || cents > MAX_BET_CENTS) {
    const message = `must be between ${MIN_BET_CENTS / 100} and ${MAX_BET_CENTS / 100}`;
    throw new AppError('INVALID_INPUT', `bet: ${message}`, 400, { fields: { bet: message } });
  }
  return cents;
}

function cashOutOf(game: GameRow, cashOutAt: number | undefined): number {
  if (demoGameKind(game.game_type) === 'slot') return 0;
  const hundredths = cashOutAt === undefined ? 0 : centsOf(cashOutAt);
  if (hundredths < MIN_CASH_OUT || hundredths > MAX_CASH_OUT) {
    const message = `must be between ${MIN_CASH_OUT / 100} and ${MAX_CASH_OUT / 100}`;
    throw new AppError('INVALID_INPUT', `cashOutAt: ${message}`, 400, { fields: { cashOutAt: message } });
  }
  return hundredths;
}

/** The platform's refusals reach the page with their code (INSUFFICIENT_BALANCE, ...). */
async function viaPlatform<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PlatformError) {
      throw new AppError(error.code, error.message, error.status >= 500 ? 502 : error.status);
    }
    throw error;
  }
}

function pageResponse(c: Context, html: string, status: 200 | 401 | 404 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

export const demoProviderRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const platform: Platform = platformClient(app, db);

  async function ticketGame(ticket: string): Promise<{ ticket: LaunchTicket; game: GameRow }> {
    const read = await readTicket(db, ticket);
    const game = read && read.nodeId > 0 ? await findGame(db, read.nodeId) : undefined;
    if (!read || !game) throw new AppError('TICKET_INVALID', 'This game session has expired', 401);
    return { ticket: read, game };
  }

  app.get(`${ASSET_PATH}/:file{[a-z-]+\\.(js|css)}`, (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.text('Not found', 404);
    c.header('Content-Type', type);
    c.header('Cache-Control', 'no-cache');
    return c.body(readFileSync(join(STATIC_DIR, file), 'utf8'));
  });

  app.get('/demo-game/:nodeId{[0-9]{1,9}}', async (c) => {
    const language = gameLanguage(c.req.query('lang'));
    const texts = gameTexts(language);
    const backUrl = backUrlOf(c.req.query('back'));
    const explicitBack = backUrl !== '/m/home';
    const game = await findGame(db, Number(c.req.param('nodeId')));
    if (!game || game.is_game_h5 === 'VASSALAGE') {
      return pageResponse(
        c,
        messagePage(language, texts, 'Game not found', 'Game not found', backUrl, explicitBack),
        404,
      );
    }
    const fun = c.req.query('mode') === 'free';
    const ticketText = c.req.query('ticket');
    const ticket = fun ? null : await readTicket(db, ticketText);
    if (!fun && (!ticket || ticket.nodeId !== game.node_id)) {
      return pageResponse(c, messagePage(language, texts, game.game_name, texts.expired, backUrl, explicitBack), 401);
    }
    return pageResponse(
      c,
      gamePage({
        kind: demoGameKind(game.game_type),
        mode: fun ? 'fun' : ticket?.trial ? 'trial' : 'real',
        nodeId: game.node_id,
        gameName: game.game_name,
        vendorName: game.display_name,
        iconUrl: game.icon_url,
        language,
        texts,
        ticket: fun ? null : (ticketText ?? null),
        backUrl,
        explicitBack,
      }),
    );
  });

  // The page's first call: balance and whether a round of this game is still open.
  app.post('/demo-provider/state', async (c) => {
    const body = await readBody(c, stateBody);
    const { ticket, game } = await ticketGame(body.ticket);
    const state = await viaPlatform(() => platform.balance(ticket.memberId, game.node_id));
    return ok(c, {
      kind: demoGameKind(game.game_type),
      balance: state.balance,
      currencySymbol: state.currencySymbol,
      trial: state.trial,
      openRound: state.openRound,
    });
  });

  // Settles this game's open round (the page shows it): -> { round | null, balance }
  app.post('/demo-provider/resume', async (c) => {
    const body = await readBody(c, stateBody);
    const { ticket, game } = await ticketGame(body.ticket);
    const answer = await viaPlatform(() => resumeOpenRound(platform, ticket.memberId, game.node_id));
    if (answer) return ok(c, answer);
    const state = await viaPlatform(() => platform.balance(ticket.memberId));
    return ok(c, { round: null, balance: state.balance });
  });

  // One round (header Idempotency-Key, one per attempt): -> { round, balance, resumed }
  app.post('/demo-provider/play', async (c) => {
    const key = idempotencyKeyOf(c);
    const body = await readBody(c, playBody);
    const { ticket, game } = await ticketGame(body.ticket);
    const answer = await viaPlatform(() =>
      playRound(platform, {
        playerId: ticket.memberId,
        nodeId: game.node_id,
        kind: demoGameKind(game.game_type),
        betCents: betCentsOf(body.bet),
        cashOutAt: cashOutOf(game, body.cashOutAt),
        language: gameLanguage(ticket.language),
        idempotencyKey: key,
      }),
    );
    return ok(c, answer);
  });

  // Fun play: the same draw, no wallet, nothing stored. -> { outcome, win }
  app.post('/demo-provider/fun', async (c) => {
    const body = await readBody(c, funBody);
    const game = await findGame(db, body.nodeId);
    if (!game || game.is_game_h5 === 'VASSALAGE') throw new AppError('GAME_NOT_FOUND', 'Unknown game', 404);
    const kind = demoGameKind(game.game_type);
    const betCents = betCentsOf(body.bet);
    const outcome = roundOutcome(kind, betCents, drawRandoms(kind), cashOutOf(game, body.cashOutAt));
    return ok(c, { outcome, win: outcome.winCents / 100 });
  });
};
