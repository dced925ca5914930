import { assign, setup } from 'xstate';
import { REALITY_CHECK_LOOK_MS, REALITY_CHECK_TICK_MS, REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { apiErrorCode, msUntilDue, type RealityCheckStatus } from '../../domain/protection/realityCheck';
import { pathTo } from '../../domain/shell/paths';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';

/**
 * The reality check over every screen while a member is logged in (issue 16 tool 2): reads the session's play time,
 * net position and next due check from the server, waits until it is due, then shows a blocking dialog that only an
 * answer closes: Continue, See history (answers, then the account activity) or Log out (answers, then the site's
 * logout). The server refuses bets until the check is answered, so a game or the lottery frame waits meanwhile.
 */
export type RealityCheckAnswer = 'CONTINUE' | 'HISTORY' | 'LOGOUT';

export interface RealityCheckContext {
  status: RealityCheckStatus | null;
  /** Seconds since the status was read: the play time shown is the status's plus these. */
  secondsSinceStatus: number;
  answer: RealityCheckAnswer | null;
  /** The answer call failed: the dialog says so and the player can tap again. */
  failed: boolean;
}

export type RealityCheckEvent = { type: 'CONTINUE' } | { type: 'SEE_HISTORY' } | { type: 'LOG_OUT' };

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;

export const realityCheckMachine = setup({
  types: {} as { context: RealityCheckContext; events: RealityCheckEvent },
  actors: {
    loadStatus: declaredCall<RealityCheckStatus>('realityCheck.loadStatus'),
    answerCheck: declaredCall<RealityCheckStatus, { action: 'CONTINUE' | 'LOGOUT' }>('realityCheck.answerCheck'),
  },
  delays: {
    requestTimeout: REQUEST_TIMEOUT_MS,
    tick: REALITY_CHECK_TICK_MS,
    /** Until the next check is due, but at most a minute: a changed interval or a first bet elsewhere is seen soon. */
    nextLook: ({ context }) => {
      const until = context.status ? msUntilDue(context.status) : null;
      const left = until === null ? REALITY_CHECK_LOOK_MS : until - context.secondsSinceStatus * 1000;
      return Math.min(REALITY_CHECK_LOOK_MS, Math.max(0, left));
    },
  },
  guards: {
    isDue: ({ event }) => outputOf<RealityCheckStatus>(event).due,
    /** The session was already answered or the check is gone (the interval turned off): nothing is left to answer. */
    nothingToAnswer: ({ event }) => apiErrorCode((event as { error?: unknown }).error) === 'REALITY_CHECK_NOT_DUE',
    answeredLogout: ({ context }) => context.answer === 'LOGOUT',
    answeredHistory: ({ context }) => context.answer === 'HISTORY',
  },
  actions: {
    setStatus: assign(({ event }) => ({ status: outputOf<RealityCheckStatus>(event), secondsSinceStatus: 0 })),
    tick: assign(({ context }) => ({ secondsSinceStatus: context.secondsSinceStatus + 1 })),
    chooseContinue: assign({ answer: 'CONTINUE' as const, failed: false }),
    chooseHistory: assign({ answer: 'HISTORY' as const, failed: false }),
    chooseLogout: assign({ answer: 'LOGOUT' as const, failed: false }),
    markFailed: assign({ failed: true }),
    clearAnswer: assign({ answer: null, failed: false }),
    goToActivity: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('accountActivity') }),
    logOut: ({ system }) => system.get('session')?.send({ type: 'LOGOUT_NOW' }),
  },
}).createMachine({
  id: 'realityCheck',
  description: 'The reality check: time played this session and net position, at each interval, until answered.',
  context: { status: null, secondsSinceStatus: 0, answer: null, failed: false },
  type: 'parallel',
  states: {
    check: {
      description: 'When the next check is due, and the check itself.',
      initial: 'reading',
      states: {
        reading: {
          description:
            'GET /wps/member/protection/realityCheck/status: play time, net position, when the next check is due.',
          invoke: {
            id: 'loadStatus',
            src: 'loadStatus',
            onDone: [
              { guard: 'isDue', target: 'due', actions: 'setStatus' },
              { target: 'waiting', actions: 'setStatus' },
            ],
            onError: 'waiting',
          },
          after: { requestTimeout: 'waiting' },
        },
        waiting: {
          description:
            'No check is due: waits until the next one (read again at least once a minute; none while the interval is off).',
          after: { nextLook: 'reading' },
        },
        due: {
          description:
            'A check is due: a blocking dialog shows time played and net position; bets are refused until it is answered.',
          on: {
            CONTINUE: { target: 'answering', actions: 'chooseContinue' },
            SEE_HISTORY: { target: 'answering', actions: 'chooseHistory' },
            LOG_OUT: { target: 'answering', actions: 'chooseLogout' },
          },
        },
        answering: {
          description: 'POST /wps/member/protection/realityCheck/answer (Log out answers LOGOUT, the others CONTINUE).',
          invoke: {
            id: 'answerCheck',
            src: 'answerCheck',
            input: ({ context }) => ({ action: context.answer === 'LOGOUT' ? 'LOGOUT' : 'CONTINUE' }),
            onDone: [
              { guard: 'answeredLogout', target: 'loggedOut', actions: 'logOut' },
              { guard: 'answeredHistory', target: 'reading', actions: ['goToActivity', 'clearAnswer'] },
              { target: 'reading', actions: 'clearAnswer' },
            ],
            onError: [
              { guard: 'nothingToAnswer', target: 'reading', actions: 'clearAnswer' },
              { target: 'due', actions: 'markFailed' },
            ],
          },
          after: { requestTimeout: { target: 'due', actions: 'markFailed' } },
        },
        loggedOut: {
          description: 'The player chose Log out: the session ended on the server and the site logs out.',
          type: 'final',
        },
      },
    },
    clock: {
      description: 'The session clock shown in the header and the lottery frame ticks once a second.',
      initial: 'ticking',
      states: {
        ticking: {
          description: 'Counts the seconds since the status was read.',
          after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } },
        },
      },
    },
  },
});
