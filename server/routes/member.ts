/**
 * Member account calls: info, change password, payment password, nickname, email, bank cards, feedback.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { passwordChangeDue } from '../../src/domain/account/passwordChange';
import type { RouteModule, ServerContext, SessionRecord } from '../context';
import type { Db } from '../db/db';
import { AppError, MESSAGES, ok, readBody } from '../http/envelope';
import { intIn, requiredText, text } from '../http/schemas';
import { headIconAddress } from '../profile/head-icons';
import { restrictionOf } from '../protection/exclusion/state';
import { currentPoints } from '../rewards/points';
import { checkCaptcha } from '../security/captcha';
import { issueDeviceToken, revokeMemberDeviceTokens } from '../security/device-tokens';
import { newPasswordError } from '../security/password-policy';
import { sessionProvesPassword } from '../security/password-proof';
import { hashPassword, verifyPassword } from '../security/passwords';
import { LOGIN_WINDOW_MINUTES, releaseTry, reserveTry, settleFailure } from '../security/rate-limit';
import { deleteMemberSessions } from '../security/sessions';
import { verificationOf } from '../verification/state';
import { memberVip } from '../vip/member-vip';

export const TRIAL_TYPE = 4;

/** Real-money functions refuse trial accounts (spec §6: type 4, or any type not 0, 1, 2... agents included). */
export function requireReal(session: SessionRecord): void {
  if (session.type === TRIAL_TYPE) {
    throw new AppError('TRIAL_REFUSED', 'Please login an actual account to use this function', 403);
  }
}

/** `fieldCodes` name a field's problem for the site's own text (password rule codes). */
function invalid(fields: Record<string, string>, fieldCodes: Record<string, string> = {}): AppError {
  const message = Object.entries(fields)
    .map(([name, text]) => `${name}: ${text}`)
    .join('; ');
  return new AppError(
    'INVALID_INPUT',
    message,
    400,
    Object.keys(fieldCodes).length > 0 ? { fields, fieldCodes } : { fields },
  );
}

/** The answer's code for a wrong guess of each secret (for the security log). */
const WRONG: Record<string, string> = {
  'old-password': 'OLD_PASSWORD_INCORRECT',
  'payment-password': 'PAYMENT_PASSWORD_INCORRECT',
};

/**
 * Checks a guess of a member's secret (old password, payment PIN) under its limit of 5 wrong per 15 minutes. The try
 * is reserved before `check` runs, so parallel guesses get no more checks than the limit; a right guess is no
 * failure. Throws TOO_MANY_ATTEMPTS when no try is left; else answers whether the secret was right.
 */
export async function guardSecretGuess(
  ctx: ServerContext,
  c: Context,
  scope: string,
  memberId: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { db } = ctx;
  const reservation = await reserveTry(db, scope, String(memberId));
  if ('refused' in reservation) {
    ctx.securityLog(c, { event: 'secret_guess_locked', who: memberId, secret: scope, code: 'TOO_MANY_ATTEMPTS' }, 429);
    throw tooManyGuesses(reservation.refused);
  }
  let right = false;
  try {
    right = await check();
  } finally {
    // A check that threw (database gone) keeps its try as a failure: it cannot be told apart from a wrong guess.
    if (right) await releaseTry(db, reservation.ids);
    else await settleFailure(db, reservation.ids);
  }
  if (!right) ctx.securityLog(c, { event: 'secret_guess_fail', who: memberId, secret: scope, code: WRONG[scope] });
  return right;
}

/** TOO_MANY_ATTEMPTS: `locked` after 5 failures (wait the window); `busy` while other tries are being checked. */
function tooManyGuesses(refused: 'locked' | 'busy'): AppError {
  return refused === 'locked'
    ? new AppError(
        'TOO_MANY_ATTEMPTS',
        `Too many failed attempts, please try again in ${LOGIN_WINDOW_MINUTES} minutes`,
        429,
        { retryAfterMinutes: LOGIN_WINDOW_MINUTES },
      )
    : new AppError('TOO_MANY_ATTEMPTS', 'Too many attempts at once, please try again in a few seconds', 429, {
        retryAfterSeconds: 5,
      });
}

async function loginPasswordIs(db: Db, memberId: number, password: string): Promise<boolean> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0] !== undefined && (await verifyPassword(password, rows[0].password_hash));
}

/** The old password was left out (password-proof session): the new one must still differ from it. */
async function refuseSamePassword(db: Db, memberId: number, newPassword: string): Promise<void> {
  if (await loginPasswordIs(db, memberId, newPassword)) {
    throw new AppError('SAME_PASSWORD', 'The new password cannot be the same as the old one', 400);
  }
}

export function maskAccountNo(accountNo: string): string {
  return accountNo.length <= 4 ? accountNo : `${'*'.repeat(Math.min(accountNo.length - 4, 8))}${accountNo.slice(-4)}`;
}

function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? mobile : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

interface MemberInfoRow {
  id: number;
  username: string;
  type: number;
  nickname: string;
  email: string;
  country_dialing_code: string;
  mobile_num: string;
  payee_name: string;
  vip_label: string;
  currency_symbol: string;
  affiliate_code: string | null;
  payment_password_hash: string | null;
  first_time_login: boolean;
  created_at: Date;
  last_login_at: Date | null;
  password_must_change: boolean;
  password_changed_at: Date;
  head_icon: string;
  mobile_verified: boolean;
}

export const memberRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  app.get('/wps/member/info', async (c) => {
    const session = await ctx.requireSession(c);
    const { rows } = await db.query<MemberInfoRow>('SELECT * FROM members WHERE id = $1', [session.memberId]);
    const m = rows[0];
    if (!m) throw new AppError('NOT_LOGGED_IN', MESSAGES.notLoggedIn, 401);
    const vip = await memberVip(db, ctx.config, m.id);
    return ok(c, {
      id: m.id,
      type: m.type,
      account: m.username,
      userName: m.username,
      nickname: m.nickname,
      email: m.email,
      countryDialingCode: m.country_dialing_code,
      mobileNum: maskMobile(m.mobile_num),
      payeeName: m.payee_name,
      clubLabel: { labelName: vip.name },
      vip,
      currencySymbol: m.currency_symbol,
      affiliateCode: m.affiliate_code ?? '',
      hasPaymentPassword: m.payment_password_hash !== null,
      createdAt: m.created_at.toISOString(),
      lastLoginAt: m.last_login_at ? m.last_login_at.toISOString() : null,
      points: await currentPoints(db, m.id, ctx.config.get().rewards),
      passwordChange: passwordChangeDue(
        { mustChange: m.password_must_change, changedAt: new Date(m.password_changed_at) },
        ctx.config.get().member.passwordMaxAgeDays,
        new Date(),
      ),
      verification: await verificationOf(db, m.id),
      headIcon: headIconAddress(m.head_icon),
      mobileVerified: m.mobile_verified,
      ...(await restrictionOf(ctx, m.id)),
    });
  });

  app.post('/wps/member/password', async (c) => {
    const session = await ctx.requireSession(c);
    const body = await readBody(
      c,
      z.object({
        oldPassword: text(256),
        newPassword: text(256),
        confirmNewPassword: text(256),
        /** The device keeps a remembered login: answer it a new device token (the change revokes the old ones). */
        rememberDevice: z.boolean().optional(),
      }),
    );
    // Without the old password, only a recent password login of this very session proves who is asking.
    const proven =
      body.oldPassword === '' &&
      (await sessionProvesPassword(db, session.token, ctx.config.get().deviceLogin.passwordProofMinutes));
    if (body.oldPassword === '' && !proven) {
      throw new AppError('OLD_PASSWORD_REQUIRED', 'Enter the old password', 400, {
        fields: { oldPassword: 'Enter the old password' },
      });
    }
    const fields: Record<string, string> = {};
    const oldRule = ctx.config.rule('loginPassword');
    if (!proven && !oldRule.regExp.test(body.oldPassword)) fields.oldPassword = oldRule.message;
    const codes: Record<string, string> = {};
    const problem = newPasswordError(ctx.config, body.newPassword);
    if (problem) {
      fields.newPassword = problem.message;
      codes.newPassword = problem.code;
    }
    if (body.confirmNewPassword === '') fields.confirmNewPassword = 'Enter password';
    else if (body.confirmNewPassword !== body.newPassword)
      fields.confirmNewPassword = 'Confirmation password not matched';
    if (Object.keys(fields).length > 0) throw invalid(fields, codes);
    if (body.oldPassword === body.newPassword) {
      throw new AppError('SAME_PASSWORD', 'The new password cannot be the same as the old one', 400);
    }
    if (proven) await refuseSamePassword(db, session.memberId, body.newPassword);
    else {
      const right = await guardSecretGuess(ctx, c, 'old-password', session.memberId, () =>
        loginPasswordIs(db, session.memberId, body.oldPassword),
      );
      if (!right) {
        throw new AppError('OLD_PASSWORD_INCORRECT', 'The old password is incorrect', 400, {
          fields: { oldPassword: 'The old password is incorrect' },
        });
      }
    }
    const hash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE members SET password_hash = $1, first_time_login = false, password_must_change = false,
                            password_changed_at = now() WHERE id = $2`,
        [hash, session.memberId],
      );
      // Other devices must log in again with the new password; this session stays.
      await deleteMemberSessions(tx, session.memberId, session.token);
      await revokeMemberDeviceTokens(tx, session.memberId);
    });
    ctx.securityLog(c, { event: 'authn_password_change', who: session.memberId, via: proven ? 'session' : 'password' });
    if (!body.rememberDevice) return ok(c, true);
    return ok(c, {
      deviceToken: await issueDeviceToken(db, session.memberId, ctx.config.get().deviceLogin.tokenDays),
    });
  });

  // Set or change the payment password (6 digits); the login password proves it is the member.
  app.post('/wps/member/paymentPassword', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const body = await readBody(
      c,
      z.object({ password: text(64), newPaymentPassword: text(32), confirmPaymentPassword: text(32) }),
    );
    const fields: Record<string, string> = {};
    const rule = ctx.config.rule('paymentPassword');
    if (body.password === '') fields.password = 'password is required';
    if (!rule.regExp.test(body.newPaymentPassword)) fields.newPaymentPassword = rule.message;
    if (body.confirmPaymentPassword !== body.newPaymentPassword)
      fields.confirmPaymentPassword = 'Confirmation password not matched';
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const right = await guardSecretGuess(ctx, c, 'old-password', session.memberId, () =>
      loginPasswordIs(db, session.memberId, body.password),
    );
    if (!right) {
      throw new AppError('OLD_PASSWORD_INCORRECT', 'The login password is incorrect', 400, {
        fields: { password: 'The login password is incorrect' },
      });
    }
    const hash = await hashPassword(body.newPaymentPassword);
    await db.query('UPDATE members SET payment_password_hash = $1 WHERE id = $2', [hash, session.memberId]);
    ctx.securityLog(c, { event: 'authn_payment_password_change', who: session.memberId });
    return ok(c, true);
  });

  app.post('/wps/member/nickname', async (c) => {
    const session = await ctx.requireSession(c);
    const { nickname } = await readBody(c, z.object({ nickname: requiredText(40, 'nickname') }));
    const rule = ctx.config.rule('nickname');
    if (!rule.regExp.test(nickname)) throw invalid({ nickname: rule.message });
    await db.query('UPDATE members SET nickname = $1 WHERE id = $2', [nickname, session.memberId]);
    return ok(c, { nickname });
  });

  app.post('/wps/member/email', async (c) => {
    const session = await ctx.requireSession(c);
    const { email } = await readBody(c, z.object({ email: requiredText(254, 'email') }));
    const rule = ctx.config.rule('email');
    if (!rule.regExp.test(email)) throw invalid({ email: rule.message });
    await db.query('UPDATE members SET email = $1 WHERE id = $2', [email, session.memberId]);
    return ok(c, { email });
  });

  app.get('/wps/member/bankCards', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const { rows } = await db.query<{
      id: number;
      bank_name: string;
      account_name: string;
      account_no: string;
      created_at: Date;
    }>('SELECT id, bank_name, account_name, account_no, created_at FROM bank_cards WHERE member_id = $1 ORDER BY id', [
      session.memberId,
    ]);
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        bankName: row.bank_name,
        accountName: row.account_name,
        accountNo: maskAccountNo(row.account_no),
        createdAt: row.created_at.toISOString(),
      })),
    );
  });

  app.post('/wps/member/bankCards', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const body = await readBody(
      c,
      z.object({
        bankName: requiredText(64, 'bankName'),
        accountName: requiredText(64, 'accountName'),
        accountNo: requiredText(34, 'accountNo').pipe(
          z.string().regex(/^[0-9A-Za-z]{6,34}$/, 'must be 6-34 letters or digits'),
        ),
      }),
    );
    const exists = () => new AppError('BANK_CARD_EXISTS', 'This bank card is already added', 409);
    const card = await db
      .transaction(async (tx) => {
        // One add at a time per member: the limit and the duplicate check must see the other adds.
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [session.memberId]);
        const { rows: existing } = await tx.query<{ account_no: string }>(
          'SELECT account_no FROM bank_cards WHERE member_id = $1',
          [session.memberId],
        );
        if (existing.some((row) => row.account_no === body.accountNo)) throw exists();
        const limit = ctx.config.get().wallet.maxBankCards;
        if (existing.length >= limit) throw new AppError('BANK_CARD_LIMIT', `At most ${limit} bank cards`, 400);
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO bank_cards (member_id, bank_name, account_name, account_no) VALUES ($1, $2, $3, $4) RETURNING id',
          [session.memberId, body.bankName, body.accountName, body.accountNo],
        );
        return {
          id: rows[0]?.id,
          bankName: body.bankName,
          accountName: body.accountName,
          accountNo: maskAccountNo(body.accountNo),
        };
      })
      .catch((error: unknown) => {
        // The table's own guard (member, account number) answers like the check above, never as a 500.
        if ((error as { code?: unknown } | null)?.code === '23505') throw exists();
        throw error;
      });
    return ok(c, card);
  });

  app.delete('/wps/member/bankCards', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const { id } = await readBody(c, z.object({ id: intIn(1, 2_147_483_647) }));
    const { rows } = await db.query('DELETE FROM bank_cards WHERE id = $1 AND member_id = $2 RETURNING id', [
      id,
      session.memberId,
    ]);
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'The bank card does not exist', 404);
    return ok(c, true);
  });

  // Feedback (spec §2, §5): content 1-200 characters, a question type, the captcha of this client.
  app.put('/wps/feedback', async (c) => {
    const session = await ctx.requireSession(c);
    const body = await readBody(
      c,
      z.object({
        content: requiredText(200, 'content'),
        sender: text(64),
        type: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
          z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)], {
            error: 'Please choose a question type',
          }),
        ),
        captcha: requiredText(16, 'captcha'),
      }),
    );
    if (!(await checkCaptcha(db, c, body.captcha))) {
      throw new AppError('CAPTCHA_INVALID', MESSAGES.verificationCode, 400, {
        fields: { captcha: MESSAGES.verificationCode },
      });
    }
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO feedback (member_id, sender, type, content) VALUES ($1, $2, $3, $4) RETURNING id',
      [session.memberId, session.username, body.type, body.content],
    );
    return ok(c, { id: rows[0]?.id });
  });
};
