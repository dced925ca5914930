/**
 * Remembered login with a device token instead of the password (issue 12 finding 6), and the session's password
 * proof that lets change-password leave the old password out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, Client, type CoreServer, newMember, registration, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

interface LoginValue {
  token: string;
  userName: string;
  deviceToken?: string;
}

/** The site's encrypted login, with the remembered-login fields (`remember`, type 'device' + `deviceToken`). */
const login = (client: Client, fields: Record<string, unknown>): Promise<Answer<LoginValue>> =>
  client.encryptedLogin<LoginValue>(fields);

const deviceLogin = (deviceToken: string, client = new Client(core.url)) =>
  login(client, { type: 'device', username: '', deviceToken });

/** Logs in with the password and "remember", and answers the device token. */
async function remembered(name: string, password = 'Secret123'): Promise<string> {
  const answer = await login(new Client(core.url), { username: name, password, remember: true });
  expect(answer.body.success).toBe(true);
  expect(answer.body.value?.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return answer.body.value?.deviceToken ?? '';
}

const changePassword = (client: Client, oldPassword: string, newPassword: string) =>
  client.post('/wps/member/password', { oldPassword, newPassword, confirmNewPassword: newPassword });

describe('device tokens', () => {
  it('answers a device token only to a login that asks to be remembered, and keeps only its hash', async () => {
    await newMember(core.url, 'device1');
    const plain = await login(new Client(core.url), { username: 'device1', password: 'Secret123' });
    expect(plain.body.success).toBe(true);
    expect(plain.body.value?.deviceToken).toBeUndefined();
    const token = await remembered('device1');
    const { rows } = await core.server.db.query<{ token_hash: string }>('SELECT token_hash FROM device_tokens');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('logs in with the device token and rotates it: the used token is dead at once', async () => {
    await newMember(core.url, 'device2');
    const first = await remembered('device2');
    const client = new Client(core.url);
    const answer = await deviceLogin(first, client);
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.userName).toBe('device2');
    const second = answer.body.value?.deviceToken ?? '';
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    // The session works.
    expect((await client.get<{ account: string }>('/wps/member/info')).body.value?.account).toBe('device2');
    // The rotated token answers as the next login.
    const third = await deviceLogin(second);
    expect(third.body.success).toBe(true);
  });

  it('refuses a rotated token, and its reuse revokes the whole family (theft detection)', async () => {
    await newMember(core.url, 'device3');
    const stolen = await remembered('device3');
    const rotated = (await deviceLogin(stolen)).body.value?.deviceToken ?? '';
    const reuse = await deviceLogin(stolen);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ success: false, code: 'DEVICE_TOKEN_INVALID' });
    // The legitimate device's newer token died with the family.
    expect((await deviceLogin(rotated)).body.code).toBe('DEVICE_TOKEN_INVALID');
    // Another device of the member (another family) still works.
    await newMember(core.url, 'device3b');
    const other = await remembered('device3b');
    expect((await deviceLogin(other)).body.success).toBe(true);
  });

  it('lets one of two parallel uses of one token through', async () => {
    await newMember(core.url, 'device4');
    const token = await remembered('device4');
    const answers = await Promise.all([deviceLogin(token), deviceLogin(token), deviceLogin(token)]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
  });

  it('refuses unknown, malformed and expired tokens', async () => {
    expect((await deviceLogin('A'.repeat(43))).body.code).toBe('DEVICE_TOKEN_INVALID');
    expect((await deviceLogin('not a token')).body.code).toBe('DEVICE_TOKEN_INVALID');
    expect((await deviceLogin('')).body.code).toBe('DEVICE_TOKEN_INVALID');
    await newMember(core.url, 'device5');
    const token = await remembered('device5');
    await core.server.db.query(
      `UPDATE device_tokens SET expires_at = now() - interval '1 minute'
        WHERE member_id = (SELECT id FROM members WHERE username_lc = 'device5')`,
    );
    expect((await deviceLogin(token)).body.code).toBe('DEVICE_TOKEN_INVALID');
  });

  it('a device that forgets its login revokes its token', async () => {
    await newMember(core.url, 'device6');
    const token = await remembered('device6');
    const forget = await new Client(core.url).post('/wps/session/device/forget', { deviceToken: token });
    expect(forget.body.success).toBe(true);
    expect((await deviceLogin(token)).body.code).toBe('DEVICE_TOKEN_INVALID');
  });

  it('a password change revokes every device token of the member', async () => {
    await newMember(core.url, 'device7');
    const phone = await remembered('device7');
    const tablet = await remembered('device7');
    const client = new Client(core.url);
    await login(client, { username: 'device7', password: 'Secret123' });
    expect((await changePassword(client, 'Secret123', 'Better456')).body.success).toBe(true);
    expect((await deviceLogin(phone)).body.code).toBe('DEVICE_TOKEN_INVALID');
    expect((await deviceLogin(tablet)).body.code).toBe('DEVICE_TOKEN_INVALID');
  });

  it('a password change asked to remember the device answers it a new token', async () => {
    await newMember(core.url, 'device8');
    const old = await remembered('device8');
    const client = new Client(core.url);
    await login(client, { username: 'device8', password: 'Secret123' });
    const answer = await client.post<{ deviceToken: string }>('/wps/member/password', {
      oldPassword: 'Secret123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
      rememberDevice: true,
    });
    expect(answer.body.success).toBe(true);
    const fresh = answer.body.value?.deviceToken ?? '';
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await deviceLogin(old)).body.code).toBe('DEVICE_TOKEN_INVALID');
    expect((await deviceLogin(fresh)).body.success).toBe(true);
  });

  it('a password reset by SMS revokes every device token of the member', async () => {
    const mobile = '9170000042';
    const sms = async () => {
      await core.server.db.query(
        `UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`,
        [`63:${mobile}`],
      );
      const client = new Client(core.url);
      await client.post('/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode: '63' });
      return (await client.get<{ code: string }>(`/dev/sms?mobile=${mobile}&countryDialingCode=63`)).body.value?.code;
    };
    const client = new Client(core.url);
    const registered = await client.post<{ userName: string }>(
      '/wps/member/register',
      registration({
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: (await sms()) ?? '',
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        captcha: await client.captcha(),
      }),
    );
    expect(registered.body.success).toBe(true);
    const token = await remembered(registered.body.value?.userName ?? '', 'Mobile123');
    const reset = await new Client(core.url).post('/wps/member/password/reset', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: (await sms()) ?? '',
      newPassword: 'Reset999x',
      confirmNewPassword: 'Reset999x',
    });
    expect(reset.body.success).toBe(true);
    expect((await deviceLogin(token)).body.code).toBe('DEVICE_TOKEN_INVALID');
  });
});

describe('change password without the old password', () => {
  it('is allowed right after a password login of this session, and still refuses the same password', async () => {
    await newMember(core.url, 'proof1');
    const client = new Client(core.url);
    await login(client, { username: 'proof1', password: 'Secret123' });
    expect((await changePassword(client, '', 'Secret123')).body.code).toBe('SAME_PASSWORD');
    expect((await changePassword(client, '', 'Better456')).body.success).toBe(true);
    expect((await login(new Client(core.url), { username: 'proof1', password: 'Better456' })).body.success).toBe(true);
  });

  it('is refused after a device-token login: the old password is required', async () => {
    await newMember(core.url, 'proof2');
    const client = new Client(core.url);
    expect((await deviceLogin(await remembered('proof2'), client)).body.success).toBe(true);
    const answer = await changePassword(client, '', 'Better456');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'OLD_PASSWORD_REQUIRED' });
    expect((await changePassword(client, 'Secret123', 'Better456')).body.success).toBe(true);
  });

  it('is refused once the password login is older than the window (site config deviceLogin)', async () => {
    await newMember(core.url, 'proof3');
    const client = new Client(core.url);
    await login(client, { username: 'proof3', password: 'Secret123' });
    const minutes = core.server.ctx.config.get().deviceLogin.passwordProofMinutes;
    await core.server.db.query(
      `UPDATE sessions SET created_at = now() - ($1::integer * interval '1 minute') - interval '5 seconds'
        WHERE member_id = (SELECT id FROM members WHERE username_lc = 'proof3')`,
      [minutes],
    );
    expect((await changePassword(client, '', 'Better456')).body.code).toBe('OLD_PASSWORD_REQUIRED');
  });

  it('is refused for a session with no recorded password login', async () => {
    const client = new Client(core.url);
    const { rows } = await core.server.db.query<{ id: number }>("SELECT id FROM members WHERE username_lc = 'demo'");
    const { createSession } = await import('../../server/security/sessions');
    client.token = await createSession(core.server.db, rows[0]?.id ?? 0, '127.0.0.1');
    expect((await changePassword(client, '', 'Better456')).body.code).toBe('OLD_PASSWORD_REQUIRED');
  });
});
