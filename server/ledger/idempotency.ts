/**
 * Idempotency keys for money calls (deposit, withdraw, transfer, bet): the client sends `Idempotency-Key` (8-64 of
 * [A-Za-z0-9_-]) once per attempt and again on a retry. The key is claimed in the same transaction as the money
 * move, so a retry, even a concurrent one, gets the first answer and moves nothing twice. A call that fails rolls
 * back with its key: the retry runs again (nothing moved the first time). The key is bound to its request: the
 * same key with another request (another amount, card or game) is refused with 422, not answered with the first
 * result.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/db';
import { AppError } from '../http/envelope';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's idempotency key; money calls require one. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('Idempotency-Key') ?? '';
  if (!KEY.test(key)) {
    throw new AppError('INVALID_INPUT', 'Idempotency-Key: must be 8-64 letters, digits, - or _', 400, {
      fields: { idempotencyKey: 'must be 8-64 letters, digits, - or _' },
    });
  }
  return key;
}

/** A money call's claim on its key: whose, which call, and what it asks (its parsed input, never a secret). */
export interface Claim {
  memberId: number;
  scope: string;
  key: string;
  request: unknown;
}

const hashOf = (request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('base64url');

/**
 * Runs `run` once per (member, scope, key): in one transaction with the key's claim. A repeat of the same request
 * returns the stored answer; the key with another request is refused. `run` must do all its writes through `tx`.
 */
export async function once<T>(db: Db, claim: Claim, run: (tx: Db) => Promise<T>): Promise<T> {
  const requestHash = hashOf(claim.request);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key: string }>(
      `INSERT INTO idempotency_keys (member_id, scope, key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key`,
      [claim.memberId, claim.scope, claim.key, requestHash],
    );
    if (rows.length === 0) {
      const { rows: stored } = await tx.query<{ response: T | null; request_hash: string | null }>(
        'SELECT response, request_hash FROM idempotency_keys WHERE member_id = $1 AND scope = $2 AND key = $3',
        [claim.memberId, claim.scope, claim.key],
      );
      const first = stored[0]?.request_hash;
      if (first && first !== requestHash) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This request key was already used for another request: start a new attempt',
          422,
        );
      }
      const response = stored[0]?.response;
      if (response === null || response === undefined) {
        throw new AppError('REQUEST_IN_PROGRESS', 'This request is still being processed', 409);
      }
      return response;
    }
    const answer = await run(tx);
    await tx.query(
      'UPDATE idempotency_keys SET response = $4::jsonb WHERE member_id = $1 AND scope = $2 AND key = $3',
      [claim.memberId, claim.scope, claim.key, JSON.stringify(answer ?? null)],
    );
    return answer;
  });
}
