// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  createMachine,
  emit,
  fromCallback,
  fromPromise,
  setup,
  waitFor,
} from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { Game, GamePage } from '../../domain/games/games';
import type { LobbyState } from '../../domain/games/lobby';
import { pathTo } from '../../domain/shell/paths';
import { lobbyMachine, type PageInput } from './lobby.machine';

const game = (nodeId: number, over: Partial<Game> = {}): Game => ({
  nodeId,
  gameName: `G${nodeId}`,
  vassalage: 'PGX',
  gameType: 'RNG',
  categories: ['RNG'],
  ...over,
});

type Call = { query: LobbyState; pageNo: number };

function pagedLobby(totalPages: number, calls: Call[] = []) {
  return lobbyMachine.provide({
    actors: {
      loadPage: fromPromise<GamePage, PageInput>(async ({ input }) => {
        calls.push({ query: { ...input.query }, pageNo: input.pageNo });
        return { games: [game(input.pageNo * 10), game(input.pageNo * 10 + 1)], pageNum: input.pageNo, totalPages };
      }),
    },
  });
}

/** Toasts the machines send to the app-level notifications actor. */
const toasts: AnyEventObject[] = [];
/** Places the machines ask the app-level navigator for. */
const navigations: { to: string; event: AnyEventObject }[] = [];
const root = standInRoot({
  notifications: fromCallback<AnyEventObject>(({ receive }) => receive((e) => toasts.push(e))),
  navigator: recorder('navigator', navigations),
});

beforeEach(() => {
  toasts.length = 0;
  navigations.length = 0;
  history.replaceState(null, '', '/m/gameLobbyCenter');
});

describe('lobby machine (§4 Lobby)', () => {
  it("appends pages with 'more games' and stops at the last page", async () => {
    const actor = createActor(pagedLobby(3), { input: { category: 'RNG' }, parent: root }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }) && s.context.page === 2);
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }) && s.context.page === 3);
    expect(actor.getSnapshot().context.games).toHaveLength(6);
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().matches({ games: 'ready' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'MORE' })).toBe(false);
  });

  it('resets to page 1 on a tab, search or vendor change; NEW clears the vendor; a vendor resets the tab', async () => {
    const calls: Call[] = [];
    const actor = createActor(pagedLobby(5, calls), { input: { category: 'RNG' }, parent: root }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.context.page === 2);
    actor.send({ type: 'SET_VENDOR', vassalage: 'PRG' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, vassalage: 'PRG', tab: 'ALL' });
    actor.send({ type: 'SET_TAB', tab: 'NEW' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, vassalage: '', tab: 'NEW' });
    actor.send({ type: 'SEARCH', gameName: '  gold  ' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(calls.at(-1)).toMatchObject({ pageNo: 1, query: { gameName: 'gold' } });
  });

  it('drops a removed favourite only in the favourites tab', async () => {
    const actor = createActor(pagedLobby(1), {
      input: { category: 'ALL', tab: 'FAV', loggedIn: true },
      parent: root,
    }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'FAVOURITE_REMOVED', nodeId: '10' });
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([11]);
  });
});

describe('lobby: the page call (§7 game list)', () => {
  it("asks for page 1, then the next page, with the lobby's state and the site's merchant code", async () => {
    const inputs: PageInput[] = [];
    const machine = lobbyMachine.provide({
      actors: {
        loadPage: fromPromise<GamePage, PageInput>(async ({ input }) => {
          inputs.push({ ...input, query: { ...input.query } });
          return { games: [game(input.pageNo)], pageNum: input.pageNo, totalPages: 3 };
        }),
      },
    });
    const withConfig = standInRoot({
      siteConfig: createMachine({ context: { config: { merchantCode: 'DEMO' } } }),
      notifications: fromCallback(() => {}),
      navigator: fromCallback(() => {}),
    });
    const actor = createActor(machine, { input: { category: 'RNG', loggedIn: true }, parent: withConfig }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }) && s.context.page === 2);
    expect(inputs.map((i) => [i.pageNo, i.merchant, i.query.category, i.query.tab])).toEqual([
      [1, 'DEMO', 'RNG', 'ALL'],
      [2, 'DEMO', 'RNG', 'ALL'],
    ]);
  });
});

describe('lobby: the address picks the starting tab (§2 query gameClassify, §4 Lobby)', () => {
  it('opens NEW, HOT, RECENT or FAV in any case, and ALL for anything else', () => {
    const tabOf = (tab: string) =>
      createActor(pagedLobby(1), { input: { category: 'RNG', tab, loggedIn: true }, parent: root })
        .start()
        .getSnapshot().context;
    expect(tabOf('new').tab).toBe('NEW');
    expect(tabOf('Hot').tab).toBe('HOT');
    expect(tabOf('RECENT').tab).toBe('RECENT');
    expect(tabOf('fav').tab).toBe('FAV');
    expect(tabOf('nonsense')).toMatchObject({ tab: 'ALL', gameClassify: '' });
  });
});

describe('lobby: favourites (§6, §7)', () => {
  it("sends a visitor who chooses the FAV tab to login with 'please log in' for 2 s, without a call", async () => {
    const calls: Call[] = [];
    const actor = createActor(pagedLobby(1, calls), { input: { category: 'RNG' }, parent: root }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'SET_TAB', tab: 'FAV' });
    expect(actor.getSnapshot().matches({ games: 'loginRequired' })).toBe(true);
    expect(navigations).toEqual([
      { to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login'), replace: false } },
    ]);
    expect(toasts).toEqual([{ type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: 2000 }]);
    expect(calls.filter((c) => c.query.tab === 'FAV')).toEqual([]);
  });

  it('replaces an address that opens the favourites with login for a visitor, so Back does not loop', () => {
    const actor = createActor(lobbyMachine, { input: { category: 'RNG', tab: 'fav' }, parent: root }).start();
    expect(actor.getSnapshot().matches({ games: 'loginRequired' })).toBe(true);
    expect(navigations).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login'), replace: true } }]);
    expect(toasts).toHaveLength(1);
  });

  it('loads the favourites once the visitor logs in', async () => {
    const calls: Call[] = [];
    const actor = createActor(pagedLobby(1, calls), { input: { category: 'RNG', tab: 'FAV' }, parent: root }).start();
    expect(actor.getSnapshot().matches({ games: 'loginRequired' })).toBe(true);
    actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toMatchObject({ tab: 'FAV', loggedIn: true });
  });
});

describe('lobby: categories (§2, §3, §4)', () => {
  it('shows SPORTS as vendor tiles where the tabs do nothing, and lists games once a vendor is chosen', () => {
    const actor = createActor(pagedLobby(1), { input: { category: 'SPORTS' }, parent: root }).start();
    expect(actor.getSnapshot().matches('vendorTiles')).toBe(true);
    actor.send({ type: 'SET_TAB', tab: 'FAV' });
    expect(actor.getSnapshot().matches('vendorTiles')).toBe(true);
    const cockfight = createActor(pagedLobby(1), {
      input: { category: 'cockfight', tab: 'fav' },
      parent: root,
    }).start();
    expect(cockfight.getSnapshot().matches('vendorTiles')).toBe(true);
    const vendor = createActor(pagedLobby(1), {
      input: { category: 'SPORTS', vassalage: 'SBX' },
      parent: root,
    }).start();
    expect(vendor.getSnapshot().matches({ games: 'loading' })).toBe(true);
  });

  it('makes a class tab and the filter game type one choice', async () => {
    const calls: Call[] = [];
    const actor = createActor(pagedLobby(1, calls), { input: { category: 'RNG' }, parent: root }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'SET_TAB', tab: 'Classic' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'ALL', gameClassify: 'Classic' });
    // The filter opens with that game type; choosing another type is the one classify.
    actor.send({ type: 'APPLY_FILTER', vassalage: '', gameClassify: 'Jackpot', minBet: '' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'ALL', gameClassify: 'Jackpot' });
    // A class tab after a filter type wins: it is not overridden.
    actor.send({ type: 'SET_TAB', tab: 'Arcade' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(calls.at(-1)?.query).toMatchObject({ gameClassify: 'Arcade' });
    // ALL (or NEW, FAV) clears the classify.
    actor.send({ type: 'SET_TAB', tab: 'ALL' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context.gameClassify).toBe('');
  });

  it('keeps the tab for a filter that changes only the minimum bet; a vendor change or a game type selects ALL', async () => {
    const calls: Call[] = [];
    const actor = createActor(pagedLobby(1, calls), { input: { category: 'RNG', tab: 'new' }, parent: root }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'APPLY_FILTER', vassalage: '', gameClassify: '', minBet: '0.5' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'NEW', minBet: '0.5' });
    expect(calls.at(-1)?.query).toMatchObject({ tab: 'NEW', minBet: '0.5' });
    // §4: choosing a vendor resets the tab to ALL.
    actor.send({ type: 'APPLY_FILTER', vassalage: 'PGX', gameClassify: '', minBet: '0.5' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'ALL', vassalage: 'PGX' });

    const fav = createActor(pagedLobby(1), {
      input: { category: 'RNG', tab: 'fav', loggedIn: true },
      parent: root,
    }).start();
    await waitFor(fav, (s) => s.matches({ games: 'ready' }));
    fav.send({ type: 'APPLY_FILTER', vassalage: '', gameClassify: '', minBet: '0.01' });
    expect(fav.getSnapshot().context.tab).toBe('FAV');
    // A game type is one choice with the class tabs: it shows under ALL.
    fav.send({ type: 'APPLY_FILTER', vassalage: '', gameClassify: 'Classic', minBet: '0.01' });
    expect(fav.getSnapshot().context).toMatchObject({ tab: 'ALL', gameClassify: 'Classic' });
  });

  it('keeps a classify only for RNG, LIVE and FISH (§3)', async () => {
    const actor = createActor(pagedLobby(1), { input: { category: 'MEGAWAY' }, parent: root }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    actor.send({ type: 'APPLY_FILTER', vassalage: 'PRG', gameClassify: 'Classic', minBet: '' });
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ vassalage: 'PRG', gameClassify: '' });
  });
});

describe('lobby: it hears the favourites through the system (§4 Favourite toggle)', () => {
  it('drops a game the favourite actor removed while the favourites tab shows', async () => {
    const favourite = setup({
      types: {} as { events: { type: 'REMOVE'; nodeId: string }; emitted: { type: 'removed'; nodeId: string } },
    }).createMachine({
      on: { REMOVE: { actions: emit(({ event }) => ({ type: 'removed' as const, nodeId: event.nodeId })) } },
    });
    const withFavourite = standInRoot({
      favourite,
      notifications: fromCallback(() => {}),
      navigator: fromCallback(() => {}),
    });
    const actor = createActor(pagedLobby(1), {
      input: { category: 'RNG', tab: 'FAV', loggedIn: true },
      parent: withFavourite,
    }).start();
    await waitFor(actor, (s) => s.matches({ games: 'ready' }));
    withFavourite.system.get('favourite')?.send({ type: 'REMOVE', nodeId: '10' });
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual([11]);
  });
});
