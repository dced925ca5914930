import { assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { INACTIVITY_MS, REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { type InactivitySettings, warningDelayMs, warningSecondsOf } from '../../domain/protection/inactivity';
import { pathTo } from '../../domain/shell/paths';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';

/**
 * Inactivity logout (issue 16 tool 5) for a logged-in member, over every screen. The page's taps, keys and scrolling
 * come in as ACTIVITY (a listener provided at the root); after the idle time less the warning, a dialog counts down
 * with "Stay logged in"; at zero the session ends on the server and the site goes home with "The account has been
 * logged out, please log in again". Activity that makes no call is reported to the server at most once a minute, so
 * the server (which ends idle sessions itself) sees the player as active too.
 */
export interface InactivityContext {
  settings: InactivitySettings | null;
  /** Seconds left on the warning's countdown. */
  secondsLeft: number;
}

export type InactivityEvent =
  /** The player tapped, typed or scrolled somewhere on the page. */
  | { type: 'ACTIVITY' }
  /** The player taps "Stay logged in" on the warning. */
  | { type: 'STAY_LOGGED_IN' };

export const inactivityMachine = setup({
  types: {} as { context: InactivityContext; events: InactivityEvent },
  actors: {
    /** The page's taps, keys and scrolling, sent back as ACTIVITY; provided at the root (silent when run alone). */
    activityListener: fromCallback<InactivityEvent>(() => undefined),
    loadSettings: declaredCall<InactivitySettings>('inactivity.loadSettings'),
    reportActivity: declaredCall<void>('inactivity.reportActivity'),
    endSession: declaredCall<void>('inactivity.endSession'),
  },
  delays: {
    callTimeout: REQUEST_TIMEOUT_MS,
    settingsRetry: INACTIVITY_MS.settingsRetry,
    reportEvery: INACTIVITY_MS.reportEvery,
    countdownStep: INACTIVITY_MS.countdownStep,
    /** The idle time less the warning, from the operator's settings. */
    untilWarning: ({ context }) => (context.settings ? warningDelayMs(context.settings) : 0),
  },
  guards: {
    turnedOn: ({ event }) => (event as unknown as { output: InactivitySettings }).output.enabled === true,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    storeSettings: assign({ settings: ({ event }) => (event as unknown as { output: InactivitySettings }).output }),
    startCountdown: assign({
      secondsLeft: ({ context }) => (context.settings ? warningSecondsOf(context.settings) : 0),
    }),
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home') }),
    /** The site's session ends with the dictionary message "The account has been logged out, please log in again". */
    endSiteSession: ({ system }) => system.get('session')?.send({ type: 'SESSION_ENDED' }),
  },
}).createMachine({
  id: 'inactivity',
  description: 'Inactivity logout: a warning counts down before an idle session ends on the server.',
  context: { settings: null, secondsLeft: 0 },
  initial: 'loadingSettings',
  states: {
    loadingSettings: {
      description: 'Asks the server for the operator’s inactivity settings (idle time, warning, on or off).',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [
          { guard: 'turnedOn', target: 'watching', actions: 'storeSettings' },
          { target: 'off', actions: 'storeSettings' },
        ],
        onError: 'settingsUnavailable',
      },
      after: { callTimeout: 'settingsUnavailable' },
    },
    settingsUnavailable: {
      description:
        'The settings could not be loaded; asks again a little later (the server ends idle sessions anyway).',
      after: { settingsRetry: 'loadingSettings' },
    },
    off: {
      description: 'The operator turned inactivity logout off: nothing is watched.',
    },
    watching: {
      description: 'The member is logged in; every tap, key or scroll restarts the idle time.',
      type: 'parallel',
      invoke: { id: 'activityListener', src: 'activityListener' },
      states: {
        idleTime: {
          description: 'How long the player has done nothing.',
          initial: 'active',
          states: {
            active: {
              description: 'The player is active; the warning shows when the idle time less the warning has passed.',
              on: { ACTIVITY: { target: 'active', reenter: true } },
              after: { untilWarning: { target: 'warned', actions: 'startCountdown' } },
            },
            warned: {
              description: 'A dialog counts down the seconds left, with "Stay logged in"; any activity cancels it.',
              on: { ACTIVITY: 'active', STAY_LOGGED_IN: 'active' },
              after: {
                countdownStep: [
                  { guard: 'lastSecond', target: '#inactivity.loggingOut' },
                  { target: 'warned', reenter: true, actions: 'countDown' },
                ],
              },
            },
          },
        },
        serverReport: {
          description: 'Tells the server the player is active, at most once a minute.',
          initial: 'quiet',
          states: {
            quiet: {
              description: 'Nothing to report yet.',
              on: { ACTIVITY: 'reporting', STAY_LOGGED_IN: 'reporting' },
            },
            reporting: {
              description: 'The activity report call runs: the server restarts the session’s idle time.',
              invoke: { id: 'reportActivity', src: 'reportActivity', onDone: 'resting', onError: 'resting' },
              after: { callTimeout: 'resting' },
            },
            resting: {
              description: 'Reported a moment ago; the next report waits a minute.',
              on: { ACTIVITY: 'restingWithNews', STAY_LOGGED_IN: 'restingWithNews' },
              after: { reportEvery: 'quiet' },
            },
            restingWithNews: {
              description: 'The player was active again since the last report; it is sent when the minute is up.',
              after: { reportEvery: 'reporting' },
            },
          },
        },
      },
    },
    loggingOut: {
      description: 'The countdown reached zero: the session ends on the server, whatever it answers.',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: { target: 'loggedOut', actions: ['goHome', 'endSiteSession'] },
        onError: { target: 'loggedOut', actions: ['goHome', 'endSiteSession'] },
      },
      after: { callTimeout: { target: 'loggedOut', actions: ['goHome', 'endSiteSession'] } },
    },
    loggedOut: {
      description: 'Logged out for inactivity: home, with "The account has been logged out, please log in again".',
      type: 'final',
    },
  },
});

export type InactivitySnapshot = SnapshotFrom<typeof inactivityMachine>;
