/** Member account calls: info, passwords, profile, bank cards, feedback, wallet, transfer, withdraw, contracts. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

/** A fresh idempotency key: each money call here is its own attempt. */
const key = () => ({ headers: { 'Idempotency-Key': randomUUID() } });

describe('member account', () => {
  it('answers member info of the session, and 401 without one', async () => {
    const client = new Client(core.url);
    expect((await client.get('/wps/member/info')).status).toBe(401);
    await client.login('demo', 'Demo1234');
    const info = await client.get<Record<string, unknown>>('/wps/member/info');
    expect(info.body.value).toMatchObject({
      account: 'demo',
      type: 0,
      nickname: 'Demo Player',
      clubLabel: { labelName: 'VIP1' },
    });
    expect(String(info.body.value?.mobileNum)).toContain('*');
  });

  it('changes the password: checks the old one, refuses new = old, ends other sessions', async () => {
    const client = await newMember(core.url, 'pwchange1');
    const other = new Client(core.url);
    await other.login('pwchange1', 'Secret123');
    const same = await client.post('/wps/member/password', {
      oldPassword: 'Secret123',
      newPassword: 'Secret123',
      confirmNewPassword: 'Secret123',
    });
    expect(same.body.code).toBe('SAME_PASSWORD');
    const mismatch = await client.post<{ fields: Record<string, string> }>('/wps/member/password', {
      oldPassword: 'Secret123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better457',
    });
    expect(mismatch.body.value?.fields.confirmNewPassword).toBe('Confirmation password not matched');
    const wrongOld = await client.post('/wps/member/password', {
      oldPassword: 'Wrong1234',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    expect(wrongOld.body.code).toBe('OLD_PASSWORD_INCORRECT');
    const changed = await client.post('/wps/member/password', {
      oldPassword: 'Secret123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    expect(changed.body.success).toBe(true);
    expect((await client.get('/wps/member/info')).body.success).toBe(true);
    expect((await other.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');
    expect((await new Client(core.url).login('pwchange1', 'Better456')).body.success).toBe(true);
  });

  it('updates nickname and email with their rules', async () => {
    const client = await newMember(core.url, 'profile1');
    expect((await client.post('/wps/member/nickname', { nickname: 'Lucky Star' })).body.success).toBe(true);
    expect((await client.post('/wps/member/nickname', { nickname: '<script>' })).body.code).toBe('INVALID_INPUT');
    expect((await client.post('/wps/member/email', { email: 'lucky@example.com' })).body.success).toBe(true);
    expect((await client.post('/wps/member/email', { email: 'nope' })).body.code).toBe('INVALID_INPUT');
    const info = await client.get<{ nickname: string; email: string }>('/wps/member/info');
    expect(info.body.value).toMatchObject({ nickname: 'Lucky Star', email: 'lucky@example.com' });
  });

  it('takes feedback with a valid captcha only', async () => {
    const client = await newMember(core.url, 'feedback1');
    const before = await core.count('feedback');
    const noCaptcha = await client.put('/wps/feedback', {
      content: 'Deposit took long',
      sender: 'feedback1',
      type: 1,
      captcha: '1',
    });
    expect(noCaptcha.body.code).toBe('CAPTCHA_INVALID');
    const noType = await client.put('/wps/feedback', {
      content: 'Deposit took long',
      sender: 'feedback1',
      type: -1,
      captcha: await client.captcha(),
    });
    expect(noType.body.code).toBe('INVALID_INPUT');
    const tooLong = await client.put('/wps/feedback', {
      content: 'x'.repeat(201),
      sender: 'feedback1',
      type: 1,
      captcha: await client.captcha(),
    });
    expect(tooLong.body.code).toBe('INVALID_INPUT');
    expect(await core.count('feedback')).toBe(before);
    const sent = await client.put('/wps/feedback', {
      content: 'Deposit took long',
      sender: 'feedback1',
      type: 1,
      captcha: await client.captcha(),
    });
    expect(sent.body.success).toBe(true);
    expect(await core.count('feedback')).toBe(before + 1);
    const visitor = await new Client(core.url).put('/wps/feedback', {
      content: 'hi',
      sender: '',
      type: 0,
      captcha: '1',
    });
    expect(visitor.status).toBe(401);
  });

  it('shows the wallet, transfers between wallets and lists transactions', async () => {
    const client = new Client(core.url);
    await client.login('demo', 'Demo1234');
    const vendors = core.server.ctx.config.get().vendors as { vassalage: string }[];
    const game = vendors[0]?.vassalage ?? 'MISSING';
    const unknownWallet = await client.post(
      '/wps/wallets/transfer',
      { from: 'MAIN', to: 'NO_SUCH_VENDOR', amount: 1 },
      key(),
    );
    expect(vendors.length).toBeGreaterThan(0);
    expect(unknownWallet.body.code).toBe('INVALID_INPUT');
    const wallet = await client.get<{ sumBalance: number; currencySymbol: string }>('/wps/wallets/gcs');
    expect(wallet.body.value).toMatchObject({ sumBalance: 1000, currencySymbol: '$' });
    const transfer = await client.post<{ sumBalance: number; wallets: { walletCode: string; balance: number }[] }>(
      '/wps/wallets/transfer',
      { from: 'MAIN', to: game, amount: 100.5 },
      key(),
    );
    expect(transfer.body.success).toBe(true);
    expect(transfer.body.value?.sumBalance).toBe(1000);
    expect(transfer.body.value?.wallets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ walletCode: 'MAIN', name: 'Main wallet', balance: 899.5 }),
        expect.objectContaining({ walletCode: game, balance: 100.5 }),
      ]),
    );
    const tooMuch = await client.post('/wps/wallets/transfer', { from: game, to: 'MAIN', amount: 100.51 }, key());
    expect(tooMuch.body.code).toBe('INSUFFICIENT_BALANCE');
    const back = await client.post('/wps/wallets/transfer', { from: game, to: 'MAIN', amount: '100.50' }, key());
    expect(back.body.success).toBe(true);
    const list = await client.get<{ content: { kind: string }[]; totalPages: number }>(
      '/wps/wallets/transactions?pageSize=2',
    );
    expect(list.body.value?.content).toHaveLength(2);
    expect(list.body.value?.totalPages).toBeGreaterThanOrEqual(2);
    expect(list.body.value?.content[0]?.kind).toMatch(/TRANSFER/);
  });

  it('withdraws only with the right payment password and enough balance', async () => {
    const client = await newMember(core.url, 'withdraw1');
    await core.credit('withdraw1', '300.00');
    const notSet = await client.post(
      '/wps/transaction/withdraw',
      { amount: 50, paymentPassword: '123456', bankCardId: 1 },
      key(),
    );
    expect(notSet.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    const set = await client.post('/wps/member/paymentPassword', {
      password: 'Secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(set.body.success).toBe(true);
    const card = await client.post<{ id: number; accountNo: string }>('/wps/member/bankCards', {
      bankName: 'Demo Bank',
      accountName: 'With Draw',
      accountNo: '1234567890',
    });
    expect(card.body.value?.accountNo).toBe('******7890');
    const cardId = card.body.value?.id;
    const wrong = await client.post(
      '/wps/transaction/withdraw',
      { amount: 50, paymentPassword: '000000', bankCardId: cardId },
      key(),
    );
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const tooMuch = await client.post(
      '/wps/transaction/withdraw',
      { amount: 300.01, paymentPassword: '246810', bankCardId: cardId },
      key(),
    );
    expect(tooMuch.body.code).toBe('INSUFFICIENT_BALANCE');
    const done = await client.post<{ withdrawal: { status: string }; sumBalance: number }>(
      '/wps/transaction/withdraw',
      { amount: 120.25, paymentPassword: '246810', bankCardId: cardId },
      key(),
    );
    expect(done.body.value).toMatchObject({ withdrawal: { status: 'PENDING' }, sumBalance: 179.75 });
    const cards = await client.get<unknown[]>('/wps/member/bankCards');
    expect(cards.body.value).toHaveLength(1);
  });

  it('reports a pending contract of all three kinds for agent01, each one of its kind', async () => {
    const agent = new Client(core.url);
    await agent.login('agent01', 'Agent1234');
    const pending = await agent.get<Record<string, string>>('/wps/agent/contract/pending');
    const kinds = [
      ['dailysalreqtype', 'dailySalary', 'SALARY'],
      ['divtypecompperiodreq', 'dividend', 'DIVIDEND'],
      ['contracthoursalreq', 'hourly', 'HOURLY'],
    ] as const;
    for (const [key, path, kind] of kinds) {
      const id = pending.body.value?.[key] ?? '';
      expect(id, key).toMatch(/^[1-9][0-9]*$/);
      const list = await agent.get<{ id: number; kind: string; status: string; terms: { title?: string } }[]>(
        `/wps/agent/contract/${path}`,
      );
      const contract = list.body.value?.find((c) => String(c.id) === id);
      expect(contract, key).toMatchObject({ kind, status: 'PENDING' });
      expect(contract?.terms.title).toBeTruthy();
    }
    // The hourly list also holds an accepted earlier contract.
    const hourly = await agent.get<{ status: string }[]>('/wps/agent/contract/hourly');
    expect(hourly.body.value?.map((c) => c.status).sort()).toEqual(['ACCEPTED', 'PENDING']);
  });

  it('shows the pending salary contract to the agent and accepts it', async () => {
    const agent = new Client(core.url);
    await agent.login('agent01', 'Agent1234');
    const pending = await agent.get<{ dailysalreqtype: string }>('/wps/agent/contract/pending');
    expect(pending.body.value?.dailysalreqtype).not.toBe('');
    const list = await agent.get<{ id: number; status: string }[]>('/wps/agent/contract/dailySalary');
    expect(list.body.value?.[0]?.status).toBe('PENDING');
    const id = list.body.value?.[0]?.id;
    const accept = await agent.post('/wps/agent/contract/dailySalary/accept', { id });
    expect(accept.body.success).toBe(true);
    const again = await agent.post('/wps/agent/contract/dailySalary/accept', { id });
    expect(again.body.code).toBe('CONTRACT_NOT_FOUND');
    const after = await agent.get<{ dailysalreqtype: string }>('/wps/agent/contract/pending');
    expect(after.body.value?.dailysalreqtype).toBe('');
    const dividends = await agent.get<{ status: string }[]>('/wps/agent/contract/dividend');
    expect(dividends.body.value?.[0]?.status).toBe('ACCEPTED');

    const player = new Client(core.url);
    await player.login('demo', 'Demo1234');
    expect(
      (await player.get<{ dailysalreqtype: string }>('/wps/agent/contract/pending')).body.value?.dailysalreqtype,
    ).toBe('');
    expect((await player.get('/wps/agent/contract/dailySalary')).body.code).toBe('NO_PERMISSION');
  });
});
