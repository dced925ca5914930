import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import {
  type Day,
  PROFILE_FIELDS,
  type Profile,
  type ProfileField,
  type ProfileProblem,
  type ProfileValues,
  profileProblems,
} from '../../domain/member/profile';
import { declaredCall } from '../shell/declared';
import type { Message } from '../shell/notifications.machine';
import { notify } from '../shell/notify';
import { profileRefusal, serverFields } from './profileErrors';

/**
 * The profile form (issue 15 item 5, spec §3 label-only fields): loads the profile, edits the nickname and the
 * label-only fields (birthday, address, nationality, occupation, source of income) under the configured rules, saves
 * what changed; a failed save keeps what was typed and can be sent again. Screen actor; input: today's date (the age
 * rule needs it, the machine reads no clock).
 */
export interface ProfileFormContext {
  today: Day;
  profile: Profile | null;
  values: ProfileValues;
  saved: ProfileValues;
  errors: Partial<Record<ProfileField, ProfileProblem>>;
  refusal: Message | null;
}

export type ProfileFormEvent =
  | { type: 'CHANGE'; field: ProfileField; value: string }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

export type ProfileChanges = Partial<ProfileValues>;

const EMPTY: ProfileValues = {
  nickname: '',
  birthday: '',
  address: '',
  nationality: '',
  occupation: '',
  sourceOfIncome: '',
};

const valuesOf = (profile: Profile): ProfileValues =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]])) as ProfileValues;

/** The fields that differ from what is stored, trimmed. */
export function changesOf(values: ProfileValues, saved: ProfileValues): ProfileChanges {
  return Object.fromEntries(
    PROFILE_FIELDS.filter((field) => values[field].trim() !== saved[field].trim()).map((field) => [
      field,
      values[field].trim(),
    ]),
  );
}

export const profileFormMachine = setup({
  types: {} as { context: ProfileFormContext; events: ProfileFormEvent; input: { today: Day } },
  actors: {
    loadProfile: declaredCall<Profile>('profileForm.loadProfile'),
    saveProfile: declaredCall<void, ProfileChanges>('profileForm.saveProfile'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    invalid: ({ context }) =>
      context.profile === null ||
      Object.keys(profileProblems(context.values, context.saved, context.profile.options, context.today)).length > 0,
    unchanged: ({ context }) => Object.keys(changesOf(context.values, context.saved)).length === 0,
    refusedByField: ({ event }) => serverFields(event) !== null,
  },
  actions: {
    setProfile: assign(({ event }) => {
      const profile = (event as unknown as { output: Profile }).output;
      return { profile, values: valuesOf(profile), saved: valuesOf(profile), errors: {}, refusal: null };
    }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors, refusal: null };
    }),
    showProblems: assign(({ context }) => ({
      errors: context.profile
        ? profileProblems(context.values, context.saved, context.profile.options, context.today)
        : {},
    })),
    markSaved: assign(({ context }) => ({ saved: { ...context.values }, errors: {}, refusal: null })),
    showFieldRefusal: assign(({ event }) => {
      const fields = serverFields(event) ?? {};
      const errors: Partial<Record<ProfileField, ProfileProblem>> = {};
      for (const field of PROFILE_FIELDS) {
        const text = fields[field];
        if (text) errors[field] = { text };
      }
      return { errors, refusal: Object.keys(errors).length > 0 ? null : profileRefusal(event) };
    }),
    showRefusal: assign(({ event }) => ({ refusal: profileRefusal(event) })),
    showUnchanged: assign({ refusal: { key: 'member.profile.unchanged' } as Message }),
    showTimedOut: assign({ refusal: { key: 'member.profile.errors.failed' } as Message }),
    toastSaved: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'member.profile.saved' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
    refreshMember: ({ system }) => system.get('session')?.send({ type: 'REFRESH_MEMBER' }),
  },
}).createMachine({
  id: 'profileForm',
  description: 'The profile form: nickname and the label-only fields, loaded, edited and saved.',
  context: ({ input }) => ({
    today: input.today,
    profile: null,
    values: EMPTY,
    saved: EMPTY,
    errors: {},
    refusal: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /wps/member/profile: the fields, their rules and choices.',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'editing', actions: 'setProfile' },
        onError: { target: 'loadFailed', actions: 'showRefusal' },
      },
      after: { requestTimeout: { target: 'loadFailed', actions: 'showTimedOut' } },
    },
    loadFailed: {
      description: 'The profile could not be loaded; Retry asks again.',
      on: { RETRY: 'loading' },
    },
    editing: {
      description: 'The fields as typed, each with its problem; Save sends what changed.',
      on: {
        CHANGE: { actions: 'setValue' },
        SAVE: [
          { guard: 'invalid', actions: 'showProblems' },
          { guard: 'unchanged', actions: 'showUnchanged' },
          { target: 'saving' },
        ],
        RELOAD: 'loading',
      },
    },
    saving: {
      description: 'POST /wps/member/nickname and /wps/member/profile with the changed fields (one tap sends once).',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => changesOf(context.values, context.saved),
        onDone: { target: 'editing', actions: ['markSaved', 'toastSaved', 'refreshMember'] },
        onError: [
          { guard: 'refusedByField', target: 'editing', actions: 'showFieldRefusal' },
          { target: 'editing', actions: 'showRefusal' },
        ],
      },
      after: { requestTimeout: { target: 'editing', actions: 'showTimedOut' } },
    },
  },
});
