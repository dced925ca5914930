import { assertEvent, assign, setup } from 'xstate';
import type { ValidationMessage } from '../../domain/account/validation';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import { type ActiveSession, sessionsRefusal } from '../../domain/member/sessions';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';

/**
 * The active sessions of the account (security centre, issue 15 item 7): each device with its address and last seen,
 * this device marked; "sign out the others" and "sign out" one other. A failed load can be retried; a failed sign
 * out keeps the list with a message; a tap while a call runs sends nothing.
 */
export interface ActiveSessionsContext {
  sessions: ActiveSession[];
  /** The session being signed out (one), for the screen to show it busy. */
  signingOutId: string | null;
  refusal: ValidationMessage | null;
}

export type ActiveSessionsEvent = { type: 'RETRY' } | { type: 'SIGN_OUT_OTHERS' } | { type: 'SIGN_OUT'; id: string };

export const activeSessionsMachine = setup({
  types: {} as { context: ActiveSessionsContext; events: ActiveSessionsEvent },
  actors: {
    loadSessions: declaredCall<ActiveSession[]>('activeSessions.loadSessions'),
    signOutOthers: declaredCall<void>('activeSessions.signOutOthers'),
    signOutOne: declaredCall<void, { id: string }>('activeSessions.signOutOne'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    /** Only another device's session listed here can be signed out one by one (this one logs out instead). */
    isOtherSession: ({ context, event }) =>
      event.type === 'SIGN_OUT' && context.sessions.some((s) => s.id === event.id && !s.current),
  },
  actions: {
    setSessions: assign(({ event }) => ({
      sessions: (event as unknown as { output: ActiveSession[] }).output,
      refusal: null,
      signingOutId: null,
    })),
    markSigningOut: assign(({ event }) => {
      assertEvent(event, 'SIGN_OUT');
      return { signingOutId: event.id, refusal: null };
    }),
    clearRefusal: assign({ refusal: null }),
    showRefusal: assign(({ event }) => ({
      refusal: sessionsRefusal((event as { error?: unknown }).error),
      signingOutId: null,
    })),
    showTimedOut: assign({ refusal: { key: 'member.security.sessions.failed' }, signingOutId: null }),
    toastSignedOut: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'member.security.sessions.signedOut' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'activeSessions',
  description: 'The account’s active sessions: device, address, last seen; sign out the others or one.',
  context: { sessions: [], signingOutId: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /wps/member/sessions.',
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'list', actions: 'setSessions' },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The list could not be loaded: a Retry button.',
      on: { RETRY: 'loading' },
    },
    list: {
      description: 'The sessions, this device first; sign out the others (when there are any) or one.',
      on: {
        // The screen offers it only while other devices are signed in.
        SIGN_OUT_OTHERS: { target: 'signingOutOthers', actions: 'clearRefusal' },
        SIGN_OUT: { guard: 'isOtherSession', target: 'signingOutOne', actions: 'markSigningOut' },
      },
    },
    signingOutOthers: {
      description: 'POST /wps/member/sessions/signOutOthers; the list loads again after it.',
      invoke: {
        id: 'signOutOthers',
        src: 'signOutOthers',
        onDone: { target: 'loading', actions: 'toastSignedOut' },
        onError: { target: 'list', actions: 'showRefusal' },
      },
      after: { requestTimeout: { target: 'list', actions: 'showTimedOut' } },
    },
    signingOutOne: {
      description: 'DELETE /wps/member/sessions/:id; the list loads again after it (also when it was already gone).',
      invoke: {
        id: 'signOutOne',
        src: 'signOutOne',
        input: ({ context }) => ({ id: context.signingOutId ?? '' }),
        onDone: { target: 'loading', actions: 'toastSignedOut' },
        onError: { target: 'list', actions: 'showRefusal' },
      },
      after: { requestTimeout: { target: 'list', actions: 'showTimedOut' } },
    },
  },
});
