import type { Journey } from '../journey-types';
import { contentJourney } from './content';

/** Spec journeys of the games machines (§2 lobby, tile and filter, §4 lobby, favourites, filter, launch). */

const slot = { nodeId: 7, gameId: 'g7', gameName: 'Lucky 7', vassalage: 'PGX', gameType: 'RNG', supportPlay: 0 };
const page = (pageNum: number, totalPages: number) => ({ games: [{ ...slot, nodeId: pageNum }], pageNum, totalPages });
const lotteryGame = { vendor: 'LOTT', gameCode: 'LT_645', prizeMode: 'Lott', playType: 'trad', pageBack: false };
const empty = { vassalage: '', gameClassify: '', minBet: '', gameName: '' };
/** §4: a visitor is sent to /m/login with 'please log in' (2 s). */
const pleaseLogIn = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: 2000 },
};
const toLogin = [pleaseLogIn, { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: false } }];
const pleaseWait = { key: 'games.pleaseWait' };
const addLoading = { to: 'notifications', event: { type: 'LOADING_SHOW', message: pleaseWait, timeoutMs: 2000 } };
const removeLoading = { to: 'notifications', event: { type: 'LOADING_SHOW', message: pleaseWait, timeoutMs: 1000 } };
const hideLoading = { to: 'notifications', event: { type: 'LOADING_HIDE' } };
const savedToast = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'games.favouriteSaved' }, kind: 'success', durationMs: 1500 },
};
const launchLoading = { to: 'notifications', event: { type: 'LOADING_SHOW', message: pleaseWait, timeoutMs: 20_000 } };
const launchError = (message: Record<string, string>) => ({
  to: 'notifications',
  event: { type: 'TOAST', message, kind: 'error', durationMs: 3000 },
});
/** The generic launcher's request for `slot` (§4, §7 free-play flags). */
const slotRequest = (freePlay: boolean) => ({
  gameCategory: 'RNG',
  vendor: 'PGX',
  gameId: 'g7',
  nodeId: '7',
  supportFreePlay: true,
  freePlay,
});
/** A provider entry of the sports vendor tiles (§4: provider-type games go to /m/gameList). */
const providerEntry = { nodeId: 40, vassalage: 'SBX', gameType: 'SPORTS', isGameH5: 'VASSALAGE' };
const loadFailed = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'games.loadFailed' }, kind: 'error', durationMs: 3000 },
};
const tile = (nodeId: number) => ({ ...slot, nodeId });
const launched = { url: '/demo-game/lottery/LOTT/LT_645', mui: 'demo', gameId: 'LT_645' };

export const gamesJourneys: Journey[] = [
  {
    machine: 'lobby',
    name: "'more' appends the next page and stops at the last; tab, vendor and search reset to page 1",
    spec: '§4 Lobby',
    input: { category: 'RNG' },
    start: { state: { games: 'loading' }, context: { category: 'RNG', tab: 'ALL', page: 0 } },
    steps: [
      { resolve: 'loadPage', output: page(1, 2), state: { games: 'ready' }, context: { page: 1, totalPages: 2 } },
      { send: { type: 'MORE' }, state: { games: 'loadingMore' } },
      { resolve: 'loadMore', output: page(2, 2), state: { games: 'ready' }, context: { page: 2, totalPages: 2 } },
      // The last page: 'more' does nothing.
      { send: { type: 'MORE' }, state: { games: 'ready' } },
      {
        send: { type: 'SET_VENDOR', vassalage: 'PGX' },
        state: { games: 'loading' },
        context: { vassalage: 'PGX', tab: 'ALL', page: 0 },
      },
      { reject: 'loadPage', state: { games: 'failed' }, sent: [] },
      { send: { type: 'RETRY' }, state: { games: 'loading' } },
      { wait: 19_999, state: { games: 'loading' } },
      { wait: 1, state: { games: 'failed' }, sent: [] },
      // Choosing NEW clears the vendor.
      { send: { type: 'SET_TAB', tab: 'NEW' }, state: { games: 'loading' }, context: { tab: 'NEW', vassalage: '' } },
      { resolve: 'loadPage', output: page(1, 3), state: { games: 'ready' }, context: { page: 1 } },
      { send: { type: 'MORE' }, state: { games: 'loadingMore' } },
      { reject: 'loadMore', state: { games: 'ready' }, context: { page: 1 }, sent: [loadFailed] },
      { send: { type: 'MORE' }, state: { games: 'loadingMore' }, sent: [] },
      { wait: 19_999, state: { games: 'loadingMore' }, sent: [] },
      { wait: 1, state: { games: 'ready' }, context: { page: 1 }, sent: [loadFailed] },
      {
        send: { type: 'SEARCH', gameName: '  lucky ' },
        state: { games: 'loading' },
        context: { gameName: 'lucky', page: 0 },
      },
    ],
  },
  {
    machine: 'lobby',
    name: 'a visitor choosing the favourites is asked to log in; logging in loads them',
    spec: '§4 Lobby tabs (FAV), §6 Visitor',
    input: { category: 'RNG' },
    start: { state: { games: 'loading' }, context: { loggedIn: false } },
    steps: [
      { send: { type: 'SET_TAB', tab: 'FAV' }, state: { games: 'loginRequired' }, context: { tab: 'FAV' } },
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { games: 'loading' }, context: { loggedIn: true } },
    ],
  },
  {
    machine: 'lobby',
    name: 'SPORTS shows vendor tiles instead of games',
    spec: '§2 Game lobby (SPORTS and COCKFIGHT show vendor tiles)',
    input: { category: 'SPORTS' },
    start: { state: 'vendorTiles', context: { category: 'SPORTS' } },
    steps: [],
  },
  {
    machine: 'lobby',
    name: 'pages add up without repeats; the favourites tab drops a removed game; logging in there reloads it',
    spec: '§4 Lobby, §4 Favourite toggle (removing in the favourites category), §6 Visitor',
    input: { category: 'rng', loggedIn: true },
    start: {
      state: { games: 'loading' },
      context: {
        category: 'RNG',
        tab: 'ALL',
        gameName: '',
        vassalage: '',
        gameClassify: '',
        minBet: '',
        pageSize: 9,
        vendorScope: [],
        loggedIn: true,
        page: 0,
        totalPages: 0,
        games: [],
      },
      sent: [],
    },
    steps: [
      // A page that does not say its number counts as the first.
      {
        resolve: 'loadPage',
        output: { games: [tile(1), tile(2)], pageNum: 0, totalPages: 2 },
        state: { games: 'ready' },
        context: { page: 1, totalPages: 2, games: [tile(1), tile(2)] },
        sent: [],
      },
      { send: { type: 'MORE' }, state: { games: 'loadingMore' }, sent: [] },
      {
        resolve: 'loadMore',
        output: { games: [tile(2), tile(3)], pageNum: 0, totalPages: 2 },
        state: { games: 'ready' },
        context: { page: 2, totalPages: 2, games: [tile(1), tile(2), tile(3)] },
        sent: [],
      },
      // Outside the favourites a removed favourite stays in the list.
      {
        send: { type: 'FAVOURITE_REMOVED', nodeId: '1' },
        state: { games: 'ready' },
        context: { games: [tile(1), tile(2), tile(3)] },
      },
      {
        send: { type: 'SET_TAB', tab: 'fav' },
        state: { games: 'loading' },
        context: { tab: 'FAV', gameClassify: '', page: 0, totalPages: 0, games: [] },
        sent: [],
      },
      {
        resolve: 'loadPage',
        output: { games: [tile(1), tile(2)], pageNum: 1, totalPages: 1 },
        state: { games: 'ready' },
        context: { games: [tile(1), tile(2)] },
      },
      { send: { type: 'FAVOURITE_REMOVED', nodeId: '1' }, state: { games: 'ready' }, context: { games: [tile(2)] } },
      // Logged in still: nothing to reload.
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { games: 'ready' }, context: { games: [tile(2)] } },
      // A logout is only recorded (the shell goes home); logging in again reloads the favourites.
      {
        send: { type: 'SESSION_CHANGED', loggedIn: false },
        state: { games: 'ready' },
        context: { loggedIn: false, games: [tile(2)] },
        sent: [],
      },
      {
        send: { type: 'SESSION_CHANGED', loggedIn: true },
        state: { games: 'loading' },
        context: { loggedIn: true, page: 0, games: [] },
      },
      { resolve: 'loadPage', output: page(1, 1), state: { games: 'ready' } },
      { send: { type: 'SET_TAB', tab: 'ALL' }, state: { games: 'loading' }, context: { tab: 'ALL' } },
      { resolve: 'loadPage', output: page(1, 1), state: { games: 'ready' } },
      { send: { type: 'SESSION_CHANGED', loggedIn: false }, state: { games: 'ready' }, context: { loggedIn: false } },
      // Outside the favourites a login changes nothing but the session it records.
      {
        send: { type: 'SESSION_CHANGED', loggedIn: true },
        state: { games: 'ready' },
        context: { loggedIn: true, page: 1 },
      },
    ],
  },
  {
    machine: 'lobby',
    name: "the filter's values reach the list; only a vendor or a game type selects ALL; a class tab is the classify",
    spec: '§4 Lobby, §4 Filter, §2 Filter panel, §3 classify',
    input: { category: 'RNG', tab: 'new', loggedIn: true },
    start: { state: { games: 'loading' }, context: { tab: 'NEW' } },
    steps: [
      { resolve: 'loadPage', output: page(1, 3), state: { games: 'ready' }, context: { page: 1 } },
      {
        send: { type: 'APPLY_FILTER', vassalage: '', gameClassify: '', minBet: '0.5' },
        state: { games: 'loading' },
        context: { tab: 'NEW', vassalage: '', gameClassify: '', minBet: '0.5', gameName: '', page: 0 },
        sent: [],
      },
      { resolve: 'loadPage', output: page(1, 3), state: { games: 'ready' }, context: { page: 1 } },
      {
        send: { type: 'APPLY_FILTER', vassalage: 'PGX', gameClassify: '', minBet: '0.5', gameName: ' gold ' },
        state: { games: 'loading' },
        context: { tab: 'ALL', vassalage: 'PGX', gameClassify: '', minBet: '0.5', gameName: 'gold', page: 0 },
      },
      { resolve: 'loadPage', output: page(1, 3), state: { games: 'ready' }, context: { page: 1 } },
      // Only NEW clears the vendor: the favourites and a class tab keep it.
      { send: { type: 'SET_TAB', tab: 'FAV' }, state: { games: 'loading' }, context: { tab: 'FAV', vassalage: 'PGX' } },
      {
        send: { type: 'SET_TAB', tab: 'Classic' },
        state: { games: 'loading' },
        context: { tab: 'ALL', gameClassify: 'Classic', vassalage: 'PGX' },
      },
      { send: { type: 'SET_TAB', tab: 'NEW' }, state: { games: 'loading' }, context: { tab: 'NEW', vassalage: '' } },
      {
        send: { type: 'APPLY_FILTER', vassalage: '', gameClassify: 'Classic', minBet: '' },
        state: { games: 'loading' },
        context: { tab: 'ALL', gameClassify: 'Classic', gameName: '' },
      },
      { send: { type: 'SET_TAB', tab: 'NEW' }, state: { games: 'loading' }, context: { tab: 'NEW', gameClassify: '' } },
      {
        send: { type: 'SET_TAB', tab: 'Arcade' },
        state: { games: 'loading' },
        context: { tab: 'ALL', gameClassify: 'Arcade', vassalage: '' },
      },
      {
        send: { type: 'SET_VENDOR', vassalage: 'PRG' },
        state: { games: 'loading' },
        context: { tab: 'ALL', gameClassify: '', vassalage: 'PRG' },
      },
      { resolve: 'loadPage', output: page(1, 3), state: { games: 'ready' }, context: { page: 1 } },
      {
        send: { type: 'SEARCH', gameName: ' fortune  ' },
        state: { games: 'loading' },
        context: { gameName: 'fortune', vassalage: 'PRG', page: 0, games: [] },
      },
    ],
  },
  {
    machine: 'lobby',
    name: 'an address that opens the favourites sends a visitor to login in its place',
    spec: '§6 Visitor, §4 Favourite toggle (redirect to /m/login with please log in)',
    input: { category: 'RNG', tab: 'FAV' },
    start: {
      state: { games: 'loginRequired' },
      context: { loggedIn: false, tab: 'FAV' },
      sent: [pleaseLogIn, { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: true } }],
    },
    steps: [
      { send: { type: 'SESSION_CHANGED', loggedIn: false }, state: { games: 'loginRequired' }, sent: [] },
      { send: { type: 'SET_TAB', tab: 'FAV' }, state: { games: 'loginRequired' }, sent: toLogin },
    ],
  },
  {
    machine: 'lobby',
    name: 'a category of vendor tiles lists the games of a chosen vendor',
    spec: '§2 Game lobby (SPORTS and COCKFIGHT show vendor tiles), /m/gameList',
    input: { category: 'SPORTS', vassalage: 'SBX', loggedIn: true },
    start: { state: { games: 'loading' }, context: { category: 'SPORTS', vassalage: 'SBX' } },
    steps: [],
  },
  {
    machine: 'gameFilter',
    name: 'a selected vendor clears on a second tap; reset clears every field; submit closes',
    spec: '§4 Filter',
    start: { state: 'closed', context: { vassalage: '', minBet: '', gameClassify: '', gameName: '', lobby: null } },
    steps: [
      { send: { type: 'OPEN' }, state: 'open' },
      { send: { type: 'TOGGLE_VENDOR', vassalage: 'PGX' }, state: 'open', context: { vassalage: 'PGX' } },
      { send: { type: 'TOGGLE_VENDOR', vassalage: 'PGX' }, state: 'open', context: { vassalage: '' } },
      { send: { type: 'TOGGLE_VENDOR', vassalage: 'PRG' }, state: 'open', context: { vassalage: 'PRG' } },
      { send: { type: 'SET_MIN_BET', minBet: '0.05' }, state: 'open', context: { minBet: '0.05' } },
      { send: { type: 'SET_GAME_TYPE', gameClassify: 'Classic' }, state: 'open', context: { gameClassify: 'Classic' } },
      { send: { type: 'SET_NAME', gameName: 'gold' }, state: 'open', context: { gameName: 'gold' } },
      {
        send: { type: 'RESET' },
        state: 'open',
        context: { vassalage: '', minBet: '', gameClassify: '', gameName: '' },
      },
      { send: { type: 'SUBMIT' }, state: 'closed', emitted: [{ type: 'applied', values: empty }] },
      { send: { type: 'OPEN' }, state: 'open' },
      { send: { type: 'CLOSE' }, state: 'closed', emitted: [] },
    ],
  },
  {
    machine: 'gameFilter',
    name: "opens with the list's values; submit hands them over with the name trimmed",
    spec: '§2 Filter panel (submit), §3 Filter values',
    start: { state: 'closed' },
    steps: [
      {
        send: { type: 'OPEN', values: { vassalage: 'PGX', minBet: '0.1' } },
        state: 'open',
        context: { vassalage: 'PGX', minBet: '0.1', gameClassify: '', gameName: '' },
      },
      { send: { type: 'TOGGLE_VENDOR', vassalage: 'PRG' }, state: 'open', context: { vassalage: 'PRG' } },
      { send: { type: 'SET_NAME', gameName: ' gold ' }, state: 'open' },
      {
        send: { type: 'SUBMIT' },
        state: 'closed',
        emitted: [{ type: 'applied', values: { vassalage: 'PRG', gameClassify: '', minBet: '0.1', gameName: 'gold' } }],
      },
      // Opening again starts from what the list gives, not from the last panel.
      { send: { type: 'OPEN' }, state: 'open', context: { ...empty } },
    ],
  },
  {
    machine: 'favourite',
    name: 'a visitor is sent to login; a member adds and removes; a refused call changes nothing',
    spec: '§4 Favourite toggle, §8 Favourite add or remove failure, §9 Loading indicators',
    start: { state: 'visitor', context: { loggedIn: false, ids: [], pending: null }, sent: [] },
    steps: [
      { send: { type: 'TOGGLE', game: slot }, state: 'visitor', context: { ids: [] }, sent: toLogin },
      // Still no session: nothing changes.
      { send: { type: 'SESSION_CHANGED', loggedIn: false }, state: 'visitor', context: { loggedIn: false }, sent: [] },
      {
        send: { type: 'SESSION_CHANGED', loggedIn: true },
        state: { member: 'loadingIds' },
        context: { loggedIn: true },
        sent: [],
      },
      { resolve: 'loadIds', output: ['7'], state: { member: 'ready' }, context: { ids: ['7'] }, sent: [] },
      // Still logged in: the list stays.
      {
        send: { type: 'SESSION_CHANGED', loggedIn: true },
        state: { member: 'ready' },
        context: { loggedIn: true, ids: ['7'] },
        sent: [],
      },
      {
        send: { type: 'TOGGLE', game: slot },
        state: { member: 'removing' },
        context: { pending: slot },
        sent: [removeLoading],
      },
      {
        resolve: 'removeCall',
        output: true,
        state: { member: 'ready' },
        context: { ids: [], pending: null },
        emitted: [{ type: 'removed', nodeId: '7' }],
        sent: [hideLoading],
      },
      {
        send: { type: 'TOGGLE', game: slot },
        state: { member: 'adding' },
        context: { pending: slot },
        sent: [addLoading],
      },
      {
        resolve: 'addCall',
        output: false,
        state: { member: 'ready' },
        context: { ids: [], pending: null },
        emitted: [],
        sent: [hideLoading],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' }, sent: [addLoading] },
      {
        resolve: 'addCall',
        output: true,
        state: { member: 'ready' },
        context: { ids: ['7'], pending: null },
        emitted: [{ type: 'added', nodeId: '7' }],
        sent: [hideLoading, savedToast],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'removing' }, sent: [removeLoading] },
      {
        reject: 'removeCall',
        state: { member: 'ready' },
        context: { ids: ['7'], pending: null },
        emitted: [],
        sent: [hideLoading],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'removing' }, sent: [removeLoading] },
      {
        resolve: 'removeCall',
        output: false,
        state: { member: 'ready' },
        context: { ids: ['7'], pending: null },
        emitted: [],
        sent: [hideLoading],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'removing' }, sent: [removeLoading] },
      { wait: 19_999, state: { member: 'removing' }, sent: [] },
      {
        wait: 1,
        state: { member: 'ready' },
        context: { ids: ['7'], pending: null },
        emitted: [],
        sent: [hideLoading],
      },
      { send: { type: 'RELOAD' }, state: { member: 'loadingIds' }, sent: [] },
      { reject: 'loadIds', state: { member: 'ready' }, context: { ids: [] }, sent: [] },
      {
        send: { type: 'TOGGLE', game: slot },
        state: { member: 'adding' },
        context: { pending: slot },
        sent: [addLoading],
      },
      {
        reject: 'addCall',
        state: { member: 'ready' },
        context: { ids: [], pending: null },
        emitted: [],
        sent: [hideLoading],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' }, sent: [addLoading] },
      { wait: 19_999, state: { member: 'adding' }, sent: [] },
      {
        wait: 1,
        state: { member: 'ready' },
        context: { ids: [], pending: null },
        emitted: [],
        sent: [hideLoading],
      },
      // The ids come as a list of node ids (§3); numbers are kept as their strings.
      { send: { type: 'RELOAD' }, state: { member: 'loadingIds' } },
      { resolve: 'loadIds', output: [5, 7], state: { member: 'ready' }, context: { ids: ['5', '7'] } },
      { send: { type: 'RELOAD' }, state: { member: 'loadingIds' } },
      { wait: 20_000, state: { member: 'ready' }, context: { ids: [] }, sent: [] },
      { send: { type: 'RELOAD' }, state: { member: 'loadingIds' } },
      { resolve: 'loadIds', output: ['5'], state: { member: 'ready' }, context: { ids: ['5'] } },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' }, context: { pending: slot } },
      {
        send: { type: 'SESSION_CHANGED', loggedIn: false },
        state: 'visitor',
        context: { loggedIn: false, ids: [], pending: null },
        sent: [],
      },
    ],
  },
  {
    machine: 'favourite',
    name: 'adding keeps the ids already there; removing drops only the removed node',
    spec: '§4 Favourite toggle',
    start: { state: 'visitor' },
    steps: [
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { member: 'loadingIds' } },
      { resolve: 'loadIds', output: ['5', '9'], state: { member: 'ready' }, context: { ids: ['5', '9'] } },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' } },
      {
        resolve: 'addCall',
        output: true,
        state: { member: 'ready' },
        context: { ids: ['5', '9', '7'] },
        emitted: [{ type: 'added', nodeId: '7' }],
      },
      { send: { type: 'TOGGLE', game: { ...slot, nodeId: 9 } }, state: { member: 'removing' } },
      {
        resolve: 'removeCall',
        output: true,
        state: { member: 'ready' },
        context: { ids: ['5', '7'] },
        emitted: [{ type: 'removed', nodeId: '9' }],
      },
    ],
  },
  {
    machine: 'launch',
    name: 'a visitor goes to login; a member launches, the game is recorded; a failure or timeout ends the launch',
    spec: '§4 Launch flow, §7 recent game add',
    start: {
      state: 'idle',
      context: { request: null, recent: null, error: null, loggedIn: false, memberType: null, mapping: {} },
      sent: [],
    },
    steps: [
      {
        send: { type: 'LAUNCH', game: slot, loggedIn: false, mapping: {} },
        state: 'idle',
        context: { request: null, recent: null },
        sent: toLogin,
      },
      // Lottery vendors use the lottery launcher screen: nothing to call here.
      {
        send: { type: 'LAUNCH', game: { nodeId: 3, vassalage: 'LOTT', gameType: 'LOTT' }, loggedIn: true, mapping: {} },
        state: 'idle',
        context: { request: null, recent: null },
        sent: [
          {
            to: 'navigator',
            event: {
              type: 'NAVIGATE',
              to: '/m/launchGame?vendor=LOTT&code=lobby&prize_mode=Lott&playType=trad&gameId=lobby&nodeId=3',
            },
          },
        ],
      },
      {
        send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} },
        state: 'launching',
        context: { request: slotRequest(false), recent: '7', error: null },
        sent: [launchLoading],
      },
      {
        resolve: 'launchCall',
        output: '/demo-game/7?mode=real',
        state: 'recording',
        context: { recent: '7' },
        sent: [hideLoading, { to: 'navigator', event: { type: 'OPEN_EXTERNAL', url: '/demo-game/7?mode=real' } }],
      },
      { resolve: 'recordRecent', state: 'idle', context: { request: null, recent: null }, sent: [] },
      { send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} }, state: 'launching' },
      {
        reject: 'launchCall',
        error: new Error('Game under maintenance'),
        state: 'idle',
        context: { request: null, recent: null, error: { text: 'Game under maintenance' } },
        sent: [hideLoading, launchError({ text: 'Game under maintenance' })],
      },
      // A trial member (type 4) plays free where the game supports it.
      {
        send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 4, mapping: {} },
        state: 'launching',
        context: { request: slotRequest(true), error: null },
        sent: [launchLoading],
      },
      { wait: 19_999, state: 'launching', sent: [] },
      {
        wait: 1,
        state: 'idle',
        context: { request: null, recent: null, error: { key: 'games.timeout' } },
        sent: [hideLoading, launchError({ key: 'games.timeout' })],
      },
      // A failure without a message of its own shows the generic one.
      { send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} }, state: 'launching' },
      {
        reject: 'launchCall',
        error: 'refused',
        state: 'idle',
        context: { error: { key: 'games.launchFailed' } },
        sent: [hideLoading, launchError({ key: 'games.launchFailed' })],
      },
      { send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} }, state: 'launching' },
      {
        reject: 'launchCall',
        error: new Error(''),
        state: 'idle',
        context: { error: { key: 'games.launchFailed' } },
        sent: [hideLoading, launchError({ key: 'games.launchFailed' })],
      },
      // A lottery lobby opened by vendor and code is no game of the list: nothing to record.
      { send: { type: 'LOTTERY_LAUNCHED', nodeId: '' }, state: 'idle', context: { recent: null }, sent: [] },
      {
        send: { type: 'LOTTERY_LAUNCHED', nodeId: '3' },
        state: 'recording',
        context: { request: null, recent: '3', error: null },
        sent: [],
      },
      { reject: 'recordRecent', state: 'idle', context: { recent: null }, sent: [] },
    ],
  },
  {
    machine: 'launch',
    name: 'while a launch is being recorded another tap launches at once; a lottery answer restarts the record',
    spec: '§4 Launch flow, §7 recent game add',
    start: { state: 'idle' },
    steps: [
      { send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} }, state: 'launching' },
      { resolve: 'launchCall', output: '/demo-game/7', state: 'recording', context: { recent: '7' } },
      {
        send: {
          type: 'LAUNCH',
          game: { ...slot, nodeId: 9, gameId: 'g9' },
          loggedIn: true,
          memberType: 0,
          mapping: {},
        },
        state: 'launching',
        context: { recent: '9' },
        sent: [launchLoading],
      },
      { resolve: 'launchCall', output: '/demo-game/9', state: 'recording', context: { recent: '9' } },
      { send: { type: 'LAUNCH', game: slot, loggedIn: false, mapping: {} }, state: 'recording', sent: toLogin },
      {
        send: { type: 'LAUNCH', game: providerEntry, loggedIn: true, mapping: {} },
        state: 'recording',
        context: { recent: '9' },
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/gameList?gameType=SPORTS&vassalage=SBX' } }],
      },
      { wait: 10_000, state: 'recording' },
      {
        send: { type: 'LOTTERY_LAUNCHED', nodeId: '31' },
        state: 'recording',
        context: { recent: '31', request: null },
        sent: [],
      },
      // The record started again with the lottery game: its own timeout counts from now.
      { wait: 19_999, state: 'recording', context: { recent: '31' } },
      { wait: 1, state: 'idle', context: { request: null, recent: null }, sent: [] },
      { send: { type: 'LOTTERY_LAUNCHED', nodeId: '32' }, state: 'recording', context: { recent: '32' } },
      { resolve: 'recordRecent', state: 'idle', context: { recent: null } },
    ],
  },
  {
    machine: 'launch',
    name: 'the session and the vendor mapping it heard decide the launch when the tap does not say',
    spec: '§4 Launch flow, §4 Prize mode, §6 trial member',
    start: { state: 'idle' },
    steps: [
      // Provider entries and the lottery list are screens of the site, also for a visitor.
      {
        send: { type: 'LAUNCH', game: providerEntry },
        state: 'idle',
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/gameList?gameType=SPORTS&vassalage=SBX' } }],
      },
      {
        send: { type: 'LAUNCH', game: { nodeId: 0, gameType: 'LOTTERY' } },
        state: 'idle',
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/lottery' } }],
      },
      { send: { type: 'LAUNCH', game: slot }, state: 'idle', sent: toLogin },
      {
        send: { type: 'FACTS_CHANGED', loggedIn: true, memberType: 4, mapping: { ELOTT: ['LOTT'] } },
        state: 'idle',
        context: { loggedIn: true, memberType: 4, mapping: { ELOTT: ['LOTT'] } },
        sent: [],
      },
      {
        send: { type: 'LAUNCH', game: slot },
        state: 'launching',
        context: { request: slotRequest(true) },
        sent: [launchLoading],
      },
      { reject: 'launchCall', state: 'idle' },
      // The tap's own facts win, a member type of null too.
      {
        send: { type: 'LAUNCH', game: slot, memberType: null },
        state: 'launching',
        context: { request: slotRequest(false) },
      },
      { reject: 'launchCall', state: 'idle' },
      {
        send: { type: 'LAUNCH', game: { nodeId: 5, vassalage: 'lott', gameCode: 'LT_645' }, fromHome: true },
        state: 'idle',
        sent: [
          {
            to: 'navigator',
            event: {
              type: 'NAVIGATE',
              to: '/m/launchGame?vendor=LOTT&code=LT_645&prize_mode=Elott&playType=trad&gameId=LT_645&pageBack=home&nodeId=5',
            },
          },
        ],
      },
      {
        send: { type: 'LAUNCH', game: { nodeId: 5, vassalage: 'LOTT', gameCode: 'LT_645' }, mapping: {} },
        state: 'idle',
        sent: [
          {
            to: 'navigator',
            event: {
              type: 'NAVIGATE',
              to: '/m/launchGame?vendor=LOTT&code=LT_645&prize_mode=Lott&playType=trad&gameId=LT_645&nodeId=5',
            },
          },
        ],
      },
      {
        send: { type: 'FACTS_CHANGED', loggedIn: false, memberType: null, mapping: {} },
        state: 'idle',
        context: { loggedIn: false, memberType: null, mapping: {} },
      },
      { send: { type: 'LAUNCH', game: slot }, state: 'idle', sent: toLogin },
    ],
  },
  {
    machine: 'gameRow',
    name: 'loads the row; another provider reloads it; a failure can be retried',
    spec: '§2 Home game blocks (RNG with provider selection)',
    input: { category: 'rng' },
    start: { state: 'loading', context: { category: 'RNG', vassalage: '' } },
    steps: [
      { resolve: 'loadRow', output: [slot], state: 'ready', context: { games: [slot] } },
      { send: { type: 'SET_VENDOR', vassalage: 'PGX' }, state: 'loading', context: { vassalage: 'PGX' } },
      { reject: 'loadRow', state: 'failed' },
      // The same provider again changes nothing.
      { send: { type: 'SET_VENDOR', vassalage: 'PGX' }, state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'RELOAD' }, state: 'loading' },
      { resolve: 'loadRow', output: [slot], state: 'ready', context: { games: [slot] } },
      // The same provider again changes nothing; RELOAD asks again.
      { send: { type: 'SET_VENDOR', vassalage: 'PGX' }, state: 'ready' },
      { send: { type: 'RELOAD' }, state: 'loading', context: { games: [slot] } },
    ],
  },
  {
    machine: 'gameRow',
    name: 'a row opened on a provider shows that provider',
    spec: '§2 Home game blocks (RNG with provider selection)',
    input: { category: 'RNG', vassalage: 'PGX' },
    start: { state: 'loading', context: { category: 'RNG', vassalage: 'PGX', games: [] } },
    steps: [
      { wait: 10_000, state: 'loading' },
      // The same provider does not ask again: the first call's timeout still counts.
      { send: { type: 'SET_VENDOR', vassalage: 'PGX' }, state: 'loading', context: { vassalage: 'PGX' } },
      { wait: 10_000, state: 'failed' },
      { send: { type: 'SET_VENDOR', vassalage: '' }, state: 'loading', context: { vassalage: '' } },
    ],
  },
  {
    machine: 'startLottery',
    name: 'the address names a lottery game: it goes to the launch flow at once',
    spec: '§2 /m/startLottery, §4 launch flow',
    input: { vendor: 'TCG_LOTTO_VN', code: 'VN_ST45', lottoMode: 'ent' },
    start: {
      state: 'started',
      context: { vendor: 'TCG_LOTTO_VN', code: 'VN_ST45', lottoMode: 'ent' },
      sent: [
        {
          to: 'launch',
          event: {
            type: 'LAUNCH',
            game: {
              nodeId: 'TCG_LOTTO_VN-VN_ST45',
              vassalage: 'TCG_LOTTO_VN',
              gameCode: 'VN_ST45',
              gameId: 'VN_ST45',
              lottoMode: 'ent',
            },
          },
        },
      ],
    },
    steps: [],
  },
  {
    machine: 'lotteryLaunch',
    name: 'a member asks the launcher; a failure offers a retry; then the game plays in the frame and counts as recent',
    spec: '§2 Lottery frame, §4 Launch flow (lottery launcher), §7 recent game add',
    input: { ...lotteryGame, loggedIn: true, nodeId: '3' },
    start: {
      state: 'loading',
      context: { ...lotteryGame, loggedIn: true, inFrame: false, url: '', nodeId: '3', mui: '' },
      sent: [],
      effects: [],
    },
    steps: [
      { reject: 'launchLottery', state: 'failed', sent: [], effects: [] },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 19_999, state: 'loading' },
      { wait: 1, state: 'failed', sent: [] },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        resolve: 'launchLottery',
        output: { ...launched, gameId: 'LT_645_2' },
        state: 'playing',
        context: { url: launched.url, mui: 'demo', gameCode: 'LT_645_2' },
        effects: [
          {
            effect: 'handOverToFrame',
            params: { frame: { vendor: 'LOTT', playType: 'trad', gameId: 'LT_645_2' }, url: launched.url },
          },
        ],
        sent: [
          {
            to: 'navigator',
            event: {
              type: 'NAVIGATE',
              to: '/m/lotto-h5/demo/trad/games/LT_645_2?prize_mode=Lott&vendor=LOTT',
              replace: true,
            },
          },
          { to: 'launch', event: { type: 'LOTTERY_LAUNCHED', nodeId: '3' } },
        ],
      },
    ],
  },
  {
    machine: 'lotteryLaunch',
    name: 'from home, a lottery lobby opens the frame with the way back home; it is no recent game',
    spec: '§2 Lottery frame (pageBack), §7 recent game add',
    input: { ...lotteryGame, gameCode: 'lobby', pageBack: true, loggedIn: true },
    start: { state: 'loading', context: { nodeId: '', pageBack: true } },
    steps: [
      {
        resolve: 'launchLottery',
        output: { ...launched, gameId: 'lobby' },
        state: 'playing',
        sent: [
          {
            to: 'navigator',
            event: {
              type: 'NAVIGATE',
              to: '/m/lotto-h5/demo/trad/games/lobby?prize_mode=Lott&pageBack=home&vendor=LOTT',
              replace: true,
            },
          },
          { to: 'launch', event: { type: 'LOTTERY_LAUNCHED', nodeId: '' } },
        ],
      },
    ],
  },
  {
    machine: 'lotteryLaunch',
    name: 'a visitor is sent to login in place of the launcher page',
    spec: '§4 Launch flow: without a session go to /m/login',
    input: { ...lotteryGame, loggedIn: false },
    start: {
      state: 'loginRequired',
      sent: [pleaseLogIn, { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: true } }],
      effects: [],
    },
    steps: [],
  },
  {
    machine: 'lotteryLaunch',
    name: "the frame plays the launcher's handed-over answer at once",
    spec: '§2 Lottery frame',
    input: { ...lotteryGame, loggedIn: true, inFrame: true, url: launched.url },
    start: { state: 'playing', context: { url: launched.url }, sent: [], effects: [{ effect: 'forgetHandOver' }] },
    steps: [],
  },
  {
    machine: 'lotteryLaunch',
    name: 'a reloaded frame asks the launcher itself and plays where it is',
    spec: '§2 Lottery frame',
    input: { ...lotteryGame, loggedIn: true, inFrame: true, nodeId: '3' },
    start: { state: 'loading', context: { inFrame: true, url: '' }, effects: [] },
    steps: [
      {
        resolve: 'launchLottery',
        output: launched,
        state: 'playing',
        context: { url: launched.url, mui: 'demo', gameCode: 'LT_645' },
        sent: [],
        effects: [],
      },
    ],
  },
  contentJourney('vendors', '§4 Language change reloads vendors (250 ms)', 250, {
    sorting: [{ gameCategory: 'RNG', vendorNames: [{ vassalage: 'PGX', accountTypeName: 'Pixel Gold Slot' }] }],
    vendors: [{ vassalage: 'PGX', displayName: 'Pixel Gold' }],
  }),
  contentJourney('gameTypes', '§7 vendor game types', 250, [
    { gameType: 'LIVE', name: 'Live', classifies: ['Baccarat'], vendors: [] },
  ]),
  contentJourney('lotteryGames', '§2 /m/lottery', 250, [{ nodeId: 3, gameName: 'Lotto', vassalage: 'LOTT' }]),
];
