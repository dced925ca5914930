/**
 * Points and the reward centre (issue 15 item 3) against the real server (PGlite, or PostgreSQL with DATABASE_URL):
 * points accrue once per settled round, rewards are granted by rule and claimed once (same and different keys in
 * parallel), expired rewards are refused, the points exchange moves points and money together, and hostile input.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { key, mainBalance, sameKey } from './money';

interface Reward {
  id: string;
  code: string;
  titleKey: string;
  title: string;
  amount: number;
  status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
  expiresAt: string;
  claimedAt: string;
}
interface PointsPage {
  balance: number;
  content: { id: string; kind: string; points: number; turnover: number; createdAt: string }[];
  pageNum: number;
  totalPages: number;
  exchange: { minPoints: number; pointsPerUnit: number; unitAmount: number };
}

let core: CoreServer;

beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

const value = <T>(answer: Answer<T>): T => {
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return answer.body.value as T;
};

async function memberIdOf(username: string): Promise<number> {
  const { rows } = await core.server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
    username.toLowerCase(),
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no member ${username}`);
  return id;
}

/** Game rounds as the provider leaves them (the accrual reads only the table). */
async function rounds(memberId: number, bets: number[], options: { status?: string; trial?: boolean } = {}) {
  for (const bet of bets) {
    await core.server.db.query(
      `INSERT INTO game_rounds (id, member_id, node_id, bet, win, status, outcome, trial, settled_at)
       VALUES ($1, $2, 1, $3, 0, $4, '{}'::jsonb, $5, now())`,
      [`t-${randomUUID()}`, memberId, bet.toFixed(2), options.status ?? 'SETTLED', options.trial ?? false],
    );
  }
}

async function journalCount(memberId: number, kind: string): Promise<number> {
  const { rows } = await core.server.db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM transactions WHERE member_id = $1 AND kind = $2',
    [memberId, kind],
  );
  return Number(rows[0]?.n ?? 0);
}

const rewardsOf = async (client: Client) =>
  value(await client.get<{ content: Reward[] }>('/wps/member/rewards')).content;
const pointsOf = async (client: Client) => value(await client.get<PointsPage>('/wps/member/points'));
const claim = (client: Client, id: string, options = key()) =>
  client.post<{ reward: Reward; balance: number }>(`/wps/member/rewards/${id}/claim`, undefined, options);
const exchange = (client: Client, points: unknown, options = key()) =>
  client.post<{ points: number; amount: number; balance: number }>('/wps/member/points/exchange', { points }, options);

describe('points', () => {
  it('accrue once per settled real round, from the running turnover, whoever reads first', async () => {
    const client = await newMember(core.url, 'rwpoints1');
    const id = await memberIdOf('rwpoints1');
    await rounds(id, [10, 25, 4.99]);
    await rounds(id, [100], { status: 'OPEN' });
    await rounds(id, [100], { trial: true });
    // Parallel reads accrue once.
    const pages = await Promise.all([pointsOf(client), pointsOf(client), client.get('/wps/member/info')]);
    for (const page of pages.slice(0, 2) as PointsPage[]) expect(page.balance).toBe(3);
    const again = await pointsOf(client);
    expect(again.balance).toBe(3);
    // 10.00 -> 1 point, 25.00 -> 2 (35.00 in all), 4.99 -> none (39.99): rounds that earned nothing are left out.
    expect(again.content.map((e) => [e.kind, e.points, e.turnover])).toEqual([
      ['ROUND', 2, 25],
      ['ROUND', 1, 10],
    ]);
    expect(again.exchange).toEqual({ minPoints: 100, pointsPerUnit: 100, unitAmount: 1 });
    const { rows } = await core.server.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM points_entries WHERE member_id = $1',
      [id],
    );
    expect(Number(rows[0]?.n)).toBe(3);
    // The 0.01 that crosses 40.00 earns the fourth point.
    await rounds(id, [0.01]);
    expect(value(await client.get<{ points: number }>('/wps/member/info')).points).toBe(4);
  });

  it('pages the history and refuses a visitor', async () => {
    const client = await newMember(core.url, 'rwpoints2');
    await rounds(await memberIdOf('rwpoints2'), [10, 10, 10]);
    const page = value(await client.get<PointsPage>('/wps/member/points?pageNo=2&pageSize=2'));
    expect(page).toMatchObject({ balance: 3, pageNum: 2, totalPages: 2 });
    expect(page.content).toHaveLength(1);
    expect((await new Client(core.url).get('/wps/member/points')).status).toBe(401);
    expect((await client.get('/wps/member/points?pageSize=1000')).status).toBe(400);
  });
});

describe('rewards', () => {
  it('grants the welcome and weekly bonuses once, and the milestone at 100 points', async () => {
    const client = await newMember(core.url, 'rwgrant1');
    const first = await rewardsOf(client);
    expect(first.map((r) => [r.code, r.status]).sort()).toEqual([
      ['WEEKLY', 'AVAILABLE'],
      ['WELCOME', 'AVAILABLE'],
    ]);
    const weekly = first.find((r) => r.code === 'WEEKLY');
    expect(weekly?.titleKey).toBe('weekly');
    expect(Date.parse(weekly?.expiresAt ?? '') - Date.now()).toBeGreaterThan(6 * 86_400_000);
    expect(first.find((r) => r.code === 'WELCOME')?.expiresAt).toBe('');
    await Promise.all([rewardsOf(client), rewardsOf(client)]);
    expect(await rewardsOf(client)).toHaveLength(2);
    await rounds(await memberIdOf('rwgrant1'), [999.99]);
    expect((await rewardsOf(client)).some((r) => r.code === 'POINTS_100')).toBe(false);
    await rounds(await memberIdOf('rwgrant1'), [0.01]);
    expect((await rewardsOf(client)).find((r) => r.code === 'POINTS_100')).toMatchObject({
      amount: 10,
      status: 'AVAILABLE',
    });
  });

  it('a claim credits the wallet once: parallel claims with the same key get one answer', async () => {
    const client = await newMember(core.url, 'rwclaim1');
    const id = await memberIdOf('rwclaim1');
    const welcome = (await rewardsOf(client)).find((r) => r.code === 'WELCOME') as Reward;
    const before = await mainBalance(client);
    const attempt = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => claim(client, welcome.id, sameKey(attempt))));
    const ok = answers.filter((a) => a.body.success);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // A retry that met the first one still running is told so; none moved money twice.
    for (const a of answers.filter((x) => !x.body.success)) expect(a.body.code).toBe('REQUEST_IN_PROGRESS');
    const retry = value(await claim(client, welcome.id, sameKey(attempt)));
    expect(retry.reward.status).toBe('CLAIMED');
    expect(retry.balance).toBe(before + 8);
    expect(await mainBalance(client)).toBe(before + 8);
    expect(await journalCount(id, 'REWARD')).toBe(1);
    expect((await rewardsOf(client)).find((r) => r.id === welcome.id)).toMatchObject({ status: 'CLAIMED' });
  });

  it('parallel claims with different keys: one credits, the others are told it was claimed', async () => {
    const client = await newMember(core.url, 'rwclaim2');
    const id = await memberIdOf('rwclaim2');
    const weekly = (await rewardsOf(client)).find((r) => r.code === 'WEEKLY') as Reward;
    const answers = await Promise.all([1, 2, 3, 4].map(() => claim(client, weekly.id)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).map((a) => [a.status, a.body.code])).toEqual([
      [409, 'REWARD_ALREADY_CLAIMED'],
      [409, 'REWARD_ALREADY_CLAIMED'],
      [409, 'REWARD_ALREADY_CLAIMED'],
    ]);
    expect(await mainBalance(client)).toBe(5);
    expect(await journalCount(id, 'REWARD')).toBe(1);
    const { rows } = await core.server.db.query<{ ref_kind: string; ref_id: string }>(
      `SELECT ref_kind, ref_id FROM transactions WHERE member_id = $1 AND kind = 'REWARD'`,
      [id],
    );
    expect(rows).toEqual([{ ref_kind: 'REWARD', ref_id: weekly.id }]);
  });

  it('refuses an expired reward and moves nothing', async () => {
    const client = await newMember(core.url, 'rwexpired');
    const granted = value(
      await client.post<{ reward: Reward }>('/dev/rewards/grant', { username: 'rwexpired', expiresInDays: -1 }),
    ).reward;
    expect(granted).toMatchObject({ code: 'SPECIAL', amount: 20, status: 'EXPIRED' });
    const answer = await claim(client, granted.id);
    expect([answer.status, answer.body.code]).toEqual([409, 'REWARD_EXPIRED']);
    expect(await mainBalance(client)).toBe(0);
    expect((await rewardsOf(client)).find((r) => r.id === granted.id)?.status).toBe('EXPIRED');
  });
});

describe('the points exchange', () => {
  it('moves points and money together, once per key, and refuses more points than held', async () => {
    const client = await newMember(core.url, 'rwexch1');
    const id = await memberIdOf('rwexch1');
    await rounds(id, [2500]);
    const attempt = randomUUID();
    const done = value(await exchange(client, 200, sameKey(attempt)));
    expect(done).toEqual({ points: 50, amount: 2, balance: 2 });
    expect(value(await exchange(client, 200, sameKey(attempt)))).toEqual(done);
    expect((await pointsOf(client)).balance).toBe(50);
    expect((await pointsOf(client)).content[0]).toMatchObject({ kind: 'EXCHANGE', points: -200 });
    expect(await mainBalance(client)).toBe(2);
    expect(await journalCount(id, 'POINTS_EXCHANGE')).toBe(1);
    const more = await exchange(client, 100);
    expect([more.status, more.body.code]).toEqual([409, 'POINTS_INSUFFICIENT']);
    expect(await mainBalance(client)).toBe(2);
  });

  it('parallel exchanges cannot spend the same points', async () => {
    const client = await newMember(core.url, 'rwexch2');
    const id = await memberIdOf('rwexch2');
    await rounds(id, [1500]);
    const answers = await Promise.all([1, 2, 3].map(() => exchange(client, 100)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).every((a) => a.body.code === 'POINTS_INSUFFICIENT')).toBe(true);
    expect((await pointsOf(client)).balance).toBe(50);
    expect(await mainBalance(client)).toBe(1);
  });
});

describe('hostile input', () => {
  it('refuses bad points, keys and ids, other members’ rewards, trial members and visitors', async () => {
    const client = await newMember(core.url, 'rwhostile');
    await rounds(await memberIdOf('rwhostile'), [5000]);
    for (const points of [-100, 0, 'abc', 1.5, 150, 50, 1e12, null, { $gt: 0 }, [100], '100; DROP TABLE members']) {
      const answer = await exchange(client, points);
      expect([answer.status, answer.body.code], JSON.stringify(points)).toEqual([400, 'INVALID_INPUT']);
    }
    expect((await client.post('/wps/member/points/exchange', { points: 100 })).body.code).toBe('INVALID_INPUT');
    expect(
      (await client.post('/wps/member/points/exchange', { points: 100 }, { headers: { 'Idempotency-Key': 'x' } })).body
        .code,
    ).toBe('INVALID_INPUT');
    const broken = await client.request('POST', '/wps/member/points/exchange', { rawBody: '{"points":', ...key() });
    expect(broken.status).toBe(400);
    expect((await pointsOf(client)).balance).toBe(500);

    const other = await newMember(core.url, 'rwhostile2');
    const theirs = (await rewardsOf(other))[0] as Reward;
    for (const id of [theirs.id, '0', 'abc', '-1', '99999999', '1%20OR%201=1', '9'.repeat(30)]) {
      const answer = await claim(client, id);
      expect([answer.status, answer.body.code], id).toEqual([404, 'REWARD_NOT_FOUND']);
    }
    const mine = (await rewardsOf(client))[0] as Reward;
    expect((await client.post(`/wps/member/rewards/${mine.id}/claim`)).body.code).toBe('INVALID_INPUT');
    expect(await mainBalance(client)).toBe(0);
    expect(await mainBalance(other)).toBe(0);

    const trial = new Client(core.url);
    trial.token = value(await trial.post<{ token: string }>('/wps/session/login/freeplay')).token;
    expect(await rewardsOf(trial)).toEqual([]);
    expect((await claim(trial, mine.id)).body.code).toBe('TRIAL_REFUSED');
    expect((await exchange(trial, 100)).body.code).toBe('TRIAL_REFUSED');
    const visitor = new Client(core.url);
    expect((await claim(visitor, mine.id)).status).toBe(401);
    expect((await exchange(visitor, 100)).status).toBe(401);
    expect((await visitor.get('/wps/member/rewards')).status).toBe(401);
  });

  it('the dev grant checks its input', async () => {
    const client = await newMember(core.url, 'rwdevgrant');
    expect((await client.post('/dev/rewards/grant', { username: 'nobody-here' })).status).toBe(404);
    expect((await client.post('/dev/rewards/grant', { username: 'rwdevgrant', code: 'NOPE' })).status).toBe(400);
    expect((await client.post('/dev/rewards/grant', { username: 'rwdevgrant', amount: -5 })).status).toBe(400);
    const granted = value(
      await client.post<{ reward: Reward }>('/dev/rewards/grant', { username: 'rwdevgrant', amount: 12.5 }),
    ).reward;
    expect(granted).toMatchObject({ amount: 12.5, status: 'AVAILABLE' });
    expect(value(await claim(client, granted.id)).balance).toBe(12.5);
  });
});
