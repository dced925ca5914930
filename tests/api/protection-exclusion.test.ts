/**
 * Time-out and self-exclusion on the server (issue 16 tools 3 and 4), by direct calls: each starts at once and ends
 * every session of the account; a time-out refuses login until its end; a self-excluded account gets a restricted
 * session that reaches only withdrawing and logout, launches and bets nothing, deposits nothing and sees no
 * marketing; neither can be cut short; every change and refusal is in the audit trail. Times come from the server's
 * protection clock, moved forward with /dev/clock/advance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/security/sessions';
import { Client, type CoreServer, newMember, startCoreServer } from './core-server';
import { key, mainBalance, PIN, payingMember } from './money';

let core: CoreServer;
let slot = 0;

beforeAll(async () => {
  core = await startCoreServer();
  const { rows } = await core.server.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1`,
  );
  slot = rows[0]?.node_id ?? 0;
  expect(slot).toBeGreaterThan(0);
});
afterAll(async () => {
  await core?.destroy();
});

const HOUR = 60 * 60 * 1000;

async function clockNow(): Promise<Date> {
  const answer = await new Client(core.url).get<{ now: string }>('/dev/clock');
  return new Date(answer.body.value?.now ?? '');
}

async function advanceMinutes(minutes: number): Promise<void> {
  const answer = await new Client(core.url).post('/dev/clock/advance', { minutes });
  expect(answer.status).toBe(200);
}

async function memberId(username: string): Promise<number> {
  const { rows } = await core.server.db.query<{ id: number }>('SELECT id FROM members WHERE username_lc = $1', [
    username.toLowerCase(),
  ]);
  return rows[0]?.id ?? 0;
}

async function audit(username: string) {
  const { rows } = await core.server.db.query<{ tool: string; action: string; new_value: unknown; source: string }>(
    'SELECT tool, action, new_value, source FROM protection_audit WHERE member_id = $1 ORDER BY id',
    [await memberId(username)],
  );
  return rows;
}

async function start(client: Client, tool: string, period: string, password = 'Secret123') {
  return client.post<{ tool: string; period: string; until: string | null }>('/wps/protection/exclusion', {
    tool,
    period,
    password,
  });
}

/** A round of the demo provider through its signed bet call (which asks the protection guards). */
async function playRound(username: string) {
  return new Client(core.url).post<{ rounds: unknown[] }>('/dev/provider/rounds', {
    username,
    nodeId: slot,
    rounds: 1,
    bet: 1,
  });
}

describe('the exclusion settings', () => {
  it('answers the periods on offer and no running block', async () => {
    const client = await newMember(core.url, 'exSettings');
    const answer = await client.get('/wps/protection/exclusion');
    expect(answer.body.value).toEqual({
      timeOut: { enabled: true, periods: ['24h', '7d', '1m', '6w'] },
      selfExclusion: { enabled: true, periods: ['6m', '1y', '5y', 'permanent'] },
      current: null,
    });
    const info = await client.get<Record<string, unknown>>('/wps/member/info');
    expect(info.body.value).toMatchObject({ restricted: null, restrictedUntil: null });
  });
});

describe('a time-out', () => {
  it('starts at once, ends every session on every device, and refuses login, bets and deposits until its end', async () => {
    const phone = await newMember(core.url, 'exTimeOut');
    await core.credit('exTimeOut', '100');
    const laptop = new Client(core.url);
    expect((await laptop.login('exTimeOut', 'Secret123')).status).toBe(200);

    const before = await clockNow();
    const started = await start(phone, 'TIME_OUT', '24h');
    expect(started.status).toBe(200);
    const until = new Date(started.body.value?.until ?? '');
    expect(until.getTime() - before.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
    expect(until.getTime() - before.getTime()).toBeLessThan(24 * HOUR + 60_000);

    // Every device: the next call of each answers "not logged in".
    for (const device of [phone, laptop]) {
      const info = await device.get('/wps/member/info');
      expect(info.status).toBe(401);
      expect(info.body.code).toBe('NOT_LOGGED_IN');
    }

    const refused = await new Client(core.url).login('exTimeOut', 'Secret123');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_TIMED_OUT', value: { until: until.toISOString() } });

    // A game window opened before keeps calling the provider: its bets are refused.
    const round = await playRound('exTimeOut');
    expect(round.body.success).toBe(false);
    expect(round.body.code).toBe('ACCOUNT_TIMED_OUT');

    // A session that escaped the logout (say, a tool's) still cannot deposit.
    const leftover = new Client(core.url);
    leftover.token = await createSession(core.server.db, await memberId('exTimeOut'), '127.0.0.1');
    const deposit = await leftover.post('/wps/deposit', { channel: 'EWALLET', amount: 60, promotionId: null }, key());
    expect(deposit.status).toBe(403);
    expect(deposit.body.code).toBe('ACCOUNT_TIMED_OUT');
    expect(await core.count('deposits')).toBe(0);

    const trail = await audit('exTimeOut');
    expect(trail[0]).toMatchObject({
      tool: 'TIME_OUT',
      action: 'SET',
      source: 'PLAYER',
      new_value: { period: '24h', until: until.toISOString() },
    });
    expect(trail.filter((row) => row.action === 'REFUSAL').map((row) => row.new_value)).toEqual([
      { refused: 'LOGIN', until: until.toISOString() },
      { refused: 'BET', until: until.toISOString() },
      { refused: 'DEPOSIT', until: until.toISOString() },
    ]);

    // Still refused a minute before the end; the login works once it has passed.
    await advanceMinutes(24 * 60 - 2);
    expect((await new Client(core.url).login('exTimeOut', 'Secret123')).body.code).toBe('ACCOUNT_TIMED_OUT');
    await advanceMinutes(3);
    const back = await new Client(core.url).login('exTimeOut', 'Secret123');
    expect(back.status).toBe(200);
    expect(back.body.value).toMatchObject({ restricted: null, restrictedUntil: null });
  });

  it('lasts 7 days, a calendar month or 6 weeks', async () => {
    for (const [period, days] of [
      ['7d', [7, 7]],
      ['1m', [28, 31]],
      ['6w', [42, 42]],
    ] as const) {
      const client = await newMember(core.url, `exLen${period}`);
      const now = await clockNow();
      const answer = await start(client, 'TIME_OUT', period);
      const length = new Date(answer.body.value?.until ?? '').getTime() - now.getTime();
      expect(length).toBeGreaterThanOrEqual(days[0] * 24 * HOUR);
      expect(length).toBeLessThan(days[1] * 24 * HOUR + 60_000);
    }
  });
});

describe('a self-exclusion', () => {
  it('leaves a restricted session that can withdraw the balance and log out, and nothing else', async () => {
    const { client, cardId } = await payingMember(core, 'exSelf', '300');
    const started = await start(client, 'SELF_EXCLUSION', '1y');
    expect(started.status).toBe(200);
    const until = started.body.value?.until as string;
    expect((await client.get('/wps/member/info')).body.code).toBe('NOT_LOGGED_IN');

    const restricted = new Client(core.url);
    const login = await restricted.login('exSelf', 'Secret123');
    expect(login.status).toBe(200);
    expect(login.body.value).toMatchObject({ restricted: 'SELF_EXCLUDED', restrictedUntil: until });
    const info = await restricted.get<Record<string, unknown>>('/wps/member/info');
    expect(info.body.value).toMatchObject({ restricted: 'SELF_EXCLUDED', restrictedUntil: until });

    // What withdrawing needs.
    expect((await restricted.get('/wps/wallets/gcs')).status).toBe(200);
    expect((await restricted.get('/wps/transaction/withdraw/settings')).status).toBe(200);
    expect((await restricted.get('/wps/member/bankCards')).status).toBe(200);
    const withdrawal = await restricted.post(
      '/wps/transaction/withdraw',
      { amount: 300, paymentPassword: PIN, bankCardId: cardId },
      key(),
    );
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    expect(await mainBalance(restricted)).toBe(0);
    expect((await restricted.get('/wps/transaction/withdrawals')).status).toBe(200);

    // Everything else: 403 ACCOUNT_SELF_EXCLUDED with the end.
    const excluded = { code: 'ACCOUNT_SELF_EXCLUDED', value: { until } };
    for (const answer of [
      await restricted.post('/wps/deposit', { channel: 'EWALLET', amount: 60, promotionId: null }, key()),
      await restricted.get('/wps/deposits'),
      await restricted.post('/wps/member/nickname', { nickname: 'Again' }),
      await restricted.get('/wps/member/sessions'),
      await restricted.get('/wps/transaction/records'),
      await restricted.get(`/wps/game/launchGame?nodeId=${slot}`),
      await restricted.get(`/wps/game/launchGame?nodeId=${slot}&freePlay=true`),
      await restricted.get('/wps/game/launchLottery?vendor=TCG_SEA&gameCode=lobby'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject(excluded);
    }
    const round = await playRound('exSelf');
    expect(round.body.code).toBe('ACCOUNT_SELF_EXCLUDED');

    const refusals = (await audit('exSelf')).filter((row) => row.action === 'REFUSAL').map((row) => row.new_value);
    expect(refusals).toEqual([
      { refused: 'REQUEST', path: '/wps/deposit', until },
      { refused: 'REQUEST', path: '/wps/member/nickname', until },
      { refused: 'LAUNCH', until },
      { refused: 'LAUNCH', until },
      { refused: 'LAUNCH', until },
      { refused: 'BET', until },
    ]);

    expect((await restricted.post('/wps/session/logout')).status).toBe(200);
    expect((await restricted.get('/wps/member/info')).status).toBe(401);
  });

  it('gets no marketing: no promotions, banners or popups, only player notices', async () => {
    const client = await newMember(core.url, 'exMarketing');
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=A,PL,B,PU,PR';
    const open =
      await client.get<Record<'promotion' | 'banners' | 'player' | 'popup', { promotionType: string }[]>>(path);
    expect(open.body.value?.promotion.length).toBeGreaterThan(0);
    expect(open.body.value?.popup.length).toBeGreaterThan(0);
    expect(open.body.value?.banners.length).toBeGreaterThan(0);

    await start(client, 'SELF_EXCLUSION', '6m');
    await client.login('exMarketing', 'Secret123');
    const closed =
      await client.get<Record<'promotion' | 'banners' | 'player' | 'popup', { promotionType: string }[]>>(path);
    expect(closed.body.value).toMatchObject({ promotion: [], banners: [], popup: [] });
    expect(closed.body.value?.player.every((item) => item.promotionType === 'PL')).toBe(true);
    // The token in the query (as the spec lists it) is the same account.
    const byQuery = await new Client(core.url).get<Record<string, unknown[]>>(`${path}&token=${client.token}`);
    expect(byQuery.body.value).toMatchObject({ promotion: [], banners: [], popup: [] });
  });

  it('cannot be cut short: a shorter request is refused, a longer one replaces it, and no call removes it', async () => {
    const client = await newMember(core.url, 'exShorten');
    const year = await start(client, 'SELF_EXCLUSION', '1y');
    await client.login('exShorten', 'Secret123');

    const shorter = await start(client, 'SELF_EXCLUSION', '6m');
    expect(shorter.status).toBe(409);
    expect(shorter.body).toMatchObject({ code: 'EXCLUSION_CANNOT_SHORTEN', value: { until: year.body.value?.until } });
    const timeOut = await start(client, 'TIME_OUT', '6w');
    expect(timeOut.body.code).toBe('EXCLUSION_CANNOT_SHORTEN');
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const answer = await client.request(method, '/wps/protection/exclusion', { body: { period: '6m' } });
      expect(answer.status).toBe(404);
    }
    const settings = await client.get<{ current: { period: string; until: string } }>('/wps/protection/exclusion');
    expect(settings.body.value?.current).toMatchObject({ period: '1y', until: year.body.value?.until });

    const forever = await start(client, 'SELF_EXCLUSION', 'permanent');
    expect(forever.status).toBe(200);
    expect(forever.body.value?.until).toBeNull();
    const again = await new Client(core.url).login('exShorten', 'Secret123');
    expect(again.body.value).toMatchObject({ restricted: 'SELF_EXCLUDED', restrictedUntil: null });
    expect((await start(client, 'SELF_EXCLUSION', '5y')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('ends at its end: the next login is a full session again', async () => {
    const client = await newMember(core.url, 'exSelfEnds');
    await start(client, 'SELF_EXCLUSION', '6m');
    await advanceMinutes(185 * 24 * 60);
    const login = await client.login('exSelfEnds', 'Secret123');
    expect(login.body.value).toMatchObject({ restricted: null });
    expect((await client.get('/wps/transaction/records')).status).toBe(200);
  });
});
