/**
 * Hostile input to account activity and the protection history (issue 16): paging bounds, junk and injection in
 * the query, parameters that try to name another member, forged or missing tokens. Every refusal is a clear 4xx and
 * never leaks another member's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordProtectionEvent } from '../../server/protection/audit';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

let core: CoreServer;
let victimId: number;
let pager = 0;

beforeAll(async () => {
  core = await startCoreServer();
  await newMember(core.url, 'hostVictim');
  const { rows } = await core.server.db.query<{ id: number }>(
    `SELECT id FROM members WHERE username_lc = 'hostvictim'`,
  );
  victimId = rows[0]?.id as number;
  await recordProtectionEvent(core.server.db, {
    memberId: victimId,
    tool: 'SELF_EXCLUSION',
    action: 'SET',
    newValue: { period: 'PERMANENT', until: null },
    source: 'PLAYER',
    at: new Date(),
  });
  await core.credit('hostVictim', '40');
});
afterAll(async () => {
  await core?.destroy();
});

describe('protection history paging', () => {
  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['100001'], ['1e9'], ["1'; DROP TABLE protection_audit; --"]])(
    'pageNo=%s is refused as invalid input',
    async (pageNo) => {
      const client = await newMember(core.url, `hostPage${++pager}`);
      const answer = await client.get(`/wps/member/protection/audit?pageNo=${encodeURIComponent(pageNo)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('INVALID_INPUT');
      expect(await core.count('protection_audit')).toBeGreaterThan(0);
    },
  );

  it('pageSize is bounded (1 to 50)', async () => {
    const client = await newMember(core.url, 'hostSize');
    for (const size of ['0', '51', '100000']) {
      const answer = await client.get(`/wps/member/protection/audit?pageSize=${size}`);
      expect(answer.status).toBe(400);
    }
    const ok = await client.get<{ content: unknown[] }>('/wps/member/protection/audit?pageSize=50');
    expect(ok.status).toBe(200);
  });

  it('a memberId, username or tool in the query changes nothing: only the caller’s rows', async () => {
    const client = await newMember(core.url, 'hostSnoop');
    const answer = await client.get<{ content: unknown[]; total: number }>(
      `/wps/member/protection/audit?pageNo=1&memberId=${victimId}&member_id=${victimId}&username=hostVictim&tool=SELF_EXCLUSION`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ content: [], total: 0 });
    const activity = await client.get<{ sinceOpened: { deposits: number } }>(
      `/wps/member/protection/activity?memberId=${victimId}&username=hostVictim`,
    );
    expect(activity.status).toBe(200);
    expect(activity.body.value?.sinceOpened).toEqual({ deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 });
  });
});

describe('tokens', () => {
  it('a forged, expired-looking or logged-out token reads nothing', async () => {
    const client = await newMember(core.url, 'hostToken');
    const token = client.token;
    await client.post('/wps/session/logout', {});
    for (const forged of [token, 'x'.repeat(64), `${token}a`, '']) {
      const caller = new Client(core.url);
      caller.token = forged;
      for (const path of ['/wps/member/protection/activity', '/wps/member/protection/audit?pageNo=1']) {
        const answer = await caller.get(path);
        expect(answer.status).toBe(401);
        expect(answer.body.success).toBe(false);
        expect(JSON.stringify(answer.body)).not.toContain('SELF_EXCLUSION');
      }
    }
  });

  it('the calls only read: POST is not a way in', async () => {
    const client = await newMember(core.url, 'hostPost');
    const before = await core.count('protection_audit');
    const answer = await client.post('/wps/member/protection/audit', { memberId: victimId, tool: 'LIMIT' });
    expect(answer.status).toBe(404);
    expect(await core.count('protection_audit')).toBe(before);
  });
});
