import { assertEvent, assign, setup } from 'xstate';
import type { ValidationMessage } from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { parseLimitAmount } from '../../domain/protection/limits';
import {
  amountInputText,
  type LimitSaveOutcome,
  type LimitsState,
  type LimitTarget,
  limitRowOf,
  limitsRefusal,
} from '../../domain/protection/limitsState';
import { declaredCall } from '../shell/declared';

/**
 * The player's deposit, loss and wager limits (issue 16 tool 1), each per 24 hours, 7 days and 30 days. A first or
 * lower limit applies at once; a higher one or a removal waits out the cooling-off and shows as pending with its
 * time, then the player confirms it (or cancels it at any time). Amounts are typed freely and checked before they
 * are sent; a refused save keeps what was typed; a failed load can be retried; a tap while a call runs sends nothing.
 */
export interface LimitsSettingsContext {
  limits: LimitsState | null;
  /** The limit being edited, confirmed or cancelled. */
  target: LimitTarget | null;
  draft: string;
  fieldError: ValidationMessage | null;
  refusal: ValidationMessage | null;
  /** What the last change did, for the screen's note: set at once, pending, confirmed, cancelled. */
  notice: LimitSaveOutcome | 'CONFIRMED' | 'CANCELLED' | null;
}

export type LimitsSettingsEvent =
  | { type: 'RETRY' }
  | ({ type: 'EDIT' } & LimitTarget)
  | { type: 'TYPE'; text: string }
  | { type: 'SAVE' }
  | { type: 'REMOVE' }
  | { type: 'CLOSE' }
  | ({ type: 'CONFIRM' } & LimitTarget)
  | ({ type: 'CANCEL_PENDING' } & LimitTarget);

export type LimitSaveRequest = LimitTarget & { amount: string | null };

const targetOf = (event: LimitTarget): LimitTarget => ({ kind: event.kind, period: event.period });
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const limitsSettingsMachine = setup({
  types: {} as { context: LimitsSettingsContext; events: LimitsSettingsEvent },
  actors: {
    loadLimits: declaredCall<LimitsState>('limitsSettings.loadLimits'),
    saveLimit: declaredCall<{ outcome: LimitSaveOutcome; state: LimitsState }, LimitSaveRequest>(
      'limitsSettings.saveLimit',
    ),
    confirmLimit: declaredCall<LimitsState, LimitTarget>('limitsSettings.confirmLimit'),
    cancelLimit: declaredCall<LimitsState, LimitTarget>('limitsSettings.cancelLimit'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    /** The typed amount is a number above 0 with at most two decimals, within the site's largest limit. */
    amountValid: ({ context }) => 'cents' in parseLimitAmount(context.draft, context.limits?.maxAmount),
    /** The limit being edited is in force (only then is there something to remove). */
    limitSet: ({ context }) =>
      context.target !== null && (limitRowOf(context.limits, context.target)?.amount ?? null) !== null,
    /** That limit's pending change has waited out its cooling-off. */
    pendingDue: ({ context, event }) =>
      event.type === 'CONFIRM' && limitRowOf(context.limits, event)?.pending?.confirmable === true,
    /** That limit has a pending change. */
    hasPending: ({ context, event }) =>
      event.type === 'CANCEL_PENDING' && (limitRowOf(context.limits, event)?.pending ?? null) !== null,
  },
  actions: {
    setLimits: assign(({ event }) => ({ limits: outputOf<LimitsState>(event), refusal: null })),
    startEditing: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      return {
        target: targetOf(event),
        draft: amountInputText(limitRowOf(context.limits, event)?.amount ?? null),
        fieldError: null,
        refusal: null,
        notice: null,
      };
    }),
    type: assign(({ event }) => {
      assertEvent(event, 'TYPE');
      return { draft: event.text, fieldError: null };
    }),
    showFieldError: assign(({ context }) => {
      const parsed = parseLimitAmount(context.draft, context.limits?.maxAmount);
      return { fieldError: 'error' in parsed ? parsed.error : null };
    }),
    closeEditor: assign({ target: null, draft: '', fieldError: null }),
    setTarget: assign(({ event }) => {
      assertEvent(event, ['CONFIRM', 'CANCEL_PENDING']);
      return { target: targetOf(event), refusal: null, notice: null };
    }),
    applySaved: assign(({ event }) => {
      const saved = outputOf<{ outcome: LimitSaveOutcome; state: LimitsState }>(event);
      return { limits: saved.state, notice: saved.outcome, target: null, draft: '', refusal: null };
    }),
    applyConfirmed: assign(({ event }) => ({
      limits: outputOf<LimitsState>(event),
      notice: 'CONFIRMED' as const,
      target: null,
    })),
    applyCancelled: assign(({ event }) => ({
      limits: outputOf<LimitsState>(event),
      notice: 'CANCELLED' as const,
      target: null,
    })),
    showRefusal: assign(({ event }) => ({ refusal: limitsRefusal(errorOf(event)) })),
    showTimedOut: assign({ refusal: { key: 'protection.limits.errors.failed' } }),
    clearTarget: assign({ target: null }),
  },
}).createMachine({
  id: 'limitsSettings',
  description:
    'Deposit, loss and wager limits per 24 hours, 7 days and 30 days: lower at once, higher or removed only after the cooling-off and the player’s confirmation.',
  context: { limits: null, target: null, draft: '', fieldError: null, refusal: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The limits, pending changes with their times, and what is left of each are loaded.',
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: { target: 'ready', actions: 'setLimits' },
        onError: 'loadFailed',
      },
      after: { requestTimeout: 'loadFailed' },
    },
    loadFailed: {
      description: 'The limits could not be loaded: a Retry button.',
      on: { RETRY: 'loading' },
    },
    ready: {
      description:
        'Each limit with what is left of it; a pending change shows when it may be confirmed, with Confirm once its cooling-off is over and Cancel at any time.',
      on: {
        EDIT: { target: 'editing', actions: 'startEditing' },
        CONFIRM: { guard: 'pendingDue', target: 'confirming', actions: 'setTarget' },
        CANCEL_PENDING: { guard: 'hasPending', target: 'cancelling', actions: 'setTarget' },
      },
    },
    editing: {
      description:
        'The player types an amount for one limit: a lower one applies at once, a higher one waits out the cooling-off; or removes it (which waits too).',
      on: {
        TYPE: { actions: 'type' },
        SAVE: [{ guard: 'amountValid', target: 'saving' }, { actions: 'showFieldError' }],
        REMOVE: { guard: 'limitSet', target: 'removing' },
        CLOSE: { target: 'ready', actions: 'closeEditor' },
      },
    },
    saving: {
      description: 'The amount is sent; the server decides: at once when lower or first, pending when higher.',
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => ({
          kind: context.target?.kind ?? 'DEPOSIT',
          period: context.target?.period ?? 'DAY',
          amount: context.draft.trim().replace(/,/g, ''),
        }),
        onDone: { target: 'ready', actions: 'applySaved' },
        onError: { target: 'editing', actions: 'showRefusal' },
      },
      after: { requestTimeout: { target: 'editing', actions: 'showTimedOut' } },
    },
    removing: {
      description: 'The removal is sent: it becomes pending until the cooling-off is over and the player confirms it.',
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => ({
          kind: context.target?.kind ?? 'DEPOSIT',
          period: context.target?.period ?? 'DAY',
          amount: null,
        }),
        onDone: { target: 'ready', actions: 'applySaved' },
        onError: { target: 'editing', actions: 'showRefusal' },
      },
      after: { requestTimeout: { target: 'editing', actions: 'showTimedOut' } },
    },
    confirming: {
      description: 'The pending change is confirmed; the server refuses it before its cooling-off is over.',
      invoke: {
        id: 'confirmLimit',
        src: 'confirmLimit',
        input: ({ context }) => context.target ?? { kind: 'DEPOSIT', period: 'DAY' },
        onDone: { target: 'ready', actions: 'applyConfirmed' },
        onError: { target: 'ready', actions: ['showRefusal', 'clearTarget'] },
      },
      after: { requestTimeout: { target: 'ready', actions: ['showTimedOut', 'clearTarget'] } },
    },
    cancelling: {
      description: 'The pending change is dropped; the limit in force stays.',
      invoke: {
        id: 'cancelLimit',
        src: 'cancelLimit',
        input: ({ context }) => context.target ?? { kind: 'DEPOSIT', period: 'DAY' },
        onDone: { target: 'ready', actions: 'applyCancelled' },
        onError: { target: 'ready', actions: ['showRefusal', 'clearTarget'] },
      },
      after: { requestTimeout: { target: 'ready', actions: ['showTimedOut', 'clearTarget'] } },
    },
  },
});
