/** Deposit calls: channels, a deposit per channel, detail and list, the gateway's signed callback, expiry, records. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_PATH, DEFAULT_WALLET_CONFIG, parseSiteConfig } from '../../server/config/site-config';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { gatewayCallback, key, mainBalance, sameKey } from './money';

interface Deposit {
  id: string;
  channel: string;
  kind: string;
  amount: number;
  fee: number;
  bonus: number;
  status: string;
  referenceCode: string;
  payTo?: Record<string, string>;
  proofCount: number;
  reason: string;
  createdAt: string;
  decidedAt: string | null;
  expiresAt: string;
}

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

describe('the wallet section of the site config', () => {
  it('defaults when absent and refuses a channel whose min is above its max', () => {
    const shipped = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG_PATH, 'utf8')) as Record<string, unknown>;
    const { wallet, ...withoutWallet } = shipped;
    expect(parseSiteConfig(withoutWallet).wallet).toEqual(DEFAULT_WALLET_CONFIG);
    expect(parseSiteConfig(shipped).wallet).toEqual(DEFAULT_WALLET_CONFIG);
    const bad = structuredClone(wallet) as { channels: { min: number; max: number }[] };
    if (bad.channels[0]) bad.channels[0].min = 60000;
    expect(() => parseSiteConfig({ ...shipped, wallet: bad })).toThrow(
      /wallet\.channels\.0: min must not be above max/,
    );
  });
});

describe('deposit', () => {
  it('lists the channels and promotions of the site config', async () => {
    const client = await newMember(core.url, 'depchannels');
    const answer = await client.get<{
      currencySymbol: string;
      channels: { code: string; kind: string; min: number; max: number; proofs: boolean; payTo?: unknown }[];
      promotions: { id: string; bonusPercent: number }[];
    }>('/wps/deposit/channels');
    expect(answer.body.value?.currencySymbol).toBe('$');
    expect(
      answer.body.value?.channels.map((channel) => [channel.code, channel.kind, channel.min, channel.max]),
    ).toEqual([
      ['BANK_TRANSFER', 'bank', 100, 50000],
      ['EWALLET', 'gateway', 50, 20000],
      ['USDT', 'crypto', 100, 100000],
    ]);
    expect(answer.body.value?.channels.map((channel) => channel.proofs)).toEqual([true, false, false]);
    expect(answer.body.value?.channels[0]?.payTo).toMatchObject({ accountNo: expect.any(String) });
    expect(answer.body.value?.channels[2]?.payTo).toMatchObject({ network: 'TRC20', address: expect.any(String) });
    expect(answer.body.value?.promotions[0]).toMatchObject({ id: 'WELCOME100', bonusPercent: 100 });
  });

  it('creates a pending bank deposit with pay-to details and a reference, and moves nothing yet', async () => {
    const client = await newMember(core.url, 'depbank');
    const created = await client.post<{ deposit: Deposit; payUrl: string | null }>(
      '/wps/deposit',
      { channel: 'BANK_TRANSFER', amount: 250.5, promotionId: null },
      key(),
    );
    expect(created.body.success).toBe(true);
    const deposit = created.body.value?.deposit;
    expect(created.body.value?.payUrl).toBeNull();
    expect(deposit).toMatchObject({
      channel: 'BANK_TRANSFER',
      kind: 'bank',
      amount: 250.5,
      fee: 0,
      bonus: 0,
      status: 'PENDING',
      proofCount: 0,
      decidedAt: null,
    });
    expect(deposit?.id).toMatch(/^D\d+$/);
    expect(deposit?.referenceCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(deposit?.payTo).toMatchObject({ bankName: 'Demo National Bank' });
    expect(Date.parse(deposit?.expiresAt ?? '') - Date.parse(deposit?.createdAt ?? '')).toBe(24 * 3600_000);
    expect(await mainBalance(client)).toBe(0);
    const detail = await client.get<Deposit>(`/wps/deposit/detail?id=${deposit?.id}`);
    expect(detail.body.value).toEqual(deposit);
    const list = await client.get<{ content: Deposit[]; total: number }>('/wps/deposits?pageNo=1&pageSize=10');
    expect(list.body.value?.total).toBe(1);
    expect(list.body.value?.content[0]?.id).toBe(deposit?.id);
  });

  it('refuses amounts outside the channel, unknown channels and promotions, and a missing key', async () => {
    const client = await newMember(core.url, 'depbad');
    const below = await client.post('/wps/deposit', { channel: 'EWALLET', amount: 49.99, promotionId: null }, key());
    expect(below.body).toMatchObject({ code: 'INVALID_INPUT', value: { fields: { amount: 'must be at least 50' } } });
    const above = await client.post('/wps/deposit', { channel: 'EWALLET', amount: 20000.01, promotionId: null }, key());
    expect(above.body).toMatchObject({ code: 'INVALID_INPUT', value: { fields: { amount: 'must be at most 20000' } } });
    const channel = await client.post('/wps/deposit', { channel: 'CASH', amount: 100, promotionId: null }, key());
    expect(channel.body).toMatchObject({ code: 'INVALID_INPUT', value: { fields: { channel: expect.any(String) } } });
    const decimals = await client.post(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 100.001, promotionId: null },
      key(),
    );
    expect(decimals.body.code).toBe('INVALID_INPUT');
    const promo = await client.post(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 60, promotionId: 'WELCOME100' },
      key(),
    );
    expect(promo.body).toMatchObject({ code: 'INVALID_INPUT', value: { fields: { promotionId: expect.any(String) } } });
    const noKey = await client.post('/wps/deposit', { channel: 'EWALLET', amount: 60, promotionId: null });
    expect(noKey.body.code).toBe('INVALID_INPUT');
    expect(await core.count('deposits')).toBeGreaterThanOrEqual(0);
    const mine = await client.get<{ total: number }>('/wps/deposits');
    expect(mine.body.value?.total).toBe(0);
  });

  it('takes an amount as plain decimal text and refuses "0x64" and "1e2", which are not 100', async () => {
    const client = await newMember(core.url, 'deptext');
    for (const spelled of ['0x64', '1e2', '100.', '+100']) {
      const refused = await client.post(
        '/wps/deposit',
        { channel: 'EWALLET', amount: spelled, promotionId: null },
        key(),
      );
      expect(refused.body, spelled).toMatchObject({
        code: 'INVALID_INPUT',
        value: { fields: { amount: 'must be a plain decimal number' } },
      });
    }
    expect((await client.get<{ total: number }>('/wps/deposits')).body.value?.total).toBe(0);
    const taken = await client.post<{ deposit: Deposit }>(
      '/wps/deposit',
      { channel: 'EWALLET', amount: '100.50', promotionId: null },
      key(),
    );
    expect(taken.body.value?.deposit.amount).toBe(100.5);
  });

  it('pays a gateway deposit once on a signed PAID callback, with the promotion bonus', async () => {
    const client = await newMember(core.url, 'depgateway');
    const created = await client.post<{ deposit: Deposit; payUrl: string }>(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 100, promotionId: 'WELCOME100' },
      key(),
    );
    const deposit = created.body.value?.deposit as Deposit;
    expect(deposit.bonus).toBe(100);
    expect(created.body.value?.payUrl).toMatch(new RegExp(`^/demo-pay/${deposit.id}\\?sig=[0-9a-f]{64}$`));
    expect(Date.parse(deposit.expiresAt) - Date.parse(deposit.createdAt)).toBe(30 * 60_000);
    const paid = await gatewayCallback(core, client, { depositId: deposit.id, status: 'PAID', amount: 100 });
    expect(paid.body.value).toEqual({ depositId: deposit.id, status: 'APPROVED' });
    expect(await mainBalance(client)).toBe(200);
    // The gateway repeats its callback: the same outcome, nothing moves again.
    const again = await gatewayCallback(core, client, { depositId: deposit.id, status: 'PAID', amount: 100 });
    expect(again.body.value).toEqual({ depositId: deposit.id, status: 'APPROVED' });
    expect(await mainBalance(client)).toBe(200);
    const cancelLate = await gatewayCallback(core, client, { depositId: deposit.id, status: 'CANCELLED', amount: 100 });
    expect(cancelLate.body.code).toBe('DEPOSIT_NOT_PENDING');
    const journal = await client.get<{ content: { kind: string; amount: number }[] }>('/wps/wallets/transactions');
    expect(journal.body.value?.content.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['BONUS', 100],
      ['DEPOSIT', 100],
    ]);
    const detail = await client.get<Deposit>(`/wps/deposit/detail?id=${deposit.id}`);
    expect(detail.body.value).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(String) });
  });

  it('changes nothing on a callback with a wrong signature, amount or deposit', async () => {
    const client = await newMember(core.url, 'depforged');
    const created = await client.post<{ deposit: Deposit }>(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 100, promotionId: null },
      key(),
    );
    const id = created.body.value?.deposit.id as string;
    const forged = await gatewayCallback(
      core,
      client,
      { depositId: id, status: 'PAID', amount: 100 },
      { signature: 'a'.repeat(64) },
    );
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('SIGNATURE_INVALID');
    const unsigned = await client.request('POST', '/wps/deposit/gateway/callback', {
      rawBody: JSON.stringify({ depositId: id, status: 'PAID', amount: 100, gatewayRef: 'X' }),
    });
    expect(unsigned.status).toBe(401);
    const wrongAmount = await gatewayCallback(core, client, { depositId: id, status: 'PAID', amount: 1000 });
    expect(wrongAmount.body.code).toBe('AMOUNT_MISMATCH');
    expect(await mainBalance(client)).toBe(0);
    const detail = await client.get<Deposit>(`/wps/deposit/detail?id=${id}`);
    expect(detail.body.value?.status).toBe('PENDING');
    const cancelled = await gatewayCallback(core, client, { depositId: id, status: 'CANCELLED', amount: 100 });
    expect(cancelled.body.value?.status).toBe('REJECTED');
    expect(await mainBalance(client)).toBe(0);
  });

  it('expires a pending deposit past its time, on read, and refuses to pay it then', async () => {
    const client = await newMember(core.url, 'depexpire');
    const created = await client.post<{ deposit: Deposit }>(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 75, promotionId: null },
      key(),
    );
    const id = created.body.value?.deposit.id as string;
    await core.server.db.query(`UPDATE deposits SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const detail = await client.get<Deposit>(`/wps/deposit/detail?id=${id}`);
    expect(detail.body.value).toMatchObject({ status: 'EXPIRED', decidedAt: expect.any(String) });
    const late = await gatewayCallback(core, client, { depositId: id, status: 'PAID', amount: 75 });
    expect(late.body.code).toBe('DEPOSIT_NOT_PENDING');
    expect(await mainBalance(client)).toBe(0);
    const { rows } = await core.server.db.query<{ actor: string; action: string }>(
      'SELECT actor, action FROM money_decisions WHERE target_id = $1',
      [id],
    );
    expect(rows).toEqual([{ actor: 'expiry', action: 'EXPIRE' }]);
  });

  it('creates one deposit for retries with the same key', async () => {
    const client = await newMember(core.url, 'depretry');
    const attempt = key();
    const first = await client.post<{ deposit: Deposit }>(
      '/wps/deposit',
      { channel: 'USDT', amount: 500, promotionId: null },
      attempt,
    );
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post<{ deposit: Deposit }>(
          '/wps/deposit',
          { channel: 'USDT', amount: 500, promotionId: null },
          sameKey(attempt.headers['Idempotency-Key'] as string),
        ),
      ),
    );
    for (const retry of retries) expect(retry.body.value?.deposit.id).toBe(first.body.value?.deposit.id);
    expect(first.body.value?.deposit).toMatchObject({ fee: 5, kind: 'crypto', payTo: { network: 'TRC20' } });
    const list = await client.get<{ total: number }>('/wps/deposits');
    expect(list.body.value?.total).toBe(1);
  });

  it('refuses the key of one deposit for another amount or channel (422), and keeps answering the first', async () => {
    const client = await newMember(core.url, 'depreuse');
    const attempt = key();
    const body = { channel: 'EWALLET', amount: 100, promotionId: null };
    const first = await client.post<{ deposit: Deposit }>('/wps/deposit', body, attempt);
    expect(first.body.success).toBe(true);
    const again = sameKey(attempt.headers['Idempotency-Key'] as string);
    for (const other of [
      { ...body, amount: 150 },
      { ...body, channel: 'USDT' },
    ]) {
      const refused = await client.post('/wps/deposit', other, again);
      expect([refused.status, refused.body.code], JSON.stringify(other)).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    }
    const retry = await client.post<{ deposit: Deposit }>('/wps/deposit', body, again);
    expect(retry.body.value?.deposit.id).toBe(first.body.value?.deposit.id);
    expect((await client.get<{ total: number }>('/wps/deposits')).body.value?.total).toBe(1);
  });

  it('does not show another member its deposits', async () => {
    const owner = await newMember(core.url, 'depowner');
    const created = await owner.post<{ deposit: Deposit }>(
      '/wps/deposit',
      { channel: 'BANK_TRANSFER', amount: 100, promotionId: null },
      key(),
    );
    const other = await newMember(core.url, 'depother');
    const peek = await other.get(`/wps/deposit/detail?id=${created.body.value?.deposit.id}`);
    expect(peek.body.code).toBe('DEPOSIT_NOT_FOUND');
  });

  it('refuses trial members and visitors', async () => {
    const trial = new Client(core.url);
    const login = await trial.post<{ token: string }>('/wps/session/login/freeplay');
    trial.token = login.body.value?.token ?? null;
    for (const [method, path] of [
      ['GET', '/wps/deposit/channels'],
      ['POST', '/wps/deposit'],
      ['GET', '/wps/deposits'],
    ] as const) {
      const answer = await trial.request(method, path, {
        body: method === 'POST' ? { channel: 'EWALLET', amount: 100, promotionId: null } : undefined,
        ...key(),
      });
      expect(answer.body.code, path).toBe('TRIAL_REFUSED');
      expect(answer.body.message).toBe('Please login an actual account to use this function');
    }
    const visitor = await new Client(core.url).get('/wps/deposit/channels');
    expect(visitor.body.code).toBe('NOT_LOGGED_IN');
  });
});
