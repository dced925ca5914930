import { assertEvent, assign, setup } from 'xstate';
import { declaredEffect } from '../shell/declared';
import { sessionChanges } from '../shell/listeners';
import { requestNavigation } from '../shell/navigator';

/**
 * The login popup (spec §2 "login popups", §3 local flag `showLogin`, §4 "Login modal open adds a body class; close
 * removes it"): the login form in a dialog over the current screen, so the screen stays and continues after login.
 * Opened by the session when a call answers that the session ended, and by home when a visitor taps a member-only
 * shortcut (then the tap's destination follows the login). App-level, systemId `loginPopup`. The showLogin flag is
 * saved while it is open, so a reload reopens it (the root reads it into the input); a session that exists closes it.
 */
export type LoginPopupReason = 'sessionEnded' | 'memberOnly';

export interface LoginPopupInput {
  /** The saved showLogin flag (§3): the popup was open when the page was left. */
  showLogin?: boolean;
}

export interface LoginPopupContext {
  /** Why it opened: the popup says it (§8 dictionary messages); null after a reload. */
  reason: LoginPopupReason | null;
  /** Where the visit goes once logged in; null: it stays on the current screen. */
  continueTo: string | null;
  /** The showLogin flag as saved when the page opened. */
  savedOpen: boolean;
}

export type LoginPopupEvent =
  | { type: 'OPEN'; reason: LoginPopupReason; continueTo?: string }
  /** The player closes the popup (close button, Escape, backdrop) or leaves it through one of its links. */
  | { type: 'CLOSE' }
  /** From the `sessionChanges` listener: being logged in, at start and on each flip. */
  | { type: 'SESSION_CHANGED'; loggedIn: boolean };

const shown = (open: boolean) => ({ open });

export const loginPopupMachine = setup({
  types: {} as {
    context: LoginPopupContext;
    events: LoginPopupEvent;
    input: LoginPopupInput | undefined;
  },
  actors: { sessionChanges },
  guards: {
    savedOpen: ({ context }) => context.savedOpen,
    loggedIn: ({ event }) => event.type === 'SESSION_CHANGED' && event.loggedIn,
  },
  actions: {
    /** Saves the showLogin flag in local storage (§3; provided at the root). */
    saveShowLogin: declaredEffect<{ open: boolean }>(),
    /** Adds or removes the login-modal class on the document body (§4; provided at the root). */
    markBody: declaredEffect<{ open: boolean }>(),
    setRequest: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { reason: event.reason, continueTo: event.continueTo ?? null };
    }),
    clearRequest: assign({ reason: null, continueTo: null }),
    /** After login: the tap's destination, if the popup was opened by one; else the screen simply continues. */
    continueAfterLogin: ({ context, system }) => {
      if (context.continueTo) requestNavigation(system, { type: 'NAVIGATE', to: context.continueTo });
    },
  },
}).createMachine({
  id: 'loginPopup',
  description: 'The login popup over the screen (§3 showLogin, §4).',
  context: ({ input }) => ({ reason: null, continueTo: null, savedOpen: input?.showLogin === true }),
  invoke: { id: 'sessionChanges', src: 'sessionChanges' },
  initial: 'starting',
  states: {
    starting: {
      description: 'Reopens if showLogin was saved.',
      always: [{ guard: 'savedOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      description: 'No popup.',
      on: { OPEN: { target: 'open', actions: 'setRequest' } },
    },
    open: {
      description: 'The login form over the screen; body class on, showLogin saved.',
      entry: [
        { type: 'saveShowLogin', params: shown(true) },
        { type: 'markBody', params: shown(true) },
      ],
      exit: [
        { type: 'saveShowLogin', params: shown(false) },
        { type: 'markBody', params: shown(false) },
      ],
      on: {
        OPEN: { actions: 'setRequest' },
        CLOSE: { target: 'closed', actions: 'clearRequest' },
        SESSION_CHANGED: { guard: 'loggedIn', target: 'closed', actions: ['continueAfterLogin', 'clearRequest'] },
      },
    },
  },
});
