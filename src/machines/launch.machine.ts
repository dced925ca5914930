import { assign, fromPromise, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../domain/constants';
import type { Game } from '../domain/games';
import { type LaunchPlan, planLaunch } from '../domain/launch';
import { type LaunchRequest, launchGame } from '../services/api/games';
import { navigate, openExternal } from '../services/navigation';
import { notify } from './appSystem';
import { sendToLogin } from './loginRedirect';
import type { Message } from './notifications.machine';

/**
 * Game launch (spec §4 "Launch flow"): no session -> /m/login; lottery vendors -> the lottery launcher
 * (/m/launchGame with vendor, game code, prize mode, play type); provider entries -> /m/gameList; others -> the
 * generic launcher call, whose URL opens in a new window (or through the native bridge in the app shell).
 * App-level, systemId `launch`. The screen sends what it knows: the session and the vendor mapping.
 */
export interface LaunchContext {
  request: LaunchRequest | null;
  game: Game | null;
  error: Message | null;
}

export type LaunchEvent = {
  type: 'LAUNCH';
  game: Game;
  loggedIn: boolean;
  mapping: Record<string, readonly string[]>;
  fromHome?: boolean;
};

function planOf(event: LaunchEvent): LaunchPlan {
  return planLaunch(event.game, { loggedIn: event.loggedIn, mapping: event.mapping, fromHome: event.fromHome });
}

export const launchMachine = setup({
  types: {} as { context: LaunchContext; events: LaunchEvent },
  actors: {
    launchCall: fromPromise<string, { request: LaunchRequest | null }>(({ input, signal }) => {
      if (!input.request) return Promise.reject(new Error('No game to launch'));
      return launchGame(input.request, signal);
    }),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    needsLogin: ({ event }) => planOf(event).kind === 'login',
    opensAList: ({ event }) => {
      const kind = planOf(event).kind;
      return kind === 'providerList' || kind === 'lotteryList' || kind === 'lottery';
    },
  },
  actions: {
    goToLogin: ({ system }) => sendToLogin(system),
    goToPlanPath: ({ event }) => {
      const plan = planOf(event);
      if ('path' in plan) navigate(plan.path);
    },
    holdRequest: assign(({ event }) => {
      const plan = planOf(event);
      if (plan.kind !== 'generic') return {};
      const { kind, ...request } = plan;
      return { request, game: event.game, error: null };
    }),
    showLoading: ({ system }) =>
      notify(system, { type: 'LOADING_SHOW', message: { key: 'games.pleaseWait' }, timeoutMs: REQUEST_TIMEOUT_MS }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    openGame: ({ event }) => openExternal((event as unknown as { output: string }).output),
    tellFailure: assign(({ event, system }) => {
      const error = (event as { error?: unknown }).error;
      const message: Message =
        error instanceof Error && error.message ? { text: error.message } : { key: 'games.launchFailed' };
      notify(system, { type: 'TOAST', message, kind: 'error', durationMs: TOAST_MS.short });
      return { error: message };
    }),
    tellTimeout: assign(({ system }) => {
      const message: Message = { key: 'games.timeout' };
      notify(system, { type: 'TOAST', message, kind: 'error', durationMs: TOAST_MS.short });
      return { error: message };
    }),
    clear: assign({ request: null, game: null }),
  },
}).createMachine({
  id: 'launch',
  description: 'Launches a game the way its vendor needs: login first, lottery launcher, provider list or game URL.',
  context: { request: null, game: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a game tap.',
      on: {
        LAUNCH: [
          { guard: 'needsLogin', actions: 'goToLogin' },
          { guard: 'opensAList', actions: 'goToPlanPath' },
          { target: 'launching', actions: 'holdRequest' },
        ],
      },
    },
    launching: {
      description: 'The generic launcher call runs under a loading indicator; its URL then opens the game.',
      entry: 'showLoading',
      exit: 'hideLoading',
      invoke: {
        id: 'launchCall',
        src: 'launchCall',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'idle', actions: ['openGame', 'clear'] },
        onError: { target: 'idle', actions: ['tellFailure', 'clear'] },
      },
      after: { requestTimeout: { target: 'idle', actions: ['tellTimeout', 'clear'] } },
    },
  },
});
