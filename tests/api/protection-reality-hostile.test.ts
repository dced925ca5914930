/**
 * Hostile input to the reality-check calls (issue 16 tool 2): wrong types, out-of-list and absurd intervals, unknown
 * answers, junk bodies and a foreign or forged token are refused with INVALID_INPUT or NOT_LOGGED_IN, and change
 * nothing (no setting, no audit row, no answered check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

let core: CoreServer;
let member: Client;

beforeAll(async () => {
  core = await startCoreServer();
  member = await newMember(core.url, 'rchostile');
});
afterAll(async () => {
  await core?.destroy();
});

describe('reality-check calls refuse hostile input', () => {
  it.each([
    { intervalMinutes: '10' },
    { intervalMinutes: 10.5 },
    { intervalMinutes: -10 },
    { intervalMinutes: 1e9 },
    { intervalMinutes: null },
    { intervalMinutes: 11 },
    {},
    [10],
    'intervalMinutes=10',
  ])('interval %j', async (body) => {
    const answer = await member.post('/wps/member/protection/realityCheck', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_INPUT');
  });

  it.each([{ action: 'continue' }, { action: 'STAY' }, { action: 1 }, {}, { action: ['CONTINUE'] }])(
    'answer %j',
    async (body) => {
      const answer = await member.post('/wps/member/protection/realityCheck/answer', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('INVALID_INPUT');
    },
  );

  it('a forged or missing token reaches nothing', async () => {
    for (const token of ['', 'x'.repeat(43), "' OR 1=1 --", 'a'.repeat(5000)]) {
      const forged = new Client(core.url);
      const headers = { token };
      expect((await forged.get('/wps/member/protection/realityCheck/status', { headers })).status).toBe(401);
      expect(
        (await forged.post('/wps/member/protection/realityCheck', { intervalMinutes: 10 }, { headers })).status,
      ).toBe(401);
    }
  });

  it('left nothing behind', async () => {
    expect(await core.count('reality_check_settings')).toBe(0);
    expect(await core.count('reality_check_sessions')).toBe(0);
    expect(await core.count('protection_audit')).toBe(0);
  });
});
