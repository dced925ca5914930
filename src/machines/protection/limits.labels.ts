import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { limitsSettingsMachine } from './limitsSettings.machine';

/** Plain-language words for the diagrams of deposit, loss and wager limits with cooling-off, by machine id then event type. */
export const limitsLabels: AreaLabels = {
  limitsSettings: labelsFor<typeof limitsSettingsMachine>({
    events: {
      RETRY: 'The player taps Retry',
      EDIT: 'The player opens one limit to change it',
      TYPE: 'The player types an amount',
      SAVE: 'The player taps Save',
      REMOVE: 'The player taps Remove limit',
      CLOSE: 'The player closes the editor without saving',
      CONFIRM: 'The player confirms a pending change',
      CANCEL_PENDING: 'The player cancels a pending change',
    },
    actors: {
      loadLimits: 'the limits call',
      saveLimit: 'the set-limit call',
      confirmLimit: 'the confirm-change call',
      cancelLimit: 'the cancel-change call',
    },
    guards: {
      amountValid: 'the amount is above 0 with at most two decimals and not above the largest limit',
      limitSet: 'this limit is in force',
      pendingDue: 'the cooling-off of this pending change is over',
      hasPending: 'this limit has a pending change',
    },
  }),
};
