import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { memberHomeMachine } from './memberHome.machine';

/** Plain-language words for the diagrams of member home (classic and new layout), its entries and the trial alert, by machine id then event type. */
export const centreLabels: AreaLabels = {
  memberHome: labelsFor<typeof memberHomeMachine>({
    events: {
      MEMBER_PHASE: 'The session’s member info changed (fetching, known, failed, logged out)',
      RETRY: 'The player taps Retry',
      REGISTER_NOW: 'The player taps Register now',
      REGISTER_LATER: 'The player taps Cancel',
      OPEN_LANGUAGE: 'The player taps Language',
      CLOSE_LANGUAGE: 'The player closes the language choice',
      CHOOSE_LANGUAGE: 'The player picks a language',
    },
    actors: { memberPhases: 'the session’s member info, heard' },
    guards: {
      isVisitor: 'a visitor',
      isTrial: 'a trial member (type 4)',
      infoReady: 'the member info is known',
      infoFailed: 'the member info call failed',
      sessionGone: 'the session ended',
      sessionBack: 'a session again',
    },
  }),
};
