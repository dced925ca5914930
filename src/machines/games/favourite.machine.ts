import { assertEvent, assign, emit, setup } from 'xstate';
import { LOADING_MS, REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { favouriteKey, type Game } from '../../domain/games/games';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall } from '../shell/declared';
import { sessionChanges } from '../shell/listeners';
import { notify } from '../shell/notify';

/**
 * Favourite toggle (spec §4): needs a session, else /m/login with 'please log in' (2 s). Adding shows loading (2 s)
 * and on success appends the node and shows the saved message; removing shows loading (1 s) and drops it; a failure
 * or an unsuccessful answer only hides the loading (§8). App-level, systemId `favourite`; it hears session
 * changes as SESSION_CHANGED through its `sessionChanges` listener (machines/shell/listeners.ts).
 */
export interface FavouriteContext {
  loggedIn: boolean;
  /** Favourite node ids (§3: a list of nodeId strings). */
  ids: string[];
  /** The game being added or removed. */
  pending: Game | null;
}

export type FavouriteEvent =
  | { type: 'TOGGLE'; game: Game }
  | { type: 'SESSION_CHANGED'; loggedIn: boolean }
  | { type: 'RELOAD' };

/** Screens listen for `removed` to drop the tile from the favourites list they show (§4). */
export type FavouriteEmitted = { type: 'removed'; nodeId: string } | { type: 'added'; nodeId: string };

/** The favourite key of the game being added or removed (always held while a call runs). */
const pendingKey = (context: FavouriteContext): string => (context.pending ? favouriteKey(context.pending) : '');

export const favouriteMachine = setup({
  types: {} as {
    context: FavouriteContext;
    events: FavouriteEvent;
    emitted: FavouriteEmitted;
  },
  actors: {
    loadIds: declaredCall<string[]>('favourite.loadIds'),
    addCall: declaredCall<boolean, { game: Game | null }>('favourite.addCall'),
    removeCall: declaredCall<boolean, { game: Game | null }>('favourite.removeCall'),
    sessionChanges,
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isLoggedInChange: ({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return event.loggedIn;
    },
    isLoggedOutChange: ({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return !event.loggedIn;
    },
    isFavourite: ({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      return context.ids.includes(favouriteKey(event.game));
    },
    answeredYes: ({ event }) => (event as { output?: unknown }).output === true,
    heldFavourite: ({ context }) => context.pending !== null && context.ids.includes(pendingKey(context)),
    heldGame: ({ context }) => context.pending !== null,
  },
  actions: {
    setLoggedIn: assign({ loggedIn: true }),
    forget: assign({ loggedIn: false, ids: [], pending: null }),
    setIds: assign({ ids: ({ event }) => (event as unknown as { output: string[] }).output.map(String) }),
    clearIds: assign({ ids: [] }),
    holdGame: assign({
      pending: ({ event }) => {
        assertEvent(event, 'TOGGLE');
        return event.game;
      },
    }),
    releaseGame: assign({ pending: null }),
    // Adding runs only for a game not in the list (ready's TOGGLE), and the list cannot change meanwhile.
    appendPending: assign({ ids: ({ context }) => [...context.ids, pendingKey(context)] }),
    dropPending: assign({ ids: ({ context }) => context.ids.filter((id) => id !== pendingKey(context)) }),
    emitAdded: emit(({ context }) => ({ type: 'added' as const, nodeId: pendingKey(context) })),
    emitRemoved: emit(({ context }) => ({ type: 'removed' as const, nodeId: pendingKey(context) })),
    askToLogIn: ({ system }) => sendToLogin(system),
    showAddLoading: ({ system }) =>
      notify(system, {
        type: 'LOADING_SHOW',
        message: { key: 'games.pleaseWait' },
        timeoutMs: LOADING_MS.addFavourite,
      }),
    showRemoveLoading: ({ system }) =>
      notify(system, {
        type: 'LOADING_SHOW',
        message: { key: 'games.pleaseWait' },
        timeoutMs: LOADING_MS.removeFavourite,
      }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    toastSaved: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'games.favouriteSaved' },
        kind: 'success',
        durationMs: TOAST_MS.notice,
      }),
  },
}).createMachine({
  id: 'favourite',
  description: 'Favourite games of the member: the star on every tile, add and remove with their loading times.',
  context: { loggedIn: false, ids: [], pending: null },
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'visitor',
  states: {
    visitor: {
      description: 'No session: a star tap sends the visitor to the login page with "please log in".',
      on: {
        TOGGLE: { actions: 'askToLogIn' },
        SESSION_CHANGED: { guard: 'isLoggedInChange', target: 'member', actions: 'setLoggedIn' },
      },
    },
    member: {
      description: 'A session exists: favourite ids are loaded and a star tap adds or removes.',
      initial: 'loadingIds',
      on: {
        SESSION_CHANGED: { guard: 'isLoggedOutChange', target: 'visitor', actions: 'forget' },
      },
      states: {
        loadingIds: {
          description:
            'Fetching the favourite node ids. A heart tapped meanwhile (just after a login) is held and carried out once they are known.',
          on: { TOGGLE: { actions: 'holdGame' } },
          invoke: {
            id: 'loadIds',
            src: 'loadIds',
            onDone: { target: 'idsKnown', actions: 'setIds' },
            onError: { target: 'idsKnown', actions: 'clearIds' },
          },
          after: { requestTimeout: { target: 'idsKnown', actions: 'clearIds' } },
        },
        idsKnown: {
          description: 'The ids are known: a heart tapped while they loaded is added or removed now.',
          always: [
            { guard: 'heldFavourite', target: 'removing' },
            { guard: 'heldGame', target: 'adding' },
            { target: 'ready' },
          ],
        },
        ready: {
          description: 'Stars show the favourites; a tap adds or removes the game.',
          on: {
            TOGGLE: [
              { guard: 'isFavourite', target: 'removing', actions: 'holdGame' },
              { target: 'adding', actions: 'holdGame' },
            ],
            RELOAD: 'loadingIds',
          },
        },
        adding: {
          description: 'Loading (2 s) while the add call runs; success appends the node and shows the saved message.',
          entry: 'showAddLoading',
          invoke: {
            id: 'addCall',
            src: 'addCall',
            input: ({ context }) => ({ game: context.pending }),
            onDone: [
              {
                guard: 'answeredYes',
                target: 'ready',
                actions: ['appendPending', 'hideLoading', 'toastSaved', 'emitAdded', 'releaseGame'],
              },
              { target: 'ready', actions: ['hideLoading', 'releaseGame'] },
            ],
            onError: { target: 'ready', actions: ['hideLoading', 'releaseGame'] },
          },
          after: { requestTimeout: { target: 'ready', actions: ['hideLoading', 'releaseGame'] } },
        },
        removing: {
          description: 'Loading (1 s) while the remove call runs; success drops the node everywhere it is shown.',
          entry: 'showRemoveLoading',
          invoke: {
            id: 'removeCall',
            src: 'removeCall',
            input: ({ context }) => ({ game: context.pending }),
            onDone: [
              {
                guard: 'answeredYes',
                target: 'ready',
                actions: ['dropPending', 'hideLoading', 'emitRemoved', 'releaseGame'],
              },
              { target: 'ready', actions: ['hideLoading', 'releaseGame'] },
            ],
            onError: { target: 'ready', actions: ['hideLoading', 'releaseGame'] },
          },
          after: { requestTimeout: { target: 'ready', actions: ['hideLoading', 'releaseGame'] } },
        },
      },
    },
  },
});
