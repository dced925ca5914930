/**
 * Hostile input on every profile write call: not logged in, trial member, broken bodies, wrong types, oversized and
 * disguised uploads, empty and broken multipart, another member's code.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { emailCode, MB, PNG, sized, uploadIcon } from './member-profile-helpers';

let core: CoreServer;
let member: Client;
let trial: Client;
beforeAll(async () => {
  core = await startCoreServer();
  member = await newMember(core.url, 'profhostile');
  trial = new Client(core.url);
  const login = await trial.post<{ token: string }>('/wps/session/login/freeplay', {});
  trial.token = login.body.value?.token ?? null;
});
afterAll(async () => {
  await core?.destroy();
});

const WRITES: [string, unknown][] = [
  ['/wps/member/profile', { address: '12 Rizal Street' }],
  ['/wps/member/email/code', { email: 'x@example.com' }],
  ['/wps/member/email/bind', { email: 'x@example.com', verificationCode: '123456' }],
  ['/wps/member/mobile/code', { mobileNum: '9170000909', countryDialingCode: '63' }],
  ['/wps/member/mobile/bind', { mobileNum: '9170000909', countryDialingCode: '63', verificationCode: '123456' }],
  ['/wps/member/headIcon', { preset: 'sun' }],
];

const iconFiles = () => {
  try {
    return readdirSync(join(core.server.ctx.dataDir, 'head-icons'));
  } catch {
    return [];
  }
};

describe('profile writes refuse', () => {
  it.each(WRITES)('%s without a session (401) and for a trial member (TRIAL_REFUSED)', async (path, body) => {
    const visitor = new Client(core.url);
    const anonymous = await visitor.post(path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
    const refused = await trial.post(path, body);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TRIAL_REFUSED');
  });

  it.each(WRITES)('%s with broken JSON, wrong types, control characters and oversized text', async (path) => {
    const broken = await member.request('POST', path, { rawBody: '{"email":' });
    expect(broken.body.code).toBe('INVALID_JSON');
    for (const body of [
      { email: 42n.toString().repeat(300), mobileNum: ['1'], address: { a: 1 }, preset: 7 },
      {
        email: 'a\u0000@b.co',
        mobileNum: '917\u0000',
        address: 'x\u0007yyyyyy',
        birthday: 19900101,
        preset: 'sun\u0000',
      },
      { address: 'a'.repeat(5000), birthday: 'x'.repeat(50), verificationCode: '9'.repeat(50), email: 'a'.repeat(300) },
    ]) {
      const answer = await member.post(path, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
  });

  it('a profile field with markup or an unknown choice, and never stores it', async () => {
    for (const body of [
      { address: '<script>alert(1)</script>' },
      { nationality: "PH'; DROP TABLE members; --" },
      { sourceOfIncome: 'salary' },
      { birthday: '2999-01-01' },
      { birthday: '1800-01-01' },
    ]) {
      expect((await member.post('/wps/member/profile', body)).body.code).toBe('INVALID_INPUT');
    }
    const { rows } = await core.server.db.query<{ address: string; nationality: string; birthday: unknown }>(
      "SELECT address, nationality, birthday FROM members WHERE username_lc = 'profhostile'",
    );
    expect(rows[0]).toEqual({ address: '', nationality: '', birthday: null });
  });

  it("another member's email code", async () => {
    const other = await newMember(core.url, 'profhostile2');
    await other.post('/wps/member/email/code', { email: 'shared@example.com' });
    const code = await emailCode(other, 'shared@example.com');
    const stolen = await member.post('/wps/member/email/bind', { email: 'shared@example.com', verificationCode: code });
    expect(stolen.body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('five wrong email codes burn the code', async () => {
    const client = await newMember(core.url, 'profburn');
    await client.post('/wps/member/email/code', { email: 'burn@example.com' });
    const code = await emailCode(client, 'burn@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await client.post('/wps/member/email/bind', { email: 'burn@example.com', verificationCode: wrong });
    }
    const late = await client.post('/wps/member/email/bind', { email: 'burn@example.com', verificationCode: code });
    expect(late.body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('an unknown preset', async () => {
    for (const preset of ['nope', '../../etc/passwd', '']) {
      expect((await member.post('/wps/member/headIcon', { preset })).body.code).toBe('INVALID_INPUT');
    }
  });
});

describe('head icon uploads refuse', () => {
  it('a 6 MB file with a clear code, and stores nothing', async () => {
    const before = iconFiles().length;
    const big = await uploadIcon(core.url, member, sized(PNG, 6 * MB));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('HEAD_ICON_TOO_LARGE');
    const justOver = await uploadIcon(core.url, member, sized(PNG, 5 * MB + 1));
    expect(justOver.body.code).toBe('HEAD_ICON_TOO_LARGE');
    expect(iconFiles().length).toBe(before);
  });

  it('a text file named .png (the bytes decide), and an empty file', async () => {
    const text = await uploadIcon(core.url, member, new TextEncoder().encode('hello, I am not a picture'), 'me.png');
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('HEAD_ICON_TYPE');
    const empty = await uploadIcon(core.url, member, new Uint8Array(0), 'empty.png');
    expect(empty.body.success).toBe(false);
    expect(['HEAD_ICON_TYPE', 'INVALID_INPUT']).toContain(empty.body.code);
    const wrongField = await uploadIcon(core.url, member, PNG, 'me.png', 'image/png', 'picture');
    expect(wrongField.body.code).toBe('INVALID_INPUT');
    expect(iconFiles()).toEqual([]);
  });

  it('a broken multipart body', async () => {
    const response = await fetch(`${core.url}/wps/member/headIcon`, {
      method: 'POST',
      headers: {
        token: member.token ?? '',
        'x-forwarded-for': member.ip,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    const body = (await response.json()) as { code: string };
    expect(response.status).toBe(400);
    expect(['INVALID_BODY', 'INVALID_INPUT']).toContain(body.code);
  });

  it('uploads without a session and from a trial member', async () => {
    const visitor = new Client(core.url);
    expect((await uploadIcon(core.url, visitor, PNG)).body.code).toBe('NOT_LOGGED_IN');
    expect((await uploadIcon(core.url, trial, PNG)).body.code).toBe('TRIAL_REFUSED');
    expect(iconFiles()).toEqual([]);
  });

  it('names outside the icon folder', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'abc.png', `${'0'.repeat(32)}.png`]) {
      expect((await fetch(`${core.url}/wps/headIcons/${name}`)).status).toBe(404);
    }
    expect((await fetch(`${core.url}/wps/headIcons/presets/..%2Fx.svg`)).status).toBe(404);
  });
});
