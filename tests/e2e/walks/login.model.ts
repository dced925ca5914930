import type { MachineLinks, WalkModel } from './walk-model';

/**
 * Login as a person sees it (spec §2 "Login", §4, §5): the Password tab, rule errors on an empty submit, the SMS tab
 * (MOBILEVERCODELOGIN3 is on in the reference config), the form while the call runs, a refused password (error toast, the captcha appears) and a
 * login that lands on home as a member.
 */
export const loginModel = {
  id: 'login',
  initial: 'passwordForm',
  states: {
    passwordForm: {
      description: 'The Password tab: username and password, no captcha, no errors.',
      on: {
        SUBMIT_EMPTY: 'ruleErrorsShown',
        OPEN_SMS_TAB: 'smsForm',
        SUBMIT_WRONG_PASSWORD: 'wrongPasswordRefused',
        SUBMIT_RIGHT_PASSWORD: 'submitting',
      },
    },
    ruleErrorsShown: {
      description: 'Each empty field shows its rule error; the username field has focus; still on /m/login.',
      on: { SUBMIT_RIGHT_PASSWORD: 'submitting' },
    },
    submitting: {
      description: "The login call runs (its answer held back by the walk): 'Logging in…', busy and disabled.",
      on: { SERVER_ANSWERS: 'loggedInHome' },
    },
    smsForm: {
      description: 'The SMS code tab: mobile number, code and Get code; the username field is gone.',
      on: { OPEN_PASSWORD_TAB: 'passwordForm' },
    },
    wrongPasswordRefused: {
      description: 'An error says the username or password is incorrect; the username stays; the captcha appears.',
      on: { SUBMIT_WITH_CAPTCHA: 'loggedInHome' },
    },
    loggedInHome: {
      description: 'Home as a member: the balance bar with Deposit; the session is saved.',
    },
  },
} as const satisfies WalkModel;

export const loginLinks: MachineLinks<typeof loginModel> = {
  states: {
    passwordForm: ['login.form.editing', 'session.loggedOut'],
    ruleErrorsShown: ['login.form.editing'],
    smsForm: ['login.form.editing'],
    submitting: ['login.form.submitting'],
    wrongPasswordRefused: ['login.form.editing'],
    loggedInHome: ['login.form.done', 'session.loggedIn'],
  },
  events: {
    SUBMIT_EMPTY: ['login:SUBMIT'],
    OPEN_SMS_TAB: ['login:SWITCH_METHOD'],
    OPEN_PASSWORD_TAB: ['login:SWITCH_METHOD'],
    SUBMIT_WRONG_PASSWORD: ['login:CHANGE', 'login:SUBMIT'],
    SUBMIT_RIGHT_PASSWORD: ['login:CHANGE', 'login:SUBMIT'],
    SERVER_ANSWERS: ['login:xstate.done.actor.login', 'session:LOGGED_IN'],
    SUBMIT_WITH_CAPTCHA: ['login:CHANGE', 'login:SUBMIT', 'session:LOGGED_IN'],
  },
};
