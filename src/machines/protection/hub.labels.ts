import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { accountActivityMachine } from './accountActivity.machine';
import type { protectionHistoryMachine } from './protectionHistory.machine';

/** Plain-language words for the diagrams of the responsible-gaming page, account activity and the protection history, by machine id then event type. */
export const hubLabels: AreaLabels = {
  accountActivity: labelsFor<typeof accountActivityMachine>({
    events: {
      RETRY: 'The player taps Retry',
      REFRESH: 'The player taps Refresh',
    },
    actors: { loadActivity: 'the activity call (the server counts the money)' },
  }),
  protectionHistory: labelsFor<typeof protectionHistoryMachine>({
    events: {
      MORE: 'The player taps More (older rows)',
      RETRY: 'The player taps Retry',
    },
    actors: { loadPage: 'the first page call', loadMore: 'the next page call' },
    guards: { hasMore: 'older pages are left' },
  }),
};
