import type { Profile } from '../../domain/member/profile';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { emailBindingMachine } from './emailBinding.machine';
import { headIconMachine } from './headIcon.machine';
import { mobileBindingMachine } from './mobileBinding.machine';
import { profileFormMachine } from './profileForm.machine';

/** Today for the age rule (the machine takes it as input). */
export const profileToday = { year: 2026, month: 6, day: 15 };

/** A profile as GET /wps/member/profile answers it with the bundled site config (server/config/site-config.json). */
export const profileFixture: Profile = {
  nickname: 'Lucky',
  birthday: '',
  address: '',
  nationality: '',
  occupation: '',
  sourceOfIncome: '',
  email: '',
  countryDialingCode: '63',
  mobileNum: '',
  mobileVerified: false,
  headIcon: '',
  options: {
    rules: {
      nickname: { regExp: '^[^<>"\'&]{2,20}$', message: 'Name format not valid' },
      email: { regExp: '^[^\\s@]{1,64}@[^\\s@]{1,189}\\.[^\\s@]{2,63}$', message: 'Email format incorrect' },
      mobileNum: { regExp: '^[1-9][0-9]{5,14}$', message: 'Mobile number not valid' },
      address: { regExp: '^[^<>]{5,120}$', message: 'Address must be 5-120 characters' },
      occupation: { regExp: '^[^<>0-9]{2,50}$', message: 'Occupation must be 2-50 letters' },
      minAgeYears: 18,
    },
    incomeSources: ['SALARY', 'BUSINESS'],
    nationalities: [{ code: 'PH', name: 'Philippines' }],
    headIcons: [{ id: 'sun', url: '/wps/headIcons/presets/sun.svg' }],
    defaultCountryDialingCode: '63',
  },
};

const bindingFixtures = (good: string, bad: string) => ({
  input: {
    rule: good.includes('@') ? profileFixture.options.rules.email : profileFixture.options.rules.mobileNum,
    countryDialingCode: '63',
  },
  events: [
    { type: 'CHANGE_TARGET', value: good },
    { type: 'CHANGE_TARGET', value: bad },
    { type: 'CHANGE_CODE', value: '123456' },
    { type: 'CHANGE_CODE', value: 'x' },
    { type: 'SEND' },
    { type: 'VERIFY' },
  ] as const,
  // 2 s of validity: two ticks reach both countdown branches.
  outputs: { sendCode: [{ expiredMinutes: 1 / 30 }], bind: [undefined] },
  errors: {
    sendCode: [apiError('Please wait 60 s', 'TOO_MANY_REQUESTS', 429)],
    bind: [apiError('Verification code error', 'VERIFICATION_CODE_INVALID', 400)],
  },
  abstractContext: (c: {
    target: string;
    code: string;
    remainingMs: number;
    bound: string | null;
    refusal: unknown;
  }) => ({
    target: c.target,
    code: c.code,
    remaining: c.remainingMs > 1000 ? 'more' : c.remainingMs > 0 ? 'last' : 'none',
    bound: c.bound,
    refused: c.refusal !== null,
  }),
});

/** The member centre's machines for profile, email and mobile binding, head icon (issue 15). */
export const profileCatalog: CatalogEntry[] = [
  catalogEntry(profileFormMachine, {
    title: 'Profile form',
    purpose:
      'The nickname and the label-only fields of spec §3 (birthday at least 18 years ago, address, nationality, ' +
      'occupation, source of income) under the configured rules (issue 15 item 5); a failed save keeps what was typed.',
    fixtures: {
      input: { today: profileToday },
      events: [
        { type: 'CHANGE', field: 'nickname', value: 'Lucky Star' },
        { type: 'CHANGE', field: 'birthday', value: '2020-01-01' },
        { type: 'SAVE' },
        { type: 'RETRY' },
        { type: 'RELOAD' },
      ] as const,
      outputs: { loadProfile: [profileFixture], saveProfile: [undefined] },
      errors: {
        loadProfile: [new Error('offline')],
        saveProfile: [
          apiError('address: too short', 'INVALID_INPUT', 400, {
            fields: { address: 'Address must be 5-120 characters' },
          }),
          new Error('offline'),
        ],
      },
      abstractContext: (c: {
        values: unknown;
        saved: unknown;
        errors: object;
        refusal: unknown;
        profile: unknown;
      }) => ({
        values: c.values,
        saved: c.saved,
        errors: Object.keys(c.errors).length,
        refused: c.refusal !== null,
        loaded: c.profile !== null,
      }),
    },
  }),
  catalogEntry(emailBindingMachine, {
    title: 'Email binding',
    purpose:
      'Binds an email address with a code sent to it (issue 15 item 5): send code -> countdown -> verify; the address ' +
      'is stored only when the code matches.',
    fixtures: bindingFixtures('me@example.com', 'not-an-email'),
  }),
  catalogEntry(mobileBindingMachine, {
    title: 'Mobile binding',
    purpose:
      'Binds a mobile number with an SMS code (issue 15 item 5): send SMS -> countdown -> bind; the number becomes ' +
      'verified; one verified by another account is refused.',
    fixtures: bindingFixtures('09170000101', '12'),
  }),
  catalogEntry(headIconMachine, {
    title: 'Head icon',
    purpose:
      'The head icon (issue 15 item 5, spec §7, §9): one of the built-in set, or a png/jpg up to 5 MB checked before ' +
      'sending and by the server on its bytes; a failed call can be retried.',
    fixtures: {
      input: { icon: '' },
      events: [
        { type: 'PRESET', id: 'sun' },
        { type: 'PICK', file: { name: 'me.png', type: 'image/png', size: 1000 } },
        { type: 'PICK', file: { name: 'notes.txt', type: 'text/plain', size: 100 } },
        { type: 'PICK', file: { name: 'big.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 } },
        { type: 'RETRY' },
      ],
      outputs: { saveIcon: [{ headIcon: '/wps/headIcons/presets/sun.svg' }] },
      errors: {
        saveIcon: [apiError('The head icon must be a png or jpg image', 'HEAD_ICON_TYPE', 415), new Error('offline')],
      },
      abstractContext: (c: { icon: string; choice: unknown; notice: string | null }) => ({
        icon: c.icon,
        choice: c.choice !== null,
        notice: c.notice,
      }),
    },
  }),
];
