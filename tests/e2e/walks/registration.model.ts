import type { MachineLinks, WalkModel } from './walk-model';

/**
 * Registration as a person sees it (spec §2 "Register", §4, §5), on the Username tab: rule errors on an empty
 * submit, the form while the call runs, the Mobile number tab, the terms box that disables Register, an unknown invitation code that is refused,
 * and a registration that lands on home as the new member.
 */
export const registrationModel = {
  id: 'registration',
  initial: 'usernameForm',
  states: {
    usernameForm: {
      description: 'The Username tab: username, password, confirmation and captcha; terms checked, Register enabled.',
      on: {
        SUBMIT_EMPTY: 'ruleErrorsShown',
        OPEN_MOBILE_TAB: 'mobileForm',
        UNCHECK_TERMS: 'termsUnchecked',
        SUBMIT_WITH_UNKNOWN_INVITATION: 'invitationRefused',
        SUBMIT_VALID: 'submitting',
      },
    },
    ruleErrorsShown: {
      description: 'The empty fields show their rule errors; the username field has focus; still on /m/register.',
      on: { SUBMIT_VALID: 'submitting' },
    },
    submitting: {
      description: "The registration call runs (its answer held back by the walk): 'Registering…', busy and disabled.",
      on: { SERVER_ANSWERS: 'registeredHome' },
    },
    mobileForm: {
      description: 'The Mobile number tab: mobile number, Get code and the code field; no username field.',
      on: { OPEN_USERNAME_TAB: 'usernameForm' },
    },
    termsUnchecked: {
      description: 'The terms box is unchecked: Register is disabled.',
      on: { CHECK_TERMS: 'usernameForm' },
    },
    invitationRefused: {
      description: "'invitation code error'; the invitation field has focus; still on /m/register, values kept.",
      on: { CLEAR_INVITATION_AND_SUBMIT: 'registeredHome' },
    },
    registeredHome: {
      description: "'registered successfully', then home as the new member.",
    },
  },
} as const satisfies WalkModel;

export const registrationLinks: MachineLinks<typeof registrationModel> = {
  states: {
    usernameForm: ['registration.editing', 'session.loggedOut'],
    ruleErrorsShown: ['registration.editing'],
    submitting: ['registration.submitting'],
    mobileForm: ['registration.editing'],
    termsUnchecked: ['registration.editing'],
    invitationRefused: ['registration.affiliateRejected', 'registration.editing'],
    registeredHome: ['registration.registered', 'session.loggedIn'],
  },
  events: {
    SUBMIT_EMPTY: ['registration:SUBMIT'],
    OPEN_MOBILE_TAB: ['registration:SWITCH_METHOD'],
    OPEN_USERNAME_TAB: ['registration:SWITCH_METHOD'],
    UNCHECK_TERMS: ['registration:TOGGLE_AGREE'],
    CHECK_TERMS: ['registration:TOGGLE_AGREE'],
    SUBMIT_WITH_UNKNOWN_INVITATION: ['registration:CHANGE', 'registration:SUBMIT'],
    SUBMIT_VALID: ['registration:CHANGE', 'registration:SUBMIT'],
    SERVER_ANSWERS: ['registration:xstate.done.actor.register', 'session:LOGGED_IN'],
    CLEAR_INVITATION_AND_SUBMIT: ['registration:CHANGE', 'registration:SUBMIT', 'session:LOGGED_IN'],
  },
};
