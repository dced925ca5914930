import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { leaderboardMachine } from './leaderboard.machine';
import type { vipBenefitsMachine } from './vipBenefits.machine';

/** Plain-language words for the diagrams of VIP benefits and the leaderboard, by machine id then event type. */
export const vipLabels: AreaLabels = {
  vipBenefits: labelsFor<typeof vipBenefitsMachine>({
    events: { RETRY: 'The player taps Retry' },
    actors: { loadVip: 'the VIP info call' },
    guards: {
      isOff: 'the VIP flag is off',
      isVisitor: 'the player is a visitor',
      isTrial: 'the player is a trial member',
      paidBonus: 'the read paid an upgrade bonus',
    },
  }),
  leaderboard: labelsFor<typeof leaderboardMachine>({
    events: { SELECT_PERIOD: 'The player picks today or this week', RETRY: 'The player taps Retry' },
    actors: { loadBoard: 'the leaderboard call' },
    guards: { isOtherPeriod: 'it is another period', hasRows: 'somebody won in the period' },
  }),
};
