import * as realityCheckView from '../../../src/machines/protection/realityCheck.view';
import * as settingView from '../../../src/machines/protection/realityCheckSetting.view';
import type { Journey } from '../journey-types';

/** Journeys of issue 16 tool 2 (reality checks): the check falls due, blocks until answered, and each answer. */

const started = '2026-11-24T10:00:00.000Z';
const status = (playedSeconds: number, due: boolean, dueAt = '2026-11-24T10:10:00.000Z') => ({
  intervalMinutes: 10,
  sessionStartedAt: started,
  playedSeconds,
  net: -12.5,
  dueAt,
  due,
});
const notDue = Object.assign(new Error('There is no reality check to answer'), {
  name: 'ApiError',
  code: 'REALITY_CHECK_NOT_DUE',
  status: 409,
});

export const protectionRealityJourneys: Journey[] = [
  {
    machine: 'realityCheck',
    name: 'a 10-minute check falls due after 10 minutes of play and Continue answers it',
    spec: 'issue 16 tool 2 (blocking dialog with time played and net position; continue)',
    reads: realityCheckView,
    start: { state: { check: 'reading', clock: 'ticking' }, view: { checkShown: false, playedSeconds: null } },
    steps: [
      {
        resolve: 'loadStatus',
        output: status(300, false),
        state: { check: 'waiting', clock: 'ticking' },
        view: { checkShown: false, playedSeconds: 300, sessionNet: -12.5 },
      },
      // Five minutes later (the dialog's time: when the check is due) the status is read again.
      { wait: 60_000, state: { check: 'reading', clock: 'ticking' } },
      { resolve: 'loadStatus', output: status(360, false), state: { check: 'waiting', clock: 'ticking' } },
      { wait: 240_000, state: { check: 'reading', clock: 'ticking' } },
      {
        resolve: 'loadStatus',
        output: status(600, true),
        state: { check: 'due', clock: 'ticking' },
        view: { checkShown: true, playedSeconds: 600, sessionNet: -12.5, answering: false },
      },
      // The dialog has no way out but its answers.
      { wait: 120_000, state: { check: 'due', clock: 'ticking' }, view: { checkShown: true } },
      { send: { type: 'CONTINUE' }, state: { check: 'answering', clock: 'ticking' }, view: { answering: true } },
      // A second tap while the answer is on its way sends nothing.
      { send: { type: 'LOG_OUT' }, state: { check: 'answering', clock: 'ticking' }, context: { answer: 'CONTINUE' } },
      {
        resolve: 'answerCheck',
        output: status(720, false, '2026-11-24T10:22:00.000Z'),
        state: { check: 'reading', clock: 'ticking' },
        sent: [],
        view: { checkShown: false },
      },
    ],
  },
  {
    machine: 'realityCheck',
    name: 'See history answers the check first, then opens the account activity',
    spec: 'issue 16 tool 2 (see history) and tool 6 (one tap from every reality check)',
    reads: realityCheckView,
    start: { state: { check: 'reading', clock: 'ticking' } },
    steps: [
      { resolve: 'loadStatus', output: status(600, true), state: { check: 'due', clock: 'ticking' } },
      { send: { type: 'SEE_HISTORY' }, state: { check: 'answering', clock: 'ticking' } },
      {
        resolve: 'answerCheck',
        output: status(600, false),
        state: { check: 'reading', clock: 'ticking' },
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/member/activity' } }],
      },
    ],
  },
  {
    machine: 'realityCheck',
    name: 'Log out answers LOGOUT, then the site logs out without asking again',
    spec: 'issue 16 tool 2 (log out)',
    reads: realityCheckView,
    start: { state: { check: 'reading', clock: 'ticking' } },
    steps: [
      { resolve: 'loadStatus', output: status(600, true), state: { check: 'due', clock: 'ticking' } },
      { send: { type: 'LOG_OUT' }, state: { check: 'answering', clock: 'ticking' } },
      {
        resolve: 'answerCheck',
        output: status(600, true),
        state: { check: 'loggedOut', clock: 'ticking' },
        sent: [{ to: 'session', event: { type: 'LOGOUT_NOW' } }],
      },
    ],
  },
  {
    machine: 'realityCheck',
    name: 'a failed answer keeps the dialog to tap again; an answer the server no longer needs closes it',
    spec: 'house rule: a failed call can be retried',
    reads: realityCheckView,
    start: { state: { check: 'reading', clock: 'ticking' } },
    steps: [
      { resolve: 'loadStatus', output: status(600, true), state: { check: 'due', clock: 'ticking' } },
      { send: { type: 'CONTINUE' }, state: { check: 'answering', clock: 'ticking' } },
      {
        reject: 'answerCheck',
        state: { check: 'due', clock: 'ticking' },
        view: { checkShown: true, answerFailed: true },
      },
      { send: { type: 'CONTINUE' }, state: { check: 'answering', clock: 'ticking' }, view: { answerFailed: false } },
      {
        reject: 'answerCheck',
        error: notDue,
        state: { check: 'reading', clock: 'ticking' },
        view: { checkShown: false },
      },
    ],
  },
  {
    machine: 'realityCheck',
    name: 'with the interval off no check is scheduled: the status is read again a minute later',
    spec: 'issue 16 tool 2 (off)',
    reads: realityCheckView,
    start: { state: { check: 'reading', clock: 'ticking' } },
    steps: [
      {
        resolve: 'loadStatus',
        output: { ...status(0, false, ''), intervalMinutes: 0, sessionStartedAt: null, dueAt: null },
        state: { check: 'waiting', clock: 'ticking' },
        view: { playedSeconds: null, intervalMinutes: 0 },
      },
      { wait: 59_000, state: { check: 'waiting', clock: 'ticking' } },
      { wait: 1_000, state: { check: 'reading', clock: 'ticking' } },
    ],
  },
  {
    machine: 'realityCheckSetting',
    name: 'choosing 20 minutes saves at once; an interval not offered is ignored',
    spec: 'issue 16 tool 2 (off, 10, 20, 30, 60 minutes; configurable list)',
    reads: settingView,
    start: { state: 'loading', view: { settingLoading: true } },
    steps: [
      {
        resolve: 'loadSetting',
        output: { enabled: true, intervalMinutes: 0, intervals: [0, 10, 20, 30, 60] },
        state: 'choosing',
        view: { currentInterval: 0, canSave: false },
      },
      { send: { type: 'SAVE' }, state: 'choosing' },
      { send: { type: 'CHOOSE', intervalMinutes: 15 }, state: 'choosing', view: { chosenInterval: 0 } },
      { send: { type: 'CHOOSE', intervalMinutes: 20 }, state: 'choosing', view: { chosenInterval: 20, canSave: true } },
      { send: { type: 'SAVE' }, state: 'saving', view: { settingSaving: true } },
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        resolve: 'saveInterval',
        state: 'choosing',
        view: { currentInterval: 20, canSave: false },
        sent: [
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'protection.reality.saved' }, kind: 'success', durationMs: 3000 },
          },
        ],
      },
    ],
  },
  {
    machine: 'realityCheckSetting',
    name: 'a failed save keeps the chosen interval to save again; a failed load can be retried',
    spec: 'house rules: a failed submit keeps what was chosen; a failed call can be retried',
    reads: settingView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadSetting', state: 'loadFailed', view: { settingLoadFailed: true } },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        resolve: 'loadSetting',
        output: { enabled: true, intervalMinutes: 30, intervals: [0, 10, 20, 30, 60] },
        state: 'choosing',
      },
      { send: { type: 'CHOOSE', intervalMinutes: 0 }, state: 'choosing' },
      { send: { type: 'SAVE' }, state: 'saving' },
      { reject: 'saveInterval', state: 'choosing', view: { saveFailed: true, chosenInterval: 0, currentInterval: 30 } },
      { send: { type: 'SAVE' }, state: 'saving', view: { saveFailed: false } },
    ],
  },
];
