/**
 * Registration (by username or by mobile number), its checks (username, email, affiliate code), the SMS code
 * without login, and the forgotten-password reset by SMS. Registration validates every field against the
 * configured rules, checks captcha / SMS code / invitation code, then writes member, wallet and session in one
 * transaction and answers like a login.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { RegisterField } from '../../src/domain/account/registerFields';
import type { RegisterFieldName } from '../config/site-config';
import type { RouteModule, ServerContext } from '../context';
import type { Db } from '../db/db';
import { AppError, MESSAGES, ok, readBody, readQuery } from '../http/envelope';
import { text } from '../http/schemas';
import { checkCaptcha } from '../security/captcha';
import { revokeMemberDeviceTokens } from '../security/device-tokens';
import { newPasswordError } from '../security/password-policy';
import { hashPassword } from '../security/passwords';
import { clearLoginFailures, countEvents, recordEvent } from '../security/rate-limit';
import { takeRegistrationTry, takeValidityCheck } from '../security/registration-limits';
import { deleteMemberSessions } from '../security/sessions';
import { isDialable, phoneKey, sendSmsCode, verifySmsCode } from '../security/sms';
import { loginAnswer } from './session';

const registerSchema = z.object({
  username: text(32),
  // Wider than the password rule (128), so a longer password gets the rule's own message.
  password: text(256),
  confirmPassword: text(256),
  countryDialingCode: text(6),
  mobileNum: text(20),
  verificationCode: text(10),
  paymentPassword: text(32),
  idNumber: text(40),
  qqNum: text(20),
  facebook: text(64),
  wechat: text(40),
  line: text(40),
  whatsapp: text(20),
  zalo: text(20),
  email: text(254),
  nickname: text(40),
  payeeName: text(64),
  recommenderId: text(32),
  affiliateCode: text(32),
  captcha: text(16),
  registerUrl: text(255),
  registerMethod: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'H5' : v),
    z.enum(['APP', 'H5', 'PWA', 'WEBCLIP'], { error: 'must be one of APP, H5, PWA, WEBCLIP' }),
  ),
  type: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : Number(v)), z.literal(0, 'must be 0')),
  domain: text(255),
  firebaseChannel: text(32),
  firebaseIdToken: text(4096),
});
type RegisterPayload = z.infer<typeof registerSchema>;
// Every registration field of the client's form (src/domain/account/registerFields.ts) is read here.
registerSchema.shape satisfies Record<RegisterField, unknown>;

/** Fields written to the member row as they are (after their rule passed). */
const PROFILE_FIELDS = [
  ['email', 'email'],
  ['nickname', 'nickname'],
  ['payeeName', 'payee_name'],
  ['idNumber', 'id_number'],
  ['qqNum', 'qq_num'],
  ['facebook', 'facebook'],
  ['wechat', 'wechat'],
  ['line', 'line'],
  ['whatsapp', 'whatsapp'],
  ['zalo', 'zalo'],
  ['recommenderId', 'recommender_id'],
] as const;

const DIAL_CODE = /^[0-9]{1,4}$/;

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

/** Checks the payload against the configured field rules (§5); returns the field errors (and codes, by field). */
function checkFields(
  ctx: ServerContext,
  payload: RegisterPayload,
  mobile: boolean,
  codes: Record<string, string>,
): Record<string, string> {
  const config = ctx.config.get();
  const rules = config.register.fields;
  const errors: Record<string, string> = {};
  const value = (name: RegisterFieldName): string => {
    const v = (payload as Record<string, unknown>)[name];
    return typeof v === 'string' ? v.trim() : '';
  };
  const mustHave = new Set<RegisterFieldName>();
  if (mobile) {
    mustHave.add('mobileNum');
    if (config.flags.REGMOBVERF3) mustHave.add('verificationCode');
    if (config.flags.MOBILENUMPASSREG3) {
      mustHave.add('password');
      mustHave.add('confirmPassword');
    }
  } else {
    mustHave.add('username');
    mustHave.add('password');
    mustHave.add('confirmPassword');
  }
  for (const name of Object.keys(rules) as RegisterFieldName[]) {
    const rule = rules[name];
    const forced = mustHave.has(name);
    if (!rule.enabled && !forced) continue;
    if (name === 'captcha') continue; // checked against the issued captcha below
    if (mobile && name === 'username') continue; // mobile registration: the username is made from the number
    if (mobile && !config.flags.MOBILENUMPASSREG3 && (name === 'password' || name === 'confirmPassword')) continue;
    const v =
      name === 'mobileNum'
        ? value(name).replace(/^0+/, '')
        : name === 'password' || name === 'confirmPassword'
          ? (payload[name] ?? '')
          : value(name);
    if (v === '') {
      if (rule.required || forced)
        errors[name] = name === 'confirmPassword' ? 'incorrect password' : `${name} is required`;
      continue;
    }
    if (name === 'confirmPassword') continue; // compared below
    if (name === 'password') {
      const problem = newPasswordError(ctx.config, v);
      if (problem) {
        errors[name] = problem.message;
        codes[name] = problem.code;
      }
      continue;
    }
    if (!ctx.config.rule(name).regExp.test(v)) errors[name] = rule.message;
  }
  if (
    !errors.password &&
    !errors.confirmPassword &&
    payload.password !== '' &&
    payload.confirmPassword !== payload.password
  ) {
    errors.confirmPassword = 'The confirmation password does not match';
  }
  if (mobile || value('mobileNum') !== '') {
    const dial = payload.countryDialingCode.trim().replace(/^\+/, '') || config.register.defaultCountryDialingCode;
    if (!DIAL_CODE.test(dial)) errors.countryDialingCode = 'Country dialing code not valid';
  }
  if (rules.captcha.enabled && rules.captcha.required && value('captcha') === '')
    errors.captcha = 'Enter the verification code';
  return errors;
}

async function affiliateExists(db: Db, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE affiliate_code = $1 AND status = $2', [
    code.toUpperCase(),
    'ACTIVE',
  ]);
  return rows.length > 0;
}

const MOBILE_EXISTS_MESSAGE = 'This mobile number is already registered';

/** The number is verified by another account: it can be registered once only. */
function mobileExists(): AppError {
  return new AppError('MOBILE_EXISTS', MOBILE_EXISTS_MESSAGE, 409, { fields: { mobileNum: MOBILE_EXISTS_MESSAGE } });
}

function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const SMS_PER_IP_PER_HOUR = 20;

export const registerRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  const register = async (c: Context) => {
    const payload = await readBody(c, registerSchema);
    const config = ctx.config.get();
    const mobile = payload.username.trim() === '';
    if (
      mobile
        ? !(config.flags.MOBILENUMREG3 && config.register.methods.mobileNum)
        : !(config.flags.USERNAMEREG3 && config.register.methods.username)
    ) {
      throw new AppError('REGISTRATION_CLOSED', 'This registration method is not available', 403);
    }
    const codes: Record<string, string> = {};
    const errors = checkFields(ctx, payload, mobile, codes);
    if (Object.keys(errors).length > 0) throw invalid(errors, codes);
    // Before the captcha, the lookups and the password hash: a flood is refused cheaply.
    await takeRegistrationTry(ctx, c);

    if (
      config.register.fields.captcha.enabled &&
      (config.register.fields.captcha.required || payload.captcha.trim() !== '')
    ) {
      if (!(await checkCaptcha(db, c, payload.captcha)))
        throw new AppError('CAPTCHA_INVALID', MESSAGES.verificationCode, 400);
    }
    const mobileNum = payload.mobileNum.trim().replace(/^0+/, '');
    const dial = payload.countryDialingCode.trim().replace(/^\+/, '') || config.register.defaultCountryDialingCode;
    const phone = mobileNum ? phoneKey(dial, mobileNum) : '';
    const needsSms = mobileNum !== '' && config.flags.REGMOBVERF3 && (mobile || payload.verificationCode.trim() !== '');
    if (needsSms && !(await verifySmsCode(db, phone, payload.verificationCode.trim(), ctx.clock.now()))) {
      throw new AppError('VERIFICATION_CODE_INVALID', MESSAGES.verificationCode, 400, {
        fields: { verificationCode: MESSAGES.verificationCode },
      });
    }
    const affiliateCode = config.register.fields.affiliateCode.enabled ? payload.affiliateCode.trim() : '';
    if (affiliateCode && !(await affiliateExists(db, affiliateCode))) {
      throw new AppError('INVALID_INVITATION_CODE', MESSAGES.invitationCode, 400, {
        fields: { affiliateCode: MESSAGES.invitationCode },
      });
    }

    // The number is verified only when the SMS code sent to it was checked just now.
    const mobileVerified = needsSms;
    let username = mobile ? `m${dial}${mobileNum}` : payload.username.trim();
    const password = mobile && !config.flags.MOBILENUMPASSREG3 ? randomBytes(18).toString('base64') : payload.password;
    const passwordHash = await hashPassword(password);
    const paymentHash =
      config.register.fields.paymentPassword.enabled && payload.paymentPassword !== ''
        ? await hashPassword(payload.paymentPassword)
        : null;
    const profile = Object.fromEntries(
      PROFILE_FIELDS.map(([field, column]) => [
        column,
        config.register.fields[field].enabled ? payload[field].trim() : '',
      ]),
    );

    try {
      const answer = await db.transaction(async (tx) => {
        if (mobileVerified) {
          // Only a verified number belongs to someone; an unverified copy elsewhere proves nothing. Only a
          // registration that verified the number just now learns that it is taken: an unverified one is answered
          // the same for taken and free numbers (no enumeration of players' numbers).
          const used = await tx.query(
            'SELECT 1 FROM members WHERE country_dialing_code = $1 AND mobile_num = $2 AND mobile_verified',
            [dial, mobileNum],
          );
          if (used.rows.length > 0) throw mobileExists();
        }
        const taken = await tx.query('SELECT 1 FROM members WHERE username_lc = lower($1)', [username]);
        if (taken.rows.length > 0) {
          if (!mobile) throw new AppError('USERNAME_EXISTS', MESSAGES.usernameExists, 409);
          // The usual name of a mobile account is held by another account (an unverified one, or a username that
          // merely looks like it): the number's owner still gets an account, under a suffixed name.
          username = `${username}_${randomBytes(3).toString('hex')}`;
        }
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO members (username, username_lc, password_hash, payment_password_hash, type, email, nickname, payee_name,
                                id_number, qq_num, facebook, wechat, line, whatsapp, zalo, recommender_id,
                                country_dialing_code, mobile_num, registered_affiliate_code, register_method, register_url,
                                currency_symbol, mobile_verified)
           VALUES ($1, lower($1), $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
                   $21)
           RETURNING id`,
          [
            username,
            passwordHash,
            paymentHash,
            profile.email,
            profile.nickname,
            profile.payee_name,
            profile.id_number,
            profile.qq_num,
            profile.facebook,
            profile.wechat,
            profile.line,
            profile.whatsapp,
            profile.zalo,
            profile.recommender_id,
            mobileNum ? dial : '',
            mobileNum,
            affiliateCode.toUpperCase(),
            payload.registerMethod,
            payload.registerUrl.trim(),
            config.whitelabel.currencySymbol,
            mobileVerified && mobileNum !== '',
          ],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('member insert returned no id');
        await tx.query(`INSERT INTO wallets (member_id, wallet_code, balance) VALUES ($1, 'MAIN', 0)`, [id]);
        return { id, login: await loginAnswer(tx, ctx, c, { id, username, type: 0 }, 'password') };
      });
      ctx.securityLog(c, { event: 'user_created', who: answer.id, via: mobile ? 'mobile' : 'username' });
      return ok(c, answer.login);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw mobile || String(error.constraint ?? '').includes('mobile')
          ? mobileExists()
          : new AppError('USERNAME_EXISTS', MESSAGES.usernameExists, 409);
      }
      throw error;
    }
  };
  app.put('/wps/member/register', register);
  app.post('/wps/member/register', register);

  app.get('/wps/member/username/validity', async (c) => {
    const { username } = readQuery(c, z.object({ username: text(32) }));
    await takeValidityCheck(ctx, c);
    const rule = ctx.config.rule('username');
    if (!rule.regExp.test(username.trim())) return ok(c, { valid: false, available: false, message: rule.message });
    const { rows } = await db.query('SELECT 1 FROM members WHERE username_lc = lower($1)', [username.trim()]);
    return ok(
      c,
      rows.length > 0
        ? { valid: false, available: false, message: MESSAGES.usernameExists }
        : { valid: true, available: true, message: '' },
    );
  });

  app.get('/wps/member/email/validity', async (c) => {
    const { email } = readQuery(c, z.object({ email: text(254) }));
    await takeValidityCheck(ctx, c);
    const rule = ctx.config.rule('email');
    if (!rule.regExp.test(email.trim())) return ok(c, { valid: false, message: rule.message });
    return ok(c, { valid: true, message: '' });
  });

  // Affiliate (invitation) code check: the answer is read at `success` (spec §7), so an unknown code is HTTP 200.
  app.get('/wps/affiliate/check', async (c) => {
    const { code } = readQuery(c, z.object({ code: text(32), domain: text(255) }));
    const trimmed = code.trim();
    if (trimmed !== '' && /^[A-Za-z0-9]{1,32}$/.test(trimmed) && (await affiliateExists(db, trimmed)))
      return ok(c, { code: trimmed.toUpperCase() });
    return c.json({ success: false, code: 'INVALID_INVITATION_CODE', message: MESSAGES.invitationCode });
  });

  // Affiliate fetch: the logged-in member's own invitation code (made on first ask); '' for a visitor.
  app.get('/wps/affiliate/code', async (c) => {
    readQuery(c, z.object({ domain: text(255) }));
    const session = await ctx.session(c);
    if (!session || session.type === 4) return ok(c, { code: '' });
    const { rows } = await db.query<{ affiliate_code: string | null }>(
      'SELECT affiliate_code FROM members WHERE id = $1',
      [session.memberId],
    );
    let code = rows[0]?.affiliate_code ?? null;
    if (!code) {
      code = `${session.username
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 8)
        .toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
      await db.query('UPDATE members SET affiliate_code = $1 WHERE id = $2 AND affiliate_code IS NULL', [
        code,
        session.memberId,
      ]);
    }
    return ok(c, { code });
  });

  app.post('/wps/verification/sms/noLogin', async (c) => {
    const body = await readBody(c, z.object({ mobileNum: text(20), mobileNo: text(20), countryDialingCode: text(6) }));
    const config = ctx.config.get();
    const number = (body.mobileNum || body.mobileNo).trim().replace(/^0+/, '');
    const dial = body.countryDialingCode.trim().replace(/^\+/, '') || config.register.defaultCountryDialingCode;
    const fields: Record<string, string> = {};
    if (!ctx.config.rule('loginMobileNum').regExp.test(number) || !isDialable(dial, number))
      fields.mobileNum = ctx.config.rule('mobileNum').message;
    if (!DIAL_CODE.test(dial)) fields.countryDialingCode = 'Country dialing code not valid';
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const ip = ctx.clientIp(c);
    if ((await countEvents(db, 'sms-ip', ip, 60)) >= SMS_PER_IP_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many codes were requested from this address, try again later', 429, {
        retryAfterSeconds: 3600,
      });
    }
    const expiredMinutes = await sendSmsCode(db, ctx.config, phoneKey(dial, number), {
      devTools: ctx.devTools,
      quiet: !ctx.printSms,
      now: ctx.clock.now(),
    });
    await recordEvent(db, 'sms-ip', ip);
    return ok(c, { expiredMinutes, expirationTime: expiredMinutes });
  });

  app.post('/wps/member/password/reset', async (c) => {
    const body = await readBody(
      c,
      z.object({
        mobileNum: text(20),
        countryDialingCode: text(6),
        verificationCode: text(10),
        newPassword: text(256),
        confirmNewPassword: text(256),
      }),
    );
    const config = ctx.config.get();
    const number = body.mobileNum.trim().replace(/^0+/, '');
    const dial = body.countryDialingCode.trim().replace(/^\+/, '') || config.register.defaultCountryDialingCode;
    const fields: Record<string, string> = {};
    if (!ctx.config.rule('loginMobileNum').regExp.test(number)) fields.mobileNum = ctx.config.rule('mobileNum').message;
    if (!DIAL_CODE.test(dial)) fields.countryDialingCode = 'Country dialing code not valid';
    if (!/^[0-9]{4,10}$/.test(body.verificationCode.trim())) fields.verificationCode = MESSAGES.verificationCode;
    const codes: Record<string, string> = {};
    const problem = newPasswordError(ctx.config, body.newPassword);
    if (problem) {
      fields.newPassword = problem.message;
      codes.newPassword = problem.code;
    }
    if (body.confirmNewPassword !== '' && body.confirmNewPassword !== body.newPassword)
      fields.confirmNewPassword = 'Confirmation password not matched';
    if (Object.keys(fields).length > 0) throw invalid(fields, codes);
    const phone = phoneKey(dial, number);
    if (!(await verifySmsCode(db, phone, body.verificationCode.trim(), ctx.clock.now()))) {
      throw new AppError('VERIFICATION_CODE_INVALID', MESSAGES.verificationCode, 400, {
        fields: { verificationCode: MESSAGES.verificationCode },
      });
    }
    const { rows } = await db.query<{ id: number; username: string }>(
      // An unverified number answers exactly like an unknown one.
      `SELECT id, username FROM members
        WHERE country_dialing_code = $1 AND mobile_num = $2 AND mobile_verified AND status = 'ACTIVE'`,
      [dial, number],
    );
    const member = rows[0];
    if (!member) throw new AppError('USER_NOT_FOUND', MESSAGES.userMissing, 404);
    const hash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE members SET password_hash = $1, password_must_change = false, password_changed_at = now() WHERE id = $2',
        [hash, member.id],
      );
      await deleteMemberSessions(tx, member.id);
      await revokeMemberDeviceTokens(tx, member.id);
      await clearLoginFailures(tx, member.username.toLowerCase());
    });
    ctx.securityLog(c, { event: 'authn_password_reset', who: member.id, via: 'sms' });
    return ok(c, { userName: member.username });
  });
};
