/**
 * The demo lottery page (issue 14), the reference server's stand-in for a lottery provider: `/demo-game/lottery/
 * <vendor>/<code>?ticket=…` shows the game, the player's balance and the next draw, and a small form to pick bets
 * (3 digits or the last digit) with amounts, add several to a slip and place them as one order. The page knows its
 * player by the signed launch ticket in its address (security/launch-ticket.ts); its script is a separate static
 * file because the site's CSP allows no inline script. Orders go to POST /demo-game/lottery/orders (ticket in
 * `X-Launch-Ticket`, `Idempotency-Key`), debited through the journal by lottery.ts.
 */
import type { Context } from 'hono';
import { drawFor, MAX_STAKE, MAX_SUB_ORDERS, MIN_STAKE } from '../../src/domain/wallet/lotteryDraw';
import type { RouteModule } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody } from '../http/envelope';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import { decimalOf, lockWallet } from '../ledger/journal';
import { auditingRefusals, checkBet } from '../protection/guards';
import { htmlLang } from '../provider/texts';
import { issueTicket, type LaunchTicket, readTicket } from '../security/launch-ticket';
import type { SessionRecord } from '../security/sessions';
import { LOTTERIES } from '../seed/games';
import { escapeXml } from '../seed/icons';
import { loadOrder, placeBody, placeOrder } from './lottery';
import { fill, type LotteryPageTexts, lotteryPageTexts, pageLanguage } from './lottery-page-texts';

const escapeHtml = escapeXml;
const REAL_TYPES = new Set([0, 1, 2]);
const SCRIPT_PATH = '/demo-game/lottery-page.js';

/** The launch ticket of a lottery page (`game` is VENDOR/CODE, CODE 'lobby' for a vendor's lobby). */
export async function lotteryTicket(
  db: Db,
  session: SessionRecord,
  vendor: string,
  gameCode: string,
  language = 'EN',
): Promise<string> {
  return issueTicket(db, {
    memberId: session.memberId,
    nodeId: 0,
    game: `${vendor}/${gameCode}`,
    trial: !REAL_TYPES.has(session.type),
    language: language.toUpperCase(),
  });
}

interface LotteryGame {
  nodeId: number;
  code: string;
  name: string;
}

async function gamesOf(db: Db, vendor: string): Promise<LotteryGame[]> {
  const { rows } = await db.query<{ node_id: number; game_code: string; game_name: string }>(
    'SELECT node_id, game_code, game_name FROM games WHERE vassalage = $1 AND game_code <> $2 ORDER BY node_id',
    [vendor, ''],
  );
  return rows.map((r) => ({ nodeId: r.node_id, code: r.game_code, name: r.game_name }));
}

const ticketInvalid = () =>
  new AppError('TICKET_INVALID', 'This game page has expired: open the game again from the site.', 401);

/** The ticket of the request when it is valid for a lottery page. */
async function lotteryTicketOf(db: Db, raw: string | undefined): Promise<LaunchTicket | null> {
  const ticket = await readTicket(db, raw);
  return ticket && ticket.nodeId === 0 && ticket.game.includes('/') ? ticket : null;
}

/** A value for a `<script type="application/json">` block: no `<` can end it early. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
html,body{margin:0;min-height:100%;background:#0f1220;color:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:480px;margin:0 auto;padding:20px 16px 32px;display:flex;flex-direction:column;gap:14px}
h1{margin:0;font-size:22px}h2{margin:8px 0 0;font-size:17px}
p{margin:0;color:#c9cde0}
.facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;background:#1d2238;border-radius:12px;padding:12px 14px}
.facts dt{color:#c9cde0}.facts dd{margin:0;font-weight:700;text-align:right}
form{display:flex;flex-direction:column;gap:10px;background:#1d2238;border-radius:12px;padding:14px}
label{font-weight:600}
input,select{font:inherit;padding:10px 12px;border-radius:10px;border:1px solid #8a90b0;background:#0f1220;color:#fff}
button{font:inherit;font-weight:700;padding:12px 18px;border-radius:999px;border:0;background:#f5b301;color:#111;cursor:pointer}
button.secondary{background:transparent;color:#fff;border:1px solid #8a90b0;padding:6px 12px}
button:disabled{opacity:.6;cursor:not-allowed}
.error{color:#ffb4b4;min-height:1.2em}
ul.slip{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
ul.slip li{display:flex;align-items:center;justify-content:space-between;gap:8px;background:#1d2238;border-radius:10px;padding:8px 12px}
.status{min-height:1.4em;font-weight:600;color:#fff}
a.back{align-self:center;display:inline-block;padding:12px 28px;border-radius:999px;background:#f5b301;color:#111;font-weight:700;text-decoration:none}
</style></head>
<body><main>${body}</main></body></html>`;
}

const backLink = (texts: LotteryPageTexts) =>
  `<a class="back" href="/m/home" target="_top">${escapeHtml(texts.back)}</a>`;

function htmlResponse(c: Context, html: string, status: 200 | 404 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

const money = (cents: number) => decimalOf(cents);

/** The bet form: a lottery to pick in a lobby, the bet type, number, amount; the slip; "Place order". */
function form(texts: LotteryPageTexts, games: LotteryGame[], fixed: LotteryGame | null): string {
  const t = (text: string) => escapeHtml(text);
  const gamePicker = fixed
    ? `<input type="hidden" id="game" value="${t(fixed.code)}">`
    : `<label for="game">${t(texts.lottery)}</label><select id="game">${games
        .map((g) => `<option value="${t(g.code)}">${t(g.name)}</option>`)
        .join('')}</select>`;
  return `<form id="bet-form" novalidate>
${gamePicker}
<label for="bet-type">${t(texts.betType)}</label>
<select id="bet-type"><option value="3D">${t(texts.type3D)}</option><option value="1D">${t(texts.type1D)}</option></select>
<label for="bet-number">${t(texts.number)}</label>
<input id="bet-number" inputmode="numeric" autocomplete="off" maxlength="3" aria-describedby="bet-number-error">
<p class="error" id="bet-number-error"></p>
<label for="bet-amount">${t(texts.amount)}</label>
<input id="bet-amount" inputmode="decimal" autocomplete="off" aria-describedby="bet-amount-error">
<p class="error" id="bet-amount-error"></p>
<button type="submit">${t(texts.addBet)}</button>
</form>
<h2 id="slip-heading">${t(texts.yourBets)}</h2>
<ul class="slip" id="slip" aria-labelledby="slip-heading"></ul>
<p>${t(texts.total)}: <output id="total">0.00</output></p>
<button type="button" id="place" disabled>${t(texts.placeOrder)}</button>
<p class="status" id="status" role="status" aria-live="polite"></p>`;
}

export const lotteryPageRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;

  app.get(SCRIPT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(PAGE_SCRIPT);
  });

  app.get('/demo-game/lottery/:vendor{[A-Z_]{1,20}}/:gameCode{[A-Za-z0-9_]{1,40}}', async (c) => {
    const vendor = c.req.param('vendor');
    const gameCode = c.req.param('gameCode');
    const { rows } = await db.query<{ display_name: string }>('SELECT display_name FROM vendors WHERE vassalage = $1', [
      vendor,
    ]);
    const vendorName = rows[0]?.display_name;
    const lottery = (LOTTERIES[vendor] ?? []).find((l) => l.code === gameCode);
    const ticket = await lotteryTicketOf(db, c.req.query('ticket'));
    const language = pageLanguage(ticket?.language ?? c.req.query('lang'));
    const texts = lotteryPageTexts(language);
    if (!vendorName || (gameCode !== 'lobby' && !lottery)) {
      const title = escapeHtml(texts.notFound);
      return htmlResponse(c, page(language, texts.notFound, `<h1>${title}</h1>${backLink(texts)}`), 404);
    }
    const name = lottery?.name ?? fill(texts.lobby, { vendor: vendorName });
    const title = `${name} - ${vendorName}`;
    const heading = `<h1>${escapeHtml(name)}</h1><p>${escapeHtml(vendorName)}</p>`;
    if (!ticket || ticket.game !== `${vendor}/${gameCode}`) {
      return htmlResponse(
        c,
        page(language, title, `${heading}<p>${escapeHtml(texts.needLaunch)}</p>${backLink(texts)}`),
      );
    }
    if (ticket.trial) {
      return htmlResponse(
        c,
        page(language, title, `${heading}<p role="alert">${escapeHtml(texts.trialRefused)}</p>${backLink(texts)}`),
      );
    }
    const games = await gamesOf(db, vendor);
    const { rows: wallet } = await db.query<{ balance: string; currency_symbol: string }>(
      `SELECT coalesce((SELECT balance FROM wallets WHERE member_id = m.id AND wallet_code = 'MAIN'), 0) AS balance,
              m.currency_symbol FROM members m WHERE m.id = $1`,
      [ticket.memberId],
    );
    const symbol = wallet[0]?.currency_symbol ?? '$';
    const balanceCents = Math.round(Number(wallet[0]?.balance ?? 0) * 100);
    const draw = drawFor(Date.now());
    const drawAt = new Date(draw.drawAtMs).toISOString();
    const drawText = fill(escapeHtml(texts.drawAt), {
      drawNo: `<span id="draw-no">${draw.drawNo}</span>`,
      time: `<time id="draw-at" datetime="${drawAt}">${drawAt.slice(11, 16)} UTC</time>`,
    });
    const config = { currency: symbol, min: MIN_STAKE, max: MAX_STAKE, maxBets: MAX_SUB_ORDERS, texts };
    const body = `${heading}
<script type="application/json" id="lottery-config">${jsonBlock(config)}</script>
<dl class="facts" id="lottery">
<dt>${escapeHtml(texts.balance)}</dt><dd><output id="balance">${escapeHtml(symbol)} ${money(balanceCents)}</output></dd>
<dt>${escapeHtml(texts.nextDraw)}</dt><dd>${drawText}</dd>
</dl>
${form(texts, games, lottery ? { nodeId: 0, code: gameCode, name } : null)}
${backLink(texts)}
<script src="${SCRIPT_PATH}" defer></script>`;
    return htmlResponse(c, page(language, title, body));
  });

  // POST /demo-game/lottery/orders (X-Launch-Ticket, Idempotency-Key) { gameCode, subOrders: [{ betType, number,
  // amount }] } -> { order, balance, currencySymbol }
  app.post('/demo-game/lottery/orders', async (c) => {
    const ticket = await lotteryTicketOf(db, c.req.header('X-Launch-Ticket'));
    if (!ticket) throw ticketInvalid();
    if (ticket.trial) throw new AppError('TRIAL_REFUSED', 'Please login an actual account to use this function', 403);
    const key = idempotencyKeyOf(c);
    const body = await readBody(c, placeBody);
    const [vendor, code] = ticket.game.split('/');
    if (code !== 'lobby' && code !== body.gameCode) throw ticketInvalid();
    const game = (await gamesOf(db, vendor ?? '')).find((g) => g.code === body.gameCode);
    if (!game) throw new AppError('GAME_NOT_FOUND', 'Sorry, this game does not exist.', 404);
    const betCents = body.subOrders.reduce((sum, sub) => sum + Math.round(sub.amount * 100), 0);
    const placed = await auditingRefusals(ctx, () =>
      once(db, { memberId: ticket.memberId, scope: 'lottery.order', key, request: body }, async (tx) => {
        await lockWallet(tx, ticket.memberId, 'MAIN');
        await checkBet(tx, ctx, { memberId: ticket.memberId, betCents });
        return placeOrder(tx, { memberId: ticket.memberId, nodeId: game.nodeId, subOrders: body.subOrders });
      }),
    );
    const { rows } = await db.query<{ currency_symbol: string }>('SELECT currency_symbol FROM members WHERE id = $1', [
      ticket.memberId,
    ]);
    return ok(c, {
      order: await loadOrder(db, ticket.memberId, placed.orderNo),
      balance: placed.balanceCents / 100,
      currencySymbol: rows[0]?.currency_symbol ?? '$',
    });
  });
};

/**
 * The page's script: keeps the slip, validates each bet next to its field, and places the order with one
 * idempotency key per attempt (the same key again on a retry after a failure; a new one once the slip changes).
 */
const PAGE_SCRIPT = `(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const configBlock = $('lottery-config');
  if (!configBlock) return;
  const config = JSON.parse(configBlock.textContent || '{}');
  const texts = config.texts;
  const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  const ticket = new URLSearchParams(location.search).get('ticket') || '';
  const currency = config.currency || '';
  const slip = [];
  let key = null;
  let busy = false;
  const fmt = (n) => currency + ' ' + n.toFixed(2);
  const drawAt = $('draw-at');
  if (drawAt) drawAt.textContent = new Date(drawAt.getAttribute('datetime')).toLocaleTimeString(document.documentElement.lang, { hour: '2-digit', minute: '2-digit' });
  const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2));
  function render() {
    const list = $('slip');
    list.replaceChildren();
    slip.forEach((bet, i) => {
      const item = document.createElement('li');
      const text = document.createElement('span');
      text.textContent = bet.betType + ' ' + bet.number + ' \\u2014 ' + fmt(bet.amount);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'secondary';
      remove.textContent = '\\u00d7';
      remove.setAttribute('aria-label', fill(texts.remove, { bet: bet.betType + ' ' + bet.number }));
      remove.addEventListener('click', () => { slip.splice(i, 1); key = null; render(); });
      item.append(text, remove);
      list.append(item);
    });
    $('total').textContent = fmt(slip.reduce((s, b) => s + b.amount, 0));
    $('place').disabled = busy || slip.length === 0;
  }
  function fieldError(id, message) {
    $(id + '-error').textContent = message;
    $(id).setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  $('bet-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const betType = $('bet-type').value;
    const number = $('bet-number').value.trim();
    const amountText = $('bet-amount').value.trim();
    const amount = Number(amountText);
    const numberOk = betType === '3D' ? /^\\d{3}$/.test(number) : /^\\d$/.test(number);
    const amountOk = /^\\d+(\\.\\d{1,2})?$/.test(amountText) && amount >= config.min && amount <= config.max;
    fieldError('bet-number', numberOk ? '' : betType === '3D' ? texts.number3 : texts.number1);
    fieldError('bet-amount', amountOk ? '' : fill(texts.amountRange, { min: config.min, max: config.max }));
    if (!numberOk) { $('bet-number').focus(); return; }
    if (!amountOk) { $('bet-amount').focus(); return; }
    if (slip.length >= config.maxBets) { $('status').textContent = fill(texts.maxBets, { max: config.maxBets }); return; }
    slip.push({ betType, number, amount });
    key = null;
    $('bet-number').value = '';
    $('status').textContent = fill(texts.added, { bet: betType + ' ' + number });
    render();
  });
  const refusals = { INSUFFICIENT_BALANCE: texts.insufficient, TICKET_INVALID: texts.expired };
  $('place').addEventListener('click', async () => {
    if (busy || slip.length === 0) return;
    busy = true;
    key = key || newKey();
    render();
    $('status').textContent = texts.placing;
    try {
      const response = await fetch('/demo-game/lottery/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Launch-Ticket': ticket, 'Idempotency-Key': key },
        body: JSON.stringify({ gameCode: $('game').value, subOrders: slip }),
      });
      const answer = await response.json().catch(() => ({}));
      if (answer && answer.success) {
        const v = answer.value;
        $('balance').textContent = (v.currencySymbol || currency) + ' ' + Number(v.balance).toFixed(2);
        $('status').textContent = fill(texts.placed, { orderNo: v.order.orderNo, drawNo: v.order.drawNo });
        slip.length = 0;
        key = null;
        try { window.parent.postMessage({ type: 'wallet-changed' }, location.origin); } catch (_) {}
      } else {
        $('status').textContent = (answer && refusals[answer.code]) || texts.failed;
        // The server answered: nothing moved, so the next attempt is a new one.
        if (answer && answer.code && answer.code !== 'REQUEST_IN_PROGRESS') key = null;
      }
    } catch (_) {
      // No answer: the order may have gone through, so a retry sends the same key.
      $('status').textContent = texts.offline;
    } finally {
      busy = false;
      render();
    }
  });
  render();
})();
`;
