import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { path: string; query: Record<string, unknown> }[] = [];
const answers: Record<string, unknown> = {
  '/wps/game/launchGame': { url: '/demo-game/7?mode=free' },
  '/wps/relay/GCSGAME_vendorSorting': [
    {
      gameCategory: 'RNG',
      vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Slot' }, { accountTypeName: 'no code' }],
    },
    { vendorNames: [] },
  ],
  '/wps/relay/GCSGAME_vendors': [
    { vassalage: 'PGX', displayName: 'Pixel Gold', logoUrl: '/assets-api/img/vendors/PGX.svg', categories: ['RNG'] },
    { displayName: 'no code' },
  ],
};
vi.mock('../shell/http', () => ({
  call: vi.fn(async (path: string, options: { query: Record<string, unknown> }) => {
    calls.push({ path, query: options.query });
    return answers[path] ?? { success: true };
  }),
  callEnvelope: vi.fn(),
}));

// The language the player chose (i18next in the app).
vi.mock('../home/content', () => ({ language: () => 'JA', merchant: () => 'demo' }));

const { addRecentGame, fetchVendorCatalogue, launchGame } = await import('./games');

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

  it('the vendor calls send the language and read the sorting and the names (§7)', async () => {
    const catalogue = await fetchVendorCatalogue();
    expect(calls.map((c) => [c.path, c.query.language])).toEqual([
      ['/wps/relay/GCSGAME_vendorSorting', 'JA'],
      ['/wps/relay/GCSGAME_vendors', 'JA'],
    ]);
    expect(catalogue).toEqual({
      sorting: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Slot' }] }],
      vendors: [
        {
          vassalage: 'PGX',
          displayName: 'Pixel Gold',
          logoUrl: '/assets-api/img/vendors/PGX.svg',
          categories: ['RNG'],
        },
      ],
    });
  });

  it('recent game add is a GET with the node id in the query (§7)', async () => {
    await addRecentGame('7');
    expect(calls).toEqual([{ path: '/wps/relay/GCSGAME_recentGames/add', query: { nodeId: '7' } }]);
  });
});
