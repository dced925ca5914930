import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { realityCheckMachine } from './realityCheck.machine';
import type { realityCheckSettingMachine } from './realityCheckSetting.machine';

/** Plain-language words for the diagrams of reality checks and session time, by machine id then event type. */
export const realityLabels: AreaLabels = {
  realityCheck: labelsFor<typeof realityCheckMachine>({
    events: {
      CONTINUE: 'The player taps Continue playing',
      SEE_HISTORY: 'The player taps See history',
      LOG_OUT: 'The player taps Log out',
    },
    actors: {
      loadStatus: 'the session status call (play time, net position, next check)',
      answerCheck: 'the answer to the reality check',
    },
    guards: {
      isDue: 'a reality check is due',
      nothingToAnswer: 'the server says there is no check left to answer',
      answeredLogout: 'the player chose Log out',
      answeredHistory: 'the player chose See history',
    },
    delays: { nextLook: 'the time until the next check is due (at most a minute)' },
  }),
  realityCheckSetting: labelsFor<typeof realityCheckSettingMachine>({
    events: {
      RETRY: 'The player taps Retry',
      CHOOSE: 'The player picks an interval (off, or every so many minutes)',
      SAVE: 'The player taps Save',
    },
    actors: {
      loadSetting: 'the reality-check setting call',
      saveInterval: 'the save-interval call',
    },
    guards: {
      isOffered: 'the interval is one the site offers',
      isChange: 'the chosen interval differs from the one in force',
    },
  }),
};
