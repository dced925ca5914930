import { sampleSettings } from '../../../src/machines/account/account.catalog';
import * as inactivityView from '../../../src/machines/protection/inactivity.view';
import type { Journey, JourneyStep } from '../journey-types';

/** Spec journeys of inactivity logout (issue 16 tool 5): the operator's defaults, 30 idle minutes, 60 s warning. */

const MINUTE = 60_000;
const settings = { enabled: true, idleMinutes: 30, warningSeconds: 60 };
const watching = (serverReport: string) => ({ watching: { idleTime: 'active', serverReport } });
const warned = (serverReport: string) => ({ watching: { idleTime: 'warned', serverReport } });
/** The countdown, one second a step (the simulated clock fires one step's timer per wait). */
const seconds = (count: number, state: unknown): JourneyStep[] =>
  Array.from({ length: count }, () => ({ wait: 1000, state }) as JourneyStep);
const loggedOutHome = [
  { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home' } },
  { to: 'session', event: { type: 'SESSION_ENDED' } },
];

export const protectionInactivityJourneys: Journey[] = [
  {
    machine: 'inactivity',
    name: '30 idle minutes: the warning counts down 60 seconds, then the session ends on the server and the site goes home',
    spec: 'issue 16 tool 5 (inactivity logout, default 30 minutes); §8 "The account has been logged out, please log in again"',
    reads: inactivityView,
    start: { state: 'loadingSettings', view: { inactivityView: { warning: false } } },
    steps: [
      { resolve: 'loadSettings', output: settings, state: watching('quiet'), context: { settings }, sent: [] },
      { wait: 29 * MINUTE - 1, state: watching('quiet'), view: { inactivityView: { warning: false } } },
      {
        wait: 1,
        state: warned('quiet'),
        context: { secondsLeft: 60 },
        view: { inactivityView: { warning: true, secondsLeft: 60 } },
      },
      ...seconds(58, warned('quiet')),
      { wait: 1000, state: warned('quiet'), view: { inactivityView: { warning: true, secondsLeft: 1 } }, sent: [] },
      { wait: 1000, state: 'loggingOut', view: { inactivityView: { warning: false } } },
      { resolve: 'endSession', state: 'loggedOut', sent: loggedOutHome },
    ],
  },
  {
    machine: 'inactivity',
    name: 'activity while warned cancels the warning, restarts the idle time and is reported to the server',
    spec: 'issue 16 tool 5 (a warning dialog counts down with "Stay logged in")',
    reads: inactivityView,
    start: { state: 'loadingSettings' },
    steps: [
      { resolve: 'loadSettings', output: settings, state: watching('quiet') },
      { wait: 29 * MINUTE, state: warned('quiet') },
      ...seconds(29, warned('quiet')),
      { wait: 1000, state: warned('quiet'), view: { inactivityView: { secondsLeft: 30 } } },
      { send: { type: 'STAY_LOGGED_IN' }, state: watching('reporting'), view: { inactivityView: { warning: false } } },
      { resolve: 'reportActivity', state: watching('resting') },
      // The idle time starts again from the tap: no warning 29 minutes less a moment later.
      { wait: 29 * MINUTE - 1, state: watching('quiet') },
      { send: { type: 'ACTIVITY' }, state: watching('reporting') },
      { resolve: 'reportActivity', state: watching('resting') },
      { wait: 29 * MINUTE - 1, state: watching('quiet') },
      { wait: 1, state: warned('quiet') },
      { send: { type: 'ACTIVITY' }, state: watching('reporting'), view: { inactivityView: { warning: false } } },
    ],
  },
  {
    machine: 'inactivity',
    name: 'activity is reported at most once a minute; activity during the wait is reported when it ends',
    spec: 'issue 16 tool 5 (the session ends on the server: the server must see the player as active)',
    start: { state: 'loadingSettings' },
    steps: [
      { resolve: 'loadSettings', output: settings, state: watching('quiet') },
      { send: { type: 'ACTIVITY' }, state: watching('reporting') },
      { reject: 'reportActivity', state: watching('resting') },
      { send: { type: 'ACTIVITY' }, state: watching('restingWithNews') },
      { send: { type: 'ACTIVITY' }, state: watching('restingWithNews') },
      { wait: MINUTE, state: watching('reporting') },
      { resolve: 'reportActivity', state: watching('resting') },
      { wait: MINUTE, state: watching('quiet') },
    ],
  },
  {
    machine: 'inactivity',
    name: 'the operator turned inactivity logout off: nothing is watched',
    spec: 'issue 16 ("every tool can be turned on or off in the site config")',
    start: { state: 'loadingSettings' },
    steps: [
      { resolve: 'loadSettings', output: { ...settings, enabled: false }, state: 'off' },
      { wait: 24 * 60 * MINUTE, state: 'off', sent: [] },
    ],
  },
  {
    machine: 'inactivity',
    name: 'settings that fail to load are asked for again; the end call failing still logs out on the site',
    spec: 'issue 16 tool 5; ARCHITECTURE "every invoked call has an error path"',
    start: { state: 'loadingSettings' },
    steps: [
      { reject: 'loadSettings', state: 'settingsUnavailable' },
      { wait: 30_000, state: 'loadingSettings' },
      {
        resolve: 'loadSettings',
        output: { ...settings, idleMinutes: 5, warningSeconds: 30 },
        state: watching('quiet'),
      },
      { wait: 4.5 * MINUTE, state: warned('quiet'), context: { secondsLeft: 30 } },
      ...seconds(29, warned('quiet')),
      { wait: 1000, state: 'loggingOut' },
      { reject: 'endSession', state: 'loggedOut', sent: loggedOutHome },
    ],
  },
];

const registration = (agreementTickedByDefault: boolean) => ({
  settings: { ...sampleSettings, agreementTickedByDefault },
  flags: {},
  registerMethod: 'H5',
  hostName: 'localhost',
  domain: 'localhost',
});

/** Spec journeys of registration consent (issue 16 tool 7): the agreement and age box. */
export const protectionConsentJourneys: Journey[] = [
  {
    machine: 'registration',
    name: 'the agreement and age box starts unticked: Register sends nothing until the player ticks it',
    spec: 'issue 16 tool 7; §5 "registration requires ticking agreement to terms and confirming age" over §2',
    input: registration(false),
    start: { state: 'editing', context: { agreed: false } },
    steps: [
      { send: { type: 'CHANGE', field: 'username', value: 'alice1' }, state: 'editing' },
      { send: { type: 'CHANGE', field: 'password', value: 'secret123' }, state: 'editing' },
      { send: { type: 'CHANGE', field: 'confirmPassword', value: 'secret123' }, state: 'editing' },
      { send: { type: 'CHANGE', field: 'captcha', value: '42' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'editing', context: { agreed: false } },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: true } },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
    ],
  },
  {
    machine: 'registration',
    name: 'the operator restores the ticked box of spec §2 in the site config',
    spec: 'issue 16 tool 7 ("an operator can restore §2 in the config")',
    input: registration(true),
    start: { state: 'editing', context: { agreed: true } },
    steps: [{ send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: false } }],
  },
];
