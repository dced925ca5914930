import type { AreaLabels, MachineLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { ExclusionRequestMachine } from './exclusionRequest';

const flow = (what: string): MachineLabels =>
  labelsFor<ExclusionRequestMachine>({
    events: {
      RETRY: 'The player taps Retry',
      CHOOSE: `The player chooses how long the ${what} lasts`,
      CONTINUE: 'The player taps Continue',
      PASSWORD: 'The player types the login password',
      CONFIRM: `The player confirms the ${what} in the dialog`,
      CANCEL: 'The player cancels in the dialog',
    },
    actors: {
      loadSettings: 'the periods call',
      start: `the call that starts the ${what}`,
    },
    guards: {
      toolOff: 'the operator turned this tool off',
      offered: 'the site offers that period',
      noPeriod: 'no period is chosen yet',
      noPassword: 'the password is empty',
    },
  });

/** Plain-language words for the diagrams of time-out and self-exclusion, by machine id then event type. */
export const exclusionLabels: AreaLabels = {
  timeOut: flow('time-out'),
  selfExclusion: flow('self-exclusion'),
};
