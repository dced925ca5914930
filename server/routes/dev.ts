/**
 * Test helpers, registered only when DEV_TOOLS=1 (never in the default start): the last SMS code sent to a
 * number, and the answer of a captcha. The e2e tests turn them on.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteModule, ServerContext } from '../context';
import { AppError, ok, readQuery } from '../http/envelope';
import { text } from '../http/schemas';
import { peekCaptcha } from '../security/captcha';
import { lastSmsCode, phoneKey } from '../security/sms';

export const devRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  if (!ctx.devTools) return;
  const { db } = ctx;

  // GET /dev/sms?mobile=9171234567[&countryDialingCode=63] -> value { code, mobile }
  app.get('/dev/sms', async (c) => {
    const query = readQuery(
      c,
      z.object({
        mobile: text(24).pipe(z.string().regex(/^\+?[0-9]{1,20}$/, 'must be digits')),
        countryDialingCode: text(6),
      }),
    );
    const mobile = query.mobile.trim().replace(/^\+/, '');
    let code: string | null = null;
    if (query.countryDialingCode) {
      code = await lastSmsCode(db, phoneKey(query.countryDialingCode.replace(/^\+/, ''), mobile));
    } else {
      const { rows } = await db.query<{ dev_code: string | null }>(
        `SELECT dev_code FROM sms_codes WHERE phone LIKE '%:' || $1 OR replace(phone, ':', '') = $2
          ORDER BY created_at DESC, id DESC LIMIT 1`,
        [mobile.replace(/^0+/, ''), mobile],
      );
      code = rows[0]?.dev_code ?? null;
    }
    if (!code) throw new AppError('NOT_FOUND', 'No code was sent to this number', 404);
    return ok(c, { code, mobile });
  });

  // GET /dev/captcha -> value { answer } of this client's captcha (cookie), else of the last one issued.
  app.get('/dev/captcha', async (c) => {
    const answer = await peekCaptcha(db, c);
    if (!answer) throw new AppError('NOT_FOUND', 'No captcha was issued', 404);
    return ok(c, { answer });
  });
};
