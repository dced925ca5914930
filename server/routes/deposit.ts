/**
 * Deposit calls: the channels and promotions of the site config, a new deposit (once per idempotency key), its
 * detail, the member's deposits, and proof images of a pending bank transfer. The balance moves only when the
 * deposit is approved (gateway callback: gateway.ts; operator: operator.ts).
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readBody, readQuery } from '../http/envelope';
import { IMAGE_MAX_BYTES, type ImageRefusals, imageBodyLimit, readImageUpload } from '../http/image-upload';
import { amount, intIn, text } from '../http/schemas';
import {
  createDeposit,
  type Deposit,
  DepositNotPending,
  depositPage,
  findDeposit,
  memberDeposit,
} from '../ledger/deposits';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import { lockWallet } from '../ledger/journal';
import { auditingRefusals, checkDeposit } from '../protection/guards';
import { secretFor } from '../security/signing';
import { payUrlOf } from './gateway';
import { requireReal } from './member';

/** Proof images (spec §9): png or jpg, at most 5 MB each, at most 3 per deposit. */
export const PROOF_MAX_COUNT = 3;

const DEPOSIT_ID = z.string().regex(/^D[0-9]{1,18}$/, 'must be a deposit id');

const proofRefusals: ImageRefusals = {
  tooLarge: () => new AppError('PROOF_TOO_LARGE', 'The image is larger than 5 MB', 413, { maxBytes: IMAGE_MAX_BYTES }),
  wrongType: () => new AppError('PROOF_TYPE', 'The proof must be a png or jpg image', 415),
};

export const depositRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  const withPayUrl = (deposit: Deposit, gatewaySecret: string) => ({
    deposit,
    payUrl: deposit.kind === 'gateway' ? payUrlOf(gatewaySecret, deposit.id) : null,
  });

  app.get('/wps/deposit/channels', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const wallet = ctx.config.get().wallet;
    const { rows } = await db.query<{ currency_symbol: string }>('SELECT currency_symbol FROM members WHERE id = $1', [
      session.memberId,
    ]);
    return ok(c, {
      currencySymbol: rows[0]?.currency_symbol ?? '$',
      channels: wallet.channels.map((channel) => ({
        code: channel.code,
        kind: channel.kind,
        name: channel.name,
        min: channel.min,
        max: channel.max,
        presets: channel.presets,
        feePercent: channel.feePercent,
        ...(channel.payTo ? { payTo: channel.payTo } : {}),
        proofs: channel.kind === 'bank',
      })),
      promotions: wallet.promotions,
    });
  });

  app.post('/wps/deposit', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const key = idempotencyKeyOf(c);
    const body = await readBody(
      c,
      z.object({
        channel: text(30).pipe(z.string().min(1, 'channel is required')),
        amount,
        promotionId: z.preprocess((value) => (value === '' || value === undefined ? null : value), text(40).nullable()),
      }),
    );
    // Read before the transaction: on PGlite a query outside it would wait for it.
    const gatewaySecret = await secretFor(db, 'gateway');
    const amountCents = Math.round(body.amount * 100);
    const answer = await auditingRefusals(ctx, () =>
      once(db, { memberId: session.memberId, scope: 'deposit', key, request: body }, async (tx) => {
        await lockWallet(tx, session.memberId, 'MAIN');
        await checkDeposit(tx, ctx, { memberId: session.memberId, amountCents });
        return withPayUrl(
          await createDeposit(tx, ctx.config.get().wallet, session.memberId, {
            channel: body.channel,
            amountCents,
            promotionId: body.promotionId,
          }),
          gatewaySecret,
        );
      }),
    );
    return ok(c, answer);
  });

  app.get('/wps/deposit/detail', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const { id } = readQuery(c, z.object({ id: DEPOSIT_ID }));
    return ok(c, await memberDeposit(db, session.memberId, id));
  });

  app.get('/wps/deposits', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const query = readQuery(c, z.object({ pageNo: intIn(1, 100_000, 1), pageSize: intIn(1, 100, 20) }));
    return ok(c, await depositPage(db, session.memberId, query.pageNo, query.pageSize));
  });

  app.post('/wps/deposit/proof', imageBodyLimit(proofRefusals), async (c: Context) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const { id } = readQuery(c, z.object({ id: DEPOSIT_ID }));
    const { bytes, type } = await readImageUpload(c, proofRefusals);
    await memberDeposit(db, session.memberId, id);
    const deposit = await db.transaction(async (tx) => {
      const found = await findDeposit(tx, id, { forUpdate: true });
      if (!found) throw new AppError('DEPOSIT_NOT_FOUND', 'The deposit does not exist', 404);
      if (found.deposit.status !== 'PENDING' || Date.parse(found.deposit.expiresAt) <= Date.now()) {
        throw new DepositNotPending(found.deposit.status === 'PENDING' ? 'EXPIRED' : found.deposit.status);
      }
      if (found.deposit.kind !== 'bank') {
        throw new AppError('PROOF_NOT_ACCEPTED', 'Only bank transfer deposits take a proof image', 400);
      }
      if (found.deposit.proofCount >= PROOF_MAX_COUNT) {
        throw new AppError('PROOF_LIMIT', `At most ${PROOF_MAX_COUNT} images per deposit`, 400, {
          maxCount: PROOF_MAX_COUNT,
        });
      }
      await tx.query('INSERT INTO deposit_proofs (deposit_id, content_type, size, bytes) VALUES ($1, $2, $3, $4)', [
        id,
        type,
        bytes.length,
        bytes,
      ]);
      return (await findDeposit(tx, id))?.deposit;
    });
    return ok(c, deposit);
  });
};
