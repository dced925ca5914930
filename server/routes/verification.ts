/** Account verification: not signed, under review, verified or rejected; ID documents; the operator's decisions (issue 15) */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody } from '../http/envelope';
import { IMAGE_MAX_BYTES, type ImageRefusals, imageBodyLimit, readImageUpload } from '../http/image-upload';
import { text } from '../http/schemas';
import { readDocument, writeDocument } from '../verification/documents';
import {
  documentsOf,
  lockVerification,
  REQUIRED_SIDES,
  refuseUnlessNotSigned,
  VERIFICATION_SIDES,
  type VerificationSide,
  verificationOf,
} from '../verification/state';
import { requireReal } from './member';

const documentRefusals: ImageRefusals = {
  tooLarge: () =>
    new AppError('VERIFICATION_IMAGE_TOO_LARGE', 'The image is larger than 5 MB', 413, { maxBytes: IMAGE_MAX_BYTES }),
  wrongType: () => new AppError('VERIFICATION_IMAGE_TYPE', 'The image must be a png or jpg', 415),
};

function sideOf(value: unknown): VerificationSide {
  if (typeof value === 'string' && (VERIFICATION_SIDES as readonly string[]).includes(value)) {
    return value as VerificationSide;
  }
  const message = `must be one of ${VERIFICATION_SIDES.join(', ')}`;
  throw new AppError('INVALID_INPUT', `side: ${message}`, 400, { fields: { side: message } });
}

const operatorDecision = z.object({
  reason: text(200),
  operator: text(40).pipe(z.string().regex(/^[A-Za-z0-9_.@ -]*$/, 'must be a name (letters, digits, _ . @ - space)')),
});

/** The member an operator names by id (digits) or user name. */
async function memberOf(db: Db, idOrName: string): Promise<{ id: number; username: string }> {
  const byId = /^[0-9]{1,9}$/.test(idOrName);
  const { rows } = await db.query<{ id: number; username: string }>(
    byId ? 'SELECT id, username FROM members WHERE id = $1' : 'SELECT id, username FROM members WHERE username_lc = $1',
    [byId ? Number(idOrName) : idOrName.toLowerCase()],
  );
  const member = rows[0];
  if (!member) throw new AppError('MEMBER_NOT_FOUND', 'No such member', 404);
  return { id: Number(member.id), username: member.username };
}

export const verificationRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  const answer = async (memberId: number) => ({
    ...(await verificationOf(db, memberId)),
    documents: await documentsOf(db, memberId),
    requiredSides: REQUIRED_SIDES,
  });

  app.get('/wps/member/verification', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    return ok(c, await answer(session.memberId));
  });

  // One side of the ID per call: multipart `file` plus `side` (query or form field); replaces that side.
  app.post('/wps/member/verification/document', imageBodyLimit(documentRefusals), async (c: Context) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const querySide = c.req.query('side');
    if (querySide !== undefined) sideOf(querySide);
    const { bytes, type } = await readImageUpload(c, documentRefusals);
    // parseBody is cached by Hono: this reads the form readImageUpload already parsed.
    const side = sideOf(querySide ?? (await c.req.parseBody()).side);
    await db.transaction(async (tx) => {
      refuseUnlessNotSigned(await lockVerification(tx, session.memberId));
      const fileName = await writeDocument(ctx.dataDir, session.memberId, side, bytes);
      await tx.query(
        `INSERT INTO verification_documents (member_id, side, content_type, size, file_name) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id, side) DO UPDATE
           SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, file_name = EXCLUDED.file_name,
               uploaded_at = now()`,
        [session.memberId, side, type, bytes.length, fileName],
      );
      await tx.query('UPDATE member_verifications SET updated_at = now() WHERE member_id = $1', [session.memberId]);
    });
    return ok(c, await answer(session.memberId));
  });

  app.post('/wps/member/verification/submit', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    await db.transaction(async (tx) => {
      refuseUnlessNotSigned(await lockVerification(tx, session.memberId));
      const have = new Set((await documentsOf(tx, session.memberId)).map((document) => document.side));
      const missing = REQUIRED_SIDES.filter((side) => !have.has(side));
      if (missing.length > 0) {
        throw new AppError('VERIFICATION_DOCUMENTS_MISSING', `Upload the ID images first: ${missing.join(', ')}`, 400, {
          missing,
        });
      }
      await tx.query(
        `UPDATE member_verifications SET status = 'UNDER_REVIEW', reason = '', submitted_at = now(), updated_at = now()
          WHERE member_id = $1`,
        [session.memberId],
      );
    });
    return ok(c, await answer(session.memberId));
  });

  // ---- Operator API (behind operator.ts's token check on /operator/*) ----

  app.get('/operator/verifications', async (c) => {
    const { rows } = await db.query<{ member_id: number; username: string; submitted_at: Date }>(
      `SELECT v.member_id, m.username, v.submitted_at FROM member_verifications v JOIN members m ON m.id = v.member_id
        WHERE v.status = 'UNDER_REVIEW' ORDER BY v.submitted_at, v.member_id`,
    );
    const pending = [];
    for (const row of rows) {
      pending.push({
        memberId: Number(row.member_id),
        username: row.username,
        submittedAt: row.submitted_at.toISOString(),
        documents: await documentsOf(db, Number(row.member_id)),
      });
    }
    return ok(c, pending);
  });

  app.get('/operator/verifications/:member/documents/:side', async (c) => {
    const member = await memberOf(db, c.req.param('member'));
    const side = sideOf(c.req.param('side'));
    const document = (await documentsOf(db, member.id)).find((item) => item.side === side);
    const bytes = document ? await readDocument(ctx.dataDir, member.id, side) : null;
    if (!document || !bytes) throw new AppError('DOCUMENT_NOT_FOUND', 'No such document', 404);
    c.header('Content-Type', document.contentType);
    c.header(
      'Content-Disposition',
      `inline; filename="${member.id}-${side}.${document.contentType === 'image/png' ? 'png' : 'jpg'}"`,
    );
    return c.body(new Uint8Array(bytes));
  });

  for (const action of ['approve', 'reject'] as const) {
    app.post(`/operator/verifications/:member/${action}`, async (c) => {
      const member = await memberOf(db, c.req.param('member'));
      const body = await readBody(c, operatorDecision);
      const reason = body.reason.trim();
      if (action === 'reject' && reason === '') {
        throw new AppError('INVALID_INPUT', 'reason: a rejection needs a reason the member can act on', 400, {
          fields: { reason: 'a rejection needs a reason the member can act on' },
        });
      }
      await db.transaction(async (tx) => {
        const state = await lockVerification(tx, member.id);
        if (state.status !== 'UNDER_REVIEW') {
          throw new AppError('VERIFICATION_NOT_PENDING', `The verification is ${state.status}, not under review`, 409, {
            status: state.status,
          });
        }
        await tx.query(
          `UPDATE member_verifications SET status = $2, reason = $3, decided_at = now(), updated_at = now()
            WHERE member_id = $1`,
          [member.id, action === 'approve' ? 'VERIFIED' : 'NOT_SIGNED', action === 'approve' ? '' : reason],
        );
        // Audited in the decision's own transaction, like the money decisions (ledger/decisions.ts).
        await tx.query(
          `INSERT INTO verification_decisions (actor, action, member_id, reason, address) VALUES ($1, $2, $3, $4, $5)`,
          [
            body.operator.trim() || 'operator',
            action === 'approve' ? 'APPROVE' : 'REJECT',
            member.id,
            reason,
            ctx.clientIp(c),
          ],
        );
      });
      const { rows: decisions } = await db.query<{
        id: number;
        actor: string;
        action: string;
        reason: string;
        address: string;
        created_at: Date;
      }>(
        'SELECT id, actor, action, reason, address, created_at FROM verification_decisions WHERE member_id = $1 ORDER BY id',
        [member.id],
      );
      return ok(c, {
        memberId: member.id,
        username: member.username,
        ...(await verificationOf(db, member.id)),
        decisions: decisions.map((row) => ({
          id: Number(row.id),
          actor: row.actor,
          action: row.action,
          reason: row.reason,
          address: row.address,
          createdAt: row.created_at.toISOString(),
        })),
      });
    });
  }
};
