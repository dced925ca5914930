/**
 * Inactivity logout on the server (issue 16 tool 5): a session whose player did nothing for the idle time, on the
 * protection clock, is refused NOT_LOGGED_IN and removed, even when the site is bypassed; the site's background calls
 * do not keep it alive; the player's calls and activity reports do. Consent and inactivity settings for the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../server/config/site-config';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

const BACKGROUND = { headers: { 'x-background-call': '1' } };
let serial = 0;
const member = () => {
  serial += 1;
  return newMember(core.url, `idle${Date.now().toString(36).slice(-5)}${serial}`);
};
const advance = (minutes: number) => new Client(core.url).post('/dev/clock/advance', { minutes });

async function memberIdOf(client: Client): Promise<number> {
  const info = await client.get<{ id: number }>('/wps/member/info', BACKGROUND);
  return Number(info.body.value?.id);
}

async function idleEnds(memberId: number) {
  const { rows } = await core.server.db.query<{ action: string; source: string; new_value: { reason: string } }>(
    `SELECT action, source, new_value FROM protection_audit WHERE member_id = $1 AND tool = 'INACTIVITY' ORDER BY id`,
    [memberId],
  );
  return rows;
}

describe('inactivity logout', () => {
  it('tells the site its settings, without a login', async () => {
    const answer = await new Client(core.url).get('/wps/member/protection/inactivity');
    expect(answer.body).toMatchObject({
      success: true,
      value: { enabled: true, idleMinutes: 30, warningSeconds: 60, agreementTickedByDefault: false },
    });
  });

  it('refuses and removes a session idle for 30 minutes on direct calls, and records the end', async () => {
    const client = await member();
    const id = await memberIdOf(client);
    await advance(29);
    expect((await client.get('/wps/wallets/gcs', BACKGROUND)).body.success).toBe(true);
    await advance(1);
    const refused = await client.get('/wps/wallets/gcs');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('NOT_LOGGED_IN');
    const { rows } = await core.server.db.query('SELECT 1 FROM sessions WHERE member_id = $1', [id]);
    expect(rows).toHaveLength(0);
    const ends = await idleEnds(id);
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ action: 'END', source: 'SYSTEM', new_value: { reason: 'IDLE', idleMinutes: 30 } });
    // Gone for good: activity after the end does not bring it back.
    expect((await client.post('/wps/member/protection/inactivity/activity')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('background calls do not keep a session alive', async () => {
    const client = await member();
    for (let i = 0; i < 2; i += 1) {
      await advance(10);
      expect((await client.get('/wps/wallets/gcs', BACKGROUND)).body.success).toBe(true);
    }
    await advance(10);
    // 30 minutes after the login (its last activity), though background calls came every 10 minutes.
    expect((await client.get('/wps/wallets/gcs', BACKGROUND)).body.code).toBe('NOT_LOGGED_IN');
  });

  it("the player's calls and activity reports restart the idle time", async () => {
    const client = await member();
    await advance(20);
    expect((await client.get('/wps/wallets/gcs')).body.success).toBe(true);
    await advance(20);
    const report = await client.post<{ lastActivityAt: string }>('/wps/member/protection/inactivity/activity');
    expect(report.body.success).toBe(true);
    const clock = await new Client(core.url).get<{ now: string }>('/dev/clock');
    expect(Date.parse(clock.body.value?.now ?? '') - Date.parse(report.body.value?.lastActivityAt ?? '')).toBeLessThan(
      5000,
    );
    await advance(29);
    expect((await client.get('/wps/wallets/gcs', BACKGROUND)).body.success).toBe(true);
    await advance(1);
    expect((await client.get('/wps/wallets/gcs', BACKGROUND)).body.code).toBe('NOT_LOGGED_IN');
  });

  it("the site's countdown ends the session on the server and records it", async () => {
    const client = await member();
    const id = await memberIdOf(client);
    const token = client.token;
    const end = await client.post('/wps/member/protection/inactivity/end', undefined, BACKGROUND);
    expect(end.body).toMatchObject({ success: true, value: true });
    expect((await client.get('/wps/member/info', { token })).body.code).toBe('NOT_LOGGED_IN');
    const ends = await idleEnds(id);
    expect(ends.map((e) => e.new_value.reason)).toEqual(['WARNING_EXPIRED']);
    // Ending again, or without a session: not logged in.
    expect((await client.post('/wps/member/protection/inactivity/end')).status).toBe(401);
    expect((await new Client(core.url).post('/wps/member/protection/inactivity/end')).status).toBe(401);
  });

  it('hostile input: a forged or missing token, odd background header values', async () => {
    const bad = new Client(core.url);
    bad.token = 'x'.repeat(43);
    expect((await bad.post('/wps/member/protection/inactivity/activity')).status).toBe(401);
    expect((await bad.post('/wps/member/protection/inactivity/end', { any: 'thing' })).status).toBe(401);
    bad.token = "' OR 1=1 --";
    expect((await bad.post('/wps/member/protection/inactivity/activity')).status).toBe(401);
    // Only the exact value '1' marks a background call: anything else counts as activity.
    const client = await member();
    await advance(25);
    expect((await client.get('/wps/wallets/gcs', { headers: { 'x-background-call': 'yes' } })).body.success).toBe(true);
    await advance(25);
    expect((await client.get('/wps/wallets/gcs', BACKGROUND)).body.success).toBe(true);
  });
});

describe('inactivity logout switched off by the operator', () => {
  let off: CoreServer;
  beforeAll(async () => {
    const config = loadSiteConfig();
    const base = config.get();
    const changed = {
      ...base,
      protection: {
        ...base.protection,
        inactivity: { ...base.protection.inactivity, enabled: false, consent: { agreementTickedByDefault: true } },
      },
    };
    off = await startCoreServer({ config: { ...config, get: () => changed } });
  });
  afterAll(async () => {
    await off?.destroy();
  });

  it('keeps an idle session and tells the site the box starts ticked', async () => {
    const client = await newMember(off.url, `idleoff${Date.now().toString(36).slice(-5)}`);
    await new Client(off.url).post('/dev/clock/advance', { minutes: 120 });
    expect((await client.get('/wps/wallets/gcs', BACKGROUND)).body.success).toBe(true);
    const settings = await new Client(off.url).get('/wps/member/protection/inactivity');
    expect(settings.body.value).toMatchObject({ enabled: false, agreementTickedByDefault: true });
  });
});
