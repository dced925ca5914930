import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { captchaMachine } from './captcha.machine';
import type { changePasswordMachine } from './changePassword.machine';
import type { countriesMachine } from './countries.machine';
import type { feedbackMachine } from './feedback.machine';
import type { forgotPasswordMachine } from './forgotPassword.machine';
import type { loginMachine } from './login.machine';
import type { loginPopupMachine } from './loginPopup.machine';
import type { registrationMachine } from './registration.machine';
import type { sessionMachine } from './session.machine';
import type { smsCountdownMachine } from './smsCountdown.machine';

/** Plain-language words for the account diagrams (docs/flows), by machine id then event type. */
export const accountLabels: AreaLabels = {
  session: labelsFor<typeof sessionMachine>({
    events: {
      LOGGED_IN: 'The player logged in or registered',
      FREE_PLAY: 'The player taps Free play',
      PASSWORD_CHANGED: 'The player changed the password',
      SESSION_ENDED: 'The server says the session ended',
      REFRESH_MEMBER: 'A screen asks for fresh member info',
      REFRESH_WALLET: 'A screen asks for a fresh balance',
      LOGOUT: 'The player taps Log out',
      LOGOUT_CONFIRM: 'The player confirms logging out',
      LOGOUT_NOW: 'The player already chose to log out (reality check, time-out, self-exclusion)',
      LOGOUT_CANCEL: 'The player cancels logging out',
      TOGGLE_BALANCE: 'The player hides or shows the balance',
    },
    actors: {
      trialLogin: 'the free-play call',
      fetchMember: 'the member info call',
      fetchWallet: 'the wallet call',
      logoutCall: 'the logout call',
    },
    guards: { hasStoredToken: 'a session was saved' },
  }),
  login: labelsFor<typeof loginMachine>({
    events: {
      CHANGE: 'The player types in a field',
      BLUR: 'The player leaves a field',
      SWITCH_METHOD: 'The player switches between password and SMS',
      TOGGLE_REMEMBER: 'The player ticks Remember me',
      FORGET_SAVED: 'The player taps Use another account',
      CAPTCHA_REFRESH: 'The player asks for a new captcha',
      SEND_SMS: 'The player taps Send code',
      SUBMIT: 'The player taps Log in',
      CONFIG_LOADED: 'The site config arrived or changed',
      LANGUAGE_CHANGED: 'The language changed',
    },
    actors: { login: 'the login call', readRemembered: 'the reading of the remembered login' },
    guards: {
      smsAllowed: 'SMS login is allowed',
      mobileValid: 'the mobile number is valid',
      formValid: 'the form is valid',
      wantsCaptcha: 'the server asks for a captcha',
      captchaShown: 'a captcha is shown',
      hasSaved: 'this device remembers a login',
      savedRefused: 'the server refuses the remembered login',
    },
  }),
  captcha: labelsFor<typeof captchaMachine>({
    events: {
      ENABLE: 'The form turns the captcha on',
      REFRESH: 'The player asks for a new captcha',
    },
    actors: { fetchCaptcha: 'the captcha image call' },
    guards: { isEnabled: 'the captcha is on' },
  }),
  smsCountdown: labelsFor<typeof smsCountdownMachine>({
    events: {
      SEND: 'The player taps Send code',
      RESET: 'The form is reset',
    },
    actors: { sendSms: 'the SMS call' },
    guards: { lastTick: 'the countdown reaches zero' },
    delays: { tick: 'one countdown step' },
  }),
  registration: labelsFor<typeof registrationMachine>({
    events: {
      CHANGE: 'The player types in a field',
      BLUR: 'The player leaves a field',
      SWITCH_METHOD: 'The player switches the sign-up method',
      TOGGLE_AGREE: 'The player ticks I agree',
      SEND_SMS: 'The player taps Send code',
      CAPTCHA_REFRESH: 'The player asks for a new captcha',
      READ_TERMS: 'The player opens the terms',
      SUBMIT: 'The player taps Register',
    },
    actors: {
      checkAffiliate: 'the invitation code check',
      register: 'the registration call',
      readStart: 'the reading of the saved form',
    },
    guards: {
      canSwitch: 'that method is on and not already chosen',
      mobileValid: 'the mobile number is valid',
      agreed: 'the terms are agreed',
      formInvalid: 'a field is wrong',
      hasAffiliateCode: 'an invitation code was entered',
      affiliateAccepted: 'the code is accepted',
    },
  }),
  changePassword: labelsFor<typeof changePasswordMachine>({
    events: {
      CHANGE: 'The player types in a field',
      BLUR: 'The player leaves a field',
      SUBMIT: 'The player taps Submit',
    },
    actors: { changePassword: 'the change-password call' },
    guards: {
      notLoggedIn: 'nobody is logged in',
      formInvalid: 'a field is wrong',
      sameAsOld: 'the new password equals the old one',
      serverSaysSame: 'the server says the new password equals the old one',
      oldPasswordRequired: 'the server asks for the old password',
    },
  }),
  forgotPassword: labelsFor<typeof forgotPasswordMachine>({
    events: {
      CHANGE: 'The player types in a field',
      BLUR: 'The player leaves a field',
      SEND_SMS: 'The player taps Send code',
      SUBMIT: 'The player taps Submit',
    },
    actors: { resetPassword: 'the password reset call' },
    guards: {
      mobileValid: 'the mobile number is valid',
      formInvalid: 'a field is wrong',
    },
  }),
  feedback: labelsFor<typeof feedbackMachine>({
    events: {
      SELECT_TYPE: 'The player picks a feedback type',
      CHANGE_CONTENT: 'The player types the feedback',
      CHANGE_CAPTCHA: 'The player types the captcha',
      CAPTCHA_REFRESH: 'The player asks for a new captcha',
      SUBMIT: 'The player taps Submit',
    },
    actors: { sendFeedback: 'the feedback call', captcha: 'the captcha' },
    guards: {
      notLoggedIn: 'nobody is logged in',
      formInvalid: 'a field is wrong',
    },
  }),
  countries: labelsFor<typeof countriesMachine>({
    events: { RETRY: 'The player taps Retry' },
    actors: { fetchCountries: 'the country list call' },
  }),
  loginPopup: labelsFor<typeof loginPopupMachine>({
    events: {
      OPEN: 'The session ended, or a visitor taps a member-only shortcut',
      CLOSE: 'The player closes the popup',
      SESSION_CHANGED: 'The player logged in or out',
    },
    actors: { sessionChanges: 'the session' },
    guards: { savedOpen: 'the popup was open when the page was left', loggedIn: 'a session exists' },
  }),
};
