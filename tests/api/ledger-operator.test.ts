/**
 * Operator decisions (API and `npm run operator`): off without OPERATOR_TOKEN, the token required, the queue,
 * approve/reject of bank deposits and withdrawals journalled and audited; and the gateway stand-in's page.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as operatorCli } from '../../scripts/operator';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { key, mainBalance, PIN, payingMember } from './money';

const TOKEN = 'test-operator-token-1234';
let core: CoreServer;
let operator: Client;
const bearer = { headers: { authorization: `Bearer ${TOKEN}` } };

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = TOKEN;
  core = await startCoreServer();
  operator = new Client(core.url);
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  await core?.destroy();
});

interface Decision {
  actor: string;
  action: string;
  targetKind: string;
  targetId: string;
  amount: number;
  reason: string;
  address: string;
  createdAt: string;
}

describe('operator API', () => {
  it('is off without OPERATOR_TOKEN and refuses a wrong or missing token', async () => {
    delete process.env.OPERATOR_TOKEN;
    const off = await operator.get('/operator/queue', bearer);
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('NOT_FOUND');
    process.env.OPERATOR_TOKEN = TOKEN;
    const none = await operator.get('/operator/queue');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('OPERATOR_TOKEN_INVALID');
    const wrong = await operator.get('/operator/queue', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    // A member's session is no operator token.
    const member = await newMember(core.url, 'opnottoken');
    expect((await member.post('/operator/deposits/D1/approve', {})).status).toBe(401);
  });

  it('approves a bank deposit with its promotion once, journalled and audited', async () => {
    const client = await newMember(core.url, 'opdeposit');
    const created = await client.post<{ deposit: { id: string } }>(
      '/wps/deposit',
      { channel: 'BANK_TRANSFER', amount: 600, promotionId: 'WELCOME100' },
      key(),
    );
    const id = created.body.value?.deposit.id as string;
    const queue = await operator.get<{ deposits: { id: string; username: string }[] }>('/operator/queue', bearer);
    expect(queue.body.value?.deposits).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, username: 'opdeposit' })]),
    );
    const approved = await operator.post<{ deposit: { status: string }; decisions: Decision[] }>(
      `/operator/deposits/${id}/approve`,
      { operator: 'alice', reason: 'Transfer received' },
      bearer,
    );
    expect(approved.body.value?.deposit.status).toBe('APPROVED');
    expect(approved.body.value?.decisions).toEqual([
      expect.objectContaining({
        actor: 'alice',
        action: 'APPROVE',
        targetKind: 'DEPOSIT',
        targetId: id,
        amount: 600,
        reason: 'Transfer received',
        address: operator.ip,
      }),
    ]);
    expect(await mainBalance(client)).toBe(1100);
    const twice = await operator.post(`/operator/deposits/${id}/approve`, {}, bearer);
    expect(twice.body).toMatchObject({ code: 'DEPOSIT_NOT_PENDING', value: { status: 'APPROVED' } });
    expect(await mainBalance(client)).toBe(1100);
    const rows = await client.get<{ content: { kind: string; amount: number }[] }>('/wps/wallets/transactions');
    expect(rows.body.value?.content.map((row) => [row.kind, row.amount]).sort()).toEqual([
      // 100% of 600, capped at the promotion's maximum bonus.
      ['BONUS', 500],
      ['DEPOSIT', 600],
    ]);
    const after = await operator.get<{ deposits: { id: string }[] }>('/operator/queue', bearer);
    expect(after.body.value?.deposits.map((deposit) => deposit.id)).not.toContain(id);
  });

  it('rejects a crypto deposit with a reason, crediting nothing, and leaves gateway deposits to the gateway', async () => {
    const client = await newMember(core.url, 'opreject');
    const crypto = await client.post<{ deposit: { id: string } }>(
      '/wps/deposit',
      { channel: 'USDT', amount: 150, promotionId: null },
      key(),
    );
    const id = crypto.body.value?.deposit.id as string;
    const rejected = await operator.post<{ deposit: { status: string; reason: string } }>(
      `/operator/deposits/${id}/reject`,
      { reason: 'No transfer found' },
      bearer,
    );
    expect(rejected.body.value?.deposit).toMatchObject({ status: 'REJECTED', reason: 'No transfer found' });
    expect(await mainBalance(client)).toBe(0);
    const detail = await client.get<{ status: string; reason: string }>(`/wps/deposit/detail?id=${id}`);
    expect(detail.body.value).toMatchObject({ status: 'REJECTED', reason: 'No transfer found' });
    const gateway = await client.post<{ deposit: { id: string } }>(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 60, promotionId: null },
      key(),
    );
    const gid = gateway.body.value?.deposit.id as string;
    const queue = await operator.get<{ deposits: { id: string }[] }>('/operator/queue', bearer);
    expect(queue.body.value?.deposits.map((deposit) => deposit.id)).not.toContain(gid);
    expect((await operator.post(`/operator/deposits/${gid}/approve`, {}, bearer)).body.code).toBe('DEPOSIT_NOT_FOUND');
  });

  it('rejects a withdrawal and returns the money (WITHDRAW_REFUND); approves another', async () => {
    const { client, cardId } = await payingMember(core, 'opwithdraw', '200');
    const first = await client.post<{ withdrawal: { id: string } }>(
      '/wps/transaction/withdraw',
      { amount: 50, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    const second = await client.post<{ withdrawal: { id: string } }>(
      '/wps/transaction/withdraw',
      { amount: 70, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    expect(await mainBalance(client)).toBe(80);
    const w1 = first.body.value?.withdrawal.id as string;
    const w2 = second.body.value?.withdrawal.id as string;
    const queue = await operator.get<{ withdrawals: { id: string; accountNo: string }[] }>('/operator/queue', bearer);
    expect(queue.body.value?.withdrawals.filter((w) => [w1, w2].includes(w.id))).toHaveLength(2);
    const rejected = await operator.post<{ withdrawal: { status: string }; decisions: Decision[] }>(
      `/operator/withdrawals/${w1}/reject`,
      { reason: 'Name does not match', operator: 'bob' },
      bearer,
    );
    expect(rejected.body.value?.withdrawal.status).toBe('REJECTED');
    expect(rejected.body.value?.decisions[0]).toMatchObject({ actor: 'bob', action: 'REJECT', amount: 50 });
    expect(await mainBalance(client)).toBe(130);
    const approved = await operator.post<{ withdrawal: { status: string } }>(
      `/operator/withdrawals/${w2}/approve`,
      {},
      bearer,
    );
    expect(approved.body.value?.withdrawal.status).toBe('APPROVED');
    expect(await mainBalance(client)).toBe(130);
    const again = await operator.post(`/operator/withdrawals/${w1}/approve`, {}, bearer);
    expect(again.body).toMatchObject({ code: 'WITHDRAWAL_NOT_PENDING', value: { status: 'REJECTED' } });
    const journal = await client.get<{ content: { kind: string; amount: number; status: string }[] }>(
      '/wps/wallets/transactions',
    );
    expect(
      journal.body.value?.content
        .filter((row) => row.kind !== 'ADJUSTMENT')
        .map((row) => [row.kind, row.amount, row.status])
        .sort(),
    ).toEqual([
      ['WITHDRAW', -50, 'REJECTED'],
      ['WITHDRAW', -70, 'SUCCESS'],
      ['WITHDRAW_REFUND', 50, 'SUCCESS'],
    ]);
    const mine = await client.get<{ content: { id: string; status: string; reason: string }[] }>(
      '/wps/transaction/withdrawals',
    );
    expect(mine.body.value?.content.find((w) => w.id === w1)).toMatchObject({
      status: 'REJECTED',
      reason: 'Name does not match',
    });
    expect((await operator.post('/operator/withdrawals/W999999999/approve', {}, bearer)).body.code).toBe(
      'WITHDRAWAL_NOT_FOUND',
    );
  });

  it('lists, approves and rejects through npm run operator', async () => {
    const { client, cardId } = await payingMember(core, 'opcli', '100');
    const deposit = await client.post<{ deposit: { id: string; referenceCode: string } }>(
      '/wps/deposit',
      { channel: 'BANK_TRANSFER', amount: 100, promotionId: null },
      key(),
    );
    const withdrawal = await client.post<{ withdrawal: { id: string } }>(
      '/wps/transaction/withdraw',
      { amount: 40, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    const did = deposit.body.value?.deposit.id as string;
    const wid = withdrawal.body.value?.withdrawal.id as string;
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => out.push(line));
    process.env.SITE_URL = core.url;
    try {
      expect(await operatorCli(['list'])).toBe(0);
      expect(out.join('\n')).toContain(
        `${did}  opcli  100.00  Bank transfer  ref ${deposit.body.value?.deposit.referenceCode}`,
      );
      expect(out.join('\n')).toContain(`${wid}  opcli  40.00  Demo National Bank`);
      expect(await operatorCli(['approve', did])).toBe(0);
      expect(await operatorCli(['reject', wid, 'Please', 'call', 'us'])).toBe(0);
      expect(out.slice(-2)).toEqual([`${did}: APPROVED`, `${wid}: REJECTED`]);
      expect(await operatorCli(['approve', 'X1'])).toBe(2);
      await expect(operatorCli(['approve', did])).rejects.toThrow('DEPOSIT_NOT_PENDING');
    } finally {
      log.mockRestore();
      error.mockRestore();
      delete process.env.SITE_URL;
    }
    expect(await mainBalance(client)).toBe(200);
    const mine = await client.get<{ content: { id: string; reason: string }[] }>('/wps/transaction/withdrawals');
    expect(mine.body.value?.content[0]).toMatchObject({ id: wid, reason: 'Please call us' });
  });
});

describe('gateway stand-in page', () => {
  it('shows the payment, confirms it through the signed callback and sends the player back', async () => {
    const client = await newMember(core.url, 'gwpage');
    const created = await client.post<{ deposit: { id: string }; payUrl: string }>(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 100, promotionId: null },
      key(),
    );
    const id = created.body.value?.deposit.id as string;
    const payUrl = created.body.value?.payUrl as string;
    const page = await fetch(core.url + payUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('$100.00');
    expect(html).toContain('>Confirm payment</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).not.toContain('<script');
    const forged = await fetch(`${core.url}/demo-pay/${id}?sig=${'0'.repeat(64)}`);
    expect(forged.status).toBe(404);
    const sig = new URL(payUrl, core.url).searchParams.get('sig') ?? '';
    const forgedPost = await fetch(`${core.url}/demo-pay/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ sig: '1'.repeat(64), decision: 'confirm' }),
      redirect: 'manual',
    });
    expect(forgedPost.status).toBe(404);
    expect(await mainBalance(client)).toBe(0);
    const confirm = await fetch(`${core.url}/demo-pay/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ sig, decision: 'confirm' }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`/m/voucherCenter?deposit=${id}`);
    expect(await mainBalance(client)).toBe(100);
    // A second tap on the page (back button) pays nothing more.
    await fetch(`${core.url}/demo-pay/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ sig, decision: 'confirm' }),
      redirect: 'manual',
    });
    expect(await mainBalance(client)).toBe(100);
    expect(await (await fetch(core.url + payUrl)).text()).toContain('This payment is complete.');
  });

  it('cancels a payment: the deposit is rejected, nothing credited', async () => {
    const client = await newMember(core.url, 'gwcancel');
    const created = await client.post<{ deposit: { id: string }; payUrl: string }>(
      '/wps/deposit',
      { channel: 'EWALLET', amount: 80, promotionId: null },
      key(),
    );
    const id = created.body.value?.deposit.id as string;
    const sig = new URL(created.body.value?.payUrl as string, core.url).searchParams.get('sig') ?? '';
    const cancel = await fetch(`${core.url}/demo-pay/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ sig, decision: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    const detail = await client.get<{ status: string }>(`/wps/deposit/detail?id=${id}`);
    expect(detail.body.value?.status).toBe('REJECTED');
    expect(await mainBalance(client)).toBe(0);
  });
});
