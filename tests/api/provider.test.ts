/**
 * The demo game provider against the real server (PGlite, or PostgreSQL with DATABASE_URL): the launch's ticket and
 * language, the game page, rounds paid through the platform's signed wallet calls (never overdrawn, once per key and
 * per round, nothing on a wrong signature), resuming an open round, trial credit, the player's round records and
 * daily sums against the journal, and real big wins on the winner board.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsOf, lockWallet, postEntry } from '../../server/ledger/journal';
import { secretFor, sign } from '../../server/security/signing';
import { type Answer, Client, type CoreServer, newMember, startCoreServer } from './core-server';

interface Round {
  roundId: string;
  playerId: string;
  nodeId: number;
  bet: number;
  win: number;
  status: 'OPEN' | 'SETTLED';
  outcome: { game: 'slot' | 'crash'; winCents: number };
  trial: boolean;
}
interface Played {
  round: Round;
  balance: number;
  resumed: boolean;
}
interface RoundsPage {
  content: {
    roundId: string;
    nodeId: string;
    gameName: string;
    vendor: string;
    vendorName: string;
    category: string;
    bet: number;
    win: number;
    net: number;
    status: string;
    createdAt: string;
  }[];
  pageNum: number;
  totalPages: number;
  total: number;
}
interface Summary {
  days: { date: string; rounds: number; bets: number; wins: number; net: number }[];
  total: { rounds: number; bets: number; wins: number; net: number };
}

let core: CoreServer;
let slotGames: number[];
let crashGame: number;

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

/** Credits a member through the journal (a test stand-in for a deposit). */
async function credit(memberId: number, cents: number) {
  await core.server.db.transaction(async (tx) => {
    await lockWallet(tx, memberId, 'MAIN');
    await postEntry(tx, { memberId, walletCode: 'MAIN', deltaCents: cents, kind: 'ADJUSTMENT', remark: 'test credit' });
  });
}

async function balanceCents(memberId: number): Promise<number> {
  const { rows } = await core.server.db.query<{ balance: string }>(
    `SELECT balance FROM wallets WHERE member_id = $1 AND wallet_code = 'MAIN'`,
    [memberId],
  );
  return centsOf(rows[0]?.balance ?? '0');
}

/** The journal's round rows of a member: kind and cents. */
async function roundEntries(memberId: number) {
  const { rows } = await core.server.db.query<{ kind: string; amount: string; ref_id: string; balance_after: string }>(
    `SELECT kind, amount, ref_id, balance_after FROM transactions WHERE member_id = $1 AND ref_kind = 'ROUND' ORDER BY id`,
    [memberId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    cents: centsOf(row.amount),
    roundId: row.ref_id,
    after: centsOf(row.balance_after),
  }));
}

/** A real member with `cents` in MAIN, logged in. */
async function player(name: string, cents: number) {
  const client = await newMember(core.url, name);
  const id = await memberIdOf(name);
  if (cents > 0) await credit(id, cents);
  return { client, id };
}

async function launch(client: Client, nodeId: number, language = 'EN'): Promise<{ url: string; ticket: string }> {
  const { url } = value(
    await client.get<{ url: string }>(`/wps/game/launchGame?nodeId=${nodeId}&language=${language}`),
  );
  return { url, ticket: new URL(url, core.url).searchParams.get('ticket') ?? '' };
}

function play(client: Client, ticket: string, bet: number, key = randomUUID(), cashOutAt?: number) {
  return client.post<Played>(
    '/demo-provider/play',
    { ticket, bet, cashOutAt },
    { headers: { 'Idempotency-Key': key } },
  );
}

/** A call of the provider to the platform's wallet, signed unless `signature` is given. */
async function providerCall<T>(path: string, body: object, options: { signature?: string; key?: string } = {}) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = {
    'X-Provider-Signature': options.signature ?? sign(await secretFor(core.server.db, 'provider'), raw),
  };
  if (options.key) headers['Idempotency-Key'] = options.key;
  return new Client(core.url).request<T>('POST', path, { rawBody: raw, headers });
}

const roundId = () => `R${randomUUID().replace(/-/g, '').slice(0, 16)}`;

beforeAll(async () => {
  core = await startCoreServer();
  const { rows } = await core.server.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 60`,
  );
  slotGames = rows.map((row) => row.node_id);
  const crash = await core.server.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE game_type = 'LIVE' ORDER BY node_id LIMIT 1`,
  );
  crashGame = crash.rows[0]?.node_id ?? 0;
  expect(slotGames.length).toBe(60);
  expect(crashGame).toBeGreaterThan(0);
});
afterAll(async () => {
  await core?.destroy();
});

describe('the launch and the game page', () => {
  it('carries a ticket and the language; the page speaks it, or English when the provider does not', async () => {
    const { client } = await player('provlaunch', 0);
    const slot = slotGames[0] as number;
    const korean = await launch(client, slot, 'KO');
    expect(korean.url).toMatch(new RegExp(`^/demo-game/${slot}\\?mode=real&ticket=[\\w-]+\\.[0-9a-f]{64}&lang=KO$`));
    const page = await fetch(new URL(korean.url, core.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<label for="bet">베팅</label>');
    expect(html).toContain('>스핀</button>');
    expect(html).toContain('href="/m/home" target="_top">사이트로 돌아가기</a>');
    expect(html).toContain('role="status" aria-live="polite"');

    const unknown = await launch(client, slot, 'FR');
    expect(unknown.url).toMatch(/&lang=FR$/);
    const english = await (await fetch(new URL(unknown.url, core.url))).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<label for="bet">Bet</label>');
    expect(english).toContain('>Spin</button>');
    expect(english).toContain('>Back to site</a>');

    const crash = await (await fetch(new URL((await launch(client, crashGame)).url, core.url))).text();
    expect(crash).toContain('<label for="cash-out">Cash out at</label>');
    expect(crash).toContain('>Play</button>');
    const back = await (await fetch(`${core.url}/demo-game/${slot}?mode=free&lang=EN&back=/m/gameRecord`)).text();
    expect(back).toContain('href="/m/gameRecord" target="_top"');
    const hostile = await (await fetch(`${core.url}/demo-game/${slot}?mode=free&back=https://evil.example/`)).text();
    expect(hostile).toContain('href="/m/home" target="_top"');
  });

  it('refuses a page without a valid ticket, and serves its script and style as files', async () => {
    const slot = slotGames[0] as number;
    const forged = await fetch(`${core.url}/demo-game/${slot}?mode=real&ticket=eyJtZW1iZXJJZCI6MX0.${'0'.repeat(64)}`);
    expect(forged.status).toBe(401);
    expect(await forged.text()).toContain('This game session has expired');
    const script = await fetch(`${core.url}/demo-provider/assets/demo-game.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('/demo-provider/play');
    expect((await fetch(`${core.url}/demo-provider/assets/demo-game.css`)).headers.get('content-type')).toContain(
      'text/css',
    );
    expect((await fetch(`${core.url}/demo-provider/assets/other.js`)).status).toBe(404);
    const fun = await new Client(core.url).post<{ win: number }>('/demo-provider/fun', { nodeId: slot, bet: 5 });
    expect(fun.body.success).toBe(true);
  });
});

describe('rounds move money through the journal', () => {
  it('debits the bet and credits the win of a round, with the round as reference', async () => {
    const { client, id } = await player('provround', 100_00);
    const { ticket } = await launch(client, slotGames[1] as number);
    const state = value(await client.post<{ balance: number; openRound: null }>('/demo-provider/state', { ticket }));
    expect(state).toMatchObject({ balance: 100, openRound: null, trial: false });
    const played = value(await play(client, ticket, 2.5));
    expect(played.resumed).toBe(false);
    expect(played.round).toMatchObject({ status: 'SETTLED', bet: 2.5, trial: false });
    expect(played.round.win * 100).toBe(played.round.outcome.winCents);
    expect(centsOf(played.balance)).toBe(100_00 - 250 + played.round.outcome.winCents);
    expect(await balanceCents(id)).toBe(centsOf(played.balance));
    const entries = await roundEntries(id);
    expect(entries[0]).toMatchObject({ kind: 'BET', cents: -250, roundId: played.round.roundId });
    expect(entries.slice(1)).toEqual(
      played.round.win > 0 ? [expect.objectContaining({ kind: 'WIN', cents: played.round.outcome.winCents })] : [],
    );
    const crash = await launch(client, crashGame);
    const crashed = value(await play(client, crash.ticket, 1, randomUUID(), 1.5));
    expect(crashed.round.outcome).toMatchObject({ game: 'crash', cashOutAt: 150 });
    expect(crashed.round.win).toBe(crashed.round.outcome.winCents / 100);
  });

  it('refuses bad input and a bet above the balance, moving nothing', async () => {
    const { client, id } = await player('provrefuse', 5_00);
    const { ticket } = await launch(client, slotGames[2] as number);
    expect((await client.post('/demo-provider/play', { ticket, bet: 1 })).body.code).toBe('INVALID_INPUT'); // no key
    expect((await play(client, ticket, 0.5)).body.code).toBe('INVALID_INPUT');
    expect((await play(client, ticket, 1.234)).body.code).toBe('INVALID_INPUT');
    expect((await play(client, 'nope', 1)).body.code).toBe('TICKET_INVALID');
    const crash = await launch(client, crashGame);
    expect((await play(client, crash.ticket, 1, randomUUID(), 1)).body.code).toBe('INVALID_INPUT');
    const tooMuch = await play(client, ticket, 6);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceCents(id)).toBe(5_00);
    expect(await roundEntries(id)).toEqual([]);
  });

  it('never overdraws with 50 parallel bets, through the page calls and through the wallet calls', async () => {
    const viaPage = await player('provrace1', 10_00);
    const tickets = await Promise.all(slotGames.slice(0, 50).map((node) => launch(viaPage.client, node)));
    const answers = await Promise.all(tickets.map(({ ticket }) => play(viaPage.client, ticket, 1)));
    const won = answers.filter((a) => a.body.success).map((a) => a.body.value as Played);
    expect(answers.filter((a) => !a.body.success).every((a) => a.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    const entries = await roundEntries(viaPage.id);
    expect(entries.filter((e) => e.kind === 'BET')).toHaveLength(won.length);
    expect(entries.every((e) => e.after >= 0)).toBe(true);
    const wins = won.reduce((sum, p) => sum + p.round.outcome.winCents, 0);
    expect(await balanceCents(viaPage.id)).toBe(10_00 - won.length * 100 + wins);

    const direct = await player('provrace2', 100_00);
    const bets = await Promise.all(
      slotGames.slice(0, 50).map((nodeId) =>
        providerCall<{ balance: number }>(
          '/wps/provider/bet',
          {
            roundId: roundId(),
            playerId: String(direct.id),
            nodeId,
            amount: 10,
            language: 'EN',
            outcome: { winCents: 0 },
          },
          { key: randomUUID() },
        ),
      ),
    );
    expect(bets.filter((b) => b.body.success)).toHaveLength(10);
    expect(bets.filter((b) => !b.body.success).map((b) => b.body.code)).toEqual(Array(40).fill('INSUFFICIENT_BALANCE'));
    expect(await balanceCents(direct.id)).toBe(0);
    expect((await roundEntries(direct.id)).map((e) => e.after).sort((a, b) => a - b)[0]).toBe(0);
  });

  it('moves money once for a retried bet with the same key, even when the retries run together', async () => {
    const { client, id } = await player('provretry', 50_00);
    const { ticket } = await launch(client, slotGames[3] as number);
    const key = randomUUID();
    const answers = await Promise.all([play(client, ticket, 3, key), play(client, ticket, 3, key)]);
    const again = await play(client, ticket, 3, key);
    const ids = [...answers, again].filter((a) => a.body.success).map((a) => (a.body.value as Played).round.roundId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(1);
    const entries = await roundEntries(id);
    expect(entries.filter((e) => e.kind === 'BET')).toHaveLength(1);
    expect(entries.filter((e) => e.kind === 'WIN').length).toBeLessThanOrEqual(1);
    const first = (again.body.value as Played).round;
    expect(await balanceCents(id)).toBe(50_00 - 300 + first.outcome.winCents);

    // The wallet call itself: the same round id under a new key moves nothing either.
    const rid = roundId();
    const bet = {
      roundId: rid,
      playerId: String(id),
      nodeId: slotGames[4],
      amount: 1,
      language: 'EN',
      outcome: { winCents: 0 },
    };
    value(await providerCall('/wps/provider/bet', bet, { key: randomUUID() }));
    value(await providerCall('/wps/provider/bet', bet, { key: randomUUID() }));
    const settle = { roundId: rid, playerId: String(id), win: 0.5 };
    value(await providerCall('/wps/provider/settle', settle));
    value(await providerCall('/wps/provider/settle', settle));
    const rows = (await roundEntries(id)).filter((e) => e.roundId === rid);
    expect(rows.map((e) => [e.kind, e.cents])).toEqual([
      ['BET', -100],
      ['WIN', 50],
    ]);
  });

  it('changes nothing on a wrong or missing signature (401)', async () => {
    const { id } = await player('provsig', 20_00);
    const before = { rounds: await core.count('game_rounds'), journal: await core.count('transactions') };
    const body = {
      roundId: roundId(),
      playerId: String(id),
      nodeId: slotGames[0],
      amount: 5,
      language: 'EN',
      outcome: {},
    };
    const wrong = await providerCall('/wps/provider/bet', body, { signature: 'ab'.repeat(32), key: randomUUID() });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('BAD_SIGNATURE');
    const raw = JSON.stringify(body);
    const other = sign('not-the-secret', raw);
    expect((await providerCall('/wps/provider/bet', body, { signature: other, key: randomUUID() })).status).toBe(401);
    expect((await providerCall('/wps/provider/bet', body, { signature: '', key: randomUUID() })).status).toBe(401);
    // Signed for one body, sent with another.
    const signed = sign(await secretFor(core.server.db, 'provider'), raw);
    const tampered = await new Client(core.url).request('POST', '/wps/provider/bet', {
      rawBody: raw.replace('"amount":5', '"amount":1'),
      headers: { 'X-Provider-Signature': signed, 'Idempotency-Key': randomUUID() },
    });
    expect(tampered.status).toBe(401);
    const settle = await providerCall(
      '/wps/provider/settle',
      { roundId: body.roundId, playerId: String(id), win: 9 },
      {
        signature: 'cd'.repeat(32),
      },
    );
    expect(settle.status).toBe(401);
    expect(await balanceCents(id)).toBe(20_00);
    expect({ rounds: await core.count('game_rounds'), journal: await core.count('transactions') }).toEqual(before);
  });
});

describe('an open round', () => {
  it('is resumed and settled by the next launch, not bet a second time', async () => {
    const { client, id } = await player('provresume', 30_00);
    const node = slotGames[5] as number;
    const rid = roundId();
    // The provider's bet went through, its settle never came (a closed tab, a lost connection).
    value(
      await providerCall(
        '/wps/provider/bet',
        {
          roundId: rid,
          playerId: String(id),
          nodeId: node,
          amount: 2,
          language: 'EN',
          outcome: {
            game: 'slot',
            symbols: ['BELL', 'BELL', 'BELL'],
            stops: [2, 8, 2],
            multiplier: 30,
            winCents: 60_00,
          },
        },
        { key: randomUUID() },
      ),
    );
    expect(await balanceCents(id)).toBe(28_00);
    const { ticket } = await launch(client, node);
    const state = value(await client.post<{ openRound: Round | null }>('/demo-provider/state', { ticket }));
    expect(state.openRound).toMatchObject({ roundId: rid, status: 'OPEN', bet: 2 });

    // Playing while it is open settles it instead of a new bet.
    const played = value(await play(client, ticket, 5));
    expect(played).toMatchObject({ resumed: true, round: { roundId: rid, status: 'SETTLED', win: 60 } });
    expect(await balanceCents(id)).toBe(88_00);
    expect((await roundEntries(id)).map((e) => [e.kind, e.cents, e.roundId])).toEqual([
      ['BET', -200, rid],
      ['WIN', 60_00, rid],
    ]);
    // Nothing left to resume; the next play is a new round.
    expect(value(await client.post<{ round: null }>('/demo-provider/resume', { ticket })).round).toBeNull();
    const next = value(await play(client, ticket, 1));
    expect(next.resumed).toBe(false);
    expect(next.round.roundId).not.toBe(rid);
  });

  it('is settled by the page when it opens (resume call)', async () => {
    const { client, id } = await player('provresume2', 10_00);
    const node = slotGames[6] as number;
    const rid = roundId();
    value(
      await providerCall(
        '/wps/provider/bet',
        {
          roundId: rid,
          playerId: String(id),
          nodeId: node,
          amount: 4,
          language: 'EN',
          outcome: { game: 'slot', winCents: 0 },
        },
        { key: randomUUID() },
      ),
    );
    const { ticket } = await launch(client, node);
    const resumed = value(await client.post<{ round: Round; balance: number }>('/demo-provider/resume', { ticket }));
    expect(resumed.round).toMatchObject({ roundId: rid, status: 'SETTLED', win: 0 });
    expect(resumed.balance).toBe(6);
    expect((await roundEntries(id)).filter((e) => e.kind === 'BET')).toHaveLength(1);
  });
});

describe('trial members', () => {
  it('play on their own free credit only, flagged trial, never on the winner board', async () => {
    const trial = new Client(core.url);
    const login = value(await trial.post<{ token: string; type: number }>('/wps/session/login/freeplay', {}));
    trial.token = login.token;
    expect(login.type).toBe(4);
    const trialId = Number(
      (
        await core.server.db.query<{ member_id: number }>(
          'SELECT member_id FROM sessions ORDER BY created_at DESC LIMIT 1',
        )
      ).rows[0]?.member_id,
    );
    const demoId = await memberIdOf('demo');
    const demoBefore = await balanceCents(demoId);
    const credit = await balanceCents(trialId);
    expect(credit).toBeGreaterThan(0);
    const { ticket } = await launch(trial, slotGames[7] as number);
    const state = value(await trial.post<{ trial: boolean }>('/demo-provider/state', { ticket }));
    expect(state.trial).toBe(true);
    const played = value(await play(trial, ticket, 10));
    expect(played.round.trial).toBe(true);
    expect(await balanceCents(trialId)).toBe(credit - 10_00 + played.round.outcome.winCents);
    expect((await play(trial, ticket, 5000)).body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceCents(demoId)).toBe(demoBefore);

    // A trial win bigger than any on the board stays off it; a real one just below it goes on top.
    type Board = { nodeId: number; vo: { customerName: string; winAmount: string } }[];
    const seeded = value(await new Client(core.url).get<Board>('/wps/relay/GCSGAME_getRankList?limitNum=1'));
    const top = Math.ceil(Number(seeded[0]?.vo.winAmount ?? 0));
    const realWin = top + 100;
    const trialWin = top + 200;
    const bet = Math.ceil(trialWin / 500);
    const real = await player('provbigwin', bet * 100);
    for (const [who, win] of [
      [trialId, trialWin],
      [real.id, realWin],
    ] as const) {
      const rid = roundId();
      value(
        await providerCall(
          '/wps/provider/bet',
          { roundId: rid, playerId: String(who), nodeId: slotGames[8], amount: bet, language: 'EN', outcome: {} },
          { key: randomUUID() },
        ),
      );
      value(await providerCall('/wps/provider/settle', { roundId: rid, playerId: String(who), win }));
    }
    const board = value(await new Client(core.url).get<Board>('/wps/relay/GCSGAME_getRankList?limitNum=5'));
    expect(board).toHaveLength(5);
    expect(board[0]?.vo).toMatchObject({ customerName: 'pr***n', winAmount: realWin.toFixed(2) });
    expect(board[0]?.nodeId).toBe(slotGames[8]);
    expect(board.some((row) => row.vo.winAmount === trialWin.toFixed(2))).toBe(false);
    expect(board[1]?.vo.winAmount).toBe(seeded[0]?.vo.winAmount);
    const amounts = board.map((row) => Number(row.vo.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('round records for the site', () => {
  it('pages the rounds newest first and filters by category and time', async () => {
    const { client, id } = await player('provrecords', 100_00);
    const slot = await launch(client, slotGames[9] as number);
    for (let i = 0; i < 3; i++) value(await play(client, slot.ticket, 1));
    const crash = await launch(client, crashGame);
    value(await play(client, crash.ticket, 2, randomUUID(), 2));
    const all = value(await client.get<RoundsPage>('/wps/game/rounds?pageNo=1&pageSize=3'));
    expect(all).toMatchObject({ pageNum: 1, totalPages: 2, total: 4 });
    expect(all.content[0]).toMatchObject({ nodeId: String(crashGame), category: 'LIVE', bet: 2, status: 'SETTLED' });
    const row = all.content[0];
    expect(row?.net).toBe(Math.round(((row?.win ?? 0) - 2) * 100) / 100);
    expect(row?.vendorName).toBeTruthy();
    expect(row?.gameName).toBeTruthy();
    const slots = value(await client.get<RoundsPage>('/wps/game/rounds?category=RNG'));
    expect(slots.total).toBe(3);
    expect(slots.content.every((r) => r.category === 'RNG' && r.nodeId === String(slotGames[9]))).toBe(true);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(value(await client.get<RoundsPage>(`/wps/game/rounds?from=${future}`)).total).toBe(0);
    expect(value(await client.get<RoundsPage>(`/wps/game/rounds?to=${future}`)).total).toBe(4);
    expect((await client.get('/wps/game/rounds?from=yesterday')).body.code).toBe('INVALID_INPUT');
    expect((await new Client(core.url).get('/wps/game/rounds')).status).toBe(401);
    // Another player sees none of them.
    const other = await player('provrecords2', 0);
    expect(value(await other.client.get<RoundsPage>('/wps/game/rounds')).total).toBe(0);
    expect(id).toBeGreaterThan(0);
  });

  it("sums each of the player's days exactly as the journal moved the money", async () => {
    const { client, id } = await player('provsummary', 200_00);
    const slot = await launch(client, slotGames[10] as number);
    for (let i = 0; i < 10; i++) value(await play(client, slot.ticket, 1.5));
    const crash = await launch(client, crashGame);
    for (let i = 0; i < 5; i++) value(await play(client, crash.ticket, 2.25, randomUUID(), 1.8));
    // Spread the rounds over days: move some a day and a half back.
    await core.server.db.query(
      `UPDATE game_rounds SET created_at = created_at - interval '36 hours'
        WHERE id IN (SELECT id FROM game_rounds WHERE member_id = $1 ORDER BY created_at LIMIT 6)`,
      [id],
    );
    const entries = await roundEntries(id);
    const bets = -entries.filter((e) => e.kind === 'BET').reduce((s, e) => s + e.cents, 0);
    const wins = entries.filter((e) => e.kind === 'WIN').reduce((s, e) => s + e.cents, 0);
    for (const tzOffset of [0, -480, 300]) {
      const summary = value(await client.get<Summary>(`/wps/game/rounds/summary?tzOffset=${tzOffset}`));
      expect(summary.total).toEqual({ rounds: 15, bets: bets / 100, wins: wins / 100, net: (wins - bets) / 100 });
      expect(summary.days.reduce((s, d) => s + d.rounds, 0)).toBe(15);
      expect(Math.round(summary.days.reduce((s, d) => s + d.bets * 100, 0))).toBe(bets);
      // Each day is the player's local calendar day of its rounds.
      const { rows } = await core.server.db.query<{ created_at: Date }>(
        'SELECT created_at FROM game_rounds WHERE member_id = $1',
        [id],
      );
      const local = (t: Date) => new Date(t.getTime() - tzOffset * 60_000).toISOString().slice(0, 10);
      const counts = new Map<string, number>();
      for (const row of rows)
        counts.set(local(new Date(row.created_at)), (counts.get(local(new Date(row.created_at))) ?? 0) + 1);
      expect(Object.fromEntries(summary.days.map((d) => [d.date, d.rounds]))).toEqual(Object.fromEntries(counts));
      expect(summary.days.map((d) => d.date)).toEqual([...summary.days.map((d) => d.date)].sort().reverse());
    }
    const crashOnly = value(await client.get<Summary>('/wps/game/rounds/summary?category=LIVE'));
    expect(crashOnly.total.rounds).toBe(5);
    expect(crashOnly.total.bets).toBe(11.25);
    expect((await client.get('/wps/game/rounds/summary?tzOffset=9999')).body.code).toBe('INVALID_INPUT');
  });

  it('the DEV_TOOLS helper plays rounds whose net is the balance change', async () => {
    const { client, id } = await player('provdev', 100_00);
    const played = value(
      await client.post<{ rounds: Played[] }>('/dev/provider/rounds', {
        username: 'provdev',
        nodeId: crashGame,
        rounds: 10,
        bet: 2,
        cashOutAt: 1.5,
      }),
    );
    expect(played.rounds).toHaveLength(10);
    expect(played.rounds.every((p) => p.round.status === 'SETTLED' && p.round.outcome.game === 'crash')).toBe(true);
    const summary = value(await client.get<Summary>('/wps/game/rounds/summary'));
    expect(summary.total.rounds).toBe(10);
    expect(Math.round(summary.total.net * 100)).toBe((await balanceCents(id)) - 100_00);
    expect(
      (await client.post('/dev/provider/rounds', { username: 'nobody', nodeId: crashGame, rounds: 1, bet: 1 })).status,
    ).toBe(404);
  });
});
