import { fromPromise } from 'xstate';
import type { Profile } from '../../domain/member/profile';
import type { CodeRequest } from '../../machines/member/codeBinding';
import type { emailBindingMachine } from '../../machines/member/emailBinding.machine';
import type { HeadIconChoice, headIconMachine } from '../../machines/member/headIcon.machine';
import type { mobileBindingMachine } from '../../machines/member/mobileBinding.machine';
import type { ProfileChanges, profileFormMachine } from '../../machines/member/profileForm.machine';
import {
  bindEmail,
  bindMobile,
  fetchProfile,
  saveHeadIcon,
  saveProfile,
  sendEmailCode,
  sendMobileCode,
} from '../../services/member/profile';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for profile, email and mobile binding, head icon. */
export const memberProfileImplementations: ImplementationEntry[] = [
  implement<typeof profileFormMachine>('profileForm', {
    actors: {
      loadProfile: fromPromise<Profile, void>(({ signal }) => fetchProfile(signal)),
      saveProfile: fromPromise<void, ProfileChanges>(({ input, signal }) => saveProfile(input, signal)),
    },
  }),
  implement<typeof emailBindingMachine>('emailBinding', {
    actors: {
      sendCode: fromPromise<{ expiredMinutes: number }, CodeRequest>(({ input, signal }) =>
        sendEmailCode(input.target, signal),
      ),
      bind: fromPromise<void, CodeRequest & { code: string }>(({ input, signal }) =>
        bindEmail(input.target, input.code, signal),
      ),
    },
  }),
  implement<typeof mobileBindingMachine>('mobileBinding', {
    actors: {
      sendCode: fromPromise<{ expiredMinutes: number }, CodeRequest>(({ input, signal }) =>
        sendMobileCode(input.target, input.countryDialingCode, signal),
      ),
      bind: fromPromise<void, CodeRequest & { code: string }>(({ input, signal }) =>
        bindMobile(input.target, input.countryDialingCode, input.code, signal),
      ),
    },
  }),
  implement<typeof headIconMachine>('headIcon', {
    actors: {
      saveIcon: fromPromise<{ headIcon: string }, HeadIconChoice>(({ input, signal }) =>
        input.kind === 'preset'
          ? saveHeadIcon({ preset: input.id }, signal)
          : saveHeadIcon(
              { file: input.file instanceof Blob ? input.file : new Blob([]), name: input.file.name },
              signal,
            ),
      ),
    },
  }),
];
