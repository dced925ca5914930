/**
 * The security event log (ASVS 5.0 V16, server/security/security-log.ts): the events a login, a lock, a refusal and a
 * guessed secret leave, with the client's address and the request's id, and never a secret, on one line each.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileSecurityLog,
  memorySecurityLog,
  type SecurityLogRecord,
  securityLogLine,
} from '../../server/security/security-log';
import { type Answer, Client, type CoreServer, newMember, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

/** The lines written for the request that got `answer`, by its X-Request-Id. */
function linesOf(answer: Answer): SecurityLogRecord[] {
  const id = answer.headers.get('x-request-id');
  expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  return core.securityLog.records().filter((record) => record.requestId === id);
}

async function memberId(name: string): Promise<number> {
  const { rows } = await core.server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [name]);
  return Number(rows[0]?.id);
}

describe('security log', () => {
  it('logs a login failure and a success with the address and the request id, and never the password', async () => {
    const password = 'Lg-Secret-7781';
    await newMember(core.url, 'logwatch1', password);
    const client = new Client(core.url);
    const wrongPassword = 'Wrong-Guess-5523';
    const failed = await client.login('logwatch1', wrongPassword);
    expect(failed.body.code).toBe('LOGIN_FAILED');
    expect(linesOf(failed)).toEqual([
      expect.objectContaining({
        event: 'authn_login_fail',
        result: 'failure',
        level: 'WARN',
        code: 'LOGIN_FAILED',
        username: 'logwatch1',
        who: await memberId('logwatch1'),
        ip: client.ip,
        method: 'POST',
        path: '/wps/session/login',
      }),
    ]);
    const passed = await client.login('logwatch1', password, { captcha: await client.captcha() });
    expect(passed.body.success).toBe(true);
    const [success] = linesOf(passed);
    expect(success).toMatchObject({
      event: 'authn_login_success',
      result: 'success',
      who: await memberId('logwatch1'),
      via: 'password',
      ip: client.ip,
    });
    expect(new Date(success?.at ?? '').toISOString()).toBe(success?.at);
    const all = core.securityLog.lines.join('\n');
    expect(all).not.toContain(password);
    expect(all).not.toContain(wrongPassword);
    expect(all).not.toContain(passed.body.value?.token);

    const logout = await client.post('/wps/session/logout');
    expect(linesOf(logout)).toEqual([
      expect.objectContaining({ event: 'authn_logout', who: await memberId('logwatch1') }),
    ]);
  });

  it('logs the lock of an account and every refused login after it as a 429', async () => {
    await newMember(core.url, 'logwatch2', 'Lg-Secret-7782');
    const client = new Client(core.url);
    let last: Answer | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await client.login('logwatch2', `Wrong-${i}-guess`, { captcha: i === 0 ? '' : await client.captcha() });
    }
    expect(last?.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(linesOf(last as Answer)).toEqual([
      expect.objectContaining({ event: 'authn_login_locked', username: 'logwatch2', status: 429, ip: client.ip }),
    ]);
  });

  it('logs a 429 of any other limit as excess_rate_limit', async () => {
    const client = new Client(core.url);
    const body = { mobileNum: '9170000001', countryDialingCode: '63' };
    const first = await client.post('/wps/verification/sms/noLogin', body);
    expect(first.body.success).toBe(true);
    expect(linesOf(first)).toEqual([]);
    const again = await client.post('/wps/verification/sms/noLogin', body);
    expect(again.status).toBe(429);
    expect(linesOf(again)).toEqual([
      expect.objectContaining({ event: 'excess_rate_limit', code: 'TOO_MANY_REQUESTS', status: 429, ip: client.ip }),
    ]);
  });

  it('logs a cross-site refusal and a refused call of a trial account with its member', async () => {
    const client = new Client(core.url);
    const crossSite = await client.post('/wps/session/logout', undefined, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.body.code).toBe('CROSS_SITE_REQUEST');
    expect(linesOf(crossSite)).toEqual([
      expect.objectContaining({ event: 'malicious_cross_site', code: 'CROSS_SITE_REQUEST', status: 403 }),
    ]);

    const anonymous = await client.get('/wps/member/info');
    expect(linesOf(anonymous)).toEqual([
      expect.objectContaining({ event: 'authz_fail', code: 'NOT_LOGGED_IN', status: 401 }),
    ]);

    const trial = await client.post<{ token: string }>('/wps/session/login/freeplay');
    expect(trial.body.success).toBe(true);
    const [trialLogin] = linesOf(trial);
    expect(trialLogin).toMatchObject({ event: 'authn_login_success', via: 'trial' });
    client.token = trial.body.value?.token ?? null;
    const refused = await client.post('/wps/transaction/withdraw', { amount: 20, paymentPassword: '123456' });
    expect(refused.body.code).toBe('TRIAL_REFUSED');
    expect(linesOf(refused)).toEqual([
      expect.objectContaining({ event: 'authz_fail', code: 'TRIAL_REFUSED', who: trialLogin?.who }),
    ]);
  });

  it('logs a wrong payment PIN, the lock of the PIN, and a password change, without the PIN', async () => {
    const password = 'Lg-Secret-7783';
    const member = await newMember(core.url, 'logwatch3', password);
    const id = await memberId('logwatch3');
    const set = await member.post('/wps/member/paymentPassword', {
      password,
      newPaymentPassword: '918273',
      confirmPaymentPassword: '918273',
    });
    expect(linesOf(set)).toEqual([expect.objectContaining({ event: 'authn_payment_password_change', who: id })]);
    await core.credit('logwatch3', '1000');
    const card = await member.post<{ id: number }>('/wps/member/bankCards', {
      bankName: 'Demo National Bank',
      accountName: 'Log Watch',
      accountNo: '1234567890',
    });
    const withdraw = (paymentPassword: string) =>
      member.post(
        '/wps/transaction/withdraw',
        { amount: 20, paymentPassword, bankCardId: card.body.value?.id },
        { headers: { 'Idempotency-Key': randomUUID() } },
      );
    let last: Answer | undefined;
    for (let i = 0; i < 5; i += 1) {
      last = await withdraw(`55555${i}`);
      expect(last.body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    }
    expect(linesOf(last as Answer)).toEqual([
      expect.objectContaining({
        event: 'secret_guess_fail',
        who: id,
        secret: 'payment-password',
        code: 'PAYMENT_PASSWORD_INCORRECT',
      }),
    ]);
    const locked = await withdraw('918273');
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(linesOf(locked)).toEqual([
      expect.objectContaining({ event: 'secret_guess_locked', who: id, secret: 'payment-password', status: 429 }),
    ]);

    const newPassword = 'Lg-Changed-9911';
    const changed = await member.post('/wps/member/password', {
      oldPassword: password,
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(changed.body.success).toBe(true);
    expect(linesOf(changed)).toEqual([
      expect.objectContaining({ event: 'authn_password_change', who: id, result: 'success' }),
    ]);
    const all = core.securityLog.lines.join('\n');
    for (const secret of ['918273', '555550', password, newPassword]) expect(all).not.toContain(secret);
  });

  it('logs a device token used twice as a reuse (its family revoked), with the member', async () => {
    const password = 'Lg-Secret-7784';
    await newMember(core.url, 'logwatch4', password);
    const client = new Client(core.url);
    const first = await client.encryptedLogin<{ token: string; deviceToken: string }>({
      username: 'logwatch4',
      password,
      remember: true,
    });
    const deviceToken = first.body.value?.deviceToken;
    expect(deviceToken).toBeTruthy();
    const rotated = await client.encryptedLogin({ type: 'device', deviceToken });
    expect(linesOf(rotated)).toEqual([expect.objectContaining({ event: 'authn_login_success', via: 'device' })]);
    const reused = await client.encryptedLogin({ type: 'device', deviceToken });
    expect(reused.body.code).toBe('DEVICE_TOKEN_INVALID');
    expect(linesOf(reused)).toEqual([
      expect.objectContaining({ event: 'authn_device_token_reuse', who: await memberId('logwatch4') }),
    ]);
    expect(core.securityLog.lines.join('\n')).not.toContain(deviceToken);
  });

  it('keeps a username with line breaks and quotes on one line (log injection)', async () => {
    const forged = 'x\u2028"}\n{"event":"authn_login_success","who":1}\r\n';
    const client = new Client(core.url);
    const failed = await client.login(forged, 'Whatever-123');
    expect(failed.body.code).toBe('LOGIN_FAILED');
    const id = failed.headers.get('x-request-id');
    const lines = core.securityLog.lines.filter((line) => line.includes(`"requestId":"${id}"`));
    expect(lines).toHaveLength(1);
    const [line] = lines as [string];
    expect(line).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(JSON.parse(line)).toMatchObject({ event: 'authn_login_fail', username: forged.slice(0, 32) });
  });

  it('writes one parseable line per record, whatever its text holds', () => {
    const sink = memorySecurityLog();
    const record: SecurityLogRecord = {
      at: new Date().toISOString(),
      level: 'WARN',
      event: 'authn_login_fail',
      result: 'failure',
      username: 'a\nb"c\\d\u2029e\u0000',
      ip: '10.0.0.1',
      method: 'POST',
      path: '/wps/session/login',
      requestId: 'r',
    };
    sink.write(securityLogLine(record));
    sink.write(securityLogLine(record));
    expect(sink.lines).toHaveLength(2);
    expect(sink.lines[0]).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(sink.lines[0]).not.toContain('\u0000');
    expect(sink.records()).toEqual([record, record]);
  });

  it('appends to SECURITY_LOG_FILE readable by the server user only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-log-'));
    try {
      const path = join(dir, 'security.log');
      writeFileSync(path, 'earlier line\n', { mode: 0o644 });
      const sink = fileSecurityLog(path);
      sink.write('{"event":"authn_logout"}');
      sink.close?.();
      expect(readFileSync(path, 'utf8')).toBe('earlier line\n{"event":"authn_logout"}\n');
      expect(statSync(path).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
