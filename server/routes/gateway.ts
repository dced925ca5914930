/**
 * The payment gateway stand-in. A gateway deposit's payUrl opens `/demo-pay/<id>?sig=…` (the signature proves the
 * address came from the platform): a page of the "gateway" with the amount, the merchant, "Confirm payment" and
 * "Cancel". Either button makes the gateway call the platform back, server to server, at
 * `POST /wps/deposit/gateway/callback` with `X-Gateway-Signature` = hex HMAC-SHA256 (secret 'gateway') of the raw
 * body; the page then sends the player back to `/m/voucherCenter?deposit=<id>`. The callback is the platform's side:
 * PAID approves (credits once), CANCELLED rejects, a wrong signature changes nothing (401).
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, parseWith } from '../http/envelope';
import { amount, text } from '../http/schemas';
import { type Deposit, DepositNotPending, decideDeposit, expireDueDeposits, findDeposit } from '../ledger/deposits';
import { secretFor, sign, signatureValid } from '../security/signing';
import { escapeXml as escapeHtml } from '../seed/icons';

export const CALLBACK_PATH = '/wps/deposit/gateway/callback';
const DEPOSIT_ID = /^D[0-9]{1,18}$/;

/** The address of the gateway's payment page of a deposit; its signature proves the platform made it. */
export function payUrlOf(gatewaySecret: string, depositId: string): string {
  return `/demo-pay/${depositId}?sig=${sign(gatewaySecret, `pay:${depositId}`)}`;
}

/** The body the gateway signs and posts (its exact bytes are signed). */
export function callbackBody(payment: {
  depositId: string;
  status: 'PAID' | 'CANCELLED';
  amount: number;
  gatewayRef: string;
}): string {
  return JSON.stringify(payment);
}

const callbackSchema = z.object({
  depositId: z.string().regex(DEPOSIT_ID, 'must be a deposit id'),
  status: z.enum(['PAID', 'CANCELLED']),
  amount,
  gatewayRef: text(64),
});

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
html,body{margin:0;min-height:100%;background:#eef2f7;color:#14213d;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:420px;margin:0 auto;padding:24px 16px;display:flex;flex-direction:column;gap:16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 4px 16px rgba(20,33,61,.12)}
h1{margin:0 0 12px;font-size:22px}
.brand{font-weight:800;color:#0b5394;letter-spacing:.04em}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0}
dt{color:#4a5568}
dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
.amount{font-size:32px;font-weight:800;margin:8px 0}
.actions{display:flex;gap:12px}
button,a.button{flex:1;min-height:48px;border-radius:12px;border:0;font-size:16px;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;display:flex;align-items:center;justify-content:center}
button.pay{background:#0b5394;color:#fff}
button.cancel{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c}
a.button{background:#0b5394;color:#fff}
p.note{color:#4a5568;font-size:14px;margin:0}
</style></head>
<body><main>${body}</main></body></html>`;
}

function money(symbol: string, value: number): string {
  return `${symbol}${value.toFixed(2)}`;
}

function backLink(id: string): string {
  return `<a class="button" href="/m/voucherCenter?deposit=${encodeURIComponent(id)}">Back to the site</a>`;
}

export const gatewayRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  const html = (c: Context, body: string, status: 200 | 403 | 404 = 200) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(body, status);
  };

  /** The deposit of a payment page whose signature is right, else null. */
  const pageDeposit = async (c: Context): Promise<{ deposit: Deposit; memberId: number } | null> => {
    const id = c.req.param('id') ?? '';
    if (!DEPOSIT_ID.test(id)) return null;
    const sig = c.req.method === 'GET' ? c.req.query('sig') : String((await c.req.parseBody()).sig ?? '');
    if (!signatureValid(await secretFor(db, 'gateway'), `pay:${id}`, sig)) return null;
    await expireDueDeposits(db);
    const found = await findDeposit(db, id);
    return found && found.deposit.kind === 'gateway' ? found : null;
  };

  app.get('/demo-pay/:id', async (c) => {
    const found = await pageDeposit(c);
    if (!found) {
      return html(c, page('Payment not found', '<div class="card"><h1>Payment not found</h1></div>'), 404);
    }
    const { deposit, memberId } = found;
    const { rows } = await db.query<{ currency_symbol: string }>('SELECT currency_symbol FROM members WHERE id = $1', [
      memberId,
    ]);
    const symbol = rows[0]?.currency_symbol ?? '$';
    const config = ctx.config.get();
    const merchant = config.whitelabel.name || config.siteName;
    const details = `<dl>
<dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd>
<dt>Order</dt><dd>${escapeHtml(deposit.id)}</dd>
<dt>Reference</dt><dd>${escapeHtml(deposit.referenceCode)}</dd>
</dl>`;
    if (deposit.status !== 'PENDING') {
      const said = {
        APPROVED: 'This payment is complete.',
        REJECTED: 'This payment was cancelled.',
        EXPIRED: 'This payment has expired.',
      }[deposit.status];
      return html(
        c,
        page(
          'Demo Pay',
          `<div class="brand">DEMO PAY</div><div class="card"><h1>${said}</h1>${details}</div>${backLink(deposit.id)}`,
        ),
      );
    }
    const sig = escapeHtml(c.req.query('sig') ?? '');
    return html(
      c,
      page(
        'Demo Pay: confirm your payment',
        `<div class="brand">DEMO PAY</div>
<div class="card"><h1>Confirm your payment</h1>
<p class="amount" aria-label="Amount">${escapeHtml(money(symbol, deposit.amount))}</p>
${details}</div>
<p class="note">This is the reference server's stand-in for a payment gateway: no real money moves.</p>
<form method="post" action="/demo-pay/${escapeHtml(deposit.id)}" class="actions">
<input type="hidden" name="sig" value="${sig}">
<button class="cancel" type="submit" name="decision" value="cancel">Cancel</button>
<button class="pay" type="submit" name="decision" value="confirm">Confirm payment</button>
</form>`,
      ),
    );
  });

  // The gateway's own handling of its page: it tells the platform (signed callback), then sends the player back.
  app.post('/demo-pay/:id', async (c) => {
    const found = await pageDeposit(c);
    if (!found) {
      return html(c, page('Payment not found', '<div class="card"><h1>Payment not found</h1></div>'), 404);
    }
    const form = await c.req.parseBody();
    const { deposit } = found;
    if (deposit.status === 'PENDING') {
      const body = callbackBody({
        depositId: deposit.id,
        status: form.decision === 'confirm' ? 'PAID' : 'CANCELLED',
        amount: deposit.amount,
        gatewayRef: `DP${Date.now().toString(36).toUpperCase()}`,
      });
      const signature = sign(await secretFor(db, 'gateway'), body);
      const answer = await app.request(CALLBACK_PATH, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
      });
      if (!answer.ok && answer.status !== 409) {
        console.error('[gateway] the platform refused the callback of', deposit.id, answer.status);
      }
    }
    return c.redirect(`/m/voucherCenter?deposit=${encodeURIComponent(deposit.id)}`, 303);
  });

  app.post(CALLBACK_PATH, async (c) => {
    const raw = await c.req.text();
    if (!signatureValid(await secretFor(db, 'gateway'), raw, c.req.header('x-gateway-signature'))) {
      ctx.securityLog(c, { event: 'authz_fail', code: 'SIGNATURE_INVALID' }, 401);
      throw new AppError('SIGNATURE_INVALID', 'The gateway signature is not valid', 401);
    }
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      throw new AppError('INVALID_JSON', 'The request body is not valid JSON', 400);
    }
    const payment = parseWith(callbackSchema, data);
    const found = await findDeposit(db, payment.depositId);
    if (found?.deposit.kind !== 'gateway') {
      throw new AppError('DEPOSIT_NOT_FOUND', 'The deposit does not exist', 404);
    }
    if (Math.round(payment.amount * 100) !== Math.round(found.deposit.amount * 100)) {
      throw new AppError('AMOUNT_MISMATCH', 'The paid amount differs from the deposit', 400);
    }
    const wanted = payment.status === 'PAID' ? 'APPROVED' : 'REJECTED';
    try {
      const deposit = await db.transaction((tx) =>
        decideDeposit(
          tx,
          payment.depositId,
          {
            action: payment.status === 'PAID' ? 'APPROVE' : 'REJECT',
            reason: payment.status === 'PAID' ? '' : 'Cancelled at the gateway',
            gatewayRef: payment.gatewayRef,
            kinds: ['gateway'],
          },
          { name: 'gateway', address: ctx.clientIp(c) },
        ),
      );
      return ok(c, { depositId: deposit.id, status: deposit.status });
    } catch (error) {
      // The gateway repeats a callback it got no answer to: the same outcome again is no error.
      if (error instanceof DepositNotPending && (error.value as { status?: string }).status === wanted) {
        return ok(c, { depositId: payment.depositId, status: wanted });
      }
      throw error;
    }
  });
};
