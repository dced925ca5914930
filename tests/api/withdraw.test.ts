/** Withdraw calls: settings, a withdrawal to a bank card (held at once), the member's withdrawals, money records. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CoreServer, newMember, startCoreServer } from './core-server';
import { key, mainBalance, PIN, payingMember, sameKey, type WalletSummary } from './money';

interface Withdrawal {
  id: string;
  amount: number;
  status: string;
  bankName: string;
  accountName: string;
  accountNo: string;
  reason: string;
  createdAt: string;
  decidedAt: string | null;
}

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

describe('withdraw', () => {
  it('answers the settings: limits, banks, payment password set, withdrawable MAIN', async () => {
    const fresh = await newMember(core.url, 'wdsettings0');
    const before = await fresh.get<Record<string, unknown>>('/wps/transaction/withdraw/settings');
    expect(before.body.value).toMatchObject({ paymentPasswordSet: false, withdrawable: 0 });
    const { client } = await payingMember(core, 'wdsettings', '321.45');
    const settings = await client.get<Record<string, unknown>>('/wps/transaction/withdraw/settings');
    expect(settings.body.value).toEqual({
      min: 10,
      max: 50000,
      maxBankCards: 5,
      banks: ['Demo National Bank', 'City Savings Bank', 'Union Trust Bank'],
      paymentPasswordSet: true,
      withdrawable: 321.45,
      currencySymbol: '$',
    });
  });

  it('holds the amount at once, lists the withdrawal pending, and refuses bad requests', async () => {
    const { client, cardId } = await payingMember(core, 'wdbasic', '300');
    const noCard = await client.post('/wps/transaction/withdraw', { amount: 50, paymentPassword: PIN }, key());
    expect(noCard.body).toMatchObject({ code: 'INVALID_INPUT', value: { fields: { bankCardId: expect.any(String) } } });
    const otherCard = await client.post(
      '/wps/transaction/withdraw',
      { amount: 50, paymentPassword: PIN, bankCardId: 999_999 },
      key(),
    );
    expect(otherCard.body.value).toMatchObject({ fields: { bankCardId: 'The bank card does not exist' } });
    const small = await client.post(
      '/wps/transaction/withdraw',
      { amount: 9.99, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    expect(small.body.value).toMatchObject({ fields: { amount: 'must be at least 10' } });
    const big = await client.post(
      '/wps/transaction/withdraw',
      { amount: 50000.01, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    expect(big.body.value).toMatchObject({ fields: { amount: 'must be at most 50000' } });
    const noKey = await client.post('/wps/transaction/withdraw', {
      amount: 50,
      paymentPassword: PIN,
      bankCardId: cardId,
    });
    expect(noKey.body.value).toMatchObject({ fields: { idempotencyKey: expect.any(String) } });
    const tooMuch = await client.post(
      '/wps/transaction/withdraw',
      { amount: 300.01, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    expect(tooMuch.body.code).toBe('INSUFFICIENT_BALANCE');
    const wrongPin = await client.post(
      '/wps/transaction/withdraw',
      { amount: 50, paymentPassword: '000000', bankCardId: cardId },
      key(),
    );
    expect(wrongPin.body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(await mainBalance(client)).toBe(300);

    const done = await client.post<{ withdrawal: Withdrawal } & WalletSummary>(
      '/wps/transaction/withdraw',
      { amount: 120.25, paymentPassword: PIN, bankCardId: String(cardId) },
      key(),
    );
    expect(done.body.success).toBe(true);
    expect(done.body.value?.withdrawal).toMatchObject({
      amount: 120.25,
      status: 'PENDING',
      bankName: 'Demo National Bank',
      accountName: 'Test Player',
      reason: '',
      decidedAt: null,
    });
    expect(done.body.value?.withdrawal.id).toMatch(/^W\d+$/);
    expect(done.body.value?.withdrawal.accountNo).toMatch(/^\*+\d{4}$/);
    expect(done.body.value?.sumBalance).toBe(179.75);
    expect(done.body.value?.wallets[0]).toEqual({ walletCode: 'MAIN', name: 'Main wallet', balance: 179.75 });
    const list = await client.get<{ content: Withdrawal[]; total: number }>('/wps/transaction/withdrawals');
    expect(list.body.value?.total).toBe(1);
    expect(list.body.value?.content[0]).toEqual(done.body.value?.withdrawal);
    const journal = await client.get<{ content: { kind: string; amount: number; status: string }[] }>(
      '/wps/wallets/transactions?kind=WITHDRAW',
    );
    expect(journal.body.value?.content).toEqual([expect.objectContaining({ amount: -120.25, status: 'PENDING' })]);
  });

  it('moves the money once for retries with the same key', async () => {
    const { client, cardId } = await payingMember(core, 'wdretry', '100');
    const attempt = key();
    const id = attempt.headers['Idempotency-Key'] as string;
    const body = { amount: 30, paymentPassword: PIN, bankCardId: cardId };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post<{ withdrawal: Withdrawal }>('/wps/transaction/withdraw', body, sameKey(id)),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.body.value?.withdrawal.id));
    expect(answers.map((answer) => answer.body.success)).toEqual(Array(6).fill(true));
    expect(ids.size).toBe(1);
    expect(await mainBalance(client)).toBe(70);
    const list = await client.get<{ total: number }>('/wps/transaction/withdrawals');
    expect(list.body.value?.total).toBe(1);
  });

  it('lists deposits and withdrawals in the money records by kind and time range', async () => {
    const { client, cardId } = await payingMember(core, 'wdrecords', '500');
    await client.post('/wps/deposit', { channel: 'BANK_TRANSFER', amount: 100, promotionId: null }, key());
    await client.post('/wps/transaction/withdraw', { amount: 40, paymentPassword: PIN, bankCardId: cardId }, key());
    type Records = {
      content: { id: string; kind: string; amount: number; status: string; channel: string; reference: string }[];
      total: number;
      totalPages: number;
    };
    const all = await client.get<Records>('/wps/transaction/records?kind=ALL');
    expect(all.body.value?.content.map((record) => [record.kind, record.amount, record.status])).toEqual([
      ['WITHDRAW', 40, 'PENDING'],
      ['DEPOSIT', 100, 'PENDING'],
    ]);
    expect(all.body.value?.content[0]?.reference).toMatch(/^\*+\d{4}$/);
    expect(all.body.value?.content[1]?.channel).toBe('BANK_TRANSFER');
    const deposits = await client.get<Records>('/wps/transaction/records?kind=DEPOSIT');
    expect(deposits.body.value?.content.map((record) => record.kind)).toEqual(['DEPOSIT']);
    const paged = await client.get<Records>('/wps/transaction/records?pageSize=1&pageNo=2');
    expect(paged.body.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.body.value?.content.map((record) => record.kind)).toEqual(['DEPOSIT']);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const none = await client.get<Records>(`/wps/transaction/records?from=${encodeURIComponent(future)}`);
    expect(none.body.value?.total).toBe(0);
    const past = await client.get<Records>(`/wps/transaction/records?to=${encodeURIComponent(future)}`);
    expect(past.body.value?.total).toBe(2);
    const backwards = await client.get('/wps/transaction/records?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(backwards.body.code).toBe('INVALID_INPUT');
  });

  it('limits bank cards to the configured number', async () => {
    const { client } = await payingMember(core, 'wdcards');
    for (let i = 0; i < 4; i++) {
      const added = await client.post('/wps/member/bankCards', {
        bankName: 'City Savings Bank',
        accountName: 'Test Player',
        accountNo: `5500000${i}`,
      });
      expect(added.body.success).toBe(true);
    }
    const sixth = await client.post('/wps/member/bankCards', {
      bankName: 'City Savings Bank',
      accountName: 'Test Player',
      accountNo: '55000009',
    });
    expect(sixth.body).toMatchObject({ code: 'BANK_CARD_LIMIT', message: 'At most 5 bank cards' });
  });
});
