import type { LimitsState } from '../../../src/domain/protection/limitsState';
import * as limitsView from '../../../src/machines/protection/limitsSettings.view';
import type { Journey } from '../journey-types';

/** Spec journeys of the limits (issue 16 tool 1): lower at once, raise after the cooling-off, refusals kept with what was typed. */

const none = { amount: null, used: null, remaining: null, resetsAt: null, pending: null };
const state = (depositDay: Partial<LimitsState['limits'][number]>): LimitsState => ({
  coolingOffHours: 24,
  maxAmount: 10_000_000,
  currencySymbol: '$',
  hasDeposits: false,
  limits: [{ kind: 'DEPOSIT', period: 'DAY', ...none, ...depositDay }],
  allowance: { DEPOSIT: null, LOSS: null, WAGER: null },
});
const empty = state({});
const fifty = state({ amount: 50, used: 0, remaining: 50, resetsAt: '2026-11-25T10:00:00.000Z' });
const raising = (confirmable: boolean) =>
  state({ amount: 50, pending: { amount: 100, dueAt: '2026-11-25T10:00:00.000Z', confirmable } });
const hundred = state({ amount: 100, used: 0, remaining: 100, resetsAt: '2026-11-26T10:00:00.000Z' });
const thirty = state({ amount: 30, used: 0, remaining: 30, resetsAt: '2026-11-26T10:00:00.000Z' });
const coolingOff = Object.assign(new Error('This change can be confirmed from 2026-11-25T10:00:00.000Z'), {
  name: 'ApiError',
  code: 'LIMIT_COOLING_OFF',
  status: 409,
  value: { dueAt: '2026-11-25T10:00:00.000Z' },
});
const disabled = Object.assign(new Error('Limits are not offered'), {
  name: 'ApiError',
  code: 'LIMITS_DISABLED',
  status: 403,
});

export const protectionLimitsJourneys: Journey[] = [
  {
    machine: 'limitsSettings',
    name: 'a first daily deposit limit of 50 applies at once; raising it to 100 is pending, then confirmed after the wait',
    spec: 'issue 16 tool 1 (a decrease at once, an increase after a 24-hour cooling-off and confirmation)',
    reads: limitsView,
    start: { state: 'loading', view: { limitsLoading: true } },
    steps: [
      { resolve: 'loadLimits', output: empty, state: 'ready', view: { limitsState: empty } },
      { send: { type: 'EDIT', kind: 'DEPOSIT', period: 'DAY' }, state: 'editing', view: { limitDraft: '' } },
      { send: { type: 'TYPE', text: '50' }, state: 'editing' },
      { send: { type: 'SAVE' }, state: 'saving', view: { limitsBusy: true } },
      // A second tap while the save runs sends nothing.
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        resolve: 'saveLimit',
        output: { outcome: 'SET', state: fifty },
        state: 'ready',
        view: { limitsNotice: 'SET', limitsState: fifty, editingTarget: null },
      },
      { send: { type: 'EDIT', kind: 'DEPOSIT', period: 'DAY' }, state: 'editing', view: { limitDraft: '50.00' } },
      { send: { type: 'TYPE', text: '100' }, state: 'editing' },
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        resolve: 'saveLimit',
        output: { outcome: 'REQUEST', state: raising(false) },
        state: 'ready',
        view: { limitsNotice: 'REQUEST' },
      },
      // Before the cooling-off is over there is nothing to confirm.
      { send: { type: 'CONFIRM', kind: 'DEPOSIT', period: 'DAY' }, state: 'ready' },
    ],
  },
  {
    machine: 'limitsSettings',
    name: 'a due raise is confirmed; the server refusing it early says from when',
    spec: 'issue 16 tool 1 (the player confirms after the wait; before the end confirm is refused)',
    reads: limitsView,
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadLimits', output: raising(true), state: 'ready' },
      { send: { type: 'CONFIRM', kind: 'DEPOSIT', period: 'DAY' }, state: 'confirming', view: { limitsBusy: true } },
      {
        reject: 'confirmLimit',
        error: coolingOff,
        state: 'ready',
        view: {
          limitsRefusal: {
            key: 'protection.limits.errors.LIMIT_COOLING_OFF',
            params: { time: '2026-11-25T10:00:00.000Z' },
          },
        },
      },
      { send: { type: 'CONFIRM', kind: 'DEPOSIT', period: 'DAY' }, state: 'confirming' },
      {
        resolve: 'confirmLimit',
        output: hundred,
        state: 'ready',
        view: { limitsNotice: 'CONFIRMED', limitsState: hundred, limitsRefusal: null },
      },
    ],
  },
  {
    machine: 'limitsSettings',
    name: 'lowering applies at once; a bad amount is refused next to the field and nothing is sent',
    spec: 'issue 16 tool 1 (free-text amounts, two decimals, a decrease at once); brief: bad input next to the field',
    reads: limitsView,
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadLimits', output: fifty, state: 'ready' },
      { send: { type: 'EDIT', kind: 'DEPOSIT', period: 'DAY' }, state: 'editing' },
      { send: { type: 'TYPE', text: '30.555' }, state: 'editing' },
      {
        send: { type: 'SAVE' },
        state: 'editing',
        view: { limitFieldError: { key: 'protection.limits.errors.format' }, limitDraft: '30.555' },
      },
      { send: { type: 'TYPE', text: '0' }, state: 'editing', view: { limitFieldError: null } },
      {
        send: { type: 'SAVE' },
        state: 'editing',
        view: { limitFieldError: { key: 'protection.limits.errors.positive' } },
      },
      { send: { type: 'TYPE', text: '30' }, state: 'editing' },
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        resolve: 'saveLimit',
        output: { outcome: 'SET', state: thirty },
        state: 'ready',
        view: { limitsNotice: 'SET', limitsState: thirty },
      },
    ],
  },
  {
    machine: 'limitsSettings',
    name: 'a refused save keeps what was typed; a pending removal is cancelled; a failed load is retried',
    spec: 'issue 16 tool 1 (cancel a pending change); brief: a failed submit keeps what was typed, a failed call can be retried',
    reads: limitsView,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadLimits', state: 'loadFailed', view: { limitsLoadFailed: true } },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'loadLimits', output: fifty, state: 'ready' },
      { send: { type: 'EDIT', kind: 'DEPOSIT', period: 'DAY' }, state: 'editing' },
      { send: { type: 'TYPE', text: '75' }, state: 'editing' },
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        reject: 'saveLimit',
        error: disabled,
        state: 'editing',
        view: { limitDraft: '75', limitsRefusal: { key: 'protection.limits.errors.LIMITS_DISABLED' } },
      },
      { send: { type: 'REMOVE' }, state: 'removing' },
      {
        resolve: 'saveLimit',
        output: {
          outcome: 'REQUEST',
          state: state({
            amount: 50,
            pending: { amount: null, dueAt: '2026-11-25T10:00:00.000Z', confirmable: false },
          }),
        },
        state: 'ready',
        view: { limitsNotice: 'REQUEST' },
      },
      { send: { type: 'CANCEL_PENDING', kind: 'DEPOSIT', period: 'DAY' }, state: 'cancelling' },
      {
        resolve: 'cancelLimit',
        output: fifty,
        state: 'ready',
        view: { limitsNotice: 'CANCELLED', limitsState: fifty },
      },
    ],
  },
];
