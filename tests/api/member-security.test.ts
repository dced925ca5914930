/**
 * The security centre's server (issue 15 items 7, 8): active sessions with device labels and opaque ids, signing out
 * the others or one, the forced password change (operator-issued and expired passwords), and the operator's member
 * creation and password reset with hostile input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

const TOKEN = 'test-operator-token-security';
const bearer = { headers: { authorization: `Bearer ${TOKEN}` } };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A client whose every call carries these headers (a browser's User-Agent, the home-screen app's Device). */
class DeviceClient extends Client {
  constructor(
    baseUrl: string,
    private readonly extra: Record<string, string>,
  ) {
    super(baseUrl);
  }
  override request<T = unknown>(method: string, path: string, options: Parameters<Client['request']>[2] = {}) {
    return super.request<T>(method, path, { ...options, headers: { ...this.extra, ...options.headers } });
  }
}

interface SessionRow {
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

let core: CoreServer;
let operator: Client;

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = TOKEN;
  core = await startCoreServer();
  operator = new Client(core.url);
});
afterAll(async () => {
  delete process.env.OPERATOR_TOKEN;
  await core?.destroy();
});

async function sessionsOf(client: Client): Promise<SessionRow[]> {
  const answer = await client.get<{ content: SessionRow[] }>('/wps/member/sessions');
  expect(answer.status).toBe(200);
  return answer.body.value?.content ?? [];
}

async function operatorMember(username: string, password = ''): Promise<string> {
  const created = await operator.post<{ password: string }>(
    '/operator/members',
    { username, password, operator: 'ops' },
    bearer,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.value?.password as string;
}

describe('active sessions', () => {
  it('lists every session of the member with its device label and masked address, the current one marked', async () => {
    await newMember(core.url, 'secList', 'Secret123');
    const phone = new DeviceClient(core.url, { 'user-agent': ANDROID_CHROME });
    const app = new DeviceClient(core.url, { 'user-agent': IPHONE_SAFARI, device: 'OTHERS' });
    expect((await phone.login('secList', 'Secret123')).status).toBe(200);
    expect((await app.login('secList', 'Secret123')).status).toBe(200);

    const list = await sessionsOf(phone);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: 'Chrome on Android', current: true });
    expect(list.filter((row) => row.current)).toHaveLength(1);
    expect(list.map((row) => row.device)).toContain('Home-screen app on iPhone');
    for (const row of list) {
      expect(row.id).toMatch(/^[0-9a-f]{32}$/);
      expect(row.ip).toMatch(/^10\.\d+\.\d+\.\*$/);
      expect(Date.parse(row.lastSeenAt)).not.toBeNaN();
      expect(Date.parse(row.createdAt)).not.toBeNaN();
    }
    // No token, no token hash, no raw User-Agent in the answer.
    const raw = JSON.stringify((await phone.get('/wps/member/sessions')).body);
    const { rows } = await core.server.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    for (const row of rows) expect(raw).not.toContain(row.token_hash);
    expect(raw).not.toContain(phone.token as string);
    expect(raw).not.toContain('AppleWebKit');
    const stored = await core.server.db.query<{ device: string }>('SELECT device FROM sessions');
    for (const row of stored.rows) expect(row.device).not.toContain('Mozilla');
  });

  it('signs out the others: their tokens answer NOT_LOGGED_IN, the current one still works', async () => {
    const first = await newMember(core.url, 'secOthers', 'Secret123');
    const second = new Client(core.url);
    await second.login('secOthers', 'Secret123');
    expect((await second.get('/wps/member/info')).status).toBe(200);

    const answer = await first.post<{ signedOut: number }>('/wps/member/sessions/signOutOthers');
    expect(answer.status).toBe(200);
    expect(answer.body.value?.signedOut).toBe(1);

    const refused = await second.get('/wps/member/info');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('NOT_LOGGED_IN');
    expect((await first.get('/wps/member/info')).status).toBe(200);
    expect(await sessionsOf(first)).toHaveLength(1);
    expect(core.securityLog.records().some((r) => r.event === 'authn_session_revoke' && r.via === 'others')).toBe(true);
  });

  it('signs out one session by its id, and not another member’s', async () => {
    const mine = await newMember(core.url, 'secOne', 'Secret123');
    const other = new Client(core.url);
    await other.login('secOne', 'Secret123');
    const stranger = await newMember(core.url, 'secStranger', 'Secret123');
    const target = (await sessionsOf(mine)).find((row) => !row.current) as SessionRow;

    // Another member cannot end it (answered as missing), nor can a made-up or malformed id.
    for (const id of [target.id, '0'.repeat(32), 'x', '%27%20OR%201=1', 'a'.repeat(300)]) {
      const refused = await stranger.request('DELETE', `/wps/member/sessions/${id}`);
      expect(refused.status).toBe(404);
    }
    expect((await other.get('/wps/member/info')).status).toBe(200);

    const done = await mine.request<{ current: boolean }>('DELETE', `/wps/member/sessions/${target.id}`);
    expect(done.status).toBe(200);
    expect(done.body.value?.current).toBe(false);
    expect((await other.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');
    expect((await mine.get('/wps/member/info')).status).toBe(200);
    expect((await mine.request('DELETE', `/wps/member/sessions/${target.id}`)).status).toBe(404);
  });

  it('refuses every sessions call without a session', async () => {
    const visitor = new Client(core.url);
    expect((await visitor.get('/wps/member/sessions')).body.code).toBe('NOT_LOGGED_IN');
    expect((await visitor.post('/wps/member/sessions/signOutOthers')).body.code).toBe('NOT_LOGGED_IN');
    expect((await visitor.request('DELETE', `/wps/member/sessions/${'a'.repeat(32)}`)).body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('forced password change', () => {
  it('an operator-created member must change the password at the first login; then everything works', async () => {
    const temporary = await operatorMember('secFirst');
    const client = new Client(core.url);
    const login = await client.login('secFirst', temporary);
    expect(login.status).toBe(200);
    expect((login.body.value as { passwordChange?: unknown }).passwordChange).toBe('FIRST_LOGIN');

    const info = await client.get<{ passwordChange: unknown; type: number }>('/wps/member/info');
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ passwordChange: 'FIRST_LOGIN', type: 0 });
    for (const path of ['/wps/member/sessions', '/wps/member/bankCards', '/wps/wallets/gcs']) {
      const refused = await client.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code, path).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const pin = await client.post('/wps/member/paymentPassword', {
      password: temporary,
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(pin.body.code).toBe('PASSWORD_CHANGE_REQUIRED');

    // The issued password is the old one (the fresh password login may also leave it out).
    const changed = await client.post('/wps/member/password', {
      oldPassword: temporary,
      newPassword: 'MyOwnPass42',
      confirmNewPassword: 'MyOwnPass42',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await client.get('/wps/member/sessions')).status).toBe(200);
    expect((await client.get<{ passwordChange: unknown }>('/wps/member/info')).body.value?.passwordChange).toBeNull();
    const again = new Client(core.url);
    const next = await again.login('secFirst', 'MyOwnPass42');
    expect((next.body.value as { passwordChange?: unknown }).passwordChange).toBeNull();
    expect((await again.login('secFirst', temporary)).status).toBe(401);
  });

  it('a self-registered member is not forced; logout stays possible while a change is pending', async () => {
    const own = await newMember(core.url, 'secSelf', 'Secret123');
    expect((await own.get('/wps/member/sessions')).status).toBe(200);
    const fresh = new Client(core.url);
    expect(
      ((await fresh.login('secSelf', 'Secret123')).body.value as { passwordChange?: unknown }).passwordChange,
    ).toBeNull();

    const temporary = await operatorMember('secLogout');
    const pending = new Client(core.url);
    await pending.login('secLogout', temporary);
    expect((await pending.post('/wps/session/logout')).status).toBe(200);
    expect((await pending.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('a password older than member.passwordMaxAgeDays must be changed (EXPIRED), also at a device login', async () => {
    const member = await newMember(core.url, 'secAged', 'Secret123');
    const config = core.server.ctx.config.get();
    config.member.passwordMaxAgeDays = 30;
    try {
      await core.server.db.query(
        `UPDATE members SET password_changed_at = now() - interval '31 days' WHERE username_lc = 'secaged'`,
      );
      // The running session is refused from its next call.
      expect((await member.get('/wps/member/sessions')).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
      const client = new Client(core.url);
      const login = await client.encryptedLogin<{ token: string; passwordChange: unknown; deviceToken: string }>({
        username: 'secAged',
        password: 'Secret123',
        remember: true,
      });
      expect(login.body.value?.passwordChange).toBe('EXPIRED');
      const device = new Client(core.url);
      const remembered = await device.encryptedLogin<{ token: string; passwordChange: unknown }>({
        username: 'secAged',
        type: 'device',
        deviceToken: login.body.value?.deviceToken,
      });
      expect(remembered.body.value?.passwordChange).toBe('EXPIRED');
      expect(
        (
          await client.post('/wps/member/password', {
            oldPassword: 'Secret123',
            newPassword: 'Renewed2026',
            confirmNewPassword: 'Renewed2026',
          })
        ).status,
      ).toBe(200);
      expect((await client.get('/wps/member/sessions')).status).toBe(200);
    } finally {
      config.member.passwordMaxAgeDays = 0;
    }
  });
});

describe('operator: members and password resets', () => {
  it('refuses a missing or wrong token', async () => {
    const body = { username: 'secNoToken', password: '' };
    expect((await operator.post('/operator/members', body)).status).toBe(401);
    const wrong = await operator.post('/operator/members', body, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.body.code).toBe('OPERATOR_TOKEN_INVALID');
    const member = await newMember(core.url, 'secNotOp');
    expect((await member.post('/operator/members/secNotOp/password', {})).status).toBe(401);
    expect((await core.server.db.query(`SELECT 1 FROM members WHERE username_lc = 'secnotoken'`)).rows).toHaveLength(0);
  });

  it('creates a real member with a generated temporary password, audited', async () => {
    const created = await operator.post<{ id: number; username: string; password: string; passwordChange: string }>(
      '/operator/members',
      { username: 'secMade', operator: 'alice' },
      bearer,
    );
    expect(created.status).toBe(200);
    expect(created.body.value?.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.body.value?.passwordChange).toBe('FIRST_LOGIN');
    const { rows } = await core.server.db.query<{ type: number; actor: string; action: string }>(
      `SELECT m.type, a.actor, a.action FROM members m JOIN member_admin_actions a ON a.member_id = m.id
        WHERE m.username_lc = 'secmade'`,
    );
    expect(rows).toEqual([{ type: 0, actor: 'alice', action: 'CREATE_MEMBER' }]);
    expect(await core.count('wallets')).toBeGreaterThan(0);
    const again = await operator.post('/operator/members', { username: 'SECMADE' }, bearer);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('USERNAME_EXISTS');
  });

  it('refuses hostile input to member creation', async () => {
    const bodies: unknown[] = [
      { username: '' },
      { username: 'a' },
      { username: '1starts' },
      { username: "x' OR 1=1 --" },
      { username: 'toolongusername12345' },
      { username: 'ok\u0000name' },
      { username: ['array'] },
      { username: { $ne: 1 } },
      { username: 'secWeak', password: 'short' },
      { username: 'secWeak', password: 'x'.repeat(200) },
      { username: 'secWeak', operator: '<script>' },
    ];
    for (const body of bodies) {
      const answer = await operator.post('/operator/members', body, bearer);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('INVALID_INPUT');
    }
    const raw = await operator.request('POST', '/operator/members', { rawBody: '{"username":', ...bearer });
    expect(raw.status).toBe(400);
    expect((await core.server.db.query(`SELECT 1 FROM members WHERE username_lc = 'secweak'`)).rows).toHaveLength(0);
  });

  it('resets a password: every session ends, the temporary one must be changed, audited', async () => {
    const member = await newMember(core.url, 'secReset', 'Secret123');
    const reset = await operator.post<{ password: string }>(
      '/operator/members/secReset/password',
      { password: 'Temporary99', operator: 'bob' },
      bearer,
    );
    expect(reset.status).toBe(200);
    expect(reset.body.value?.password).toBe('Temporary99');
    expect((await member.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');
    const client = new Client(core.url);
    const login = await client.login('secReset', 'Temporary99');
    expect((login.body.value as { passwordChange?: unknown }).passwordChange).toBe('FIRST_LOGIN');
    expect((await new Client(core.url).login('secReset', 'Secret123')).status).toBe(401);
    const { rows } = await core.server.db.query<{ actor: string; action: string }>(
      `SELECT a.actor, a.action FROM member_admin_actions a JOIN members m ON m.id = a.member_id
        WHERE m.username_lc = 'secreset'`,
    );
    expect(rows).toEqual([{ actor: 'bob', action: 'RESET_PASSWORD' }]);
    expect(core.securityLog.records().some((r) => r.event === 'authn_password_reset' && r.via === 'operator')).toBe(
      true,
    );
  });

  it('refuses a reset of an unknown or trial member and hostile input', async () => {
    expect((await operator.post('/operator/members/nobodyHere/password', {}, bearer)).status).toBe(404);
    const trial = new Client(core.url);
    const free = await trial.post<{ userName: string }>('/wps/session/login/freeplay');
    const name = free.body.value?.userName as string;
    expect((await operator.post(`/operator/members/${name}/password`, {}, bearer)).status).toBe(404);
    expect((await operator.post("/operator/members/x'%20OR%201=1/password", {}, bearer)).status).toBe(404);
    for (const body of [{ password: 'short' }, { password: 42 }, { operator: 'a;b' }]) {
      const member = await operator.post('/operator/members/secReset/password', body, bearer);
      expect(member.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('npm run operator: create-member, reset-password', () => {
  it('creates a member and resets its password through the API', async () => {
    const { main } = await import('../../scripts/operator');
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    process.env.SITE_URL = core.url;
    try {
      expect(await main(['create-member', 'secCli'])).toBe(0);
      expect(await main(['reset-password', 'secCli', 'Another123'])).toBe(0);
    } finally {
      console.log = log;
      delete process.env.SITE_URL;
    }
    expect(lines[0]).toMatch(/^secCli: temporary password [A-Za-z0-9]{12} /);
    expect(lines[1]).toMatch(/^secCli: temporary password Another123 /);
    const login = await new Client(core.url).login('secCli', 'Another123');
    expect((login.body.value as { passwordChange?: unknown }).passwordChange).toBe('FIRST_LOGIN');
  });
});
