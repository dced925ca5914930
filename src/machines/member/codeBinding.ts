import { assertEvent, assign, setup } from 'xstate';
import { PROFILE_CODE_TICK_MS, REQUEST_TIMEOUT_MS, SMS_SECONDS_PER_MINUTE, TOAST_MS } from '../../domain/constants';
import { PROFILE_CODE, passesRule, type TextRule } from '../../domain/member/profile';
import { declaredCall } from '../shell/declared';
import type { Message } from '../shell/notifications.machine';
import { notify } from '../shell/notify';
import { profileRefusal } from './profileErrors';

/**
 * Binding an address to the account with a code sent to it (issue 15 item 5): the email (a code by email) and the
 * mobile number (a code by SMS). Two regions: the sender (send -> counting down, 60 s per minute of validity as the
 * SMS countdown of spec §9, then another may be asked) and the binder (type the code -> verify -> bound). The address
 * is checked against its configured rule before a code is asked for (§5). Screen actor; input: the rule and, for the
 * mobile, the country dialing code.
 */
export interface CodeBindingInput {
  rule: TextRule;
  countryDialingCode?: string;
}

export interface CodeBindingContext {
  rule: TextRule;
  countryDialingCode: string;
  target: string;
  code: string;
  remainingMs: number;
  targetProblem: Message | null;
  codeProblem: Message | null;
  refusal: Message | null;
  /** The address bound on this visit (shown as the new value). */
  bound: string | null;
}

export type CodeBindingEvent =
  | { type: 'CHANGE_TARGET'; value: string }
  | { type: 'CHANGE_CODE'; value: string }
  | { type: 'SEND' }
  | { type: 'VERIFY' };

export interface CodeRequest {
  target: string;
  countryDialingCode: string;
}

/** The address as it is sent: trimmed; a mobile number without its leading zeros (§5). */
export const targetOf = (kind: 'email' | 'mobile', value: string) =>
  kind === 'mobile' ? value.trim().replace(/^0+/, '') : value.trim();

export function codeBindingMachine(id: 'emailBinding' | 'mobileBinding', kind: 'email' | 'mobile') {
  return setup({
    types: {} as { context: CodeBindingContext; events: CodeBindingEvent; input: CodeBindingInput },
    actors: {
      sendCode: declaredCall<{ expiredMinutes: number }, CodeRequest>(`${id}.sendCode`),
      bind: declaredCall<void, CodeRequest & { code: string }>(`${id}.bind`),
    },
    delays: { tick: PROFILE_CODE_TICK_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    guards: {
      targetInvalid: ({ context }) => !passesRule(context.rule, targetOf(kind, context.target)),
      codeInvalid: ({ context }) => !PROFILE_CODE.test(context.code.trim()),
      lastTick: ({ context }) => context.remainingMs <= PROFILE_CODE_TICK_MS,
    },
    actions: {
      setTarget: assign(({ event }) => {
        assertEvent(event, 'CHANGE_TARGET');
        return { target: event.value, targetProblem: null, refusal: null };
      }),
      setCode: assign(({ event }) => {
        assertEvent(event, 'CHANGE_CODE');
        return { code: event.value, codeProblem: null, refusal: null };
      }),
      showTargetProblem: assign(({ context }) => ({ targetProblem: { text: context.rule.message } as Message })),
      showCodeProblem: assign({ codeProblem: { key: 'member.profile.errors.code' } as Message }),
      startCountdown: assign(({ event }) => {
        const minutes = (event as unknown as { output: { expiredMinutes: number } }).output.expiredMinutes;
        return { remainingMs: minutes * SMS_SECONDS_PER_MINUTE * 1000, refusal: null };
      }),
      tickDown: assign(({ context }) => ({ remainingMs: context.remainingMs - PROFILE_CODE_TICK_MS })),
      stopCountdown: assign({ remainingMs: 0 }),
      showRefusal: assign(({ event }) => ({ refusal: profileRefusal(event) })),
      showTimedOut: assign({ refusal: { key: 'member.profile.errors.failed' } as Message }),
      setBound: assign(({ context }) => ({ bound: targetOf(kind, context.target), code: '', refusal: null })),
      toastSent: ({ system }) =>
        notify(system, {
          type: 'TOAST',
          message: { key: `member.profile.${kind}.sent` },
          kind: 'success',
          durationMs: TOAST_MS.smsSent,
        }),
      toastBound: ({ system }) =>
        notify(system, {
          type: 'TOAST',
          message: { key: `member.profile.${kind}.bound` },
          kind: 'success',
          durationMs: TOAST_MS.short,
        }),
      refreshMember: ({ system }) => system.get('session')?.send({ type: 'REFRESH_MEMBER' }),
    },
  }).createMachine({
    id,
    description:
      kind === 'email'
        ? 'Binds an email address with a code sent to it.'
        : 'Binds a mobile number with an SMS code; the number becomes verified.',
    context: ({ input }) => ({
      rule: input.rule,
      countryDialingCode: input.countryDialingCode ?? '',
      target: '',
      code: '',
      remainingMs: 0,
      targetProblem: null,
      codeProblem: null,
      refusal: null,
      bound: null,
    }),
    type: 'parallel',
    states: {
      sender: {
        description: 'Asks for a code and counts down until another may be asked.',
        initial: 'ready',
        states: {
          ready: {
            description: 'A code may be asked for (after the address passes its rule).',
            on: { SEND: [{ guard: 'targetInvalid', actions: 'showTargetProblem' }, { target: 'sending' }] },
          },
          sending: {
            description: `POST /wps/member/${kind}/code (one tap sends once).`,
            invoke: {
              id: 'sendCode',
              src: 'sendCode',
              input: ({ context }) => ({
                target: targetOf(kind, context.target),
                countryDialingCode: context.countryDialingCode,
              }),
              onDone: { target: 'counting', actions: ['startCountdown', 'toastSent'] },
              onError: { target: 'ready', actions: 'showRefusal' },
            },
            after: { requestTimeout: { target: 'ready', actions: 'showTimedOut' } },
          },
          counting: {
            description: 'The code was sent; the button shows the seconds left and is disabled.',
            after: {
              tick: [
                { guard: 'lastTick', target: 'ready', actions: 'stopCountdown' },
                { target: 'counting', reenter: true, actions: 'tickDown' },
              ],
            },
          },
        },
      },
      binder: {
        description: 'The address and the code typed, then verified.',
        initial: 'editing',
        states: {
          editing: {
            description: 'The address and the code as typed, each with its problem.',
            on: {
              CHANGE_TARGET: { actions: 'setTarget' },
              CHANGE_CODE: { actions: 'setCode' },
              VERIFY: [
                { guard: 'targetInvalid', actions: 'showTargetProblem' },
                { guard: 'codeInvalid', actions: 'showCodeProblem' },
                { target: 'verifying' },
              ],
            },
          },
          verifying: {
            description: `POST /wps/member/${kind}/bind with the code; a refusal keeps what was typed.`,
            invoke: {
              id: 'bind',
              src: 'bind',
              input: ({ context }) => ({
                target: targetOf(kind, context.target),
                countryDialingCode: context.countryDialingCode,
                code: context.code.trim(),
              }),
              onDone: { target: 'bound', actions: ['setBound', 'toastBound', 'refreshMember'] },
              onError: { target: 'editing', actions: 'showRefusal' },
            },
            after: { requestTimeout: { target: 'editing', actions: 'showTimedOut' } },
          },
          bound: {
            description: 'Bound: the new value shows; typing another address starts again.',
            on: { CHANGE_TARGET: { target: 'editing', actions: 'setTarget' } },
          },
        },
      },
    },
  });
}
