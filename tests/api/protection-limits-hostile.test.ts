/**
 * Hostile input to the limits calls (issue 16 tool 1): visitors and trial members are refused, every malformed kind,
 * period or amount is INVALID_INPUT and changes nothing, a confirm or cancel without a pending change is refused, and
 * parallel raises of one limit leave one pending change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';

const PATH = '/wps/member/protection/limits';
let core: CoreServer;

beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

async function rows(table = 'protection_limits') {
  return core.count(table);
}

describe('limits calls under hostile input', () => {
  it('refuses visitors and trial members on every call', async () => {
    const visitor = new Client(core.url);
    const trial = new Client(core.url);
    trial.token = (await trial.post<{ token: string }>('/wps/session/login/freeplay')).body.value?.token ?? null;
    for (const [method, path] of [
      ['GET', PATH],
      ['POST', PATH],
      ['POST', `${PATH}/confirm`],
      ['POST', `${PATH}/cancel`],
    ] as const) {
      const body = method === 'POST' ? { kind: 'DEPOSIT', period: 'DAY', amount: 10 } : undefined;
      expect((await visitor.request(method, path, { body })).body.code, path).toBe('NOT_LOGGED_IN');
      const refused = await trial.request(method, path, { body });
      expect([refused.status, refused.body.code], path).toEqual([403, 'TRIAL_REFUSED']);
    }
    expect(await rows()).toBe(0);
  });

  it('answers INVALID_INPUT for malformed kinds, periods and amounts, and stores nothing', async () => {
    const client = await newMember(core.url, 'limhostile1');
    const bad: unknown[] = [
      { kind: 'BONUS', period: 'DAY', amount: 10 },
      { kind: 'deposit', period: 'DAY', amount: 10 },
      { kind: 'DEPOSIT', period: 'YEAR', amount: 10 },
      { kind: 'DEPOSIT', period: 'DAY', amount: 0 },
      { kind: 'DEPOSIT', period: 'DAY', amount: -5 },
      { kind: 'DEPOSIT', period: 'DAY', amount: 10.001 },
      { kind: 'DEPOSIT', period: 'DAY', amount: '1e3' },
      { kind: 'DEPOSIT', period: 'DAY', amount: 'fifty' },
      { kind: 'DEPOSIT', period: 'DAY', amount: 10_000_000.01 },
      { kind: 'DEPOSIT', period: 'DAY', amount: { value: 10 } },
      { kind: ['DEPOSIT'], period: 'DAY', amount: 10 },
      { period: 'DAY', amount: 10 },
      {},
      [],
      'DEPOSIT',
    ];
    for (const body of bad) {
      const answer = await client.post(PATH, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 'INVALID_INPUT']);
    }
    const broken = await client.request('POST', PATH, {
      rawBody: '{"kind":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.body.success).toBe(false);
    for (const path of [`${PATH}/confirm`, `${PATH}/cancel`]) {
      expect((await client.post(path, { kind: 'LOSS', period: 'MONTHS' })).body.code).toBe('INVALID_INPUT');
      const none = await client.post(path, { kind: 'LOSS', period: 'MONTH' });
      expect([none.status, none.body.code]).toEqual([409, 'NO_PENDING_LIMIT']);
    }
    const { rows: stored } = await core.server.db.query(
      'SELECT * FROM protection_limits WHERE amount IS NOT NULL OR pending_due_at IS NOT NULL',
    );
    expect(stored).toHaveLength(0);
  });

  it('parallel raises of one limit leave one pending change and the limit in force', async () => {
    const client = await newMember(core.url, 'limhostile2');
    expect((await client.post(PATH, { kind: 'LOSS', period: 'WEEK', amount: 100 })).body.success).toBe(true);
    const answers = await Promise.all(
      [200, 300, 400, 500].map((amount) => client.post(PATH, { kind: 'LOSS', period: 'WEEK', amount })),
    );
    expect(answers.every((a) => a.body.success)).toBe(true);
    const { rows: stored } = await core.server.db.query<{ amount: string; pending_amount: string }>(
      `SELECT amount, pending_amount FROM protection_limits WHERE kind = 'LOSS' AND period = 'WEEK'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.amount).toBe('100.00');
    expect(['200.00', '300.00', '400.00', '500.00']).toContain(stored[0]?.pending_amount);
  });
});
