/**
 * Past one machine (issue 12): two server processes on one PostgreSQL behave as one server. A login on one serves
 * the session on the other (and a login encrypted with the key one served decrypts on the other), guess limits are
 * counted across both, and a race run across both has one winner.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../src/services/account/crypto';
import { type Answer, Client, databaseUrl, freshIp, registration } from '../core-server';

const schema = `t_${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];
let a = '';
let b = '';

const CARD = { bankName: 'Demo National Bank', accountName: 'Split Payer', accountNo: '1234567890' };

/** Test money through the journal (the ledger check sums it), straight in the database. */
async function fund(client: pg.Client, prefix: string, username: string, amount: string): Promise<void> {
  await client.query(
    `WITH member AS (SELECT id FROM ${prefix}members WHERE username_lc = $1),
          moved AS (UPDATE ${prefix}wallets SET balance = balance + $2::numeric
                     WHERE wallet_code = 'MAIN' AND member_id = (SELECT id FROM member) RETURNING member_id, balance)
     INSERT INTO ${prefix}transactions (member_id, kind, wallet_code, amount, balance_after, remark, ref_kind, ref_id)
     SELECT member_id, 'ADJUSTMENT', 'MAIN', $2::numeric, balance, 'Test money', 'ADJUSTMENT', 'test' FROM moved`,
    [username, amount],
  );
}

function startProcess(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server-process.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SERVER_SCHEMA: schema },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}): ${err.slice(-2000)}`)));
  });
}

beforeAll(async () => {
  // The first process migrates and seeds; the second finds it done.
  a = await startProcess();
  b = await startProcess();
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

async function register(url: string, name: string, password = 'Secret123'): Promise<Answer<{ token: string }>> {
  const client = new Client(url);
  return client.put<{ token: string }>(
    '/wps/member/register',
    registration({ username: name, password, confirmPassword: password, captcha: await client.captcha() }),
  );
}

/** A client on `url` holding `token`. */
function withToken(url: string, token: string | null | undefined): Client {
  const client = new Client(url);
  client.token = token ?? null;
  return client;
}

describe('two server processes on one PostgreSQL', () => {
  it('serves on B the session of a login on A, and logs out on B for both', async () => {
    const onA = new Client(a);
    expect((await onA.login('demo', 'Demo1234')).body.success).toBe(true);
    const onB = withToken(b, onA.token);
    expect((await onB.get<{ account: string }>('/wps/member/info')).body.value?.account).toBe('demo');
    expect((await onB.post('/wps/session/logout')).body.success).toBe(true);
    expect((await onA.get('/wps/member/info')).status).toBe(401);
  });

  it('decrypts on B a login encrypted with the key and nonce A served, once', async () => {
    const client = new Client(a);
    const key = await client.get<{ publicKey: string; nonce: string }>('/wps/session/publicKey');
    const keyB = await new Client(b).get<{ publicKey: string }>('/wps/session/publicKey');
    expect(keyB.body.value?.publicKey).toBe(key.body.value?.publicKey);
    const encrypted = await encryptPayload(
      { username: 'demo', password: 'Demo1234', captcha: '', type: 'username', nonce: key.body.value?.nonce },
      key.body.value?.publicKey as string,
    );
    const send = (url: string) =>
      new Client(url).request('POST', '/wps/session/login', {
        body: encrypted.body,
        headers: { 'encryption-key': encrypted.encryptionKey },
      });
    expect((await send(b)).body.success).toBe(true);
    // Sent again, to either process: the nonce is used.
    expect((await send(a)).body.code).toBe('LOGIN_NONCE_INVALID');
    expect((await send(b)).body.code).toBe('LOGIN_NONCE_INVALID');
  });

  it('counts login failures of both processes against one limit', async () => {
    expect((await register(a, 'split001')).body.success).toBe(true);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const client = new Client(i % 2 === 0 ? a : b, ip);
      const answer = await client.login('split001', 'Wrong999x', { captcha: i === 0 ? '' : await client.captcha() });
      expect(answer.body.code).toBe('LOGIN_FAILED');
    }
    // Locked on both, even with the right password.
    for (const url of [a, b]) {
      const client = new Client(url);
      const answer = await client.login('split001', 'Secret123', { captcha: await client.captcha() });
      expect(answer.body.code).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('checks at most 5 of 40 parallel wrong PINs sent half to each process', async () => {
    const reg = await register(a, 'splitpin1');
    const token = reg.body.value?.token;
    // Funded, so the right PIN (when it wins a try) answers success rather than INSUFFICIENT_BALANCE.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await fund(client, `${schema}.`, 'splitpin1', '10000');
    await client.end();
    const card = await withToken(a, token).post<{ id: number }>('/wps/member/bankCards', CARD);
    const set = await withToken(b, token).post('/wps/member/paymentPassword', {
      password: 'Secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(set.body.success).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        withToken(i % 2 === 0 ? a : b, token).post(
          '/wps/transaction/withdraw',
          { amount: 10, paymentPassword: i === 39 ? '246810' : String(100000 + i), bankCardId: card.body.value?.id },
          { headers: { 'Idempotency-Key': randomUUID() } },
        ),
      ),
    );
    const checked = answers.filter((x) => x.body.success || x.body.code === 'PAYMENT_PASSWORD_INCORRECT');
    console.log(`[measure] two processes: parallel PIN guesses checked: ${checked.length} of ${answers.length}`);
    // At most 5 wrong PINs are checked (the right one, when it wins a try, gives its try back).
    expect(checked.filter((x) => !x.body.success).length).toBeLessThanOrEqual(5);
    expect(checked.filter((x) => x.body.success).length).toBeLessThanOrEqual(1);
    expect(answers.filter((x) => !checked.includes(x)).every((x) => x.body.code === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });

  it('registers one of 10 same-name registrations sent half to each process', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(i % 2 === 0 ? a : b, 'samename1')));
    expect(answers.filter((x) => x.body.success)).toHaveLength(1);
    expect(answers.filter((x) => !x.body.success).every((x) => x.body.code === 'USERNAME_EXISTS')).toBe(true);
  });

  it('pays out exactly the balance to parallel withdrawals sent half to each process', async () => {
    const reg = await register(b, 'splitpay1');
    const token = reg.body.value?.token;
    const client = withToken(a, token);
    await client.post('/wps/member/paymentPassword', {
      password: 'Secret123',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    const pg2 = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await pg2.connect();
    await fund(pg2, '', 'splitpay1', '50');
    await pg2.end();
    const card = await client.post<{ id: number }>('/wps/member/bankCards', CARD);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        withToken(i % 2 === 0 ? a : b, token).post(
          '/wps/transaction/withdraw',
          { amount: 10, paymentPassword: '135790', bankCardId: card.body.value?.id },
          { headers: { 'Idempotency-Key': randomUUID() } },
        ),
      ),
    );
    expect(answers.filter((x) => x.body.success)).toHaveLength(5);
    expect(answers.filter((x) => !x.body.success).every((x) => x.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((await client.get<{ sumBalance: number }>('/wps/wallets/gcs')).body.value?.sumBalance).toBe(0);
  });
});
