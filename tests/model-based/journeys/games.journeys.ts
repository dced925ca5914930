import type { Journey } from '../journey-types';
import { contentJourney } from './content';

/** Spec journeys of the games machines (§2 lobby, tile and filter, §4 lobby, favourites, filter, launch). */

const slot = { nodeId: 7, gameId: 'g7', gameName: 'Lucky 7', vassalage: 'PGX', gameType: 'RNG', supportPlay: 0 };
const page = (pageNum: number, totalPages: number) => ({ games: [{ ...slot, nodeId: pageNum }], pageNum, totalPages });
const lotteryGame = { vendor: 'LOTT', gameCode: 'LT_645', prizeMode: 'Lott', playType: 'trad', pageBack: false };
const empty = { vassalage: '', gameClassify: '', minBet: '', gameName: '' };
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
      { reject: 'loadPage', state: { games: 'failed' } },
      { send: { type: 'RETRY' }, state: { games: 'loading' } },
      { wait: 20_000, state: { games: 'failed' } },
      // Choosing NEW clears the vendor.
      { send: { type: 'SET_TAB', tab: 'NEW' }, state: { games: 'loading' }, context: { tab: 'NEW', vassalage: '' } },
      { resolve: 'loadPage', output: page(1, 3), state: { games: 'ready' }, context: { page: 1 } },
      { send: { type: 'MORE' }, state: { games: 'loadingMore' } },
      { reject: 'loadMore', state: { games: 'ready' }, context: { page: 1 } },
      { send: { type: 'MORE' }, state: { games: 'loadingMore' } },
      { wait: 20_000, state: { games: 'ready' }, context: { page: 1 } },
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
    machine: 'gameFilter',
    name: 'a selected vendor clears on a second tap; reset clears every field; submit closes',
    spec: '§4 Filter',
    start: { state: 'closed', context: { vassalage: '', minBet: '', gameClassify: '' } },
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
    spec: '§4 Favourite toggle',
    start: { state: 'visitor', context: { ids: [] } },
    steps: [
      { send: { type: 'TOGGLE', game: slot }, state: 'visitor', context: { ids: [] } },
      { send: { type: 'SESSION_CHANGED', loggedIn: true }, state: { member: 'loadingIds' } },
      { resolve: 'loadIds', output: ['7'], state: { member: 'ready' }, context: { ids: ['7'] } },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'removing' }, context: { pending: slot } },
      {
        resolve: 'removeCall',
        output: true,
        state: { member: 'ready' },
        context: { ids: [], pending: null },
        emitted: [{ type: 'removed', nodeId: '7' }],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' } },
      {
        resolve: 'addCall',
        output: false,
        state: { member: 'ready' },
        context: { ids: [], pending: null },
        emitted: [],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' } },
      {
        resolve: 'addCall',
        output: true,
        state: { member: 'ready' },
        context: { ids: ['7'], pending: null },
        emitted: [{ type: 'added', nodeId: '7' }],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'removing' } },
      { reject: 'removeCall', state: { member: 'ready' }, context: { ids: ['7'], pending: null }, emitted: [] },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'removing' } },
      {
        resolve: 'removeCall',
        output: false,
        state: { member: 'ready' },
        context: { ids: ['7'], pending: null },
        emitted: [],
      },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'removing' } },
      { wait: 20_000, state: { member: 'ready' }, context: { ids: ['7'], pending: null } },
      { send: { type: 'RELOAD' }, state: { member: 'loadingIds' } },
      { reject: 'loadIds', state: { member: 'ready' }, context: { ids: [] } },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' }, context: { pending: slot } },
      { reject: 'addCall', state: { member: 'ready' }, context: { ids: [], pending: null }, emitted: [] },
      { send: { type: 'TOGGLE', game: slot }, state: { member: 'adding' } },
      { wait: 20_000, state: { member: 'ready' }, context: { ids: [], pending: null } },
      { send: { type: 'RELOAD' }, state: { member: 'loadingIds' } },
      { wait: 20_000, state: { member: 'ready' }, context: { ids: [] } },
      { send: { type: 'SESSION_CHANGED', loggedIn: false }, state: 'visitor', context: { ids: [] } },
    ],
  },
  {
    machine: 'launch',
    name: 'a visitor goes to login; a member launches, the game is recorded; a failure or timeout ends the launch',
    spec: '§4 Launch flow',
    start: { state: 'idle', context: { request: null } },
    steps: [
      { send: { type: 'LAUNCH', game: slot, loggedIn: false, mapping: {} }, state: 'idle', context: { request: null } },
      // Lottery vendors use the lottery launcher screen: nothing to call here.
      {
        send: { type: 'LAUNCH', game: { nodeId: 3, vassalage: 'LOTT', gameType: 'LOTT' }, loggedIn: true, mapping: {} },
        state: 'idle',
      },
      { send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} }, state: 'launching' },
      { resolve: 'launchCall', output: '/demo-game/7?mode=real', state: 'recording' },
      { resolve: 'recordRecent', state: 'idle', context: { request: null } },
      { send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 0, mapping: {} }, state: 'launching' },
      { reject: 'launchCall', state: 'idle', context: { request: null } },
      { send: { type: 'LAUNCH', game: slot, loggedIn: true, memberType: 4, mapping: {} }, state: 'launching' },
      { wait: 20_000, state: 'idle', context: { request: null } },
      { send: { type: 'LOTTERY_LAUNCHED', nodeId: '' }, state: 'idle' },
      { send: { type: 'LOTTERY_LAUNCHED', nodeId: '3' }, state: 'recording' },
      { reject: 'recordRecent', state: 'idle' },
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
    ],
  },
  {
    machine: 'startLottery',
    name: 'the address names a lottery game: it goes to the launch flow at once',
    spec: '§2 /m/startLottery, §4 launch flow',
    input: { vendor: 'TCG_LOTTO_VN', code: 'VN_ST45', lottoMode: 'ent' },
    start: { state: 'started', context: { vendor: 'TCG_LOTTO_VN', code: 'VN_ST45', lottoMode: 'ent' } },
    steps: [],
  },
  {
    machine: 'lotteryLaunch',
    name: 'a member asks the launcher; a failure offers a retry; then the game plays',
    spec: '§2 Lottery frame, §4 Launch flow (lottery launcher)',
    input: { ...lotteryGame, loggedIn: true, nodeId: '3' },
    start: { state: 'loading' },
    steps: [
      { reject: 'launchLottery', state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'launchLottery', output: launched, state: 'playing', context: { url: launched.url, mui: 'demo' } },
    ],
  },
  {
    machine: 'lotteryLaunch',
    name: 'a visitor is sent to login',
    spec: '§4 Launch flow: without a session go to /m/login',
    input: { ...lotteryGame, loggedIn: false },
    start: { state: 'loginRequired' },
    steps: [],
  },
  {
    machine: 'lotteryLaunch',
    name: "the frame plays the launcher's handed-over answer at once",
    spec: '§2 Lottery frame',
    input: { ...lotteryGame, loggedIn: true, inFrame: true, url: launched.url },
    start: { state: 'playing', context: { url: launched.url } },
    steps: [],
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
