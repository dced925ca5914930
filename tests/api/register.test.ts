/** Registration by username and by mobile, its checks, SMS codes, captcha, password reset (issue 3 item 1). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, registration, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

async function smsCode(client: Client, mobile: string, dial = '63'): Promise<string> {
  const sent = await client.post<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', {
    mobileNum: mobile,
    countryDialingCode: dial,
  });
  expect(sent.body.success).toBe(true);
  const code = await client.get<{ code: string }>(
    `/dev/sms?mobile=${mobile.replace(/^0+/, '')}&countryDialingCode=${dial}`,
  );
  return code.body.value?.code ?? '';
}

describe('registration', () => {
  it('serves the registration settings, countries and status', async () => {
    const client = new Client(core.url);
    const settings = await client.get<{ fields: Record<string, { enabled: boolean; regExp: string }> }>(
      '/wps/system/registerSettings',
    );
    expect(Object.keys(settings.body.value?.fields ?? {})).toEqual(
      expect.arrayContaining([
        'username',
        'password',
        'confirmPassword',
        'mobileNum',
        'captcha',
        'affiliateCode',
        'zalo',
      ]),
    );
    const countries = await client.get<{ countryDialingCode: string }[]>('/wps/system/countries');
    expect(countries.body.value?.some((c) => c.countryDialingCode === '63')).toBe(true);
    const status = await client.get<{ info: Record<string, unknown>; location: { ip: string }; maintenance: boolean }>(
      '/wps/system/status',
    );
    expect(status.body.value?.location.ip).toBe(client.ip);
    expect(status.body.value?.maintenance).toBe(false);
    expect(status.body.value?.info).toHaveProperty('mobileTemplate');
    expect(status.body.value?.info).toHaveProperty('imageCDNs');
  });

  it('registers by username (PUT), logs the new member in, and refuses the same username again', async () => {
    const client = new Client(core.url);
    const captcha = await client.captcha();
    const answer = await client.put<{ token: string; userName: string; type: number }>(
      '/wps/member/register',
      registration({ username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123', captcha }),
    );
    expect(answer.body.success).toBe(true);
    expect(answer.body.value).toMatchObject({ userName: 'newplayer1', type: 0, firstTimeLogin: true });
    client.token = answer.body.value?.token ?? null;
    const wallet = await client.get<{ sumBalance: number }>('/wps/wallets/gcs');
    expect(wallet.body.value?.sumBalance).toBe(0);
    // The first session stays "first login" (execution F announcements); the next login is not.
    const flag = async () =>
      (
        await core.server.db.query<{ first_time_login: boolean }>(
          `SELECT first_time_login FROM members WHERE username_lc = 'newplayer1'`,
        )
      ).rows[0]?.first_time_login;
    expect(await flag()).toBe(true);
    const second = await new Client(core.url).login('newplayer1', 'Secret123');
    expect(second.body.success).toBe(true);
    expect(second.body.value?.firstTimeLogin).toBe(false);
    expect(await flag()).toBe(false);

    const again = new Client(core.url);
    const duplicate = await again.put(
      '/wps/member/register',
      registration({
        username: 'NewPlayer1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: await again.captcha(),
      }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      success: false,
      code: 'USERNAME_EXISTS',
      message: 'Sorry, the username already exists.',
    });
  });

  it('registers by mobile number (POST) with the SMS code, and refuses the same number again', async () => {
    const client = new Client(core.url);
    const code = await smsCode(client, '09998887777');
    const answer = await client.post<{ userName: string }>(
      '/wps/member/register',
      registration({
        mobileNum: '09998887777',
        countryDialingCode: '63',
        verificationCode: code,
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        captcha: await client.captcha(),
      }),
    );
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.userName).toBe('m639998887777');
    const again = new Client(core.url);
    const dup = await again.post(
      '/wps/member/register',
      registration({
        mobileNum: '9998887777',
        countryDialingCode: '63',
        verificationCode: '123456',
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        captcha: await again.captcha(),
      }),
    );
    expect(dup.body.success).toBe(false);
  });

  it('explains each bad field and writes nothing', async () => {
    const before = await core.count('members');
    const client = new Client(core.url);
    const answer = await client.put<{ fields: Record<string, string> }>(
      '/wps/member/register',
      registration({ username: '1x', password: 'short', confirmPassword: 'other', email: 'not-an-email', captcha: '' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_INPUT');
    const fields = answer.body.value?.fields ?? {};
    expect(fields.username).toMatch(/Account format incorrect/);
    expect(fields.password).toBe('Password must be 8-128 characters');
    expect(fields.email).toMatch(/Email format incorrect/);
    expect(fields.captcha).toBeDefined();
    expect(answer.body.message).toContain('username:');
    expect(await core.count('members')).toBe(before);
  });

  it('refuses a wrong captcha, a wrong SMS code and an unknown invitation code', async () => {
    const client = new Client(core.url);
    await client.captcha();
    const badCaptcha = await client.put(
      '/wps/member/register',
      registration({ username: 'capfail1', password: 'Secret123', confirmPassword: 'Secret123', captcha: '99999' }),
    );
    expect(badCaptcha.body.code).toBe('CAPTCHA_INVALID');
    const badCode = await client.post(
      '/wps/member/register',
      registration({
        mobileNum: '9170000001',
        countryDialingCode: '63',
        verificationCode: '000000',
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        captcha: await client.captcha(),
      }),
    );
    expect(badCode.body.code).toBe('VERIFICATION_CODE_INVALID');
    const badAffiliate = await client.put(
      '/wps/member/register',
      registration({
        username: 'afffail1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: 'NOPE1234',
        captcha: await client.captcha(),
      }),
    );
    expect(badAffiliate.body).toMatchObject({ code: 'INVALID_INVITATION_CODE', message: 'Invalid invitation code' });
    const good = await client.put(
      '/wps/member/register',
      registration({
        username: 'invited1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: 'agent01',
        captcha: await client.captcha(),
      }),
    );
    expect(good.body.success).toBe(true);
  });

  it('checks usernames, emails and affiliate codes', async () => {
    const client = new Client(core.url);
    expect(
      (await client.get<{ available: boolean }>('/wps/member/username/validity?username=demo')).body.value?.available,
    ).toBe(false);
    expect(
      (await client.get<{ available: boolean }>('/wps/member/username/validity?username=freshname9')).body.value
        ?.available,
    ).toBe(true);
    expect((await client.get<{ valid: boolean }>('/wps/member/email/validity?email=a%40b.co')).body.value?.valid).toBe(
      true,
    );
    expect((await client.get<{ valid: boolean }>('/wps/member/email/validity?email=nope')).body.value?.valid).toBe(
      false,
    );
    const known = await client.get('/wps/affiliate/check?code=AGENT01&domain=localhost');
    expect(known.body.success).toBe(true);
    const unknown = await client.get('/wps/affiliate/check?code=ZZZZ99&domain=localhost');
    expect(unknown.status).toBe(200);
    expect(unknown.body.success).toBe(false);
    await client.login('agent01', 'Agent1234');
    expect((await client.get<{ code: string }>('/wps/affiliate/code')).body.value?.code).toBe('AGENT01');
  });

  it('rate-limits SMS codes per number', async () => {
    const client = new Client(core.url);
    const first = await client.post('/wps/verification/sms/noLogin', {
      mobileNum: '9171110000',
      countryDialingCode: '63',
    });
    expect(first.body.success).toBe(true);
    const second = await client.post('/wps/verification/sms/noLogin', {
      mobileNum: '9171110000',
      countryDialingCode: '63',
    });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('TOO_MANY_REQUESTS');
    expect((second.body.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // The minute is the server's clock's (server/protection/clock.ts), as the code's expiry is.
    expect((await client.post('/dev/clock/advance', { minutes: 1 })).body.success).toBe(true);
    const third = await client.post('/wps/verification/sms/noLogin', {
      mobileNum: '9171110000',
      countryDialingCode: '63',
    });
    expect(third.body.success).toBe(true);
  });

  it('sends no code to a number longer than E.164 allows (15 digits with the country code)', async () => {
    const client = new Client(core.url);
    const before = await core.count('sms_codes');
    // 20 digits pass the login rule's ^[0-9]{6,20}$ but reach no phone (and are beyond a double's exact integers).
    for (const mobileNum of ['91234567890123456789', '9123456789012345', '91234567890123']) {
      const refused = await client.post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '63' });
      expect([refused.status, refused.body.code], mobileNum).toEqual([400, 'INVALID_INPUT']);
      expect((refused.body.value as { fields: Record<string, string> }).fields.mobileNum, mobileNum).toBeTruthy();
    }
    expect(await core.count('sms_codes')).toBe(before);
    // 63 and 13 national digits: 15 in all.
    const longest = await client.post('/wps/verification/sms/noLogin', {
      mobileNum: '9123456789012',
      countryDialingCode: '63',
    });
    expect(longest.body.success).toBe(true);
    expect(await core.count('sms_codes')).toBe(before + 1);
  });

  it('takes an SMS code until it expires on the server clock', async () => {
    const client = new Client(core.url);
    const sms = { mobileNum: '9171110001', countryDialingCode: '63' };
    const sent = await client.post<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', sms);
    const code = (await client.get<{ code: string }>('/dev/sms?mobile=9171110001&countryDialingCode=63')).body.value
      ?.code;
    expect(code).toMatch(/^[0-9]{6}$/);
    await client.post('/dev/clock/advance', { minutes: (sent.body.value?.expiredMinutes ?? 0) + 1 });
    const late = await client.post(
      '/wps/member/register',
      registration({
        ...sms,
        verificationCode: code ?? '',
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        captcha: await client.captcha(),
      }),
    );
    expect(late.body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('uses each captcha once, and only for the client it was issued to', async () => {
    const a = new Client(core.url);
    const answer = await a.captcha();
    const image = await a.get<string>('/wps/captcha');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(image.body.value).toMatch(/^data:image\/png;base64,/);
    const current = (await a.get<{ answer: string }>('/dev/captcha')).body.value?.answer ?? '';
    expect(current).toMatch(/^[0-9]{1,6}$/);
    expect(answer).toMatch(/^[0-9]{1,6}$/);
    // Another client cannot use a's captcha.
    const b = new Client(core.url);
    const stolen = await b.put(
      '/wps/member/register',
      registration({ username: 'thief01', password: 'Secret123', confirmPassword: 'Secret123', captcha: current }),
    );
    expect(stolen.body.code).toBe('CAPTCHA_INVALID');
    const used = await a.put(
      '/wps/member/register',
      registration({ username: 'onceonly1', password: 'Secret123', confirmPassword: 'Secret123', captcha: current }),
    );
    expect(used.body.success).toBe(true);
    const replay = await a.put(
      '/wps/member/register',
      registration({ username: 'onceonly2', password: 'Secret123', confirmPassword: 'Secret123', captcha: current }),
    );
    expect(replay.body.code).toBe('CAPTCHA_INVALID');
  });

  it('resets a forgotten password by SMS and ends the old sessions', async () => {
    const old = new Client(core.url);
    await old.login('agent01', 'Agent1234');
    const client = new Client(core.url);
    const code = await smsCode(client, '9177654321');
    const reset = await client.post('/wps/member/password/reset', {
      mobileNum: '9177654321',
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Agent5678',
      confirmNewPassword: 'Agent5678',
    });
    expect(reset.body.success).toBe(true);
    expect((await old.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');
    expect((await new Client(core.url).login('agent01', 'Agent5678')).body.success).toBe(true);
    const wrong = await client.post('/wps/member/password/reset', {
      mobileNum: '9177654321',
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Agent9999',
    });
    expect(wrong.body.code).toBe('VERIFICATION_CODE_INVALID');
  });
});
