import { sampleSettings } from '../../../src/machines/account/account.catalog';
import { ApiError } from '../../../src/services/shell/http';
import type { Journey } from '../journey-types';

/** Spec journeys of the account forms (registration, feedback, countries) (§3, §4, §5, §8). */

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const loginState = (form: string, revalidate = 'idle') => ({ form, revalidate });
const signedIn = (member: string, wallet: string, logout: string) => ({ loggedIn: { member, wallet, logout } });

export const accountFormJourneys: Journey[] = [
  {
    machine: 'registration',
    name: 'terms unticked blocks submit; a refused invitation code shows 1 s; then registered',
    spec: '§2 Registration (agree to terms), §5 affiliate code, §8',
    input: { settings: sampleSettings, flags: {}, registerMethod: 'H5', hostName: 'localhost', domain: 'localhost' },
    start: { state: 'editing', context: { agreed: true, method: 'username' } },
    steps: [
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: change('username', 'alice1'), state: 'editing' },
      { send: change('password', 'secret123'), state: 'editing' },
      { send: change('confirmPassword', 'secret123'), state: 'editing' },
      { send: change('captcha', '42'), state: 'editing' },
      { send: change('affiliateCode', 'ABCD1'), state: 'editing' },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: false } },
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: { type: 'TOGGLE_AGREE' }, state: 'editing', context: { agreed: true } },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate' },
      { resolve: 'checkAffiliate', output: false, state: 'affiliateRejected' },
      { wait: 999, state: 'affiliateRejected' },
      { wait: 1, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate' },
      { resolve: 'checkAffiliate', output: true, state: 'submitting' },
      {
        reject: 'register',
        error: new ApiError('Sorry, the username already exists.', 'USERNAME_EXISTS', 409),
        state: 'editing',
        context: { serverError: 'Sorry, the username already exists.' },
      },
      { send: change('captcha', '43'), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'checkingAffiliate' },
      { reject: 'checkAffiliate', state: 'affiliateRejected' },
      { wait: 1000, state: 'editing' },
      { send: change('affiliateCode', ''), state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { resolve: 'register', output: answer, state: 'registered' },
    ],
  },
  {
    machine: 'feedback',
    name: 'empty content blocks submit; success resets the form; failure clears the captcha',
    spec: '§4 Feedback, §5 feedback content',
    input: { loggedIn: true, sender: 'alice' },
    start: { state: 'editing', context: { type: -1, content: '' } },
    steps: [
      { send: { type: 'SUBMIT' }, state: 'editing' },
      { send: { type: 'SELECT_TYPE', value: 3 }, state: 'editing', context: { type: 3 } },
      { send: { type: 'CHANGE_CONTENT', value: 'The game froze.' }, state: 'editing' },
      { send: { type: 'CHANGE_CAPTCHA', value: '12' }, state: 'editing', context: { captcha: '12' } },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { reject: 'sendFeedback', state: 'editing', context: { captcha: '', content: 'The game froze.' } },
      { send: { type: 'CHANGE_CAPTCHA', value: '13' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { wait: 10_000, state: 'editing', context: { captcha: '' } },
      { send: { type: 'CHANGE_CAPTCHA', value: '14' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'submitting' },
      { resolve: 'sendFeedback', state: 'editing', context: { type: -1, content: '', captcha: '' } },
    ],
  },
  {
    machine: 'feedback',
    name: 'without a session the visitor leaves for login',
    spec: '§4 Feedback: on entry with no session go to /m/login',
    input: { loggedIn: false, sender: '' },
    start: { state: 'leaving' },
    steps: [],
  },
  {
    machine: 'countries',
    name: 'a failed load can be retried',
    spec: '§7 country list',
    start: { state: 'loading', context: { countries: [] } },
    steps: [
      { reject: 'fetchCountries', state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        resolve: 'fetchCountries',
        output: [{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }],
        state: 'ready',
        context: { countries: [{ code: 'PH', name: 'Philippines', countryDialingCode: '63' }] },
      },
    ],
  },
];
