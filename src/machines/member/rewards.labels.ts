import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { pointsExchangeMachine } from './pointsExchange.machine';
import type { rewardCentreMachine } from './rewardCentre.machine';
import type { rewardClaimMachine } from './rewardClaim.machine';

/** Plain-language words for the diagrams of points and the reward centre, by machine id then event type. */
export const rewardsLabels: AreaLabels = {
  rewardCentre: labelsFor<typeof rewardCentreMachine>({
    events: {
      SHOW_TAB: 'The player picks the Rewards or Points tab',
      RETRY: 'The player taps Retry',
      MORE: 'The player taps Load more',
      CLAIMED: 'A reward was claimed on the screen',
      EXCHANGED: 'Points were exchanged on the screen',
    },
    actors: {
      load: 'the rewards and points calls',
      loadPoints: 'the next points page call',
      reloadPoints: 'the points call',
    },
    guards: {
      flagOff: 'flag REWCEN3 is off',
      isVisitor: 'the player is a visitor',
      isTrial: 'the player is a trial member',
      canMore: 'more points pages exist',
    },
  }),
  rewardClaim: labelsFor<typeof rewardClaimMachine>({
    events: {
      CLAIM: 'The player taps Claim',
      RETRY: 'The player taps Retry',
    },
    actors: {
      newKey: 'the new idempotency key',
      claim: 'the claim call',
    },
    guards: {
      refusedForGood: 'the reward is expired, already claimed, unknown, or the account is a trial',
      hasKey: 'the attempt already has its key',
    },
  }),
  pointsExchange: labelsFor<typeof pointsExchangeMachine>({
    events: {
      CHANGE: 'The player types the points',
      SUBMIT: 'The player taps Exchange',
      HELD: 'The points balance shown changed',
    },
    actors: {
      newKey: 'the new idempotency key',
      exchange: 'the exchange call',
    },
    guards: {
      formInvalid: 'the points are wrong (not whole, below the minimum, off the step, above held)',
      retriesAttempt: 'the same points as the failed attempt (its key again)',
      notEnoughPoints: 'the server counted fewer points',
    },
  }),
};
