import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { emailBindingMachine } from './emailBinding.machine';
import type { headIconMachine } from './headIcon.machine';
import type { mobileBindingMachine } from './mobileBinding.machine';
import type { profileFormMachine } from './profileForm.machine';

const bindingGuards = {
  targetInvalid: 'the address breaks its rule',
  codeInvalid: 'the code is not 4-10 digits',
  lastTick: 'the last second of the countdown',
};

/** Plain-language words for the diagrams of profile, email and mobile binding, head icon, by machine id then event type. */
export const profileLabels: AreaLabels = {
  profileForm: labelsFor<typeof profileFormMachine>({
    events: {
      CHANGE: 'The member types in a field',
      SAVE: 'The member taps Save',
      RETRY: 'The member taps Retry',
      RELOAD: 'The screen asks for the profile again',
    },
    actors: { loadProfile: 'the profile, loaded', saveProfile: 'the changed fields, saved' },
    guards: {
      invalid: 'a changed field breaks its rule',
      unchanged: 'nothing changed',
      refusedByField: 'the server names a field',
    },
  }),
  emailBinding: labelsFor<typeof emailBindingMachine>({
    events: {
      CHANGE_TARGET: 'The member types the email address',
      CHANGE_CODE: 'The member types the code',
      SEND: 'The member taps Send code',
      VERIFY: 'The member taps Bind',
    },
    actors: { sendCode: 'a code sent to the address', bind: 'the code checked and the email stored' },
    guards: bindingGuards,
  }),
  mobileBinding: labelsFor<typeof mobileBindingMachine>({
    events: {
      CHANGE_TARGET: 'The member types the mobile number',
      CHANGE_CODE: 'The member types the SMS code',
      SEND: 'The member taps Send code',
      VERIFY: 'The member taps Bind',
    },
    actors: { sendCode: 'an SMS code sent to the number', bind: 'the code checked and the number bound' },
    guards: bindingGuards,
  }),
  headIcon: labelsFor<typeof headIconMachine>({
    events: {
      PRESET: 'The member picks one of the icons',
      PICK: 'The member picks an image file',
      RETRY: 'The member taps Retry',
    },
    actors: { saveIcon: 'the icon saved (preset or upload)' },
    guards: {
      refusedHere: 'not png/jpg, empty or over 5 MB',
      hasFailedChoice: 'a failed choice is kept',
      refusedByServer: 'the server refused the bytes',
    },
  }),
};
