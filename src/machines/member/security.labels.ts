import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { activeSessionsMachine } from './activeSessions.machine';

/** Plain-language words for the diagrams of security centre, sessions, payment password, forced password change, by machine id then event type. */
export const securityLabels: AreaLabels = {
  activeSessions: labelsFor<typeof activeSessionsMachine>({
    events: {
      RETRY: 'The player taps Retry',
      SIGN_OUT_OTHERS: 'The player taps Sign out the other devices',
      SIGN_OUT: 'The player taps Sign out on another device',
    },
    actors: {
      loadSessions: 'the sessions list call',
      signOutOthers: 'the sign-out-others call',
      signOutOne: 'the sign-out-one call',
    },
    guards: {
      isOtherSession: 'the session is another device’s, in the list',
    },
  }),
};
