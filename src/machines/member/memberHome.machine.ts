import { assertEvent, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { memberCentreEntry } from '../../domain/shell/navigation';
import { pathTo } from '../../domain/shell/paths';
import { sendToLogin } from '../account/loginRedirect';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';
import { type MemberPhaseEvent, memberPhases } from './memberPhases';

/**
 * Member home /m/member/home (issue 15 item 1, spec §4 "Member centre"): who opened it decides first (a visitor goes
 * to /m/login; a trial member gets the alert with Cancel and "register now", which leads to /m/register, Cancel
 * home), also when the address is typed. A member's info and balance are refreshed on entry (the session holds
 * them: REFRESH_MEMBER, REFRESH_WALLET); the screen shows them while loading, ready, or failed with a retry, and
 * follows the session when it ends and a login brings it back. The language choice opens over the screen. Screen
 * actor; input: the member type at entry.
 */
export interface MemberHomeInput {
  /** null for a visitor. */
  memberType: number | null;
}

export interface MemberHomeContext {
  memberType: number | null;
}

export type MemberHomeEvent =
  | MemberPhaseEvent
  | { type: 'RETRY' }
  /** The trial alert's answers. */
  | { type: 'REGISTER_NOW' }
  | { type: 'REGISTER_LATER' }
  | { type: 'OPEN_LANGUAGE' }
  | { type: 'CLOSE_LANGUAGE' }
  | { type: 'CHOOSE_LANGUAGE'; language: string };

const phaseIs =
  (phase: MemberPhaseEvent['phase']) =>
  ({ event }: { event: MemberHomeEvent }) =>
    event.type === 'MEMBER_PHASE' && event.phase === phase;

export const memberHomeMachine = setup({
  types: {} as { context: MemberHomeContext; events: MemberHomeEvent; input: MemberHomeInput },
  actors: { memberPhases },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isVisitor: ({ context }) => memberCentreEntry(context.memberType).kind === 'login',
    isTrial: ({ context }) => memberCentreEntry(context.memberType).kind === 'registerPrompt',
    infoReady: phaseIs('ready'),
    infoFailed: phaseIs('failed'),
    sessionGone: phaseIs('loggedOut'),
    sessionBack: ({ event }) => event.type === 'MEMBER_PHASE' && event.phase !== 'loggedOut',
  },
  actions: {
    askToLogIn: ({ system }) => sendToLogin(system, { replace: true }),
    askToRegister: ({ system, self }) =>
      notify(system, {
        type: 'CONFIRM',
        title: { key: 'errors.in_popup_prompt' },
        message: { key: 'shell.registerPrompt' },
        cancelLabel: { key: 'common.cancel' },
        confirmLabel: { key: 'shell.registerNow' },
        replyTo: self,
        confirmEvent: { type: 'REGISTER_NOW' },
        cancelEvent: { type: 'REGISTER_LATER' },
      }),
    goRegister: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('register'), replace: true }),
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home'), replace: true }),
    /** Member info and balance fresh on entry (the session holds them; the header follows). */
    refreshSession: ({ system }) => {
      system.get('session')?.send({ type: 'REFRESH_MEMBER' });
      system.get('session')?.send({ type: 'REFRESH_WALLET' });
    },
    changeLanguage: ({ system, event }) => {
      assertEvent(event, 'CHOOSE_LANGUAGE');
      system.get('language')?.send({ type: 'CHANGE', language: event.language });
    },
  },
}).createMachine({
  id: 'memberHome',
  description: 'Member home: the member’s card, balance and every entry of the member centre.',
  context: ({ input }) => ({ memberType: input.memberType }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Who opened member home (§4): a visitor logs in first, a trial member is invited to register.',
      always: [
        { guard: 'isVisitor', target: 'leaving', actions: 'askToLogIn' },
        { guard: 'isTrial', target: 'registerPrompt' },
        { target: 'open' },
      ],
    },
    registerPrompt: {
      description: 'A trial member: the alert with Cancel and "register now".',
      entry: 'askToRegister',
      on: {
        REGISTER_NOW: { target: 'leaving', actions: 'goRegister' },
        REGISTER_LATER: { target: 'leaving', actions: 'goHome' },
      },
    },
    leaving: {
      description: 'The screen shows nothing: the visit goes to login, registration or home.',
    },
    open: {
      description: 'Member home shows: card, balance and entries; the language choice may be open.',
      type: 'parallel',
      invoke: { id: 'memberPhases', src: 'memberPhases' },
      states: {
        info: {
          description: 'The member info and balance, refreshed on entry.',
          initial: 'loading',
          on: { MEMBER_PHASE: { guard: 'sessionGone', target: '.signedOut' } },
          states: {
            loading: {
              description: 'Member info and balance are being fetched again.',
              entry: 'refreshSession',
              on: {
                MEMBER_PHASE: [
                  { guard: 'infoReady', target: 'ready' },
                  { guard: 'infoFailed', target: 'failed' },
                ],
              },
              after: { requestTimeout: 'failed' },
            },
            ready: {
              description: 'The member info is fresh.',
            },
            failed: {
              description: 'Member info could not be fetched: a retry fetches it again.',
              on: {
                RETRY: 'loading',
                MEMBER_PHASE: { guard: 'infoReady', target: 'ready' },
              },
            },
            signedOut: {
              description: 'The session ended (the login popup is over the screen): a login brings it back.',
              on: { MEMBER_PHASE: { guard: 'sessionBack', target: 'loading' } },
            },
          },
        },
        language: {
          description: 'The language choice over the screen.',
          initial: 'closed',
          states: {
            closed: {
              description: 'No language choice open.',
              on: { OPEN_LANGUAGE: 'choosing' },
            },
            choosing: {
              description: 'The language choice lists the languages, the current one marked.',
              on: {
                CLOSE_LANGUAGE: 'closed',
                CHOOSE_LANGUAGE: { target: 'closed', actions: 'changeLanguage' },
              },
            },
          },
        },
      },
    },
  },
});
