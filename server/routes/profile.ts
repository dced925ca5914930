/**
 * The member's profile (issue 15 item 5): the label-only fields of spec §3 (birthday, address, nationality, occupation,
 * source of income), the email bound with a code sent to it, the mobile number bound with an SMS code (then verified),
 * and the head icon (one of the built-in set, or an uploaded png/jpg up to 5 MB kept under the data directory).
 * The nickname keeps its own call (POST /wps/member/nickname, member.ts).
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { birthdayProblem, type Day, PROFILE_CODE } from '../../src/domain/member/profile';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readBody } from '../http/envelope';
import { type ImageRefusals, imageBodyLimit, readImageUpload } from '../http/image-upload';
import { requiredText, text } from '../http/schemas';
import { sendEmailCode, verifyEmailCode } from '../profile/email-codes';
import { headIconAddress, presetSvg, readUpload, removeUpload, saveUpload, UPLOAD_FILE } from '../profile/head-icons';
import { countEvents, recordEvent } from '../security/rate-limit';
import { isDialable, phoneKey, sendSmsCode, verifySmsCode } from '../security/sms';
import { requireReal } from './member';

const DIAL_CODE = /^[0-9]{1,4}$/;
/** Codes a member may ask for per hour across all numbers and addresses (each number has its own limit too). */
const CODES_PER_MEMBER_PER_HOUR = 10;

const headIconRefusals: ImageRefusals = {
  tooLarge: () => new AppError('HEAD_ICON_TOO_LARGE', 'The head icon must be at most 5 MB', 413),
  wrongType: () => new AppError('HEAD_ICON_TYPE', 'The head icon must be a png or jpg image', 415),
};

function invalid(fields: Record<string, string>): AppError {
  const message = Object.entries(fields)
    .map(([name, problem]) => `${name}: ${problem}`)
    .join('; ');
  return new AppError('INVALID_INPUT', message, 400, { fields });
}

function todayUtc(): Day {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

const codeInvalid = () =>
  new AppError('VERIFICATION_CODE_INVALID', 'Verification code error', 400, {
    fields: { verificationCode: 'Verification code error' },
  });

interface ProfileRow {
  nickname: string;
  email: string;
  country_dialing_code: string;
  mobile_num: string;
  mobile_verified: boolean;
  birthday: string | null;
  address: string;
  nationality: string;
  occupation: string;
  source_of_income: string;
  head_icon: string;
}

function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? mobile : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

export const profileRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  const { db } = ctx;

  /** One code per member per call kind is limited by number/address; this caps the member across all of them. */
  const takeCodeTry = async (c: Context, memberId: number) => {
    if ((await countEvents(db, 'profile-code', String(memberId), 60)) >= CODES_PER_MEMBER_PER_HOUR) {
      ctx.securityLog(c, { event: 'excess_rate_limit', who: memberId, code: 'TOO_MANY_REQUESTS' }, 429);
      throw new AppError('TOO_MANY_REQUESTS', 'Too many codes were requested, try again later', 429, {
        retryAfterSeconds: 3600,
      });
    }
  };

  const rulesOf = () => {
    const config = ctx.config.get();
    const named = (name: 'nickname' | 'email' | 'mobileNum') => ({
      regExp: config.register.fields[name].regExp,
      message: config.register.fields[name].message,
    });
    return {
      nickname: named('nickname'),
      email: named('email'),
      mobileNum: named('mobileNum'),
      address: config.profile.rules.address,
      occupation: config.profile.rules.occupation,
      minAgeYears: config.profile.minAgeYears,
    };
  };

  app.get('/wps/member/profile', async (c) => {
    const session = await ctx.requireSession(c);
    const { rows } = await db.query<ProfileRow>(
      `SELECT nickname, email, country_dialing_code, mobile_num, mobile_verified, to_char(birthday, 'YYYY-MM-DD') AS birthday,
              address, nationality, occupation, source_of_income, head_icon FROM members WHERE id = $1`,
      [session.memberId],
    );
    const m = rows[0];
    if (!m) throw new AppError('NOT_LOGGED_IN', 'Please log in', 401);
    const config = ctx.config.get();
    return ok(c, {
      nickname: m.nickname,
      email: m.email,
      countryDialingCode: m.country_dialing_code,
      mobileNum: maskMobile(m.mobile_num),
      mobileVerified: m.mobile_verified,
      birthday: m.birthday ?? '',
      address: m.address,
      nationality: m.nationality,
      occupation: m.occupation,
      sourceOfIncome: m.source_of_income,
      headIcon: headIconAddress(m.head_icon),
      options: {
        rules: rulesOf(),
        incomeSources: config.profile.incomeSources,
        nationalities: config.countries.map((country) => ({ code: country.code, name: country.name })),
        headIcons: config.profile.headIcons.map((id) => ({ id, url: `/wps/headIcons/presets/${id}.svg` })),
        defaultCountryDialingCode: config.register.defaultCountryDialingCode,
      },
    });
  });

  // The label-only fields: each one sent is checked and stored; '' clears it; one left out stays as it is.
  app.post('/wps/member/profile', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const body = await readBody(
      c,
      z.object({
        birthday: text(10).optional(),
        address: text(200).optional(),
        nationality: text(4).optional(),
        occupation: text(100).optional(),
        sourceOfIncome: text(24).optional(),
      }),
    );
    const config = ctx.config.get();
    const fields: Record<string, string> = {};
    const values: [string, string | null][] = [];
    if (body.birthday !== undefined) {
      const birthday = body.birthday.trim();
      const problem = birthdayProblem(birthday, todayUtc(), config.profile.minAgeYears);
      if (problem === 'format') fields.birthday = 'Enter a date as YYYY-MM-DD';
      else if (problem === 'tooYoung') fields.birthday = `You must be at least ${config.profile.minAgeYears} years old`;
      else if (problem === 'tooOld') fields.birthday = 'Enter your real birthday';
      values.push(['birthday', birthday === '' ? null : birthday]);
    }
    for (const name of ['address', 'occupation'] as const) {
      const value = body[name]?.trim();
      if (value === undefined) continue;
      const rule = config.profile.rules[name];
      if (value !== '' && !new RegExp(rule.regExp).test(value)) fields[name] = rule.message;
      values.push([name, value]);
    }
    if (body.nationality !== undefined) {
      const code = body.nationality.trim().toUpperCase();
      if (code !== '' && !config.countries.some((country) => country.code === code))
        fields.nationality = 'Choose a country from the list';
      values.push(['nationality', code]);
    }
    if (body.sourceOfIncome !== undefined) {
      const choice = body.sourceOfIncome.trim();
      if (choice !== '' && !config.profile.incomeSources.includes(choice))
        fields.sourceOfIncome = 'Choose a source of income from the list';
      values.push(['source_of_income', choice]);
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
    if (values.length > 0) {
      // Column names come from the fixed list above, never from the request.
      const sets = values.map(([column], i) => `${column} = $${i + 2}`).join(', ');
      await db.query(`UPDATE members SET ${sets} WHERE id = $1`, [session.memberId, ...values.map(([, v]) => v)]);
    }
    return ok(c, true);
  });

  app.post('/wps/member/email/code', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const { email } = await readBody(c, z.object({ email: requiredText(254, 'email') }));
    const rule = ctx.config.rule('email');
    if (!rule.regExp.test(email)) throw invalid({ email: rule.message });
    await takeCodeTry(c, session.memberId);
    const expiredMinutes = await sendEmailCode(db, ctx.config, session.memberId, email, ctx.devTools);
    await recordEvent(db, 'profile-code', String(session.memberId));
    return ok(c, { expiredMinutes });
  });

  app.post('/wps/member/email/bind', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const body = await readBody(c, z.object({ email: requiredText(254, 'email'), verificationCode: text(10) }));
    const rule = ctx.config.rule('email');
    if (!rule.regExp.test(body.email)) throw invalid({ email: rule.message });
    const code = body.verificationCode.trim();
    if (!PROFILE_CODE.test(code)) throw codeInvalid();
    if (!(await verifyEmailCode(db, session.memberId, body.email, code))) {
      ctx.securityLog(c, { event: 'secret_guess_fail', who: session.memberId, secret: 'email-code' });
      throw codeInvalid();
    }
    await db.query('UPDATE members SET email = $1 WHERE id = $2', [body.email, session.memberId]);
    return ok(c, { email: body.email });
  });

  const readPhone = async (c: Context, withCode: boolean) => {
    const body = await readBody(
      c,
      z.object({ mobileNum: requiredText(20, 'mobileNum'), countryDialingCode: text(6), verificationCode: text(10) }),
    );
    const number = body.mobileNum.replace(/^0+/, '');
    const dial =
      body.countryDialingCode.trim().replace(/^\+/, '') || ctx.config.get().register.defaultCountryDialingCode;
    const fields: Record<string, string> = {};
    const rule = ctx.config.rule('mobileNum');
    if (!rule.regExp.test(number) || !isDialable(dial, number)) fields.mobileNum = rule.message;
    if (!DIAL_CODE.test(dial)) fields.countryDialingCode = 'Country dialing code not valid';
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const code = body.verificationCode.trim();
    if (withCode && !PROFILE_CODE.test(code)) throw codeInvalid();
    return { number, dial, code };
  };

  app.post('/wps/member/mobile/code', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const { number, dial } = await readPhone(c, false);
    await takeCodeTry(c, session.memberId);
    const expiredMinutes = await sendSmsCode(db, ctx.config, phoneKey(dial, number), {
      devTools: ctx.devTools,
      quiet: !ctx.printSms,
      now: ctx.clock.now(),
    });
    await recordEvent(db, 'profile-code', String(session.memberId));
    return ok(c, { expiredMinutes, expirationTime: expiredMinutes });
  });

  app.post('/wps/member/mobile/bind', async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    const { number, dial, code } = await readPhone(c, true);
    if (!(await verifySmsCode(db, phoneKey(dial, number), code, ctx.clock.now()))) {
      ctx.securityLog(c, { event: 'secret_guess_fail', who: session.memberId, secret: 'sms-code' });
      throw codeInvalid();
    }
    // Only after the code proved the number is it told whether another account holds it (no enumeration).
    const taken = () => new AppError('MOBILE_TAKEN', 'This mobile number is bound to another account', 409);
    await db
      .transaction(async (tx) => {
        const { rows } = await tx.query(
          'SELECT 1 FROM members WHERE country_dialing_code = $1 AND mobile_num = $2 AND mobile_verified AND id <> $3',
          [dial, number, session.memberId],
        );
        if (rows.length > 0) throw taken();
        await tx.query(
          'UPDATE members SET country_dialing_code = $1, mobile_num = $2, mobile_verified = true WHERE id = $3',
          [dial, number, session.memberId],
        );
      })
      .catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === '23505') throw taken();
        throw error;
      });
    return ok(c, { countryDialingCode: dial, mobileNum: maskMobile(number), mobileVerified: true });
  });

  // A preset (JSON { preset }) or an upload (multipart, field "file"); the previous upload's file is removed.
  app.post('/wps/member/headIcon', imageBodyLimit(headIconRefusals), async (c) => {
    const session = await ctx.requireSession(c);
    requireReal(session);
    let stored: string;
    if ((c.req.header('content-type') ?? '').includes('multipart/form-data')) {
      const { bytes, type } = await readImageUpload(c, headIconRefusals);
      stored = await saveUpload(ctx.dataDir, bytes, type);
    } else {
      const { preset } = await readBody(c, z.object({ preset: requiredText(16, 'preset') }));
      if (!ctx.config.get().profile.headIcons.includes(preset) || presetSvg(preset) === null) {
        throw invalid({ preset: 'Choose one of the icons' });
      }
      stored = `preset:${preset}`;
    }
    const previous = await db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ head_icon: string }>(
          'SELECT head_icon FROM members WHERE id = $1 FOR UPDATE',
          [session.memberId],
        );
        await tx.query('UPDATE members SET head_icon = $1 WHERE id = $2', [stored, session.memberId]);
        return rows[0]?.head_icon ?? '';
      })
      .catch(async (error: unknown) => {
        await removeUpload(ctx.dataDir, stored);
        throw error;
      });
    if (previous !== stored) await removeUpload(ctx.dataDir, previous);
    return ok(c, { headIcon: headIconAddress(stored) });
  });

  // The member's own icon: the uploaded bytes, or the address of a preset; 404 NO_HEAD_ICON for the default.
  app.get('/wps/member/headIcon', async (c) => {
    const session = await ctx.requireSession(c);
    const { rows } = await db.query<{ head_icon: string }>('SELECT head_icon FROM members WHERE id = $1', [
      session.memberId,
    ]);
    const stored = rows[0]?.head_icon ?? '';
    if (stored.startsWith('upload:')) {
      const file = await readUpload(ctx.dataDir, stored.slice('upload:'.length));
      if (file) {
        c.header('Cache-Control', 'private, no-store');
        return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.type });
      }
    }
    if (stored.startsWith('preset:')) return ok(c, { headIcon: headIconAddress(stored) });
    throw new AppError('NO_HEAD_ICON', 'No head icon was chosen', 404);
  });

  // Public icon files: presets are drawn, uploads are addressed by their random name (which changes on every upload).
  app.get('/wps/headIcons/presets/:file', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const svg = presetSvg(id);
    if (!svg) throw new AppError('NOT_FOUND', 'No such icon', 404);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
  });

  app.get('/wps/headIcons/:file', async (c) => {
    const name = c.req.param('file');
    const file = UPLOAD_FILE.test(name) ? await readUpload(ctx.dataDir, name) : null;
    if (!file) throw new AppError('NOT_FOUND', 'No such icon', 404);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.type });
  });
};
