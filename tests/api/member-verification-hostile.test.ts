/**
 * Account verification against hostile input: sizes, fake images, empty and broken bodies, unknown sides, submits
 * out of order, trial members and visitors, other members' documents, and the operator token.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { bearer, JPG, MB, OPERATOR_TEST_TOKEN, PNG, sized, upload } from './verification-uploads';

let core: CoreServer;
let operator: Client;
const dataDir = mkdtempSync(join(tmpdir(), 'verify-hostile-'));

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TEST_TOKEN;
  core = await startCoreServer({ dataDir });
  operator = new Client(core.url);
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  await core?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const idOf = async (client: Client) => (await client.get<{ id: number }>('/wps/member/info')).body.value?.id as number;
const storedSides = async (memberId: number) =>
  (
    await core.server.db.query<{ side: string }>(
      'SELECT side FROM verification_documents WHERE member_id = $1 ORDER BY side',
      [memberId],
    )
  ).rows.map((row) => row.side);

async function raw(client: Client, body: BodyInit, contentType: string, query = '?side=front') {
  const response = await fetch(`${core.url}/wps/member/verification/document${query}`, {
    method: 'POST',
    headers: { token: client.token ?? '', 'x-forwarded-for': client.ip, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

describe('member verification: hostile input', () => {
  it('refuses 6 MB, a text file named .png, an empty file, a missing file and broken multipart; stores nothing', async () => {
    const client = await newMember(core.url, 'vfhsizes');
    const big = await upload(core.url, client, 'front', sized(PNG, 6 * MB));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('VERIFICATION_IMAGE_TOO_LARGE');
    const justOver = await upload(core.url, client, 'front', sized(JPG, 5 * MB + 1));
    expect(justOver.body.code).toBe('VERIFICATION_IMAGE_TOO_LARGE');
    const fake = await upload(core.url, client, 'front', new TextEncoder().encode('not an image at all'), 'id.png');
    expect(fake.status).toBe(415);
    expect(fake.body.code).toBe('VERIFICATION_IMAGE_TYPE');
    const gif = await upload(core.url, client, 'front', new TextEncoder().encode('GIF89a......'), 'id.jpg');
    expect(gif.body.code).toBe('VERIFICATION_IMAGE_TYPE');
    const empty = await upload(core.url, client, 'front', new Uint8Array(0));
    expect(empty.status).toBe(415);
    const noFile = new FormData();
    noFile.append('side', 'front');
    expect((await raw(client, noFile, '', '')).body.code).toBe('INVALID_INPUT');
    const broken = await raw(
      client,
      '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\n\x89PNG',
      'multipart/form-data; boundary=xyz',
    );
    expect(broken.status).toBe(400);
    expect(['INVALID_BODY', 'INVALID_INPUT']).toContain(broken.body.code);
    const json = await raw(client, JSON.stringify({ file: 'iVBORw0KGgo=' }), 'application/json');
    expect(json.body.code).toBe('INVALID_INPUT');
    const memberId = await idOf(client);
    expect(await storedSides(memberId)).toEqual([]);
    expect(existsSync(join(dataDir, 'verification', String(memberId)))).toBe(false);
  });

  it('refuses an unknown or missing side, in the query or the form', async () => {
    const client = await newMember(core.url, 'vfhsides');
    for (const side of ['passport', '../front', 'FRONT', '']) {
      const answer = await upload(core.url, client, side, PNG);
      expect(answer.status, side).toBe(400);
      expect(answer.body.code, side).toBe('INVALID_INPUT');
    }
    expect((await upload(core.url, client, '../../etc', PNG, 'id.png', true)).body.code).toBe('INVALID_INPUT');
    expect((await upload(core.url, client, null, PNG)).body.code).toBe('INVALID_INPUT');
    expect(await storedSides(await idOf(client))).toEqual([]);
  });

  it('refuses a submit without the required images, a second submit under review, and uploads after', async () => {
    const client = await newMember(core.url, 'vfhorder');
    const none = await client.post<unknown>('/wps/member/verification/submit', {});
    expect(none.body).toMatchObject({ code: 'VERIFICATION_DOCUMENTS_MISSING', value: { missing: ['front', 'back'] } });
    await upload(core.url, client, 'front', PNG);
    await upload(core.url, client, 'selfie', PNG);
    const half = await client.post('/wps/member/verification/submit', {});
    expect(half.body).toMatchObject({ code: 'VERIFICATION_DOCUMENTS_MISSING', value: { missing: ['back'] } });
    await upload(core.url, client, 'back', JPG);
    expect((await client.post('/wps/member/verification/submit', {})).body.success).toBe(true);
    const twice = await client.post('/wps/member/verification/submit', {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('VERIFICATION_UNDER_REVIEW');
    expect((await upload(core.url, client, 'front', JPG)).body.code).toBe('VERIFICATION_UNDER_REVIEW');
    await operator.post('/operator/verifications/vfhorder/approve', { reason: '', operator: 'op' }, bearer);
    const after = await upload(core.url, client, 'front', JPG);
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('VERIFICATION_ALREADY_VERIFIED');
    expect((await client.post('/wps/member/verification/submit', {})).body.code).toBe('VERIFICATION_ALREADY_VERIFIED');
    const { rows } = await core.server.db.query<{ content_type: string }>(
      `SELECT content_type FROM verification_documents WHERE member_id = $1 AND side = 'front'`,
      [await idOf(client)],
    );
    expect(rows[0]?.content_type).toBe('image/png');
  });

  it('refuses trial members and visitors', async () => {
    const trial = new Client(core.url);
    trial.token = (await trial.post<{ token: string }>('/wps/session/login/freeplay')).body.value?.token ?? null;
    expect((await upload(core.url, trial, 'front', PNG)).body.code).toBe('TRIAL_REFUSED');
    expect((await trial.post('/wps/member/verification/submit', {})).body.code).toBe('TRIAL_REFUSED');
    expect((await trial.get('/wps/member/verification')).body.code).toBe('TRIAL_REFUSED');
    const visitor = new Client(core.url);
    expect((await upload(core.url, visitor, 'front', PNG)).status).toBe(401);
    expect((await visitor.post('/wps/member/verification/submit', {})).status).toBe(401);
  });

  it("keeps one member's documents from another member, from the site and without the operator token", async () => {
    const owner = await newMember(core.url, 'vfhowner');
    await upload(core.url, owner, 'front', PNG);
    const ownerId = await idOf(owner);
    const other = await newMember(core.url, 'vfhother');
    // A member has no call that reads images back, and the operator paths refuse a member's session.
    for (const path of [
      `/operator/verifications/${ownerId}/documents/front`,
      '/operator/verifications',
      `/wps/member/verification/document?side=front&memberId=${ownerId}`,
    ]) {
      const answer = await other.get(path);
      expect([401, 404], path).toContain(answer.status);
    }
    expect((await other.get<{ documents: unknown[] }>('/wps/member/verification')).body.value?.documents).toEqual([]);
    for (const path of [
      `/m/verification/${ownerId}/front`,
      `/m/../verification/${ownerId}/front`,
      `/verification/${ownerId}/front`,
      `/m/assets/../../verification/${ownerId}/front`,
    ]) {
      const response = await fetch(`${core.url}${path}`);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('image/');
    }
    const approve = await other.post(`/operator/verifications/${ownerId}/approve`, { reason: '', operator: 'x' });
    expect(approve.status).toBe(401);
  });

  it('the operator API needs the token: missing, wrong and another scheme are refused', async () => {
    const owner = await newMember(core.url, 'vfhtoken');
    await upload(core.url, owner, 'front', PNG);
    await upload(core.url, owner, 'back', PNG);
    await owner.post('/wps/member/verification/submit', {});
    const id = await idOf(owner);
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${OPERATOR_TEST_TOKEN}x` },
      { authorization: `Basic ${OPERATOR_TEST_TOKEN}` },
      { authorization: 'Bearer ' },
    ];
    for (const headers of refused) {
      expect((await operator.get('/operator/verifications', { headers })).status).toBe(401);
      expect((await operator.get(`/operator/verifications/${id}/documents/front`, { headers })).status).toBe(401);
      const reject = await operator.post(
        `/operator/verifications/${id}/reject`,
        { reason: 'x', operator: 'x' },
        { headers },
      );
      expect(reject.body.code).toBe('OPERATOR_TOKEN_INVALID');
    }
    expect(
      (await owner.get<{ verification: { status: string } }>('/wps/member/info')).body.value?.verification.status,
    ).toBe('UNDER_REVIEW');
    delete process.env.OPERATOR_TOKEN;
    try {
      expect((await operator.get('/operator/verifications', bearer)).status).toBe(404);
    } finally {
      process.env.OPERATOR_TOKEN = OPERATOR_TEST_TOKEN;
    }
    // With the token: unknown side, unknown member, a side never uploaded, a bad operator name.
    expect((await operator.get(`/operator/verifications/${id}/documents/passport`, bearer)).status).toBe(400);
    expect((await operator.get('/operator/verifications/999999/documents/front', bearer)).status).toBe(404);
    expect((await operator.get(`/operator/verifications/${id}/documents/selfie`, bearer)).status).toBe(404);
    const badName = await operator.post(
      `/operator/verifications/${id}/approve`,
      { reason: '', operator: '<script>' },
      bearer,
    );
    expect(badName.body.code).toBe('INVALID_INPUT');
    const longReason = await operator.post(
      `/operator/verifications/${id}/reject`,
      { reason: 'x'.repeat(201), operator: 'op' },
      bearer,
    );
    expect(longReason.body.code).toBe('INVALID_INPUT');
  });
});
