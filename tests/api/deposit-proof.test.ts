/** Proof images of a bank deposit: png or jpg by their bytes, at most 5 MB, at most 3, pending bank deposits only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { key } from './money';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
const MB = 1024 * 1024;

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

async function upload(
  client: Client,
  id: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'proof.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${core.url}/wps/deposit/proof?id=${id}`, {
    method: 'POST',
    // A refused oversized body ends its connection: no later call may be sent on it (it would fail as closed).
    headers: { token: client.token ?? '', 'x-forwarded-for': client.ip, connection: 'close' },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; code?: string; value?: { proofCount: number } },
  };
}

/** `size` bytes starting with `head`. */
function sized(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

async function deposit(client: Client, channel = 'BANK_TRANSFER'): Promise<string> {
  const created = await client.post<{ deposit: { id: string } }>(
    '/wps/deposit',
    { channel, amount: 100, promotionId: null },
    key(),
  );
  return created.body.value?.deposit.id as string;
}

describe('deposit proof', () => {
  it('takes png and jpg (by their bytes) up to 3, and refuses a fourth', async () => {
    const client = await newMember(core.url, 'proofcount');
    const id = await deposit(client);
    const first = await upload(client, id, PNG);
    expect(first.body).toMatchObject({ success: true, value: { proofCount: 1 } });
    // A jpg named .png is a jpg: the bytes decide.
    expect((await upload(client, id, JPG, 'photo.png')).body.value?.proofCount).toBe(2);
    expect((await upload(client, id, sized(PNG, 5 * MB), 'exactly-5mb.png')).body.value?.proofCount).toBe(3);
    const fourth = await upload(client, id, PNG);
    expect(fourth.body.code).toBe('PROOF_LIMIT');
    const { rows } = await core.server.db.query<{ content_type: string; size: number }>(
      'SELECT content_type, size FROM deposit_proofs WHERE deposit_id = $1 ORDER BY id',
      [id],
    );
    expect(rows).toEqual([
      { content_type: 'image/png', size: PNG.length },
      { content_type: 'image/jpeg', size: JPG.length },
      { content_type: 'image/png', size: 5 * MB },
    ]);
  });

  it('refuses other types, files over 5 MB, and deposits that are not pending bank transfers', async () => {
    const client = await newMember(core.url, 'proofbad');
    const id = await deposit(client);
    const gif = await upload(client, id, new TextEncoder().encode('GIF89a....'), 'proof.png', 'image/png');
    expect(gif.status).toBe(415);
    expect(gif.body.code).toBe('PROOF_TYPE');
    const big = await upload(client, id, sized(PNG, 5 * MB + 1));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PROOF_TOO_LARGE');
    const huge = await upload(client, id, sized(PNG, 8 * MB));
    expect(huge.body.code).toBe('PROOF_TOO_LARGE');
    const gateway = await deposit(client, 'EWALLET');
    expect((await upload(client, gateway, PNG)).body.code).toBe('PROOF_NOT_ACCEPTED');
    await core.server.db.query(`UPDATE deposits SET status = 'REJECTED' WHERE id = $1`, [id]);
    expect((await upload(client, id, PNG)).body.code).toBe('DEPOSIT_NOT_PENDING');
    const other = await newMember(core.url, 'proofother');
    const mine = await deposit(other);
    expect((await upload(client, mine, PNG)).body.code).toBe('DEPOSIT_NOT_FOUND');
    const { rows } = await core.server.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM deposit_proofs WHERE deposit_id = ANY($1)',
      [[id, gateway, mine]],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('keeps the 64 KiB limit on every other call', async () => {
    const client = await newMember(core.url, 'proofother2');
    const answer = await client.request('POST', '/wps/deposit', {
      rawBody: JSON.stringify({ channel: 'EWALLET', amount: 100, promotionId: null, pad: 'x'.repeat(70_000) }),
      ...key(),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
