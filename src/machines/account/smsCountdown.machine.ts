import { assign, setup } from 'xstate';
import { normaliseMobile } from '../../domain/account/login';
import { LOADING_MS, SMS_SECONDS_PER_MINUTE, SMS_THIRD_PARTY_MINUTES, TOAST_MS } from '../../domain/constants';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';

/**
 * SMS code countdown (spec §4 "SMS code"): idle, sending (loading up to 9999 s), counting down (expiry minutes x 60 s;
 * 1 minute with third-party verification), idle at zero. Forms invoke it as their `sms` child after checking the
 * mobile number themselves (§5 "checked before requesting the SMS").
 */
export interface SmsCountdownContext {
  remainingMs: number;
  tickMs: number;
  thirdParty: boolean;
  purpose: 'register' | 'login' | 'reset';
  lastError: string | null;
}

export type SmsCountdownEvent = { type: 'SEND'; mobileNum: string; countryDialingCode: string } | { type: 'RESET' };

/** The SEND a form gives its `sms` child: the number as typed, sent without its leading 0 (§5). */
export function smsSendEvent(mobile: string, countryDialingCode: string): SmsCountdownEvent {
  return { type: 'SEND', mobileNum: normaliseMobile(mobile), countryDialingCode };
}

export interface SmsCountdownInput {
  /** 500 ms on the login screen (§9 "SMS tick"), 1000 ms elsewhere. */
  tickMs?: number;
  thirdParty?: boolean;
  purpose?: SmsCountdownContext['purpose'];
}

export type SendInput = { mobileNum: string; countryDialingCode: string; purpose: SmsCountdownContext['purpose'] };

export const smsCountdownMachine = setup({
  types: {} as { context: SmsCountdownContext; events: SmsCountdownEvent; input: SmsCountdownInput | undefined },
  actors: {
    sendSms: declaredCall<{ expiredMinutes: number }, SendInput>('smsCountdown.sendSms'),
  },
  delays: {
    tick: ({ context }) => context.tickMs,
    sendTimeout: LOADING_MS.longWait,
  },
  guards: {
    lastTick: ({ context }) => context.remainingMs <= context.tickMs,
  },
  actions: {
    startCountdown: assign(({ context, event }) => {
      const minutes = context.thirdParty
        ? SMS_THIRD_PARTY_MINUTES
        : (event as unknown as { output: { expiredMinutes: number } }).output.expiredMinutes;
      return { remainingMs: minutes * SMS_SECONDS_PER_MINUTE * 1000, lastError: null };
    }),
    tickDown: assign(({ context }) => ({ remainingMs: context.remainingMs - context.tickMs })),
    stopCountdown: assign({ remainingMs: 0 }),
    showSending: ({ system }) =>
      notify(system, { type: 'LOADING_SHOW', message: { key: 'account.sms.sending' }, timeoutMs: LOADING_MS.longWait }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    toastSent: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'account.sms.sent' },
        kind: 'success',
        durationMs: TOAST_MS.smsSent,
      }),
    rememberFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { lastError: error instanceof Error && error.message ? error.message : null };
    }),
    toastFailure: ({ context, system }) =>
      notify(system, {
        type: 'TOAST',
        message: context.lastError ? { text: context.lastError } : { key: 'account.sms.failed' },
        kind: 'error',
        durationMs: TOAST_MS.info,
      }),
  },
}).createMachine({
  id: 'smsCountdown',
  description: 'Sends an SMS code and counts down until another may be requested.',
  context: ({ input }) => ({
    remainingMs: 0,
    tickMs: input?.tickMs ?? 1000,
    thirdParty: input?.thirdParty ?? false,
    purpose: input?.purpose ?? 'register',
    lastError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'A code may be requested.',
      on: { SEND: 'sending' },
    },
    sending: {
      description: 'Loading while the code is requested (up to 9999 s).',
      entry: 'showSending',
      exit: 'hideLoading',
      invoke: {
        id: 'sendSms',
        src: 'sendSms',
        // Only SEND leads here.
        input: ({ context, event }) => {
          const send = event as Extract<SmsCountdownEvent, { type: 'SEND' }>;
          return { mobileNum: send.mobileNum, countryDialingCode: send.countryDialingCode, purpose: context.purpose };
        },
        onDone: { target: 'counting', actions: ['startCountdown', 'toastSent'] },
        onError: { target: 'idle', actions: ['rememberFailure', 'toastFailure'] },
      },
      after: { sendTimeout: { target: 'idle', actions: 'toastFailure' } },
    },
    counting: {
      description: 'The code was sent; the button shows the seconds left and is disabled.',
      after: {
        tick: [
          { guard: 'lastTick', target: 'idle', actions: 'stopCountdown' },
          { target: 'counting', reenter: true, actions: 'tickDown' },
        ],
      },
      on: { RESET: { target: 'idle', actions: 'stopCountdown' } },
    },
  },
});

/** Whole seconds left, for the button label. */
export function secondsLeft(context: SmsCountdownContext): number {
  return Math.ceil(context.remainingMs / 1000);
}
