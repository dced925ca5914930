import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import type { Game } from '../../domain/games/games';
import { isRecentCandidate, type LaunchPlan, type LaunchRequest, planLaunch } from '../../domain/games/launch';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import type { Message } from '../shell/notifications.machine';
import { notify } from '../shell/notify';
import { type LaunchFacts, launchFacts } from './launchFacts';

/**
 * Game launch (spec §4 "Launch flow"): no session -> /m/login; lottery vendors -> the lottery launcher
 * (/m/launchGame with vendor, game code, prize mode, play type); provider entries -> /m/gameList; others -> the
 * generic launcher call (with the free-play flags: a trial member plays free where the game allows it), whose URL
 * opens in a new window (or through the native bridge in the app shell). A launched game of the catalogue is then
 * added to the member's recent games (§7 recent game add, the one place the site records them), which the lobby's
 * RECENT list shows: a generic game once its URL came, a lottery game once the lottery launcher (lotteryLaunch
 * machine) reports that it answered. App-level, systemId `launch`. It hears the session and the vendor mapping
 * through its `launchFacts` listener; the screen sends only the tap.
 */
export interface LaunchContext extends LaunchFacts {
  request: LaunchRequest | null;
  /** The node id of the launched game to add to the recent games. */
  recent: string | null;
  error: Message | null;
}

export type LaunchEvent =
  | {
      type: 'LAUNCH';
      game: Game;
      /** The facts below come from the system (launchFacts); a LAUNCH may give them (tests, diagrams). */
      loggedIn?: boolean;
      /** The member type (§3): a trial member launches in free-play mode where the game allows it. */
      memberType?: number | null;
      mapping?: Record<string, readonly string[]>;
      fromHome?: boolean;
    }
  /** The session, config or vendors changed (launchFacts listener). */
  | ({ type: 'FACTS_CHANGED' } & LaunchFacts)
  /** The lottery launcher answered (lotteryLaunch machine): the game it opened, '' when opened by vendor and code. */
  | { type: 'LOTTERY_LAUNCHED'; nodeId: string };

type TapEvent = Extract<LaunchEvent, { type: 'LAUNCH' }>;

function planOf(context: LaunchFacts, event: TapEvent): LaunchPlan {
  return planLaunch(event.game, {
    loggedIn: event.loggedIn ?? context.loggedIn,
    memberType: event.memberType !== undefined ? event.memberType : context.memberType,
    mapping: event.mapping ?? context.mapping,
    fromHome: event.fromHome,
  });
}

export const launchMachine = setup({
  types: {} as { context: LaunchContext; events: LaunchEvent },
  actors: {
    launchCall: declaredCall<string, { request: LaunchRequest | null }>('launch.launchCall'),
    recordRecent: declaredCall<void, { nodeId: string | null }>('launch.recordRecent'),
    launchFacts,
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    needsLogin: ({ context, event }) => {
      assertEvent(event, 'LAUNCH');
      return planOf(context, event).kind === 'login';
    },
    // Provider entries, the lottery list and the lottery launcher are screens of the site.
    opensAScreen: ({ context, event }) => {
      assertEvent(event, 'LAUNCH');
      return 'path' in planOf(context, event);
    },
    launchedACatalogueGame: ({ event }) => {
      assertEvent(event, 'LOTTERY_LAUNCHED');
      return isRecentCandidate({ nodeId: event.nodeId });
    },
  },
  actions: {
    goToLogin: ({ system }) => sendToLogin(system),
    // Runs after the guard opensAScreen: the plan has a path.
    goToPlanPath: ({ context, event, system }) => {
      assertEvent(event, 'LAUNCH');
      requestNavigation(system, { type: 'NAVIGATE', to: (planOf(context, event) as { path: string }).path });
    },
    // Runs when neither needsLogin nor opensAScreen held: the plan is the generic launcher's.
    holdRequest: assign(({ context, event }) => {
      assertEvent(event, 'LAUNCH');
      const { kind, ...request } = planOf(context, event) as Extract<LaunchPlan, { kind: 'generic' }>;
      return { request, recent: request.nodeId, error: null };
    }),
    holdLaunchedLottery: assign(({ event }) => {
      assertEvent(event, 'LOTTERY_LAUNCHED');
      return { request: null, recent: event.nodeId, error: null };
    }),
    showLoading: ({ system }) =>
      notify(system, { type: 'LOADING_SHOW', message: { key: 'games.pleaseWait' }, timeoutMs: REQUEST_TIMEOUT_MS }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    openGame: ({ event, system }) =>
      requestNavigation(system, { type: 'OPEN_EXTERNAL', url: (event as unknown as { output: string }).output }),
    rememberFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      const message: Message =
        error instanceof Error && error.message ? { text: error.message } : { key: 'games.launchFailed' };
      return { error: message };
    }),
    rememberTimeout: assign({ error: { key: 'games.timeout' } as Message }),
    // Runs after rememberFailure or rememberTimeout: the error is there.
    tellError: ({ context, system }) =>
      notify(system, { type: 'TOAST', message: context.error as Message, kind: 'error', durationMs: TOAST_MS.short }),
    clear: assign({ request: null, recent: null }),
    setFacts: assign(({ event }) => {
      assertEvent(event, 'FACTS_CHANGED');
      return { loggedIn: event.loggedIn, memberType: event.memberType, mapping: event.mapping };
    }),
  },
}).createMachine({
  id: 'launch',
  description: 'Launches a game the way its vendor needs: login first, lottery launcher, provider list or game URL.',
  context: { request: null, recent: null, error: null, loggedIn: false, memberType: null, mapping: {} },
  invoke: { id: 'launchFacts', src: 'launchFacts' },
  on: { FACTS_CHANGED: { actions: 'setFacts' } },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for a game tap.',
      on: { LAUNCH: launchTransitions(), LOTTERY_LAUNCHED: recordLotteryTransition() },
    },
    launching: {
      description: 'The generic launcher call runs under a loading indicator; its URL then opens the game.',
      entry: 'showLoading',
      exit: 'hideLoading',
      invoke: {
        id: 'launchCall',
        src: 'launchCall',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'recording', actions: 'openGame' },
        onError: { target: 'idle', actions: ['rememberFailure', 'tellError', 'clear'] },
      },
      after: { requestTimeout: { target: 'idle', actions: ['rememberTimeout', 'tellError', 'clear'] } },
    },
    recording: {
      description:
        'The launched game is added to the recent games; the game is open already, so a failure changes nothing ' +
        'and another tap launches at once.',
      invoke: {
        id: 'recordRecent',
        src: 'recordRecent',
        input: ({ context }) => ({ nodeId: context.recent }),
        onDone: { target: 'idle', actions: 'clear' },
        onError: { target: 'idle', actions: 'clear' },
      },
      after: { requestTimeout: { target: 'idle', actions: 'clear' } },
      on: { LAUNCH: launchTransitions(), LOTTERY_LAUNCHED: recordLotteryTransition() },
    },
  },
});

/** What a tap does, from idle and while the last launch is being recorded. */
function launchTransitions() {
  return [
    { guard: 'needsLogin', actions: 'goToLogin' },
    { guard: 'opensAScreen', actions: 'goToPlanPath' },
    { target: 'launching', actions: 'holdRequest' },
  ] as const;
}

/** A lottery game the lottery launcher opened joins the recent games (re-entering restarts the record). */
function recordLotteryTransition() {
  return {
    guard: 'launchedACatalogueGame',
    target: 'recording',
    reenter: true,
    actions: 'holdLaunchedLottery',
  } as const;
}
