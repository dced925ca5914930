import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { path: string; query: Record<string, unknown> }[] = [];
vi.mock('../http', () => ({
  call: vi.fn(async (path: string, options: { query: Record<string, unknown> }) => {
    calls.push({ path, query: options.query });
    return path.endsWith('launchGame') ? { url: '/demo-game/7?mode=free' } : { success: true };
  }),
  callEnvelope: vi.fn(),
}));

const { addRecentGame, launchGame } = await import('./games');

beforeEach(() => {
  calls.length = 0;
});

describe('game calls (server/README.md "Content calls")', () => {
  it('the launch call sends the free-play flags (§4 generic launcher, §7 launch game)', async () => {
    const request = { gameCategory: 'RNG', vendor: 'PGX', gameId: 'g7', nodeId: '7' };
    await launchGame({ ...request, supportFreePlay: true, freePlay: true });
    await launchGame({ ...request, supportFreePlay: true, freePlay: false });
    expect(calls.map((c) => [c.path, c.query.nodeId, c.query.supportFreePlay, c.query.freePlay])).toEqual([
      ['/wps/game/launchGame', '7', 1, 1],
      ['/wps/game/launchGame', '7', 1, 0],
    ]);
  });

  it('recent game add is a GET with the node id in the query (§7)', async () => {
    await addRecentGame('7');
    expect(calls).toEqual([{ path: '/wps/relay/GCSGAME_recentGames/add', query: { nodeId: '7' } }]);
  });
});
