/**
 * Hostile input to time-out and self-exclusion (issue 16): no session, a trial account, unknown tools and periods, a
 * period of the other tool, a missing or wrong password (guesses limited), oversized and odd bodies, a tool the
 * operator turned off. None of them starts a block or ends a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../server/config/site-config';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

let core: CoreServer;
const config = loadSiteConfig();

beforeAll(async () => {
  core = await startCoreServer({ config });
});
afterAll(async () => {
  await core?.destroy();
});

const PATH = '/wps/protection/exclusion';

async function stillFree(client: Client) {
  expect((await client.get('/wps/member/info')).status).toBe(200);
  expect(await core.count('protection_exclusions')).toBe(0);
}

describe('hostile exclusion requests', () => {
  it('refuses without a session, and a trial account', async () => {
    const anonymous = await new Client(core.url).post(PATH, { tool: 'TIME_OUT', period: '24h', password: 'x' });
    expect(anonymous.status).toBe(401);
    expect((await new Client(core.url).get(PATH)).status).toBe(401);
    const trial = new Client(core.url);
    const login = await trial.post<{ token: string }>('/wps/session/login/freeplay');
    trial.token = login.body.value?.token ?? null;
    const answer = await trial.post(PATH, { tool: 'TIME_OUT', period: '24h', password: '' });
    expect(answer.body.code).toBe('TRIAL_REFUSED');
  });

  it('refuses unknown or mismatched tools and periods, and odd bodies, with field messages', async () => {
    const client = await newMember(core.url, 'exHostile');
    for (const body of [
      { tool: 'TIME_OUT', period: '6m', password: 'Secret123' },
      { tool: 'SELF_EXCLUSION', period: '24h', password: 'Secret123' },
      { tool: 'BREAK', period: '24h', password: 'Secret123' },
      { tool: 'TIME_OUT', period: '1h', password: 'Secret123' },
      { tool: 'TIME_OUT', period: 24, password: 'Secret123' },
      { tool: 'TIME_OUT', period: '24h' },
      { tool: 'TIME_OUT', period: '24h', password: 'x'.repeat(129) },
      { tool: ['TIME_OUT'], period: '24h', password: 'Secret123' },
      { tool: 'TIME_OUT', period: "24h'; DROP TABLE members; --", password: 'Secret123' },
    ]) {
      const answer = await client.post(PATH, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('INVALID_INPUT');
    }
    const raw = await client.request('POST', PATH, { rawBody: '{"tool":' });
    expect(raw.status).toBe(400);
    await stillFree(client);
  });

  it('refuses a wrong password, and locks guessing after five', async () => {
    const client = await newMember(core.url, 'exGuess');
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post(PATH, { tool: 'SELF_EXCLUSION', period: 'permanent', password: `Wrong${i}` });
      expect(wrong.body).toMatchObject({
        code: 'OLD_PASSWORD_INCORRECT',
        value: { fields: { password: expect.any(String) } },
      });
    }
    const locked = await client.post(PATH, { tool: 'SELF_EXCLUSION', period: 'permanent', password: 'Secret123' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    await stillFree(client);
  });

  it('refuses a tool the operator turned off, or a period it does not offer', async () => {
    const client = await newMember(core.url, 'exOff');
    const exclusion = config.get().protection.exclusion;
    exclusion.timeOut.enabled = false;
    exclusion.selfExclusion.periods = ['1y', 'permanent'];
    try {
      const off = await client.post(PATH, { tool: 'TIME_OUT', period: '24h', password: 'Secret123' });
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('FEATURE_DISABLED');
      const notOffered = await client.post(PATH, { tool: 'SELF_EXCLUSION', period: '6m', password: 'Secret123' });
      expect(notOffered.body.code).toBe('INVALID_INPUT');
      expect((await client.get<{ timeOut: { enabled: boolean } }>(PATH)).body.value?.timeOut.enabled).toBe(false);
    } finally {
      exclusion.timeOut.enabled = true;
      exclusion.selfExclusion.periods = ['6m', '1y', '5y', 'permanent'];
    }
    await stillFree(client);
  });
});
