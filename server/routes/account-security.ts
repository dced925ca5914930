/**
 * The security centre (issue 15): the member's active sessions (device, address, last seen) with "sign out the
 * others" and "sign out one"; the operator's member creation and password reset with a temporary password that must
 * be changed at the next login (the forced change itself is in ctx.requireSession and loginAnswer).
 */
import { randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, ok, readBody } from '../http/envelope';
import { text } from '../http/schemas';
import { revokeMemberDeviceTokens } from '../security/device-tokens';
import { newPasswordError } from '../security/password-policy';
import { hashPassword } from '../security/passwords';
import { clearLoginFailures } from '../security/rate-limit';
import { deleteMemberSessions, hashToken, SESSION_IDLE_MS } from '../security/sessions';

/** A session's opaque id in the API: the random public_id of migration 015, never the token hash. */
const SESSION_ID = /^[0-9a-f]{32}$/;

/** The address as shown to the member: enough to recognise a network, not the exact host. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter((g) => g !== '');
    return groups.length > 0 ? `${groups.slice(0, 3).join(':')}:*` : '*';
  }
  return ip === '' || ip === 'unknown' ? '' : '*';
}

/** Letters and digits a player can read back without mistakes (no 0/O, 1/l/I). */
const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function temporaryPassword(length = 12): string {
  return Array.from({ length }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
}

const operatorName = text(40).pipe(
  z.string().regex(/^[A-Za-z0-9_.@ -]*$/, 'must be a name (letters, digits, _ . @ - space)'),
);

async function auditAdminAction(
  db: Db,
  c: Context,
  ctx: ServerContext,
  action: 'CREATE_MEMBER' | 'RESET_PASSWORD',
  memberId: number,
  operator: string,
): Promise<void> {
  await db.query('INSERT INTO member_admin_actions (actor, action, member_id, address) VALUES ($1, $2, $3, $4)', [
    operator.trim() || 'operator',
    action,
    memberId,
    ctx.clientIp(c),
  ]);
}

/** The temporary password: the one given (it must pass the password rule) or a generated one. */
function temporaryPasswordOf(ctx: ServerContext, given: string): string {
  if (given === '') return temporaryPassword();
  const problem = newPasswordError(ctx.config, given);
  if (problem) {
    throw new AppError('INVALID_INPUT', `password: ${problem.message}`, 400, {
      fields: { password: problem.message },
      fieldCodes: { password: problem.code },
    });
  }
  return given;
}

export const accountSecurityRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/member/sessions', async (c) => {
    const session = await ctx.requireSession(c);
    const { rows } = await db.query<{
      public_id: string;
      device: string;
      ip: string;
      created_at: Date;
      last_seen_at: Date;
      current: boolean;
    }>(
      `SELECT public_id, device, ip, created_at, last_seen_at, token_hash = $2 AS current FROM sessions
        WHERE member_id = $1 AND expires_at > now()
          AND last_seen_at > now() - ($3::integer * interval '1 millisecond')
        ORDER BY (token_hash = $2) DESC, last_seen_at DESC`,
      [session.memberId, hashToken(session.token), SESSION_IDLE_MS],
    );
    return ok(c, {
      content: rows.map((row) => ({
        id: row.public_id,
        device: row.device,
        ip: maskIp(row.ip),
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        current: row.current,
      })),
    });
  });

  app.post('/wps/member/sessions/signOutOthers', async (c) => {
    const session = await ctx.requireSession(c);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM sessions WHERE member_id = $1 AND token_hash <> $2',
      [session.memberId, hashToken(session.token)],
    );
    await deleteMemberSessions(db, session.memberId, session.token);
    ctx.securityLog(c, { event: 'authn_session_revoke', who: session.memberId, via: 'others' });
    return ok(c, { signedOut: rows[0]?.n ?? 0 });
  });

  app.delete('/wps/member/sessions/:id', async (c) => {
    const session = await ctx.requireSession(c);
    const id = c.req.param('id');
    // Another member's session answers exactly like a missing one.
    const { rows } = SESSION_ID.test(id)
      ? await db.query<{ current: boolean }>(
          'DELETE FROM sessions WHERE public_id = $1 AND member_id = $2 RETURNING token_hash = $3 AS current',
          [id, session.memberId, hashToken(session.token)],
        )
      : { rows: [] };
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'The session does not exist', 404);
    ctx.securityLog(c, {
      event: 'authn_session_revoke',
      who: session.memberId,
      via: rows[0]?.current ? 'self' : 'one',
    });
    return ok(c, { current: rows[0]?.current === true });
  });

  // Operator: a real member (type 0) with a temporary password to change at the first login.
  app.post('/operator/members', async (c) => {
    const body = await readBody(c, z.object({ username: text(32), password: text(128), operator: operatorName }));
    const username = body.username.trim();
    const rule = ctx.config.rule('username');
    if (!rule.regExp.test(username)) {
      throw new AppError('INVALID_INPUT', `username: ${rule.message}`, 400, { fields: { username: rule.message } });
    }
    const password = temporaryPasswordOf(ctx, body.password);
    const hash = await hashPassword(password);
    const id = await db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO members (username, username_lc, password_hash, type, register_method, currency_symbol,
                                password_must_change)
           VALUES ($1, lower($1), $2, 0, 'OPERATOR', $3, true) RETURNING id`,
          [username, hash, ctx.config.get().whitelabel.currencySymbol],
        );
        const memberId = rows[0]?.id;
        if (memberId === undefined) throw new Error('member insert returned no id');
        await tx.query(`INSERT INTO wallets (member_id, wallet_code, balance) VALUES ($1, 'MAIN', 0)`, [memberId]);
        await auditAdminAction(tx, c, ctx, 'CREATE_MEMBER', memberId, body.operator);
        return memberId;
      })
      .catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === '23505') {
          throw new AppError('USERNAME_EXISTS', 'Sorry, the username already exists.', 409);
        }
        throw error;
      });
    ctx.securityLog(c, { event: 'user_created', who: id, via: 'operator' });
    return ok(c, { id, username, password, passwordChange: 'FIRST_LOGIN' });
  });

  // Operator: a temporary password; every session and remembered device of the member ends.
  app.post('/operator/members/:username/password', async (c) => {
    const body = await readBody(c, z.object({ password: text(128), operator: operatorName }));
    const username = c.req.param('username').slice(0, 64);
    const password = temporaryPasswordOf(ctx, body.password);
    const hash = await hashPassword(password);
    const member = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; username: string }>(
        `UPDATE members SET password_hash = $1, password_must_change = true, password_changed_at = now()
          WHERE username_lc = lower($2) AND type <> 4 RETURNING id, username`,
        [hash, username],
      );
      const found = rows[0];
      if (!found) return null;
      await deleteMemberSessions(tx, found.id);
      await revokeMemberDeviceTokens(tx, found.id);
      await clearLoginFailures(tx, found.username.toLowerCase());
      await auditAdminAction(tx, c, ctx, 'RESET_PASSWORD', found.id, body.operator);
      return found;
    });
    if (!member) throw new AppError('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled.', 404);
    ctx.securityLog(c, { event: 'authn_password_reset', who: member.id, via: 'operator' });
    return ok(c, { username: member.username, password, passwordChange: 'FIRST_LOGIN' });
  });
};
