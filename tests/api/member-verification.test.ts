/**
 * Account verification (issue 15, spec §4): ID images on disk under the data directory, submit for review, the
 * operator's decisions (API and `npm run operator`), the state in member info, and the withdrawal gate.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as operatorCli } from '../../scripts/operator';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { key, PIN, payingMember } from './money';
import {
  bearer,
  JPG,
  MB,
  PNG,
  type VerificationAnswer as State,
  sized,
  OPERATOR_TEST_TOKEN as TOKEN,
  upload,
} from './verification-uploads';

let core: CoreServer;
let operator: Client;
// Its own data directory even on PostgreSQL: the documents live on disk.
const dataDir = mkdtempSync(join(tmpdir(), 'verify-files-'));

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = TOKEN;
  core = await startCoreServer({ dataDir });
  operator = new Client(core.url);
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  await core?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const info = async (client: Client) =>
  (await client.get<{ verification: { status: string; reason: string } }>('/wps/member/info')).body.value?.verification;

async function submitted(name: string): Promise<Client> {
  const client = await newMember(core.url, name);
  expect((await upload(core.url, client, 'front', PNG)).body.success).toBe(true);
  expect((await upload(core.url, client, 'back', JPG, 'back.jpg', true)).body.success).toBe(true);
  expect((await client.post('/wps/member/verification/submit', {})).body.value).toMatchObject({
    status: 'UNDER_REVIEW',
  });
  return client;
}

describe('member verification', () => {
  it('goes not signed -> under review -> verified, with the images on disk and the decision audited', async () => {
    const client = await newMember(core.url, 'vfyhappy');
    expect(await info(client)).toEqual({ status: 'NOT_SIGNED', reason: '' });
    const empty = await client.get<State>('/wps/member/verification');
    expect(empty.body.value).toEqual({
      status: 'NOT_SIGNED',
      reason: '',
      documents: [],
      requiredSides: ['front', 'back'],
    });
    const front = await upload(core.url, client, 'front', PNG);
    expect(front.body.value?.documents).toEqual([
      expect.objectContaining({ side: 'front', contentType: 'image/png', size: PNG.length }),
    ]);
    // The side as a form field; a jpg named .png is a jpg; 5 MB exactly is allowed.
    await upload(core.url, client, 'back', sized(JPG, 5 * MB), 'back.png', true);
    const selfie = await upload(core.url, client, 'selfie', PNG);
    expect(selfie.body.value?.documents.map((d) => [d.side, d.contentType])).toEqual([
      ['front', 'image/png'],
      ['back', 'image/jpeg'],
      ['selfie', 'image/png'],
    ]);
    const memberId = (await client.get<{ id: number }>('/wps/member/info')).body.value?.id as number;
    const onDisk = join(dataDir, 'verification', String(memberId), 'front');
    expect(readFileSync(onDisk)).toEqual(Buffer.from(PNG));
    const { rows } = await core.server.db.query('SELECT * FROM verification_documents WHERE member_id = $1', [
      memberId,
    ]);
    expect(JSON.stringify(rows)).not.toContain('bytes');

    const submit = await client.post<State>('/wps/member/verification/submit', {});
    expect(submit.body.value?.status).toBe('UNDER_REVIEW');
    expect(await info(client)).toEqual({ status: 'UNDER_REVIEW', reason: '' });

    const pending = await operator.get<{ memberId: number; username: string; documents: unknown[] }[]>(
      '/operator/verifications',
      bearer,
    );
    expect(pending.body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ memberId, username: 'vfyhappy' })]),
    );
    const image = await fetch(`${core.url}/operator/verifications/${memberId}/documents/back`, bearer);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBe(5 * MB);

    const approved = await operator.post<{ status: string; decisions: { actor: string; action: string }[] }>(
      '/operator/verifications/vfyhappy/approve',
      { reason: '', operator: 'alice' },
      bearer,
    );
    expect(approved.body.value).toMatchObject({
      status: 'VERIFIED',
      decisions: [{ actor: 'alice', action: 'APPROVE' }],
    });
    expect(await info(client)).toEqual({ status: 'VERIFIED', reason: '' });
    const again = await operator.post(
      `/operator/verifications/${memberId}/approve`,
      { reason: '', operator: 'a' },
      bearer,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('VERIFICATION_NOT_PENDING');
  });

  it('a rejection goes back to not signed with the reason; the member can replace images and submit again', async () => {
    const client = await submitted('vfyreject');
    const noReason = await operator.post(
      '/operator/verifications/vfyreject/reject',
      { reason: ' ', operator: 'bob' },
      bearer,
    );
    expect(noReason.body.code).toBe('INVALID_INPUT');
    const rejected = await operator.post<{ status: string; reason: string }>(
      '/operator/verifications/vfyreject/reject',
      { reason: 'The photo is blurred', operator: 'bob' },
      bearer,
    );
    expect(rejected.body.value).toMatchObject({ status: 'NOT_SIGNED', reason: 'The photo is blurred' });
    expect(await info(client)).toEqual({ status: 'NOT_SIGNED', reason: 'The photo is blurred' });
    expect((await upload(core.url, client, 'front', JPG, 'new.jpg')).body.success).toBe(true);
    const again = await client.post<State>('/wps/member/verification/submit', {});
    expect(again.body.value).toMatchObject({ status: 'UNDER_REVIEW', reason: '' });
    const { rows } = await core.server.db.query<{ actor: string; action: string; reason: string }>(
      `SELECT actor, action, reason FROM verification_decisions d JOIN members m ON m.id = d.member_id
        WHERE m.username_lc = 'vfyreject'`,
    );
    expect(rows).toEqual([{ actor: 'bob', action: 'REJECT', reason: 'The photo is blurred' }]);
  });

  it('the operator CLI lists, approves and rejects by user name', async () => {
    await submitted('vfycli1');
    await submitted('vfycli2');
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => out.push(line));
    process.env.SITE_URL = core.url;
    try {
      expect(await operatorCli(['verifications'])).toBe(0);
      expect(out.join('\n')).toMatch(/\d+ {2}vfycli1 {2}.+front 1 KB, back 1 KB/);
      expect(await operatorCli(['verify-approve', 'vfycli1'])).toBe(0);
      expect(await operatorCli(['verify-reject', 'vfycli2', 'Name', 'does', 'not', 'match'])).toBe(0);
      expect(out.slice(-2)).toEqual(['vfycli1: VERIFIED', 'vfycli2: NOT_SIGNED (Name does not match)']);
      expect(await operatorCli(['verify-reject', 'vfycli2'])).toBe(2);
      await expect(operatorCli(['verify-approve', 'vfycli2'])).rejects.toThrow('VERIFICATION_NOT_PENDING');
      await expect(operatorCli(['verify-approve', 'nobody-here'])).rejects.toThrow('MEMBER_NOT_FOUND');
    } finally {
      log.mockRestore();
      error.mockRestore();
      delete process.env.SITE_URL;
    }
  });

  it('refuses a withdrawal while not verified when the site config requires it', async () => {
    const { client, cardId } = await payingMember(core, 'vfywithdraw', '100');
    const config = core.server.ctx.config.get();
    const withdraw = () =>
      client.post('/wps/transaction/withdraw', { amount: 20, paymentPassword: PIN, bankCardId: cardId }, key());
    config.member.requireVerifiedForWithdrawal = true;
    try {
      const refused = await withdraw();
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('VERIFICATION_REQUIRED');
      await upload(core.url, client, 'front', PNG);
      await upload(core.url, client, 'back', PNG);
      await client.post('/wps/member/verification/submit', {});
      expect((await withdraw()).body.code).toBe('VERIFICATION_REQUIRED');
      await operator.post('/operator/verifications/vfywithdraw/approve', { reason: '', operator: 'op' }, bearer);
      expect((await withdraw()).body.success).toBe(true);
    } finally {
      config.member.requireVerifiedForWithdrawal = false;
    }
    // Off (the default): an unverified member withdraws.
    const { client: other, cardId: otherCard } = await payingMember(core, 'vfywithdraw2', '100');
    const free = await other.post(
      '/wps/transaction/withdraw',
      { amount: 20, paymentPassword: PIN, bankCardId: otherCard },
      key(),
    );
    expect(free.body.success).toBe(true);
  });
});
