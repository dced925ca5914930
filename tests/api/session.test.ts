/** Login (encrypted), throttling and captcha, logout, trial login, session expiry (issue 3 items 1-3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/passwords';
import { Client, type CoreServer, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

describe('session', () => {
  it('serves the public key as SPKI PEM and JWK', async () => {
    const answer = await new Client(core.url).get<{ publicKey: string; jwk: { kty: string } }>(
      '/wps/session/publicKey',
    );
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(answer.body.value?.jwk.kty).toBe('RSA');
  });

  it('logs the demo member in with an encrypted body and answers the login value', async () => {
    const client = new Client(core.url);
    const answer = await client.login('demo', 'Demo1234');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.value).toMatchObject({ userName: 'demo', type: 0, firstTimeLogin: false });
    expect(answer.body.value?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await client.get<{ account: string }>('/wps/member/info');
    expect(info.body.value?.account).toBe('demo');
    // The token is kept only hashed.
    const { rows } = await core.server.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((row) => row.token_hash === answer.body.value?.token)).toBe(false);
  });

  it('accepts the username in any case', async () => {
    const answer = await new Client(core.url).login('DEMO', 'Demo1234');
    expect(answer.body.success).toBe(true);
  });

  it('refuses an unencrypted or tampered login body', async () => {
    const client = new Client(core.url);
    const plain = await client.post('/wps/session/login', { username: 'demo', password: 'Demo1234' });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('DECRYPTION_FAILED');
    const forged = await client.post(
      '/wps/session/login',
      { iv: Buffer.alloc(12).toString('base64'), data: Buffer.alloc(40).toString('base64') },
      { headers: { 'encryption-key': Buffer.alloc(256).toString('base64') } },
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ success: false, code: 'DECRYPTION_FAILED' });
  });

  it('gives the same answer for an unknown user and a wrong password, and then requires the captcha', async () => {
    const a = new Client(core.url);
    const wrong = await a.login('demo', 'Wrong1234');
    const b = new Client(core.url);
    const unknown = await b.login('nobody_here', 'Wrong1234');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.code).toBe('LOGIN_FAILED');
    expect(unknown.body.code).toBe('LOGIN_FAILED');
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.value).toEqual({ captchaRequired: true });

    // Now the account needs the captcha, even with the right password.
    const again = await a.login('demo', 'Demo1234');
    expect(again.body).toMatchObject({ success: false, code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
    const badCaptcha = await a.login('demo', 'Demo1234', { captcha: '999999' });
    expect(badCaptcha.body.code).toBe('CAPTCHA_INVALID');
    const captcha = await a.captcha();
    const good = await a.login('demo', 'Demo1234', { captcha });
    expect(good.body.success).toBe(true);
    // Success clears the account's failures: no captcha needed any more.
    expect((await new Client(core.url).login('demo', 'Demo1234')).body.success).toBe(true);
  });

  it('takes about as long for an unknown user as for a wrong password (dummy hash)', async () => {
    // At the production cost: the suites' cheaper hash (PASSWORD_HASH_LOG_N) would be lost in the request's own time.
    const testCost = process.env.PASSWORD_HASH_LOG_N;
    delete process.env.PASSWORD_HASH_LOG_N;
    const productionHash = await hashPassword('Demo1234');
    const time = async (username: string) => {
      const started = performance.now();
      await new Client(core.url).login(username, 'Wrong1234');
      return performance.now() - started;
    };
    // One known account per try: after a failure an account needs the captcha, which would skip the hash.
    for (let i = 0; i < 3; i++) {
      await core.server.db.query(
        `INSERT INTO members (username, username_lc, password_hash, type) VALUES ($1, $1, $2, 0)`,
        [`timingtest${i}`, productionHash],
      );
    }
    // Median of three each, interleaved, so a burst of load on the machine does not decide the outcome.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(`timingtest${i}`));
      unknown.push(await time(`ghost_user_${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    if (testCost !== undefined) process.env.PASSWORD_HASH_LOG_N = testCost;
    // Both run one scrypt; without the dummy hash the unknown one would be many times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
    expect(productionHash.startsWith('scrypt$17$')).toBe(true);
  });

  it('locks an account after 5 failures in 15 minutes, even with the right password', async () => {
    await core.server.db.query(
      `INSERT INTO members (username, username_lc, password_hash, type)
       SELECT 'locktest', 'locktest', password_hash, 0 FROM members WHERE username_lc = 'demo'`,
    );
    for (let i = 0; i < 5; i++) {
      const client = new Client(core.url);
      const captcha = i === 0 ? '' : await client.captcha();
      const answer = await client.login('locktest', 'Wrong1234', { captcha });
      expect(answer.body.code).toBe('LOGIN_FAILED');
    }
    const client = new Client(core.url);
    const locked = await client.login('locktest', 'Demo1234', { captcha: await client.captcha() });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS', value: { captchaRequired: true } });
  });

  it('requires the captcha from an address after 3 failures there, for any account', async () => {
    const ip = '10.250.0.1';
    for (const name of ['x_one', 'x_two', 'x_three']) {
      const answer = await new Client(core.url, ip).login(name, 'Wrong1234');
      expect(answer.body.code).toBe('LOGIN_FAILED');
    }
    const other = await new Client(core.url, ip).login('agent01', 'Agent1234');
    expect(other.body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('logout (POST and DELETE) invalidates the token', async () => {
    for (const method of ['POST', 'DELETE']) {
      const client = new Client(core.url);
      await client.login('agent01', 'Agent1234');
      const token = client.token;
      expect((await client.get('/wps/wallets/gcs')).body.success).toBe(true);
      const out = await client.request(method, '/wps/session/logout');
      expect(out.body.success).toBe(true);
      const after = await client.get('/wps/wallets/gcs', { token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login first' });
    }
  });

  it('expires a session after 30 idle minutes or 12 hours', async () => {
    const idle = new Client(core.url);
    await idle.login('agent01', 'Agent1234');
    await core.server.db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes'`);
    expect((await idle.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');
    const old = new Client(core.url);
    await old.login('agent01', 'Agent1234');
    await core.server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await old.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('creates a trial member (type 4) with a session on free play', async () => {
    const client = new Client(core.url);
    const answer = await client.post<{ token: string; customerType: number; type: number; userName: string }>(
      '/wps/session/login/freeplay',
    );
    expect(answer.body.success).toBe(true);
    expect(answer.body.value).toMatchObject({ customerType: 4, type: 4 });
    client.token = answer.body.value?.token ?? null;
    const info = await client.get<{ type: number }>('/wps/member/info');
    expect(info.body.value?.type).toBe(4);
    const withdraw = await client.post('/wps/transaction/withdraw', { amount: 20, paymentPassword: '123456' });
    expect(withdraw.status).toBe(403);
    expect(withdraw.body.code).toBe('TRIAL_REFUSED');
  });

  it('logs in by SMS code when MOBILEVERCODELOGIN3 is on', async () => {
    const client = new Client(core.url);
    const sent = await client.post<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', {
      mobileNum: '09171234567',
      countryDialingCode: '63',
    });
    expect(sent.body.value?.expiredMinutes).toBe(5);
    const code = await client.get<{ code: string }>('/dev/sms?mobile=9171234567&countryDialingCode=63');
    expect(code.body.value?.code).toMatch(/^[0-9]{6}$/);
    const login = await client.login('9171234567', code.body.value?.code ?? '', {
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(login.body.success).toBe(true);
    expect(login.body.value?.userName).toBe('demo');
    // The code is single use.
    const reuse = await new Client(core.url).login('9171234567', code.body.value?.code ?? '', {
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(reuse.body.code).toBe('VERIFICATION_CODE_INVALID');
  });
});
