/**
 * Verified mobile numbers (migration 003): only a number whose SMS code was checked at registration opens SMS login
 * and the SMS password reset; an unverified number answers exactly like an unknown one; a number is verified for
 * one account at most.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db';
import { MIGRATIONS_DIR, migrate } from '../../server/db/migrate';
import { type Answer, Client, type CoreServer, databaseUrl, registration, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

/** Sends a code to +63 `mobile` (the 60 s resend wait of an earlier code is moved into the past) and reads it. */
async function smsCode(mobile: string): Promise<string> {
  await core.server.db.query(`UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [
    `63:${mobile}`,
  ]);
  const client = new Client(core.url);
  const sent = await client.post('/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode: '63' });
  expect(sent.body.success).toBe(true);
  const code = await client.get<{ code: string }>(`/dev/sms?mobile=${mobile}&countryDialingCode=63`);
  expect(code.body.value?.code).toMatch(/^[0-9]{6}$/);
  return code.body.value?.code ?? '';
}

async function verifiedFlag(username: string): Promise<boolean | undefined> {
  const { rows } = await core.server.db.query<{ mobile_verified: boolean }>(
    'SELECT mobile_verified FROM members WHERE username_lc = lower($1)',
    [username],
  );
  return rows[0]?.mobile_verified;
}

async function registerByUsername(username: string, mobileNum: string, verificationCode = ''): Promise<Answer> {
  const client = new Client(core.url);
  return client.put(
    '/wps/member/register',
    registration({
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum,
      countryDialingCode: '63',
      verificationCode,
      captcha: await client.captcha(),
    }),
  );
}

async function registerByMobile(mobileNum: string, code: string): Promise<Answer<{ userName: string }>> {
  const client = new Client(core.url);
  return client.post<{ userName: string }>(
    '/wps/member/register',
    registration({
      mobileNum,
      countryDialingCode: '63',
      verificationCode: code,
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
      captcha: await client.captcha(),
    }),
  );
}

async function smsLogin(mobile: string, code: string) {
  return new Client(core.url).login(mobile, code, { type: 'sms', countryDialingCode: '63' });
}

async function smsReset(mobile: string, code: string) {
  return new Client(core.url).post('/wps/member/password/reset', {
    mobileNum: mobile,
    countryDialingCode: '63',
    verificationCode: code,
    newPassword: 'Taken999x',
    confirmNewPassword: 'Taken999x',
  });
}

const comparable = (answer: Answer) => ({ status: answer.status, body: answer.body });

describe('verified mobile numbers', () => {
  it('seeds demo and agent01 with verified numbers', async () => {
    expect(await verifiedFlag('demo')).toBe(true);
    expect(await verifiedFlag('agent01')).toBe(true);
  });

  it('keeps a number given at username registration without a code unverified: SMS login and reset see no account', async () => {
    const victim = '9180000001';
    const unknown = '9180000002';
    const registered = await registerByUsername('squatter1', victim);
    expect(registered.body.success).toBe(true);
    expect(await verifiedFlag('squatter1')).toBe(false);

    // The number's owner receives a right code, yet the login answers exactly like for a number without an account.
    const onVictim = await smsLogin(victim, await smsCode(victim));
    const onUnknown = await smsLogin(unknown, await smsCode(unknown));
    expect(onVictim.status).toBe(401);
    expect(onVictim.body.code).toBe('VERIFICATION_CODE_INVALID');
    expect(comparable(onVictim)).toEqual(comparable(onUnknown));

    // Same for the password reset; the account's password is unchanged.
    const resetVictim = await smsReset(victim, await smsCode(victim));
    const resetUnknown = await smsReset(unknown, await smsCode(unknown));
    expect(resetVictim.status).toBe(404);
    expect(comparable(resetVictim)).toEqual(comparable(resetUnknown));
    expect((await new Client(core.url).login('squatter1', 'Secret123')).body.success).toBe(true);
    expect((await new Client(core.url).login('squatter1', 'Taken999x')).body.success).toBe(false);
  });

  it('verifies the number of a mobile registration: SMS login and reset then reach that account only', async () => {
    const mobile = '9180000003';
    // Someone else typed this number first, unverified: it must not block the owner.
    expect((await registerByUsername('typo0001', mobile)).body.success).toBe(true);
    const answer = await registerByMobile(mobile, await smsCode(mobile));
    expect(answer.body.success).toBe(true);
    const owner = answer.body.value?.userName ?? '';
    expect(owner).toBe('m639180000003');
    expect(await verifiedFlag(owner)).toBe(true);
    expect(await verifiedFlag('typo0001')).toBe(false);

    const login = await smsLogin(mobile, await smsCode(mobile));
    expect(login.body.success).toBe(true);
    expect(login.body.value?.userName).toBe(owner);
    const reset = await smsReset(mobile, await smsCode(mobile));
    expect(reset.body).toMatchObject({ success: true, value: { userName: owner } });
    expect((await new Client(core.url).login('typo0001', 'Secret123')).body.success).toBe(true);
  });

  it('verifies a number given with its SMS code at username registration', async () => {
    const mobile = '9180000004';
    const registered = await registerByUsername('withcode1', mobile, await smsCode(mobile));
    expect(registered.body.success).toBe(true);
    expect(await verifiedFlag('withcode1')).toBe(true);
    const login = await smsLogin(mobile, await smsCode(mobile));
    expect(login.body.value?.userName).toBe('withcode1');
  });

  it('registers a verified number once: later registrations with it get MOBILE_EXISTS and write nothing', async () => {
    const mobile = '9180000005';
    expect((await registerByMobile(mobile, await smsCode(mobile))).body.success).toBe(true);
    const before = await core.count('members');

    const again = await registerByMobile(mobile, await smsCode(mobile));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      code: 'MOBILE_EXISTS',
      message: 'This mobile number is already registered',
      value: { fields: { mobileNum: 'This mobile number is already registered' } },
    });
    // With its code, a username registration cannot take it either.
    const withCode = await registerByUsername('second01', mobile, await smsCode(mobile));
    expect(withCode.body.code).toBe('MOBILE_EXISTS');
    expect(await core.count('members')).toBe(before);

    const { rows } = await core.server.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM members WHERE country_dialing_code = '63' AND mobile_num = $1 AND mobile_verified`,
      [mobile],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers an unverified registration the same for taken and free numbers (no enumeration of numbers)', async () => {
    const shape = (answer: Answer) => ({
      status: answer.status,
      success: answer.body.success,
      code: answer.body.code,
      keys: Object.keys((answer.body.value as object | undefined) ?? {}).sort(),
    });
    // Without a code: the demo's verified number and a free one both register, as an unverified copy.
    const taken = await registerByUsername('nocode01', '9171234567');
    const free = await registerByUsername('nocode02', '9180000098');
    expect(taken.body.success).toBe(true);
    expect(shape(taken)).toEqual(shape(free));
    expect(await verifiedFlag('nocode01')).toBe(false);
    expect(await verifiedFlag('demo')).toBe(true);
    // A wrong code: the same refusal for both.
    const takenWrong = await registerByMobile('9171234567', '000000');
    const freeWrong = await registerByMobile('9180000097', '000000');
    expect(takenWrong.body.code).toBe('VERIFICATION_CODE_INVALID');
    expect(comparable(takenWrong)).toEqual(comparable(freeWrong));
    // SMS login to the number still reaches the demo account only.
    const login = await smsLogin('9171234567', await smsCode('9171234567'));
    expect(login.body.value?.userName).toBe('demo');
  });

  it('refuses a second verified copy of a number at the database level', async () => {
    const insert = (name: string) =>
      core.server.db.query(
        `INSERT INTO members (username, username_lc, password_hash, country_dialing_code, mobile_num, mobile_verified)
         VALUES ($1, $1, 'x', '63', '9180000006', true)`,
        [name],
      );
    await insert('dbcopy1');
    await expect(insert('dbcopy2')).rejects.toThrow();
  });

  it('gives the owner an account even when a username already looks like the mobile account name', async () => {
    const mobile = '9180000007';
    expect((await registerByUsername('m639180000007', '')).body.success).toBe(true);
    const answer = await registerByMobile(mobile, await smsCode(mobile));
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.userName).toMatch(/^m639180000007_[0-9a-f]{6}$/);
    expect(await verifiedFlag(answer.body.value?.userName ?? '')).toBe(true);
  });
});

describe('migration 003 on an existing database', () => {
  it('verifies only the seeded demo numbers and keeps one verified account per number', async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'mig-old-'));
    const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'mig-db-'));
    const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const db = await openDb({ dataDir, databaseUrl, schema });
    try {
      for (const name of ['001_core.sql', '002_content.sql'])
        copyFileSync(join(MIGRATIONS_DIR, name), join(oldDir, name));
      await migrate(db, oldDir);
      const add = (name: string, mobile: string) =>
        db.query(
          `INSERT INTO members (username, username_lc, password_hash, country_dialing_code, mobile_num)
           VALUES ($1, lower($1), 'x', '63', $2)`,
          [name, mobile],
        );
      await add('demo', '9171234567');
      await add('agent01', '9177654321');
      await add('m639170000001', '9170000001');
      await add('player1', '9170000002');
      await add('nomobile', '');
      // Later migrations (004 on) apply in the same run.
      expect(await migrate(db)).toContain('003_mobile_verified.sql');
      const { rows } = await db.query<{ username: string; mobile_verified: boolean }>(
        'SELECT username, mobile_verified FROM members ORDER BY username',
      );
      expect(Object.fromEntries(rows.map((row) => [row.username, row.mobile_verified]))).toEqual({
        agent01: true,
        demo: true,
        m639170000001: false,
        nomobile: false,
        player1: false,
      });
      // Unverified copies may repeat; a second verified copy may not.
      await add('copy1', '9171234567');
      await expect(db.query(`UPDATE members SET mobile_verified = true WHERE username = 'copy1'`)).rejects.toThrow();
    } finally {
      await db.close();
      rmSync(oldDir, { recursive: true, force: true });
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (schema && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    }
  });
});
