import { apiError } from '../../../src/machines/catalog-types';
import { profileFixture, profileToday } from '../../../src/machines/member/profile.catalog';
import type { Journey } from '../journey-types';

/** Spec journeys of the profile screen (issue 15 item 5; spec §3 label-only fields, §5, §7 head icon, §9). */

const refreshMember = { to: 'session', event: { type: 'REFRESH_MEMBER' } };
const emailRule = profileFixture.options.rules.email;
const mobileRule = profileFixture.options.rules.mobileNum;

export const memberProfileJourneys: Journey[] = [
  {
    machine: 'profileForm',
    name: 'a birthday under 18 is refused next to the field; a failed save keeps what was typed; Save again sends it',
    spec: 'issue 15 item 5, §9 age 18, §5',
    input: { today: profileToday },
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadProfile', output: profileFixture, state: 'editing', context: { errors: {} } },
      { send: { type: 'CHANGE', field: 'birthday', value: '2010-01-01' }, state: 'editing' },
      {
        send: { type: 'SAVE' },
        state: 'editing',
        context: { errors: { birthday: { key: 'member.profile.errors.birthday.tooYoung', params: { age: 18 } } } },
      },
      { send: { type: 'CHANGE', field: 'birthday', value: '2008-06-15' }, state: 'editing', context: { errors: {} } },
      { send: { type: 'CHANGE', field: 'occupation', value: 'Engineer' }, state: 'editing' },
      { send: { type: 'SAVE' }, state: 'saving' },
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        reject: 'saveProfile',
        error: new Error('offline'),
        state: 'editing',
        context: {
          refusal: { key: 'member.profile.errors.failed' },
          values: {
            nickname: 'Lucky',
            birthday: '2008-06-15',
            address: '',
            nationality: '',
            occupation: 'Engineer',
            sourceOfIncome: '',
          },
        },
      },
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        resolve: 'saveProfile',
        state: 'editing',
        context: { refusal: null },
        sent: [
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'member.profile.saved' }, kind: 'success', durationMs: 3000 },
          },
          refreshMember,
        ],
      },
      { send: { type: 'SAVE' }, state: 'editing', context: { refusal: { key: 'member.profile.unchanged' } } },
    ],
  },
  {
    machine: 'profileForm',
    name: 'the profile that cannot be loaded is asked again; a field the server refuses shows its message',
    spec: 'issue 15 item 5',
    input: { today: profileToday },
    start: { state: 'loading' },
    steps: [
      { reject: 'loadProfile', state: 'loadFailed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { resolve: 'loadProfile', output: profileFixture, state: 'editing' },
      { send: { type: 'CHANGE', field: 'address', value: '12 Rizal Street' }, state: 'editing' },
      { send: { type: 'SAVE' }, state: 'saving' },
      {
        reject: 'saveProfile',
        error: apiError('address: bad', 'INVALID_INPUT', 400, { fields: { address: 'Address not valid' } }),
        state: 'editing',
        context: { errors: { address: { text: 'Address not valid' } }, refusal: null },
      },
    ],
  },
  {
    machine: 'emailBinding',
    name: 'send a code to a valid address, count down, bind with the code; a wrong code keeps what was typed',
    spec: 'issue 15 item 5 email with a verification code',
    input: { rule: emailRule },
    start: { state: { sender: 'ready', binder: 'editing' } },
    steps: [
      { send: { type: 'CHANGE_TARGET', value: 'nope' }, state: { sender: 'ready', binder: 'editing' } },
      {
        send: { type: 'SEND' },
        state: { sender: 'ready', binder: 'editing' },
        context: { targetProblem: { text: 'Email format incorrect' } },
      },
      { send: { type: 'CHANGE_TARGET', value: 'me@example.com' }, state: { sender: 'ready', binder: 'editing' } },
      { send: { type: 'SEND' }, state: { sender: 'sending', binder: 'editing' } },
      {
        resolve: 'sendCode',
        output: { expiredMinutes: 1 },
        state: { sender: 'counting', binder: 'editing' },
        context: { remainingMs: 60_000 },
      },
      { wait: 1000, state: { sender: 'counting', binder: 'editing' }, context: { remainingMs: 59_000 } },
      { send: { type: 'CHANGE_CODE', value: '12' }, state: { sender: 'counting', binder: 'editing' } },
      {
        send: { type: 'VERIFY' },
        state: { sender: 'counting', binder: 'editing' },
        context: { codeProblem: { key: 'member.profile.errors.code' } },
      },
      { send: { type: 'CHANGE_CODE', value: '123456' }, state: { sender: 'counting', binder: 'editing' } },
      { send: { type: 'VERIFY' }, state: { sender: 'counting', binder: 'verifying' } },
      {
        reject: 'bind',
        error: apiError('Verification code error', 'VERIFICATION_CODE_INVALID', 400),
        state: { sender: 'counting', binder: 'editing' },
        context: { code: '123456', refusal: { key: 'member.profile.errors.VERIFICATION_CODE_INVALID' } },
      },
      { send: { type: 'VERIFY' }, state: { sender: 'counting', binder: 'verifying' } },
      {
        resolve: 'bind',
        state: { sender: 'counting', binder: 'bound' },
        context: { bound: 'me@example.com', code: '' },
      },
      { wait: 1000, state: { sender: 'counting', binder: 'bound' }, context: { remainingMs: 58_000 } },
    ],
  },
  {
    machine: 'mobileBinding',
    name: 'a number is sent without its leading 0; a number verified elsewhere is refused with its message',
    spec: 'issue 15 item 5 mobile binding by SMS; §5',
    input: { rule: mobileRule, countryDialingCode: '63' },
    start: { state: { sender: 'ready', binder: 'editing' } },
    steps: [
      { send: { type: 'CHANGE_TARGET', value: '09170000101' }, state: { sender: 'ready', binder: 'editing' } },
      { send: { type: 'SEND' }, state: { sender: 'sending', binder: 'editing' } },
      {
        reject: 'sendCode',
        error: apiError('Please wait', 'TOO_MANY_REQUESTS', 429),
        state: { sender: 'ready', binder: 'editing' },
        context: { refusal: { key: 'member.profile.errors.TOO_MANY_REQUESTS' } },
      },
      { send: { type: 'SEND' }, state: { sender: 'sending', binder: 'editing' } },
      { resolve: 'sendCode', output: { expiredMinutes: 1 }, state: { sender: 'counting', binder: 'editing' } },
      { send: { type: 'CHANGE_CODE', value: '654321' }, state: { sender: 'counting', binder: 'editing' } },
      { send: { type: 'VERIFY' }, state: { sender: 'counting', binder: 'verifying' } },
      {
        reject: 'bind',
        error: apiError('Taken', 'MOBILE_TAKEN', 409),
        state: { sender: 'counting', binder: 'editing' },
        context: { refusal: { key: 'member.profile.errors.MOBILE_TAKEN' } },
      },
      { send: { type: 'VERIFY' }, state: { sender: 'counting', binder: 'verifying' } },
      {
        resolve: 'bind',
        state: { sender: 'counting', binder: 'bound' },
        context: { bound: '9170000101' },
        sent: [
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { key: 'member.profile.mobile.bound' },
              kind: 'success',
              durationMs: 3000,
            },
          },
          refreshMember,
        ],
      },
    ],
  },
  {
    machine: 'headIcon',
    name: 'a preset is saved; a text file or 6 MB is refused before sending; a failed upload is retried',
    spec: 'issue 15 item 5 head icon; §7 head icon POST; §9 upload png/jpg 5 MB',
    input: { icon: '' },
    start: { state: 'idle', context: { icon: '', notice: null } },
    steps: [
      { send: { type: 'PRESET', id: 'sun' }, state: 'saving' },
      {
        resolve: 'saveIcon',
        output: { headIcon: '/wps/headIcons/presets/sun.svg' },
        state: 'idle',
        context: { icon: '/wps/headIcons/presets/sun.svg' },
      },
      {
        send: { type: 'PICK', file: { name: 'notes.png', type: 'text/plain', size: 20 } },
        state: 'idle',
        context: { notice: 'type' },
      },
      {
        send: { type: 'PICK', file: { name: 'big.png', type: 'image/png', size: 6 * 1024 * 1024 } },
        state: 'idle',
        context: { notice: 'tooLarge' },
      },
      { send: { type: 'PICK', file: { name: 'me.png', type: 'image/png', size: 2000 } }, state: 'saving' },
      { reject: 'saveIcon', state: 'idle', context: { notice: 'failed' } },
      { send: { type: 'RETRY' }, state: 'saving', context: { notice: null } },
      {
        reject: 'saveIcon',
        error: apiError('The head icon must be a png or jpg image', 'HEAD_ICON_TYPE', 415),
        state: 'idle',
        context: { notice: 'type', choice: null },
      },
      { send: { type: 'RETRY' }, state: 'idle' },
    ],
  },
];
