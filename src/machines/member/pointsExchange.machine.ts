import { assertEvent, assign, setup } from 'xstate';
import type { ValidationMessage } from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import {
  checkExchangePoints,
  type ExchangePayload,
  type ExchangeResult,
  type ExchangeRule,
  parsePoints,
  rewardRefusal,
} from '../../domain/member/rewards';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';
import { type Attempt, codeOf, errorOf, errorValueOf, sameAttempt } from '../wallet/attempt';

/**
 * The points-to-bonus exchange (issue 15 item 3): whole points, at least the minimum, in steps of the rate, not more
 * than held (checked before sending, the message next to the field); POST /wps/member/points/exchange with one
 * idempotency key per attempt: submitting the same points again after a failure reuses it. Done: the points held
 * follow the answer, the header balance and member info follow (REFRESH_WALLET, REFRESH_MEMBER). A failed submit
 * keeps what was typed; a tap while it runs sends nothing. Screen actor; input: the points held and the rule.
 */
export interface PointsExchangeInput {
  held: number;
  rule: ExchangeRule;
}

export interface PointsExchangeContext {
  held: number;
  rule: ExchangeRule;
  value: string;
  error: ValidationMessage | null;
  refusal: ValidationMessage | null;
  attempt: Attempt<ExchangePayload> | null;
  /** The last exchange made here (the screen reloads the points list on it). */
  lastResult: ExchangeResult | null;
}

export type PointsExchangeEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'SUBMIT' }
  /** The points balance shown changed (the list was read again). */
  | { type: 'HELD'; points: number };

const payloadOf = (c: PointsExchangeContext): ExchangePayload => ({ points: parsePoints(c.value) ?? 0 });
const problemOf = (c: PointsExchangeContext) => checkExchangePoints(c.value, c.rule, c.held);
const heldOf = (error: unknown): number | null => {
  const held = (errorValueOf(error) as { held?: unknown } | null)?.held;
  return typeof held === 'number' ? held : null;
};

export const pointsExchangeMachine = setup({
  types: {} as { context: PointsExchangeContext; events: PointsExchangeEvent; input: PointsExchangeInput },
  actors: {
    newKey: declaredCall<string>('pointsExchange.newKey'),
    exchange: declaredCall<ExchangeResult, { payload: ExchangePayload; key: string }>('pointsExchange.exchange'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    formInvalid: ({ context }) => problemOf(context) !== null,
    retriesAttempt: ({ context }) => sameAttempt(context.attempt, payloadOf(context)),
    notEnoughPoints: ({ event }) => codeOf(errorOf(event)) === 'POINTS_INSUFFICIENT',
  },
  actions: {
    setValue: assign(({ event }) => {
      assertEvent(event, 'CHANGE');
      return { value: event.value, error: null, refusal: null };
    }),
    setHeld: assign(({ event }) => {
      assertEvent(event, 'HELD');
      return { held: event.points };
    }),
    showError: assign(({ context }) => ({ error: problemOf(context), refusal: null })),
    startAttempt: assign(({ context, event }) => ({
      attempt: { payload: payloadOf(context), key: (event as unknown as { output: string }).output },
    })),
    finish: assign(({ event }) => {
      const result = (event as unknown as { output: ExchangeResult }).output;
      return { held: result.points, value: '', error: null, refusal: null, attempt: null, lastResult: result };
    }),
    /** The server counted fewer points than shown: the field says so with the server's count. */
    showNotEnough: assign(({ context, event }) => {
      const held = heldOf(errorOf(event)) ?? context.held;
      return {
        held,
        attempt: null,
        error: { key: 'member.rewards.exchange.notEnough', params: { held } },
        refusal: null,
      };
    }),
    showRefusal: assign(({ event }) => {
      const error = errorOf(event);
      const field = (errorValueOf(error) as { fields?: { points?: unknown } } | null)?.fields?.points;
      if (codeOf(error) === 'INVALID_INPUT' && typeof field === 'string') {
        return { error: { text: field }, refusal: null };
      }
      return { refusal: rewardRefusal(error) };
    }),
    showTimedOut: assign({ refusal: { key: 'member.rewards.errors.timeout' } }),
    refreshWallet: ({ system }) => system.get('session')?.send({ type: 'REFRESH_WALLET' }),
    /** Member info carries the points balance (the member centre shows it). */
    refreshMember: ({ system }) => system.get('session')?.send({ type: 'REFRESH_MEMBER' }),
    toastExchanged: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'member.rewards.exchange.done' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'pointsExchange',
  description: 'Exchange points for bonus money: the points field, checked, then one call per attempt.',
  context: ({ input }) => ({
    held: input.held,
    rule: input.rule,
    value: '',
    error: null,
    refusal: null,
    attempt: null,
    lastResult: null,
  }),
  initial: 'editing',
  on: { HELD: { actions: 'setHeld' } },
  states: {
    editing: {
      description: 'The points to exchange (whole, at least the minimum, in steps of the rate, not above held).',
      on: {
        CHANGE: { actions: 'setValue' },
        SUBMIT: [
          { guard: 'formInvalid', actions: 'showError' },
          { guard: 'retriesAttempt', target: 'submitting' },
          { target: 'keying' },
        ],
      },
    },
    keying: {
      description: 'Making the attempt’s idempotency key; taps meanwhile send nothing.',
      invoke: {
        id: 'newKey',
        src: 'newKey',
        onDone: { target: 'submitting', actions: 'startAttempt' },
        onError: { target: 'editing', actions: 'showRefusal' },
      },
    },
    submitting: {
      description: 'POST /wps/member/points/exchange with the key; taps meanwhile send nothing.',
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => ({
          payload: context.attempt?.payload ?? payloadOf(context),
          key: context.attempt?.key ?? '',
        }),
        onDone: { target: 'editing', actions: ['finish', 'refreshWallet', 'refreshMember', 'toastExchanged'] },
        onError: [
          { guard: 'notEnoughPoints', target: 'editing', actions: 'showNotEnough' },
          { target: 'editing', actions: 'showRefusal' },
        ],
      },
      after: { requestTimeout: { target: 'editing', actions: 'showTimedOut' } },
    },
  },
});

export type { ExchangePayload, ExchangeResult };
