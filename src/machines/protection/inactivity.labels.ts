import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { inactivityMachine } from './inactivity.machine';

/** Plain-language words for the diagrams of inactivity logout and registration consent, by machine id then event type. */
export const inactivityLabels: AreaLabels = {
  inactivity: labelsFor<typeof inactivityMachine>({
    events: {
      ACTIVITY: 'The player taps, types or scrolls',
      STAY_LOGGED_IN: 'The player taps Stay logged in',
    },
    actors: {
      loadSettings: 'the inactivity settings call',
      reportActivity: 'the activity report call',
      endSession: 'the end-of-session call',
      activityListener: 'the page’s taps, keys and scrolling',
    },
    guards: {
      turnedOn: 'the operator has inactivity logout on',
      lastSecond: 'the last second of the countdown has passed',
    },
    delays: {
      untilWarning: 'the idle time less the warning',
    },
  }),
};
