/**
 * Property tests (fast-check): malformed, oversized and hostile input thrown at every write call of the content
 * half (favourites add/remove, recent add, launches, mark-as-read, inbox read, lottery cancel, chat launch) must get
 * a clear 4xx envelope (success false, a code, a message, no internals) and leave the database unchanged.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ContentServer, call, startContentServer } from './content-server';

let s: ContentServer;
let token: string;

const TABLES = [
  'games',
  'vendors',
  'favourites',
  'recent_games',
  'announcements',
  'announcement_reads',
  'inbox_messages',
  'inbox_reads',
  'chat_unread',
  'lottery_orders',
  'lottery_suborders',
  'winners',
  'help_items',
];

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { rows } = await s.server.db.query<{ h: string; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*) AS n FROM ${table} t`,
    );
    parts.push(`${table}:${rows[0]?.n}:${rows[0]?.h}`);
  }
  return parts.join('\n');
}

function expectClearRefusal(answer: Answer, label: string) {
  const where = `${label} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  expect([400, 401, 403, 404, 409, 413], where).toContain(answer.status);
  expect(answer.body.success, where).toBe(false);
  expect(typeof answer.body.code === 'string' && answer.body.code.length > 0, where).toBe(true);
  expect(typeof answer.body.message === 'string' && (answer.body.message ?? '').length > 0, where).toBe(true);
  expect(answer.body.message, where).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|SELECT |syntax error/i);
}

// ------------------------------------------------------------------------------------------------------------
// Hostile values
// ------------------------------------------------------------------------------------------------------------

const NASTY = [
  "' OR 1=1 --",
  '1; DROP TABLE games; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '%00',
  '{{7*7}}',
  '$' + '{7*7}',
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '2147483648',
  '99999999999999999999',
  ' 1001 ',
  '1001abc',
  '0x3E9',
  '1.5',
  '١٠٠١',
  '𝟏𝟎𝟎𝟏',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u202e1001',
];

/** Strings that are not the digits of an existing row id (ids of seeded rows are below 1,000,000). */
const notAnExistingId = (text: string) => !/^\d+$/.test(text.trim()) || Number(text.trim()) >= 1_000_000;

const hostileString = fc
  .oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(...NASTY),
    fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n + 100)),
  )
  .filter(notAnExistingId);

/** A value in place of an id: wrong types, out of range, or a well-formed id of nothing. */
const hostileId = fc.oneof(
  hostileString,
  fc.integer({ min: -2_147_483_648, max: 0 }),
  fc.integer({ min: 1_000_000, max: 2_147_483_647 }),
  fc.double().filter((d) => !Number.isInteger(d)),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 31, 1e308, null, true, false),
  fc.array(fc.integer({ min: 1001, max: 1010 }), { minLength: 1, maxLength: 3 }),
  fc.record({ nodeId: fc.constant(1001) }),
);

/** A whole body that is not the expected object: JSON of any shape, broken text, huge text, prototype tricks. */
const hostileRawBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{"__proto__": {"nodeId": 1001, "announcementId": 1, "all": true}}',
    '{"constructor": {"prototype": {"nodeId": 1001}}}',
    '{"nodeId": 1001,',
    '\u0000\u0001\u0002',
    'nodeId=1001',
  ),
  fc.constant(`{"nodeId": "${'9'.repeat(70_000)}"}`),
);

const withToken = fc.oneof(
  { weight: 9, arbitrary: fc.constant('member') },
  { weight: 1, arbitrary: fc.constantFrom('none', 'garbage') },
);
const tokenFor = (kind: string) => (kind === 'member' ? token : kind === 'garbage' ? 'A'.repeat(43) : undefined);

const RUNS = 40;

beforeAll(async () => {
  s = await startContentServer();
  token = (await s.newMember('propertyplayer', 0)).token;
  // Give the member some state to protect: a favourite, a recent game, orders, a read mark.
  await call(s.url, '/wps/relay/GCSGAME_favourites', { method: 'POST', token, body: { nodeId: 1001 } });
  await call(s.url, '/wps/relay/GCSGAME_recentGames/add', { token, query: { nodeId: 1002 } });
  await call(s.url, '/lgw/orders', { token });
  await call(s.url, '/wps/relay/MCSFE_markAsRead', { method: 'POST', token, body: { announcementId: 1 } });
});
afterAll(async () => {
  await s?.stop();
});

async function checkUnchanged(label: string, send: () => Promise<Answer>) {
  const before = await snapshot();
  const answer = await send();
  expectClearRefusal(answer, label);
  expect(await snapshot(), `${label}: database changed`).toBe(before);
}

describe('hostile input to every content write call gets a clear 4xx and changes nothing', () => {
  it('POST favourites', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            nodeId: hostileId,
            vendor: fc.option(fc.oneof(hostileString, fc.integer()), { nil: undefined }),
          }),
          hostileRawBody,
        ),
        withToken,
        async (body, who) =>
          checkUnchanged(`POST favourites ${JSON.stringify(body).slice(0, 80)}`, () =>
            call(s.url, '/wps/relay/GCSGAME_favourites', { method: 'POST', token: tokenFor(who), body }),
          ),
      ),
      { numRuns: RUNS },
    );
  });

  it('DELETE favourites', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileString.map((nodeId) => ({ query: { nodeId } })),
          fc.record({ nodeId: hostileId }).map((body) => ({ body })),
          hostileRawBody.map((body) => ({ body })),
        ),
        withToken,
        async (input, who) =>
          checkUnchanged(`DELETE favourites ${JSON.stringify(input).slice(0, 80)}`, () =>
            call(s.url, '/wps/relay/GCSGAME_favourites', { method: 'DELETE', token: tokenFor(who), ...input }),
          ),
      ),
      { numRuns: RUNS },
    );
  });

  it('GET recentGames/add', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, withToken, async (nodeId, who) =>
        checkUnchanged(`recent add ${nodeId.slice(0, 40)}`, () =>
          call(s.url, '/wps/relay/GCSGAME_recentGames/add', { token: tokenFor(who), query: { nodeId } }),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it('GET launchGame', async () => {
    const query = fc.oneof(
      fc.record({ nodeId: hostileString, freePlay: fc.option(hostileString, { nil: undefined }) }),
      fc.record({ gameId: hostileString, vendor: hostileString }),
      fc.record({
        nodeId: fc.constant('1001'),
        freePlay: hostileString.filter((v) => !/^(1|0|true|false)?$/i.test(v)),
      }),
      fc.record({
        category: hostileString,
        vendor: hostileString,
        nodeId: fc.constant('1003'),
        gameId: fc.constant('<>'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(query, withToken, async (q, who) => {
        const clean = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<
          string,
          string
        >;
        await checkUnchanged(`launchGame ${JSON.stringify(clean).slice(0, 80)}`, () =>
          call(s.url, '/wps/game/launchGame', { token: tokenFor(who), query: clean }),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('GET launchLottery', async () => {
    const vendor = hostileString.filter((v) => !['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'].includes(v));
    const query = fc.oneof(
      fc.record({ vendor, gameCode: hostileString }),
      fc.record({
        vendor: fc.constant('LOTT'),
        gameCode: hostileString.filter((v) => v.trim() !== '' && v.trim() !== 'lobby'),
      }),
      fc.record({ vendor: fc.constant('ELOTT'), playType: hostileString.filter((v) => v !== 'ent' && v !== 'trad') }),
      fc.record({
        vendor: fc.constant('TCG_SEA'),
        prizeMode: hostileString.filter((v) => !['Lott', 'ZY', 'Elott', 'ModeElott', 'SEA'].includes(v)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(query, withToken, async (q, who) =>
        checkUnchanged(`launchLottery ${JSON.stringify(q).slice(0, 80)}`, () =>
          call(s.url, '/wps/game/launchLottery', { token: tokenFor(who), query: q }),
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST markAsRead', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ announcementId: hostileId, read: fc.option(fc.boolean(), { nil: undefined }) }),
          fc.record({
            announcementId: fc.constant(2),
            read: fc.oneof(
              hostileString.filter((v) => v !== 'true' && v !== 'false'),
              fc.integer(),
              fc.constant(null),
            ),
          }),
          hostileRawBody,
        ),
        withToken,
        async (body, who) =>
          checkUnchanged(`markAsRead ${JSON.stringify(body).slice(0, 80)}`, () =>
            call(s.url, '/wps/relay/MCSFE_markAsRead', { method: 'POST', token: tokenFor(who), body }),
          ),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST messages/read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ id: hostileId }),
          fc.record({ all: fc.oneof(fc.constant('true'), fc.constant(1), fc.constant(false), hostileString) }),
          fc.record({ id: fc.constant(1), all: fc.constant(true) }),
          hostileRawBody,
        ),
        withToken,
        async (body, who) =>
          checkUnchanged(`messages/read ${JSON.stringify(body).slice(0, 80)}`, () =>
            call(s.url, '/wps/member/messages/read', { method: 'POST', token: tokenFor(who), body }),
          ),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST lottery suborders/cancel', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ orderNo: fc.oneof(hostileString, hostileId) }),
          fc.record({ orderNo: fc.constant('L999999001') }),
          fc.record({
            orderNo: fc.constant('L000001001'),
            subOrderNos: fc.oneof(
              fc.array(hostileString, { maxLength: 4 }),
              hostileString,
              fc.constant([]),
              fc.array(fc.constant('L000001001-1'), { minLength: 101, maxLength: 120 }),
            ),
          }),
          hostileRawBody,
        ),
        withToken,
        async (body, who) =>
          checkUnchanged(`cancel ${JSON.stringify(body).slice(0, 80)}`, () =>
            call(s.url, '/lgw/orders/suborders/cancel', { method: 'POST', token: tokenFor(who), body }),
          ),
      ),
      { numRuns: RUNS },
    );
  });

  it('GET CBS_launchChat', async () => {
    const unsafeBack = fc.constantFrom(
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      'https://evil.example/',
      'http://127.0.0.1/m/home',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com/',
      'relative/path',
      `/${'a'.repeat(600)}`,
    );
    const query = fc.oneof(
      fc.record({ backUrl: unsafeBack }),
      fc.record({
        headerColor: hostileString.filter(
          (v) => v.trim() !== '' && !/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v.trim()),
        ),
      }),
      fc.record({ title: fc.string({ minLength: 61, maxLength: 200 }).filter((v) => v.trim().length > 60) }),
      fc.record({
        language: hostileString.filter(
          (v) => v.trim() !== '' && !/^[A-Za-z]{2,8}([-_][A-Za-z0-9]{2,8})?$/.test(v.trim()),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(query, withToken, async (q, who) =>
        checkUnchanged(`launchChat ${JSON.stringify(q).slice(0, 80)}`, () =>
          call(s.url, '/wps/relay/CBS_launchChat', { token: tokenFor(who), query: q }),
        ),
      ),
      { numRuns: RUNS },
    );
  });
});
