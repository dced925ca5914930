/**
 * Session calls: public key, encrypted login (username+password or mobile+SMS code), logout, trial login.
 * Login failures are throttled per account and per address and switch the captcha on (server/security/rate-limit).
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { passwordChangeDue } from '../../src/domain/account/passwordChange';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, MESSAGES, ok, parseWith, readBody } from '../http/envelope';
import { text } from '../http/schemas';
import { loginRestriction } from '../protection/exclusion/state';
import { checkCaptcha } from '../security/captcha';
import { deviceLabel } from '../security/device-label';
import { forgetDeviceToken, issueDeviceToken, rotateDeviceToken } from '../security/device-tokens';
import { consumeLoginNonce, decryptRequest, issueLoginNonce, publicJwk } from '../security/login-crypto';
import { dummyVerify, hashPassword, verifyPassword } from '../security/passwords';
import {
  accountKey,
  captchaRequired,
  clearLoginFailures,
  countEvents,
  isLocked,
  LOGIN_WINDOW_MINUTES,
  loginFailures,
  recordEvent,
  recordLoginFailure,
  releaseTry,
  reserveLoginAttempt,
  settleFailure,
} from '../security/rate-limit';
import { type AuthMethod, createSession, deleteSession } from '../security/sessions';
import { phoneKey, verifySmsCode } from '../security/sms';

const loginSchema = z.object({
  username: text(64),
  password: text(128),
  captcha: text(16),
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'username' : v),
    z.enum(['username', 'sms', 'firebase', 'device']),
  ),
  /** Issue a device token with this login (remembered login, server/security/device-tokens.ts). */
  remember: z.boolean().optional(),
  /** With type 'device': the device token, in place of the password. */
  deviceToken: text(64),
  countryDialingCode: text(6),
  nonce: text(200),
  firebaseChannel: text(32),
  firebaseIdToken: text(4096),
  firebaseMobileNo: text(32),
});

export interface MemberRow {
  id: number;
  username: string;
  password_hash: string;
  type: number;
  status: string;
  first_time_login: boolean;
}

/**
 * The answer of a login, a registration and a trial login (spec §3 "Login response data.value"). `firstTimeLogin`
 * is true for the member's first session (no earlier login): it stays true in the database for that whole
 * session (announcements of execution F show to it) and turns false at the next login or a password change.
 */
export async function loginAnswer(
  db: Db,
  ctx: ServerContext,
  c: Context,
  member: Pick<MemberRow, 'id' | 'username' | 'type'>,
  method: AuthMethod,
) {
  // A time-out refuses the login with its end; a self-exclusion opens a restricted session (issue 16).
  const restriction = await loginRestriction(ctx, db, member.id);
  const device = deviceLabel(c.req.header('user-agent'), c.req.header('device'));
  const token = await createSession(db, member.id, ctx.clientIp(c), method, device, ctx.clock.now());
  const { rows } = await db.query<{
    first_time_login: boolean;
    password_must_change: boolean;
    password_changed_at: Date;
  }>(
    `UPDATE members SET first_time_login = (last_login_at IS NULL AND first_time_login), last_login_at = now()
      WHERE id = $1 RETURNING first_time_login, password_must_change, password_changed_at`,
    [member.id],
  );
  const row = rows[0];
  return {
    token,
    userName: member.username,
    type: member.type,
    firstTimeLogin: row?.first_time_login === true,
    merchantCode: ctx.config.get().merchantCode,
    // The forced password change (issue 15): the site shows only the change-password screen until it is done.
    passwordChange: row
      ? passwordChangeDue(
          { mustChange: row.password_must_change, changedAt: new Date(row.password_changed_at) },
          ctx.config.get().member.passwordMaxAgeDays,
          new Date(),
        )
      : null,
    ...restriction,
  };
}

function loginFailed(captcha: boolean): AppError {
  return new AppError('LOGIN_FAILED', 'The username or password is incorrect', 401, { captchaRequired: captcha });
}

/**
 * Login with a remembered device's token (type 'device'): the token is rotated and the new one answered. A token is
 * 256 random bits, so there is nothing to guess and no failure to count; a refused one is gone for good, and the
 * site forgets it and shows the form.
 */
async function deviceLogin(ctx: ServerContext, c: Context, deviceToken: string) {
  const { db } = ctx;
  const used = await rotateDeviceToken(db, deviceToken, ctx.config.get().deviceLogin.tokenDays);
  const { rows } = used.ok
    ? await db.query<MemberRow>('SELECT id, username, type, status FROM members WHERE id = $1', [used.memberId])
    : { rows: [] };
  const member = rows[0];
  if (!used.ok || !member) {
    const reused = !used.ok && used.reason === 'reused';
    ctx.securityLog(c, {
      event: reused ? 'authn_device_token_reuse' : 'authn_login_fail',
      who: used.memberId,
      via: 'device',
      code: 'DEVICE_TOKEN_INVALID',
    });
    throw new AppError('DEVICE_TOKEN_INVALID', 'The saved login has expired, please log in again', 401);
  }
  if (member.status !== 'ACTIVE') {
    ctx.securityLog(c, { event: 'authn_login_fail', who: member.id, via: 'device', code: 'ACCOUNT_DISABLED' });
    throw new AppError('ACCOUNT_DISABLED', MESSAGES.userMissing, 403);
  }
  const answer = await loginAnswer(db, ctx, c, member, 'device');
  ctx.securityLog(c, { event: 'authn_login_success', who: member.id, via: 'device' });
  return { ...answer, deviceToken: used.deviceToken };
}

export const sessionRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/session/publicKey', async (c) => {
    const keys = await ctx.loginKeys();
    // A nonce per fetch: the answer must never be cached.
    c.header('Cache-Control', 'no-store');
    return ok(c, {
      publicKey: keys.publicKeyPem,
      jwk: publicJwk(keys),
      algorithm: 'RSA-OAEP-256+A256GCM',
      nonce: issueLoginNonce(keys),
    });
  });

  app.post('/wps/session/login', async (c) => {
    const encrypted = await readBody(c, z.unknown());
    const keys = await ctx.loginKeys();
    const payload = parseWith(loginSchema, decryptRequest(keys, c.req.header('encryption-key'), encrypted));
    // First: a login sent again (captured, or a double submit) is refused before anything else is looked at.
    await consumeLoginNonce(db, keys, payload.nonce);
    if (payload.type === 'firebase') {
      throw new AppError('NO_PERMISSION', MESSAGES.noPermission, 403);
    }
    if (payload.type === 'device') return ok(c, await deviceLogin(ctx, c, payload.deviceToken));
    const sms = payload.type === 'sms';
    if (sms && !ctx.config.flag('MOBILEVERCODELOGIN3')) throw new AppError('NO_PERMISSION', MESSAGES.noPermission, 403);

    const fields: Record<string, string> = {};
    if (sms) {
      const mobile = payload.username.trim().replace(/^0+/, '');
      const rule = ctx.config.rule('loginMobileNum');
      if (!rule.regExp.test(mobile)) fields.username = rule.message;
      if (!/^[0-9]{1,10}$/.test(payload.password.trim())) fields.password = MESSAGES.verificationCode;
      if (!/^[0-9]{1,6}$/.test(payload.countryDialingCode || ctx.config.get().register.defaultCountryDialingCode)) {
        fields.countryDialingCode = 'Country dialing code not valid';
      }
    } else {
      if (payload.username.trim() === '') fields.username = 'username is required';
      if (payload.password === '') fields.password = 'password is required';
    }
    if (Object.keys(fields).length > 0) {
      throw new AppError(
        'INVALID_INPUT',
        Object.entries(fields)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; '),
        400,
        { fields },
      );
    }

    const ip = ctx.clientIp(c);
    const dialCode = payload.countryDialingCode || ctx.config.get().register.defaultCountryDialingCode;
    const phone = sms ? phoneKey(dialCode, payload.username.trim()) : '';
    const account = sms ? `sms:${phone}` : accountKey(payload.username);
    const tooMany = () =>
      new AppError(
        'TOO_MANY_ATTEMPTS',
        `Too many failed attempts, please try again in ${LOGIN_WINDOW_MINUTES} minutes`,
        429,
        {
          captchaRequired: true,
          retryAfterMinutes: LOGIN_WINDOW_MINUTES,
        },
      );
    const via = sms ? 'sms' : 'password';
    // The name as typed (cut by the logger): it tells an analyst which account is under attack.
    const locked = () => {
      ctx.securityLog(
        c,
        { event: 'authn_login_locked', username: payload.username, via, code: 'TOO_MANY_ATTEMPTS' },
        429,
      );
      return tooMany();
    };
    const throttle = await loginFailures(db, account, ip);
    if (isLocked(throttle)) throw locked();
    if (captchaRequired(throttle)) {
      if (payload.captcha.trim() === '') {
        throw new AppError('CAPTCHA_REQUIRED', 'Enter the verification code', 400, { captchaRequired: true });
      }
      if (!(await checkCaptcha(db, c, payload.captcha))) {
        await recordLoginFailure(db, account, ip);
        throw new AppError('CAPTCHA_INVALID', MESSAGES.verificationCode, 400, { captchaRequired: true });
      }
    }

    // The try is recorded (pending) before the secret is checked, so parallel guesses cannot pass the limit.
    const reservation = await reserveLoginAttempt(db, account, ip);
    if ('refused' in reservation) {
      if (reservation.refused === 'locked') throw locked();
      throw new AppError('TOO_MANY_ATTEMPTS', 'Too many logins at once, please try again in a few seconds', 429, {
        retryAfterSeconds: 5,
      });
    }
    const attempt = reservation.ids;

    let member: MemberRow | undefined;
    let passed = false;
    if (sms) {
      const [dial, num] = phone.split(':');
      const { rows } = await db.query<MemberRow>(
        `SELECT id, username, password_hash, type, status, first_time_login FROM members
          WHERE country_dialing_code = $1 AND mobile_num = $2 AND mobile_verified`,
        [dial, num],
      );
      member = rows[0];
      passed = (await verifySmsCode(db, phone, payload.password.trim(), ctx.clock.now())) && member !== undefined;
    } else {
      const { rows } = await db.query<MemberRow>(
        'SELECT id, username, password_hash, type, status, first_time_login FROM members WHERE username_lc = $1',
        [accountKey(payload.username)],
      );
      member = rows[0];
      passed = member
        ? await verifyPassword(payload.password, member.password_hash)
        : await dummyVerify(payload.password);
    }
    if (!passed || !member) {
      await settleFailure(db, attempt);
      const code = sms ? 'VERIFICATION_CODE_INVALID' : 'LOGIN_FAILED';
      ctx.securityLog(c, { event: 'authn_login_fail', who: member?.id, username: payload.username, via, code });
      throw sms
        ? new AppError('VERIFICATION_CODE_INVALID', MESSAGES.verificationCode, 401, { captchaRequired: true })
        : loginFailed(true);
    }
    await releaseTry(db, attempt);
    if (member.status !== 'ACTIVE') {
      ctx.securityLog(c, { event: 'authn_login_fail', who: member.id, via, code: 'ACCOUNT_DISABLED' });
      throw new AppError('ACCOUNT_DISABLED', MESSAGES.userMissing, 403);
    }
    await clearLoginFailures(db, account);
    const answer = await loginAnswer(db, ctx, c, member, via);
    ctx.securityLog(c, { event: 'authn_login_success', who: member.id, via });
    if (!payload.remember) return ok(c, answer);
    return ok(c, {
      ...answer,
      deviceToken: await issueDeviceToken(db, member.id, ctx.config.get().deviceLogin.tokenDays),
    });
  });

  const logout = async (c: Context) => {
    const token = c.req.header('token');
    // Looked up first, to name the member in the log; an expired session is deleted too, without a line.
    const session = token ? await ctx.session(c) : null;
    if (token) await deleteSession(db, token);
    if (session) ctx.securityLog(c, { event: 'authn_logout', who: session.memberId });
    return ok(c, true);
  };
  app.post('/wps/session/logout', logout);
  app.delete('/wps/session/logout', logout);

  // The device forgets its remembered login ("remember" unticked, another account): its token stops working.
  app.post('/wps/session/device/forget', async (c) => {
    const body = await readBody(c, z.object({ deviceToken: text(64) }));
    await forgetDeviceToken(db, body.deviceToken);
    return ok(c, true);
  });

  app.post('/wps/session/login/freeplay', async (c) => {
    const ip = ctx.clientIp(c);
    if ((await countEvents(db, 'trial', ip, 60)) >= ctx.config.get().limits.trialsPerAddressPerHour) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many trial accounts from this address, try again later', 429, {
        retryAfterSeconds: 3600,
      });
    }
    await recordEvent(db, 'trial', ip);
    const passwordHash = await hashPassword(randomBytes(18).toString('base64'));
    const answer = await db.transaction(async (tx) => {
      const username = `trial${randomBytes(5).toString('hex')}`;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO members (username, username_lc, password_hash, type, nickname, register_method, currency_symbol)
         VALUES ($1, $1, $2, 4, 'Guest', 'H5', $3) RETURNING id`,
        [username, passwordHash, ctx.config.get().whitelabel.currencySymbol],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('trial insert returned no id');
      await tx.query(`INSERT INTO wallets (member_id, wallet_code, balance) VALUES ($1, 'MAIN', 2000)`, [id]);
      await tx.query(
        `INSERT INTO transactions (member_id, kind, amount, balance_after, remark) VALUES ($1, 'BONUS', 2000, 2000, 'Free play credit')`,
        [id],
      );
      const login = await loginAnswer(tx, ctx, c, { id, username, type: 4 }, 'trial');
      return { id, login };
    });
    ctx.securityLog(c, { event: 'authn_login_success', who: answer.id, via: 'trial' });
    return ok(c, { ...answer.login, customerType: 4 });
  });
};
